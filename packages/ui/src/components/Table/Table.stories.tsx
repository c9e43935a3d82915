import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney } from '@bank/lookups';
import { Table, type TableColumn, type TableProps } from './Table';

interface Payment {
  id: string;
  date: string;
  beneficiary: string;
  reference: string;
  amount: bigint;
}
const payments: Payment[] = [
  {
    id: '1',
    date: '2024-03-05',
    beneficiary: 'Omar Haddad',
    reference: 'Rent March',
    amount: 650000n,
  },
  {
    id: '2',
    date: '2024-03-02',
    beneficiary: 'Dubai Electricity and Water Authority',
    reference: 'Account 2004 5581 90',
    amount: 48215n,
  },
  { id: '3', date: '2024-02-28', beneficiary: 'Aisha Khan', reference: 'Dinner', amount: 12000n },
  {
    id: '4',
    date: '2024-02-20',
    beneficiary: 'Lina Saleh',
    reference: 'School fees, second term',
    amount: 1875000n,
  },
];
const columns: TableColumn<Payment>[] = [
  {
    key: 'date',
    header: 'Date',
    nowrap: true,
    cell: (p) => p.date.split('-').reverse().join('-'),
    sortValue: (p) => p.date,
  },
  {
    key: 'beneficiary',
    header: 'Beneficiary',
    cell: (p) => p.beneficiary,
    sortValue: (p) => p.beneficiary,
  },
  { key: 'reference', header: 'Reference', cell: (p) => p.reference },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (p) => formatMoney(p.amount, 'AED'),
    sortValue: (p) => p.amount,
  },
];
const plainColumns = columns.map(({ sortValue: _unused, ...c }) => c);

const meta = {
  title: 'Components/Table',
  component: Table<Payment>,
  args: {
    caption: 'Recent payments',
    columns: plainColumns,
    rows: payments,
    rowKey: (p: Payment) => p.id,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A table of records: transactions, beneficiaries, login history. Its `caption` names it for screen readers (hide it with `hideCaption` only when a heading right above says the same).\n\n' +
          'Give a column `sortValue` to make it sortable: its header gets a button and `aria-sort`. For sorting on the server, control `sort` and sort the rows in `onSortChange`. Put amounts in `align: "end"` columns so the digits line up.\n\n' +
          'On a phone (the table narrower than 560px, whatever the page) each row becomes a card that names every value with its column. Show `loading` while fetching and an `empty` message that says what would be here.',
      },
    },
  },
} satisfies Meta<TableProps<Payment>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sortable: Story = {
  args: { columns, defaultSort: { column: 'date', direction: 'descending' } },
};
export const Empty: Story = {
  args: { rows: [], empty: 'No payments yet. Payments you send appear here.' },
};
export const Loading: Story = { args: { loading: true } };
export const HiddenCaption: Story = { args: { hideCaption: true } };
export const OnAPhone: Story = {
  args: { columns, defaultSort: { column: 'date', direction: 'descending' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export const LongText: Story = {
  args: {
    rows: payments.map((p) => ({
      ...p,
      reference: `${p.reference} — transferred as agreed in the tenancy contract signed on 01-01-2024, including the service charge`,
    })),
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    caption: 'المدفوعات الأخيرة',
    columns: [
      {
        key: 'date',
        header: 'التاريخ',
        nowrap: true,
        cell: (p: Payment) => p.date.split('-').reverse().join('-'),
        sortValue: (p: Payment) => p.date,
      },
      { key: 'beneficiary', header: 'المستفيد', cell: (p: Payment) => p.beneficiary },
      {
        key: 'amount',
        header: 'المبلغ',
        align: 'end',
        cell: (p: Payment) => formatMoney(p.amount, 'AED'),
        sortValue: (p: Payment) => p.amount,
      },
    ],
  },
};

export const DontAmountsStart: StoryObj = {
  name: 'Don’t: amounts aligned to the start',
  render: () => (
    <Table
      caption="Payments"
      columns={[
        { key: 'to', header: 'To', cell: (r: { id: string; to: string; amount: string }) => r.to },
        {
          key: 'amount',
          header: 'Amount',
          cell: (r: { id: string; to: string; amount: string }) => r.amount,
        },
      ]}
      rows={[
        { id: 'a', to: 'Aisha Khan', amount: 'AED 12,500.00' },
        { id: 'b', to: 'Omar Haddad', amount: 'AED 99.00' },
      ]}
      rowKey={(r) => r.id}
    />
  ),
};
