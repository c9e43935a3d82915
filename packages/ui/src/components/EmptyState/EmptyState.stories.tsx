import type { Meta, StoryObj } from '@storybook/react-vite';
import { History, Inbox } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { Button } from '../Button';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    art: 'transactions',
    title: 'No transactions yet',
    text: 'When you add money or make a transfer, it shows here.',
    action: <Button>Add money</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a list or page shows when it has nothing: say **what is empty** in the customer’s words, **why** if it helps, and offer **one next step**. Distinguish "nothing yet" (offer the first action) from "nothing matches" (offer to clear the filters). Set `headingLevel` so the heading fits the page outline. The picture (`art`: transactions, wallets, beneficiaries, review, search) is inline SVG in the theme’s colours and is decorative, as is an `icon` where no picture fits.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoResults: Story = {
  args: {
    art: 'search',
    title: 'No transactions match',
    text: 'Try other dates or clear the filters.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
};
export const TitleOnly: Story = {
  args: { art: undefined, text: undefined, action: undefined, title: 'No login history' },
};
export const Wallets: Story = {
  args: {
    art: 'wallets',
    title: 'No wallets yet',
    text: 'Open a wallet in any of our 29 currencies to hold and send money in it.',
    action: <Button>Open a wallet</Button>,
  },
};
export const NothingToReview: Story = {
  args: {
    art: 'review',
    title: 'Nothing is waiting for review',
    text: 'Payments your team prepares show here for you to approve or reject.',
    action: undefined,
  },
};
/** Where no picture fits, a decorative icon from the set. */
export const WithIcon: Story = {
  args: {
    art: undefined,
    icon: <History size={28} aria-hidden="true" />,
    title: 'No logins recorded yet',
    text: 'Each login to your account shows here.',
    action: undefined,
  },
};
export const LongText: Story = {
  args: {
    art: 'beneficiaries',
    title: 'You have not added any beneficiaries to your account yet',
    text: 'A beneficiary is a person or company you send money to. Add one with their name, bank and IBAN, and you can send them money in any of our 29 currencies.',
    action: <Button>Add a beneficiary</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    title: 'لا توجد معاملات بعد',
    text: 'ستظهر هنا عند إضافة أموال أو إجراء تحويل.',
    action: <Button>إضافة أموال</Button>,
  },
};

export const DontSeveralActions: StoryObj = {
  name: 'Don’t: several actions',
  render: () => (
    <EmptyState
      icon={<Inbox size={28} aria-hidden="true" />}
      title="No transactions yet"
      action={
        <>
          <Button>Add money</Button> <Button variant="secondary">Send money</Button>{' '}
          <Button variant="tertiary">Open a wallet</Button>
        </>
      }
    />
  ),
};

export const DontMismatchedArt: StoryObj = {
  name: 'Don’t: a picture that says something else',
  render: () => (
    <EmptyState
      art="search"
      title="No beneficiaries yet"
      text="Add the people and businesses you pay."
      action={<Button>Add a beneficiary</Button>}
    />
  ),
};
