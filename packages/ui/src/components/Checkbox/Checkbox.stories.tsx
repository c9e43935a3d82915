import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';
import { Link } from '../Link';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Remember this device for 30 days' },
  parameters: {
    docs: {
      description: {
        component:
          'A single yes/no choice with its label. For the terms of a product, make it `required` and give an error that says what to do.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'Only on a device you do not share with anyone' } };
export const Required: Story = {
  args: {
    required: true,
    label: (
      <>
        I have read and accept the <Link href="#terms">terms and conditions</Link>
      </>
    ),
  },
};
export const WithError: Story = {
  args: {
    required: true,
    label: 'I accept the terms and conditions',
    error: 'Accept the terms and conditions to continue',
  },
};
export const Indeterminate: Story = {
  args: { label: 'Select all transactions', indeterminate: true },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    label:
      'I confirm that the funds I am sending are my own and come from lawful sources, and that I am not sending them on behalf of another person or organisation',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Checkbox {...args} />
    </div>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'تذكر هذا الجهاز لمدة 30 يومًا', hint: 'فقط على جهاز لا تشاركه مع أحد' },
};

export const DontNegativeLabel: StoryObj = {
  name: 'Don’t: a negative label',
  render: () => <Checkbox label="Don’t send me offers by email" />,
};
