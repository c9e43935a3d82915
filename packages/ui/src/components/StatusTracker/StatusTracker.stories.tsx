import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusTracker, type TrackerStep } from './StatusTracker';

const at = (minute: number) => new Date(2026, 10, 12, 9, minute);
const steps: TrackerStep[] = [
  { label: 'Created', at: at(5) },
  { label: 'Awaiting confirmation', at: at(6) },
  { label: 'Pending', at: at(7) },
  { label: 'Processing' },
  { label: 'Completed' },
];

const meta = {
  title: 'Banking/StatusTracker',
  component: StatusTracker,
  args: { label: 'Transfer status', steps, current: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The life of a transfer, on its success page and in its details: **created → awaiting confirmation → pending → processing → completed**, or ending **failed** or **returned** with a reason. Pass the steps up to where the transfer ended (for a return: created, processing, returned), the `current` index and, once it has ended, its `outcome`. Times show as DD-MM-YYYY HH:mm.\n\n' +
          'The current step is `aria-current="step"`; each step says "Completed:", "Failed:", "Returned:" or "Not started:" to screen readers, and its icon shape repeats it. For the steps of a form the customer fills in, use Stepper instead.',
      },
    },
  },
} satisfies Meta<typeof StatusTracker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const Completed: Story = {
  args: { current: 4, outcome: 'completed', steps: steps.map((s, i) => ({ ...s, at: at(5 + i) })) },
};
export const Failed: Story = {
  args: {
    current: 2,
    outcome: 'failed',
    steps: [
      steps[0]!,
      { label: 'Processing', at: at(8) },
      {
        label: 'Failed',
        at: at(12),
        description:
          'The beneficiary’s bank refused the payment. The money is back in your wallet.',
      },
    ],
  },
};
export const Returned: Story = {
  args: {
    current: 3,
    outcome: 'returned',
    steps: [
      steps[0]!,
      { label: 'Processing', at: at(8) },
      { label: 'Completed', at: at(15) },
      { label: 'Returned', at: at(40), description: 'The beneficiary’s bank closed the account.' },
    ],
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'حالة التحويل',
    steps: [
      { label: 'أُنشئ', at: at(5) },
      { label: 'بانتظار التأكيد', at: at(6) },
      { label: 'قيد الانتظار' },
      { label: 'قيد المعالجة' },
      { label: 'مكتمل' },
    ],
    current: 1,
  },
};
export const DontForFormSteps: StoryObj = {
  name: 'Don’t: a tracker for the steps of a form',
  render: () => (
    <StatusTracker
      label="Transfer status"
      current={1}
      steps={[
        { label: 'Amount' },
        { label: 'Beneficiary' },
        { label: 'Review' },
        { label: 'Confirm' },
      ]}
    />
  ),
};
