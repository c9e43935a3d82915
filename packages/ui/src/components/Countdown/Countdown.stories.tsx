import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './Countdown';

// A fixed clock keeps the screenshots still; in an app the clock is Date.now.
const NOW = new Date('2026-11-12T10:00:00Z').getTime();
const fixed = () => NOW;

const meta = {
  title: 'Banking/Countdown',
  component: Countdown,
  args: { label: 'Rate guaranteed for', expiresAt: NOW + 24_000, duration: 30, now: fixed },
  parameters: {
    docs: {
      description: {
        component:
          'The time left until something expires, such as a conversion quote\'s 30 seconds: "0:24" with a ring. It reads the clock on every tick (a sleeping tab comes back on time) and calls `onExpire` once; give it the server\'s `expiresAt`.\n\n' +
          'Screen readers are not told every second: only at `announceAt` (10 s by default) and when the time is up (`expiredText`, e.g. "This quote has expired"), through a polite live region. Under 10 s the ring turns to the warning colour; the time itself carries the meaning.\n\n' +
          'Use it when the expiry is real and the customer can act in time (refresh the quote). Do not use it to rush people, or for session time-outs (SessionOverlay does that).',
      },
    },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const AlmostExpired: Story = { args: { expiresAt: NOW + 7_000 } };
export const Expired: Story = {
  args: { expiresAt: NOW - 1, expiredText: 'This quote has expired' },
};
export const LongPeriod: Story = {
  args: { label: 'Link valid for', expiresAt: NOW + 14 * 60_000 + 5_000, duration: 15 * 60 },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'السعر مضمون لمدة' },
};
export const DontToRush: StoryObj = {
  name: 'Don’t: a countdown to rush the customer',
  render: () => (
    <Countdown
      label="Open your savings account within"
      expiresAt={NOW + 24_000}
      duration={30}
      now={fixed}
    />
  ),
};
