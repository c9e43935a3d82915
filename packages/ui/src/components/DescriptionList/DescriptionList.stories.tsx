import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from './DescriptionList';
import { Money } from '../Money';
import { StatusBadge } from '../StatusBadge';
import { expectPaintedInOrder } from '../../../test/visualOrder';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'From', description: 'AED wallet •••• 4821', change: { href: '#from' } },
      {
        term: 'To',
        description: 'Aisha Khan, Emirates NBD, AE07 0331 2345 6789 0123 456',
        change: { href: '#to' },
      },
      {
        term: 'Amount',
        description: <Money amount="125000" currency="AED" flag />,
        change: { href: '#amount' },
      },
      { term: 'Fee', description: <Money amount="0" currency="AED" /> },
      {
        term: 'Purpose of payment',
        description: 'FAM – Family support',
        change: { href: '#purpose' },
      },
      { term: 'Status', description: <StatusBadge status="awaiting_approval" /> },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Term and description pairs for **review screens** ("Check your transfer before you send it") and details pages. Two columns on tablets and wider, stacked on phones. A row can have a **Change** link back to the step where the value was entered; screen readers hear "Change Amount", not a list of identical "Change" links (pass `label` when the term is not plain text).\n\n' +
          'Keep terms short and in the customer’s words; put the value exactly as it will be sent (amount with currency, IBAN grouped in fours). Use a Table for many records of the same kind instead.',
      },
    },
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {};
export const WithoutChange: Story = {
  args: {
    items: [
      { term: 'Customer number', description: '100 245 881' },
      { term: 'Account type', description: 'Individual' },
      { term: 'Member since', description: '05-03-2024' },
    ],
  },
};
export const LongText: Story = {
  args: {
    items: [
      {
        term: 'Beneficiary bank address as registered with the central bank',
        description:
          'Emirates NBD Head Office, Baniyas Road, Deira, PO Box 777, Dubai, United Arab Emirates',
        change: { href: '#a' },
      },
      {
        term: 'Reference',
        description: 'INVOICE-2026-000114-CONSULTING-SERVICES-OCTOBER-AND-NOVEMBER',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    items: [
      { term: 'من', description: 'محفظة الدرهم •••• 4821', change: { href: '#from' } },
      { term: 'إلى', description: 'عائشة خان، بنك الإمارات دبي الوطني', change: { href: '#to' } },
      {
        term: 'المبلغ',
        description: <Money amount="125000" currency="AED" flag />,
        change: { href: '#amount' },
      },
    ],
  },
};
/** IBANs, emails and account numbers marked `ltr` keep their order in Arabic. */
export const LeftToRightValuesInArabic: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    items: [
      { term: 'المستفيد', description: 'عائشة خان' },
      { term: 'رقم الآيبان', description: 'AE07 0331 2345 6789 0123 456', ltr: true },
      { term: 'رمز السويفت', description: 'EBILAEADXXX', ltr: true },
      { term: 'البريد الإلكتروني', description: 'aisha@example.com', ltr: true },
      { term: 'رقم الحساب', description: '1012-345678-001', ltr: true },
    ],
  },
  play: ({ canvasElement }) => expectPaintedInOrder(canvasElement.querySelectorAll('bdi')),
};

export const DontForRecords: StoryObj = {
  name: 'Don’t: records in a description list',
  render: () => (
    <DescriptionList
      items={[
        { term: '05-03-2024', description: 'Transfer to Aisha Khan, AED 1,250.00' },
        { term: '04-03-2024', description: 'Top-up, AED 5,000.00' },
        { term: '01-03-2024', description: 'Transfer to Omar Haddad, AED 300.00' },
      ]}
    />
  ),
};
