import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, type TabItem } from './Tabs';
import { Text } from '../Text';

const items: TabItem[] = [
  { value: 'all', label: 'All', content: <Text>Every transaction of the last 90 days.</Text> },
  {
    value: 'in',
    label: 'Money in',
    content: <Text>Top-ups, incoming transfers and refunds.</Text>,
  },
  { value: 'out', label: 'Money out', content: <Text>Transfers, card payments and fees.</Text> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, label: 'Transactions' },
  parameters: {
    docs: {
      description: {
        component:
          'Switch between views of the same thing (all, money in, money out) without leaving the page. Tabs follow the WAI-ARIA pattern: the tab list is one stop for Tab; ←/→ move between tabs (mirrored in right-to-left, where ← goes to the next tab), Home and End jump to the first and last, and the next Tab reaches the panel.\n\n' +
          '`activation="automatic"` (default) shows a panel as soon as its tab is focused; use `manual` when a panel loads data, so arrowing across tabs does not fire requests (Enter or Space selects). Give the list a `label`. Do not use tabs for steps of a flow (Stepper) or for navigation between pages (links). Many tabs scroll sideways on phones; `fitted` shares the width between two or three short tabs.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'in' } };
export const Fitted: Story = {
  args: { fitted: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
};
export const Manual: Story = { args: { activation: 'manual' } };
export const ManyTabs: Story = {
  args: {
    label: 'Accounts',
    items: [
      'AED wallet',
      'USD wallet',
      'EUR wallet',
      'GBP wallet',
      'Savings',
      'Crypto',
      'Sub-accounts',
    ].map((l) => ({
      value: l,
      label: l,
      content: <Text>{l}</Text>,
    })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'المعاملات',
    items: [
      { value: 'all', label: 'الكل', content: <Text>جميع المعاملات خلال 90 يومًا.</Text> },
      {
        value: 'in',
        label: 'الأموال الواردة',
        content: <Text>عمليات الشحن والتحويلات الواردة.</Text>,
      },
      { value: 'out', label: 'الأموال الصادرة', content: <Text>التحويلات ومدفوعات البطاقة.</Text> },
    ],
  },
};

export const DontForSteps: StoryObj = {
  name: 'Don’t: tabs for steps',
  render: () => (
    <Tabs
      label="Transfer"
      items={[
        { value: '1', label: '1. Amount', content: <Text>How much?</Text> },
        { value: '2', label: '2. Beneficiary', content: <Text>To whom?</Text> },
        { value: '3', label: '3. Review', content: <Text>Check it</Text> },
      ]}
    />
  ),
};
