import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';
import { Stack } from '../../layout';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20 },
  parameters: {
    docs: {
      description: {
        component:
          'Moves through a long list. **Pages**: previous and next (absent on the first and last page rather than disabled), the first and last page and the neighbours of the current one; the current page has `aria-current="page"`. Pass `getHref` to make every page a real link (shareable, opens in a new tab). On phones the numbers give way to "Page 5 of 20".\n\n' +
          '**Load more** (`variant="load-more"`) suits APIs that page with a cursor (no page numbers, no total): the button shows while `hasMore`, is busy while `loading`, and a polite `status` says what is shown ("Showing 40 of 143 transactions"). Focus stays on the button, so keyboard users continue where they were. Both are a `nav` landmark: name each one on a page differently with `label`.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { page: 5, pageCount: 20 } };
export const FirstPage: Story = { args: { page: 1, pageCount: 8 } };
export const LastPage: Story = { args: { page: 8, pageCount: 8 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };
export const Links: Story = {
  args: { page: 3, pageCount: 12, getHref: (p: number) => `?page=${p}` },
};
export const Interactive: Story = {
  args: { page: 1, pageCount: 12 },
  render: () => {
    const Demo = () => {
      const [page, setPage] = useState(1);
      return <Pagination page={page} pageCount={12} onPageChange={setPage} />;
    };
    return <Demo />;
  },
};
export const LoadMore: Story = {
  args: {
    variant: 'load-more',
    hasMore: true,
    onLoadMore: () => {},
    status: 'Showing 20 of 143 transactions',
  },
};
export const LoadMoreLoading: Story = {
  args: {
    variant: 'load-more',
    hasMore: true,
    loading: true,
    onLoadMore: () => {},
    status: 'Showing 20 of 143 transactions',
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { page: 5, pageCount: 20 },
};

export const DontTwoUnnamed: StoryObj = {
  name: 'Don’t: two paginations with one name',
  render: () => (
    <Stack gap="lg">
      <Pagination page={2} pageCount={8} onPageChange={() => {}} />
      <Pagination page={5} pageCount={12} onPageChange={() => {}} />
    </Stack>
  ),
};
