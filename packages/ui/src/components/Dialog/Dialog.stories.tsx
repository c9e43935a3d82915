import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, type DialogProps } from './Dialog';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';

type StoryArgs = DialogProps & { opener?: string };

/** Opens the dialog from a button, as a screen does; `open` in args sets the first state. */
function WithOpener({ open: initiallyOpen, opener = 'Open dialog', ...args }: StoryArgs) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ minHeight: 540 }}>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Dialog {...args} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: true,
    onClose: () => {},
    title: 'Delete Aisha Khan?',
    description:
      'You will no longer be able to send money to this beneficiary. You can add her again later.',
    actions: (
      <>
        <Button variant="secondary">Keep beneficiary</Button>
        <Button variant="danger">Delete</Button>
      </>
    ),
  },
  parameters: {
    layout: 'padded',
    docs: {
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          'A modal dialog on the native `<dialog>` element: the page behind is inert and does not scroll, Tab stays inside, **Escape** closes, and focus returns to the button that opened it.\n\n' +
          'Use it for a short decision or a small form that must be finished before going on (confirm a deletion, the session timer). Do not use it for long content or for navigation; use a page.\n\n' +
          'It is controlled (`open`, `onClose`). The `title` names it for screen readers and `description` is read when it opens. Put the main action last in `actions`. ' +
          'Set `dismissible={false}` when the customer must choose (no close button, a backdrop press does nothing); Escape still calls `onClose`, so make that the safe choice. `role="alertdialog"` is for urgent interruptions.',
      },
    },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { open: false } };
export const WithForm: Story = {
  args: {
    title: 'Rename wallet',
    description: undefined,
    children: (
      <FormField label="Wallet name" required hint="Only you see this name">
        <TextInput defaultValue="Holiday savings" />
      </FormField>
    ),
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
};
export const NotDismissible: Story = {
  args: {
    dismissible: false,
    role: 'alertdialog',
    title: 'Leave this transfer?',
    description: 'The details you entered will be lost.',
    actions: (
      <>
        <Button variant="secondary">Stay</Button>
        <Button variant="danger">Leave</Button>
      </>
    ),
  },
};
export const Small: Story = {
  args: {
    size: 'sm',
    title: 'Card frozen',
    description: 'No one can pay with this card until you unfreeze it.',
    actions: <Button>Done</Button>,
  },
};
export const LongText: Story = {
  args: {
    title:
      'Before you send money to a beneficiary in another country for the first time, read this',
    description:
      'International transfers can take up to five working days, depending on the receiving bank and on the currency. The receiving bank may charge a fee that we cannot see in advance, and intermediary banks may deduct their own charges from the amount on its way. Check the beneficiary’s name, IBAN and BIC carefully: a payment sent to the wrong account may not be recoverable.',
    actions: (
      <>
        <Button variant="secondary">Back to the transfer</Button>
        <Button>I understand, continue</Button>
      </>
    ),
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    opener: 'فتح',
    title: 'حذف المستفيدة عائشة خان؟',
    description: 'لن تتمكن من إرسال الأموال إليها بعد الآن. يمكنك إضافتها مرة أخرى لاحقًا.',
    actions: (
      <>
        <Button variant="secondary">الاحتفاظ</Button>
        <Button variant="danger">حذف</Button>
      </>
    ),
  },
};

export const DontForNews: StoryObj = {
  name: 'Don’t: a dialog for news',
  render: () => (
    <div style={{ minHeight: 300 }}>
      <Dialog open onClose={() => {}} title="Transfer sent" actions={<Button>OK</Button>}>
        Your transfer of AED 1,250.00 to Aisha Khan is on its way.
      </Dialog>
    </div>
  ),
};
