import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps: ['Amount', 'Beneficiary', 'Review', 'Done'], current: 1 },
  parameters: {
    docs: {
      description: {
        component:
          'Shows where the customer is in a flow: top-up (4 steps), internal transfer (4), external transfer (6), registration. Completed steps show a tick, the current one is outlined, upcoming ones are numbered.\n\n' +
          'Screen readers hear a landmark ("Progress", or your `label`: give two steppers on one page different names), the sentence "Step 2 of 4: Beneficiary", each step with its state ("Completed: Amount", "Not started: Done") and the current one as "current step" (`aria-current="step"`). On phones (below 768 px) only the markers and that sentence show; `compact` forces this layout in narrow containers. Keep step names short (one or two words). The stepper is not a way to jump between steps: offer "Back" and "Change" links instead.',
      },
    },
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstStep: Story = { args: { current: 0 } };
export const LastStep: Story = { args: { current: 3 } };
export const ExternalTransfer: Story = {
  args: {
    steps: ['Beneficiary', 'Bank details', 'Amount', 'Purpose', 'Review', 'Confirm'],
    current: 3,
    label: 'External transfer',
  },
};
export const Compact: Story = { args: { compact: true, current: 2 } };
export const LongText: Story = {
  args: {
    steps: [
      'Personal details',
      'Identity verification with your Emirates ID',
      'Proof of address',
      'Review and submit',
    ],
    current: 1,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { steps: ['المبلغ', 'المستفيد', 'المراجعة', 'تم'], current: 2 },
};

export const DontLongNames: StoryObj = {
  name: 'Don’t: sentences as step names',
  render: () => (
    <Stepper
      steps={[
        'Choose how much you want to send',
        'Tell us who receives the money',
        'Check everything before sending',
        'Your transfer is on its way',
      ]}
      current={1}
    />
  ),
};
