import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullScreenLoader } from './FullScreenLoader';

const meta = {
  title: 'Components/FullScreenLoader',
  component: FullScreenLoader,
  args: { label: 'Checking your session', brandName: 'Sadu Bank' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The full-screen logo loader that guarded routes show while their checks run. It is a `role="status"` region named by its label. The pulse stops when the customer prefers reduced motion.',
      },
      story: { inline: false, iframeHeight: 320 },
    },
  },
} satisfies Meta<typeof FullScreenLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithVisibleLabel: Story = { args: { showLabel: true } };
export const Inline: Story = { args: { inline: true, showLabel: true } };
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'جارٍ التحقق من جلستك', showLabel: true },
};

export const DontForAnAction: StoryObj = {
  name: 'Don’t: a full-screen loader for one action',
  render: () => <FullScreenLoader label="Saving the beneficiary" showLabel inline />,
};
