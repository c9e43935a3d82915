import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import { Button } from '../Button';

/** Shows the given toasts once on mount (kept until dismissed, for a stable screenshot), plus a button for more. */
function Demo({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toasts.forEach((t) => toast.show({ duration: null, ...t }));
  }, [toast, toasts]);
  return (
    <Button variant="secondary" onClick={() => toast.show({ tone: 'success', message: 'Saved' })}>
      Show a toast
    </Button>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Demo,
  // The transform makes the fixed toast area sit inside the story, so screenshots include it.
  decorators: [
    (Story) => (
      <div style={{ transform: 'translateZ(0)', minHeight: 360 }}>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Short news about something the customer just did ("Beneficiary added", "Transfer sent"), shown at the bottom corner without taking focus or blocking the page. Put one `ToastProvider` near the root of the app, then `const toast = useToast(); toast.show({ tone, title, message, action })`.\n\n' +
          'Screen readers hear news through a **polite** live region and errors (`tone="danger"`) through an **assertive** one; both regions exist from the start, so every toast is announced. A toast goes after 6 seconds, **pausing while the pointer is over it, focus is inside it, or the tab is hidden**; errors stay until dismissed. Every toast has a named dismiss button. The entrance animation is off under reduced motion.\n\n' +
          'Do not put the only copy of important information or the only way to do something in a toast: it disappears. Use an Alert on the page for problems the customer must fix, and a Dialog for decisions.',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: {
    toasts: [
      {
        tone: 'success',
        title: 'Transfer sent',
        message: 'AED 1,250.00 to Aisha Khan. It usually arrives within minutes.',
      },
    ],
  },
};
export const Error: Story = {
  args: {
    toasts: [
      {
        tone: 'danger',
        title: 'Transfer not sent',
        message:
          'The beneficiary’s bank did not answer. Your money has not left your account. Try again in a few minutes.',
      },
    ],
  },
};
export const WithAction: Story = {
  args: {
    toasts: [
      {
        tone: 'info',
        message: 'Your statement for October is ready.',
        action: { label: 'Download statement', onClick: () => {} },
      },
    ],
  },
};
export const Stacked: Story = {
  args: {
    toasts: [
      { tone: 'success', message: 'Beneficiary added' },
      { tone: 'warning', message: 'Your session ends in 2 minutes' },
      { tone: 'danger', message: 'We could not load your cards' },
    ],
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    toasts: [
      { tone: 'success', title: 'تم إرسال الحوالة', message: '1,250.00 درهم إلى عائشة خان.' },
    ],
  },
};

export const DontImportantInfo: StoryObj = {
  name: 'Don’t: something to keep in a toast',
  render: () => (
    <Demo
      toasts={[{ tone: 'success', title: 'Your recovery code', message: '4f9k-2m1x-8d3j-7q2p' }]}
    />
  ),
};
