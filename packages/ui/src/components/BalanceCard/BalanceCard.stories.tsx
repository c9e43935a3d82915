import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ArrowLeftRight,
  Download,
  FileText,
  Plus,
  Send,
  Settings,
  Trash2,
  Users,
} from 'lucide-react';
import { BalanceCard } from './BalanceCard';
import { QuickAction, QuickActions } from '../QuickAction';
import { Columns } from '../../layout';

const meta = {
  title: 'Banking/BalanceCard',
  component: BalanceCard,
  args: {
    currency: 'AED',
    balance: '1254075',
    available: '1204075',
    onHold: '50000',
    accountNumber: 'AE070331234567890123456',
    accountLabel: 'IBAN',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A wallet as a card: its flag, currency code and name, **the balance first and large**, then what is available and on hold, and the account number masked to its last four characters. Amounts come in minor units.\n\n' +
          'With `href` (or `as={RouterLink}` and `to`) or `onClick`, the **whole card is one link or button**, named by the currency and described by the balance; mark the wallet being viewed with `selected`. Quick actions (`actions`) stay their own controls. Pass `masked` while the customer has hidden their balances (the switch lives in the app). Show `loading` while the wallets load, in the same place.\n\n' +
          "Do not put a form or more than a few actions in a card; a wallet's history belongs on its own screen.",
      },
    },
  },
} satisfies Meta<typeof BalanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithQuickActions: Story = {
  args: {
    actions: (
      <QuickActions label="AED wallet actions">
        <QuickAction label="Add money" icon={<Plus size={24} aria-hidden="true" />} href="#topup" />
        <QuickAction
          label="Convert"
          icon={<ArrowLeftRight size={24} aria-hidden="true" />}
          href="#convert"
        />
        <QuickAction
          label="Details"
          icon={<FileText size={24} aria-hidden="true" />}
          onClick={() => {}}
        />
      </QuickActions>
    ),
  },
};
export const Masked: Story = { args: { masked: true } };
export const Clickable: Story = { args: { href: '#wallet-aed' } };
export const Selected: Story = { args: { onClick: () => {}, selected: true } };
export const FullAccountNumber: Story = { args: { showAccountNumber: true, motif: false } };
export const BalanceOnly: Story = {
  args: {
    currency: 'KWD',
    balance: '1500',
    available: undefined,
    onHold: undefined,
    accountNumber: undefined,
  },
};
export const Loading: Story = { args: { loading: true } };
export const Wallets: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <Columns columns={2} gap="md">
      <BalanceCard
        currency="AED"
        balance="1254075"
        available="1204075"
        href="#aed"
        selected
        accountNumber="1019283746"
      />
      <BalanceCard
        currency="USD"
        balance="99999999999"
        available="99999999999"
        href="#usd"
        accountNumber="1019283759"
      />
    </Columns>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { accountLabel: 'الآيبان', href: '#wallet-aed' },
};
export const DontManyActions: StoryObj = {
  name: 'Don’t: every action in the card',
  render: () => (
    <BalanceCard
      currency="AED"
      balance="1254075"
      available="1204075"
      actions={
        <QuickActions label="AED wallet actions">
          <QuickAction
            label="Add money"
            icon={<Plus size={24} aria-hidden="true" />}
            href="#topup"
          />
          <QuickAction label="Send" icon={<Send size={24} aria-hidden="true" />} href="#send" />
          <QuickAction
            label="Convert"
            icon={<ArrowLeftRight size={24} aria-hidden="true" />}
            href="#convert"
          />
          <QuickAction
            label="Beneficiaries"
            icon={<Users size={24} aria-hidden="true" />}
            href="#beneficiaries"
          />
          <QuickAction
            label="Statement"
            icon={<Download size={24} aria-hidden="true" />}
            href="#statement"
          />
          <QuickAction
            label="Settings"
            icon={<Settings size={24} aria-hidden="true" />}
            href="#settings"
          />
          <QuickAction
            label="Close wallet"
            icon={<Trash2 size={24} aria-hidden="true" />}
            onClick={() => {}}
          />
        </QuickActions>
      }
    />
  ),
};
