import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionOverlay } from './SessionOverlay';
import { Dialog } from '../Dialog';
import { Button } from '../Button';

const meta = {
  title: 'Components/SessionOverlay',
  component: SessionOverlay,
  args: { open: true, secondsRemaining: 120, onKeepSession: () => {}, onLogout: () => {} },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 460 },
      description: {
        component:
          'The warning before an idle session ends: a modal alert dialog (on Dialog) with a countdown, **Stay logged in** (also Escape, and where focus starts) and **Log out**. Focus stays inside while it shows.\n\n' +
          'Give it `expiresAt` (the countdown is computed from the clock each second, so a throttled background tab still shows the true time, and `onExpire` fires once at zero), or `secondsRemaining` computed by the app, e.g. from a last-activity time that every tab shares. Show `keeping` while the session is renewed.\n\n' +
          'Screen readers hear the time when it opens (the dialog’s description), then each minute and at 30 and 10 seconds through a polite live region, never every second. The stories use a fixed `secondsRemaining` so their screenshots stay still.',
      },
    },
  },
} satisfies Meta<typeof SessionOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoMinutesLeft: Story = {};
export const LastSeconds: Story = { args: { secondsRemaining: 25 } };
export const Renewing: Story = { args: { secondsRemaining: 95, keeping: true } };
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { secondsRemaining: 75 },
};

export const DontSecondsOnly: StoryObj = {
  name: 'Don’t: a bare countdown',
  render: () => (
    <div style={{ minHeight: 300 }}>
      <Dialog
        open
        onClose={() => {}}
        title="01:59"
        size="sm"
        dismissible={false}
        actions={<Button>OK</Button>}
      >
        {null}
      </Dialog>
    </div>
  ),
};
