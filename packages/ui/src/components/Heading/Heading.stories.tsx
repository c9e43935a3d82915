import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading';
import { Stack } from '../../layout';

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  args: { level: 1, children: 'Good morning, Aisha' },
  parameters: {
    docs: {
      description: {
        component:
          'Headings build the page outline screen-reader users navigate by. One level 1 per page; the app focuses it after each navigation. Use `size` when the look should differ from the level — never skip levels for looks.',
      },
    },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};
export const AllLevels: Story = {
  render: () => (
    <Stack gap="md">
      <Heading level={1}>Level 1 — page title</Heading>
      <Heading level={2}>Level 2 — section</Heading>
      <Heading level={3}>Level 3 — card title</Heading>
      <Heading level={4}>Level 4</Heading>
      <Heading level={5}>Level 5</Heading>
      <Heading level={6}>Level 6</Heading>
    </Stack>
  ),
};
export const VisualSizeDiffers: Story = {
  args: { level: 2, size: 4, children: 'Recent transactions' },
};
export const Arabic: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { children: 'صباح الخير يا عائشة' },
};

export const DontSkipLevels: StoryObj = {
  name: 'Don’t: skip levels for looks',
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Transfers</Heading>
      <Heading level={4}>Scheduled</Heading>
    </Stack>
  ),
};
