import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import {
  TransactionList,
  type TransactionListItem,
  type TransactionListProps,
} from './TransactionList';
import { EmptyState } from '../EmptyState';

const items: TransactionListItem[] = [
  {
    id: '1',
    kind: 'external',
    title: 'Transfer to Omar H.',
    date: '2026-11-12',
    amount: '-25000',
    currency: 'AED',
    status: 'pending',
    href: '#t1',
  },
  {
    id: '2',
    kind: 'top_up',
    title: 'Top-up by bank transfer',
    date: '2026-11-12',
    amount: '1000000',
    currency: 'AED',
    status: 'completed',
    href: '#t2',
  },
  {
    id: '3',
    kind: 'conversion',
    title: 'Conversion',
    detail: 'AED to USD',
    date: '2026-11-11',
    amount: '-136100',
    currency: 'AED',
    status: 'completed',
    href: '#t3',
  },
  {
    id: '4',
    kind: 'internal',
    title: 'From Al Noor Trading LLC, salary for November',
    date: '2026-11-11',
    amount: '1850000',
    currency: 'AED',
    status: 'processing',
    href: '#t4',
  },
  {
    id: '5',
    kind: 'card',
    title: 'Card payment, Carrefour City Centre',
    date: '2026-11-10',
    amount: '-12075',
    currency: 'AED',
    status: 'failed',
    // Nothing moved in the end: no sign, the text colour.
    moved: false,
    href: '#t5',
  },
  {
    id: '6',
    kind: 'crypto',
    title: 'Bitcoin deposit',
    date: '2026-11-09',
    amount: '500000',
    currency: 'USD',
    status: 'returned',
    moved: false,
    href: '#t6',
  },
];

const meta = {
  title: 'Banking/TransactionList',
  component: TransactionList,
  args: { label: 'Recent activity', items },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A feed of activity. Each row shows an icon for its **kind** (top-up, internal, external, conversion, card, crypto), the counterparty, the day (DD-MM-YYYY), the **signed amount** with its currency, and a status badge unless the transaction is completed. A row with `href` (or `as`+`to`) is one link, with `onClick` one button, named in full: "Transfer to Omar H., −AED 250.00, 12-11-2026, Pending".\n\n' +
          'Use `groupByDay` for long histories (`formatDay` can say "Today"); `loading` for the first load; `empty` for an EmptyState; `hasMore`/`onLoadMore`/`loadingMore` for "Load more", which moves focus to the first new row. For tables to compare or export (statements), use Table instead.',
      },
    },
  },
} satisfies Meta<typeof TransactionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const GroupedByDay: Story = {
  args: { groupByDay: true, formatDay: (iso, text) => (iso === '2026-11-12' ? 'Today' : text) },
};
export const Masked: Story = {
  args: { items: items.slice(0, 3).map((i) => ({ ...i, masked: true })) },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: {
    items: [],
    empty: (
      <EmptyState
        icon={<Inbox size={28} aria-hidden="true" />}
        title="No transactions yet"
        text="Add money to your wallet and your activity shows here."
        headingLevel={3}
      />
    ),
  },
};
function LoadMoreFeed(args: TransactionListProps) {
  const [rows, setRows] = useState(items.slice(0, 3));
  return (
    <TransactionList
      {...args}
      items={rows}
      hasMore={rows.length < items.length}
      onLoadMore={() => setRows(items)}
    />
  );
}
export const LoadMore: Story = { render: (args) => <LoadMoreFeed {...args} /> };
export const LoadingMore: Story = {
  args: { items: items.slice(0, 3), hasMore: true, loadingMore: true },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'النشاط الأخير',
    groupByDay: true,
    items: [
      {
        id: '1',
        kind: 'external',
        title: 'تحويل إلى عمر ح.',
        date: '2026-11-12',
        amount: '-25000',
        currency: 'AED',
        status: 'pending',
        href: '#t1',
      },
      {
        id: '2',
        kind: 'top_up',
        title: 'إيداع بتحويل بنكي',
        date: '2026-11-12',
        amount: '1000000',
        currency: 'AED',
        href: '#t2',
      },
      {
        id: '3',
        kind: 'conversion',
        title: 'تحويل عملة',
        detail: 'AED ← USD',
        date: '2026-11-11',
        amount: '-5000',
        currency: 'USD',
        href: '#t3',
      },
    ],
  },
};
export const DontRawReferences: StoryObj = {
  name: 'Don’t: the ledger’s codes as titles',
  render: () => (
    <TransactionList
      label="Recent activity"
      items={[
        {
          id: '1',
          kind: 'external',
          title: 'TRF/OUT/0098123/AE07',
          date: '2026-11-12',
          amount: '-25000',
          currency: 'AED',
          status: 'pending',
          href: '#t1',
        },
        {
          id: '2',
          kind: 'top_up',
          title: 'INW SWIFT EBILAEAD 7Q4K9',
          date: '2026-11-12',
          amount: '1000000',
          currency: 'AED',
          href: '#t2',
        },
        {
          id: '3',
          kind: 'card',
          title: 'POS 4471 CCMALL DXB',
          date: '2026-11-10',
          amount: '-12075',
          currency: 'AED',
          href: '#t3',
        },
      ]}
    />
  ),
};
