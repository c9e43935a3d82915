import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, SearchX, Users } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { Button } from '../Button';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <Inbox size={28} aria-hidden="true" />,
    title: 'No transactions yet',
    text: 'When you add money or make a transfer, it shows here.',
    action: <Button>Add money</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a list or page shows when it has nothing: say **what is empty** in the customer’s words, **why** if it helps, and offer **one next step**. Distinguish "nothing yet" (offer the first action) from "nothing matches" (offer to clear the filters). Set `headingLevel` so the heading fits the page outline. The icon is decorative.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoResults: Story = {
  args: { icon: <SearchX size={28} aria-hidden="true" />, title: 'No transactions match', text: 'Try other dates or clear the filters.', action: <Button variant="secondary">Clear filters</Button> },
};
export const TitleOnly: Story = { args: { icon: undefined, text: undefined, action: undefined, title: 'No login history' } };
export const LongText: Story = {
  args: {
    icon: <Users size={28} aria-hidden="true" />,
    title: 'You have not added any beneficiaries to your account yet',
    text: 'A beneficiary is a person or company you send money to. Add one with their name, bank and IBAN, and you can send them money in any of our 29 currencies.',
    action: <Button>Add a beneficiary</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { title: 'لا توجد معاملات بعد', text: 'ستظهر هنا عند إضافة أموال أو إجراء تحويل.', action: <Button>إضافة أموال</Button> },
};

export const DontSeveralActions: StoryObj = {
  name: 'Don’t: several actions',
  render: () => (
    <EmptyState
      icon={<Inbox size={28} aria-hidden="true" />}
      title="No transactions yet"
      action={
        <>
          <Button>Add money</Button> <Button variant="secondary">Send money</Button> <Button variant="tertiary">Open a wallet</Button>
        </>
      }
    />
  ),
};
