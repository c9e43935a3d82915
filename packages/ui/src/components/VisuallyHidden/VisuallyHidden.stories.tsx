import type { Meta, StoryObj } from '@storybook/react-vite';
import { X } from 'lucide-react';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close' },
  parameters: {
    docs: {
      description: {
        component:
          'Text for screen readers only: extra context that sighted customers get from the layout. The button below is named "Close" although it shows only an icon.',
      },
    },
  },
  render: (args) => (
    <button type="button" style={{ minWidth: 44, minHeight: 44 }}>
      <X size={20} aria-hidden="true" />
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InAButton: Story = {};

export const DontHideInstructions: StoryObj = {
  name: 'Don’t: hide instructions everyone needs',
  render: () => (
    <p>
      Transfer limit{' '}
      <VisuallyHidden>Transfers above AED 50,000 need a second approval.</VisuallyHidden>
    </p>
  ),
};
