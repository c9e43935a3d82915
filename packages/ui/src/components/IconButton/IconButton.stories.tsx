import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Settings, X } from 'lucide-react';
import { IconButton } from './IconButton';
import { Inline } from '../../layout';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <X size={20} aria-hidden="true" /> },
  parameters: {
    docs: {
      description: {
        component:
          'A button that shows only an icon. `label` is required by its type: it is the name screen readers and voice control use ("Copy IBAN", not "Copy icon"). Prefer a Button with text when there is room.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tertiary: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Copy IBAN', icon: <Copy size={20} aria-hidden="true" /> },
};
export const Primary: Story = {
  args: { variant: 'primary', label: 'Settings', icon: <Settings size={20} aria-hidden="true" /> },
};
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
export const Row: Story = {
  render: () => (
    <Inline gap="sm">
      <IconButton label="Copy account number" icon={<Copy size={20} aria-hidden="true" />} />
      <IconButton
        variant="secondary"
        label="Settings"
        icon={<Settings size={20} aria-hidden="true" />}
      />
      <IconButton variant="primary" label="Close" icon={<X size={20} aria-hidden="true" />} />
    </Inline>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'إغلاق' },
};

export const DontObscureIcon: StoryObj = {
  name: 'Don’t: an icon customers must guess',
  render: () => (
    <IconButton label="Export statement as CSV" icon={<Settings size={20} aria-hidden="true" />} />
  ),
};
