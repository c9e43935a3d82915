import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from '../../src/components/Money';
import { Table } from '../../src/components/Table';
import { Text } from '../../src/components/Text';
import { Stack } from '../../src/layout';

const meta = {
  title: 'Patterns/Examples/Money amounts',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

interface Line {
  id: string;
  what: string;
  amount: string;
  currency: 'AED' | 'BHD' | 'JPY' | 'USD';
}
const lines: Line[] = [
  { id: '1', what: 'Salary', amount: '1850000', currency: 'AED' },
  { id: '2', what: 'Rent', amount: '-750000', currency: 'AED' },
  { id: '3', what: 'Transfer from Manama', amount: '125525', currency: 'BHD' },
  { id: '4', what: 'Hotel in Tokyo', amount: '-18000', currency: 'JPY' },
];

/** A statement: signed amounts, each currency with its own decimals, digits lined up at the end. */
export const Statement: Story = {
  render: () => (
    <Table
      caption="March statement"
      columns={[
        { key: 'what', header: 'Description', cell: (l: Line) => l.what },
        {
          key: 'amount',
          header: 'Amount',
          align: 'end',
          cell: (l: Line) => (
            <Money amount={l.amount} currency={l.currency} display="code" tone="signed" />
          ),
        },
      ]}
      rows={lines}
      rowKey={(l) => l.id}
    />
  ),
};

/** The same amounts in Arabic: Western digits, en-US grouping, the sign and the code in their places. */
export const StatementInArabic: Story = { ...Statement, globals: { dir: 'rtl', locale: 'ar' } };

/** Amounts formatted by hand: a float sum, no decimals, the browser's Arabic digits and grouping. */
export const DontFormatByHand: Story = {
  name: 'Don’t: amounts formatted by hand',
  render: () => (
    <Stack gap="sm">
      <Text>Fee: AED {0.1 + 0.2}</Text>
      <Text>Balance: AED 1250</Text>
      <Text lang="ar">الرصيد: {(1250.5).toLocaleString('ar-EG')} د.إ</Text>
    </Stack>
  ),
};
