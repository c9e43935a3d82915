import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo';
import { Inline } from '../../layout';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { name: 'Sadu Bank' },
  parameters: {
    docs: {
      description: {
        component:
          'The mark takes its colours from the theme (`primary` and `textOnPrimary`), so a brand theme recolours it. With `showName` the name is text beside a decorative mark.',
      },
    },
  },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mark: Story = {};
export const WithName: Story = { args: { showName: true } };
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="lg" align="center">
      <Logo {...args} size={24} />
      <Logo {...args} size={32} />
      <Logo {...args} size={48} />
      <Logo {...args} size={64} />
    </Inline>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { name: 'بنك السدو', showName: true },
};

export const DontRecoloured: StoryObj = {
  name: 'Don’t: recolour the mark by hand',
  render: () => (
    <span style={{ filter: 'hue-rotate(140deg)' }}>
      <Logo showName />
    </span>
  ),
};
