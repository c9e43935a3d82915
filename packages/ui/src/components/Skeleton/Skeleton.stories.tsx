import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup } from './Skeleton';
import { Inline, Stack } from '../../layout';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Placeholders in the shape of content that is loading (a balance card, rows of transactions), so the page does not jump when it arrives. Skeletons are **hidden from screen readers**; wrap a loading area in **`SkeletonGroup`**, which announces "Loading" (or your `label`, e.g. "Loading transactions") once through a polite status and marks the area `aria-busy`. Replace the whole group with the content when it arrives.\n\n' +
          'Use skeletons for loads longer than about 300 ms where the layout is known; for a whole screen use FullScreenLoader, for an action use Button’s `loading`. The pulse stops under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };
export const Shapes: Story = {
  render: () => (
    <Stack gap="md">
      <Skeleton shape="circle" />
      <Skeleton shape="rect" height="6rem" />
      <Skeleton width="40%" />
    </Stack>
  ),
};
export const TransactionList: Story = {
  render: () => (
    <SkeletonGroup label="Loading transactions">
      <Stack gap="lg">
        {[0, 1, 2].map((i) => (
          <Inline key={i} gap="md" wrap={false}>
            <Skeleton shape="circle" />
            <div style={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </div>
            <Skeleton width="5rem" />
          </Inline>
        ))}
      </Stack>
    </SkeletonGroup>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <SkeletonGroup>
      <Inline gap="md" wrap={false}>
        <Skeleton shape="circle" />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} />
        </div>
      </Inline>
    </SkeletonGroup>
  ),
};

export const DontWrongShape: StoryObj = {
  name: 'Don’t: a shape unlike the content',
  render: () => (
    <SkeletonGroup label="Loading transactions">
      <Skeleton shape="circle" width="160px" height="160px" />
    </SkeletonGroup>
  ),
};
