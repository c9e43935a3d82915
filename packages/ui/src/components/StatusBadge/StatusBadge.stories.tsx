import type { Meta, StoryObj } from '@storybook/react-vite';
import { BADGE_STATUSES, StatusBadge } from './StatusBadge';
import { Inline } from '../../layout';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'completed' },
  parameters: {
    docs: {
      description: {
        component:
          'The state of a transaction, transfer, top-up or approval request: **tone, icon and words together**, so a colour-blind customer or a screen reader loses nothing (never colour alone). The words come translated (English, Arabic); pass `label` to show the server’s own wording.\n\n' +
          'Tones: pending, returned and awaiting approval are *warning*; processing and scheduled are *info*; completed and approved are *success*; failed and rejected are *danger*; cancelled and expired are *neutral*. Each status in one tone has its own icon shape. The badge is static text: if the status changes while the customer watches, announce it elsewhere (a Toast).',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {};
export const Pending: Story = { args: { status: 'pending' } };
export const Failed: Story = { args: { status: 'failed' } };
export const AwaitingApproval: Story = { args: { status: 'awaiting_approval' } };
export const AllStatuses: Story = {
  render: () => (
    <Inline gap="sm">
      {BADGE_STATUSES.map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </Inline>
  ),
};
export const CustomLabel: Story = {
  args: { status: 'returned', label: 'Returned by the beneficiary’s bank: account closed' },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <Inline gap="sm">
      {BADGE_STATUSES.map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </Inline>
  ),
};

export const DontColourOnly: StoryObj = {
  name: 'Don’t: colour alone',
  render: () => (
    <Inline gap="sm">
      <span>Transfer to Aisha Khan</span>
      <span
        role="img"
        aria-label="Failed"
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          borderRadius: 6,
          background: '#b3261e',
        }}
      />
    </Inline>
  ),
};
