import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Box, Columns, Inline, Stack } from '.';
import { Text } from '../components/Text';

const Tile = ({ children }: { children: ReactNode }) => (
  <Box background="primarySoft" color="text" padding="md" borderRadius="md">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Primitives',
  component: Box,
  parameters: {
    docs: {
      description: {
        component:
          "Box, Stack, Inline and Columns lay screens out from theme spacing, using logical properties only: `paddingInlineStart` is left in English and right in Arabic. Each prop takes one value (no breakpoint arrays: each would be a class per breakpoint in every page's stylesheet); `Columns` is the layout that changes with the screen.",
      },
    },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StackStory: Story = {
  name: 'Stack',
  render: () => (
    <Stack gap="md">
      <Tile>First</Tile>
      <Tile>Second</Tile>
      <Tile>Third</Tile>
    </Stack>
  ),
};
export const InlineStory: Story = {
  name: 'Inline',
  render: () => (
    <Inline gap="sm">
      {['AED', 'USD', 'EUR', 'GBP', 'SAR', 'INR', 'PKR', 'JPY'].map((c) => (
        <Tile key={c}>{c}</Tile>
      ))}
    </Inline>
  ),
};
export const ColumnsStory: Story = {
  name: 'Columns',
  render: () => (
    <Columns columns={3}>
      <Tile>One</Tile>
      <Tile>Two</Tile>
      <Tile>Three</Tile>
    </Columns>
  ),
};
export const LogicalStart: Story = {
  render: () => (
    <Box background="surfaceSunken" paddingInlineStart="xxxl" paddingBlock="md" borderRadius="md">
      <Text>Indented from the start side</Text>
    </Box>
  ),
};
export const LogicalStartRightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <Stack gap="md">
      <Box background="surfaceSunken" paddingInlineStart="xxxl" paddingBlock="md" borderRadius="md">
        <Text>مسافة من جهة البداية (اليمين)</Text>
      </Box>
      <Inline gap="sm">
        <Tile>١</Tile>
        <Tile>٢</Tile>
        <Tile>٣</Tile>
      </Inline>
    </Stack>
  ),
};
