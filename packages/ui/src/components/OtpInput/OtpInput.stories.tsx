import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck } from 'lucide-react';
import { OtpInput } from './OtpInput';
import { Heading } from '../Heading';
import { Text } from '../Text';

const AuthenticatorHeader = ({ title, body }: { title: string; body: string }) => (
  <>
    <ShieldCheck size={48} strokeWidth={1.5} aria-hidden="true" />
    <Heading level={1} size={3}>
      {title}
    </Heading>
    <Text>{body}</Text>
  </>
);

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: { label: 'Authentication code', onCancel: () => {} },
  parameters: {
    docs: {
      description: {
        component:
          'A one-time code: one box per digit on screen, but **one real input** underneath, so screen readers hear a single labelled field ("Authentication code, Enter the 6-digit code"), phones show the numeric keyboard and offer the code from an SMS (`autocomplete="one-time-code"`), and paste fills every box ("123 456" too).\n\n' +
          '`length` sets the number of digits (default 6). `onComplete` fires once each time the code becomes complete: verify it there, and do not move focus or submit on every digit. Letters are refused with a message, never dropped silently. Backspace moves back.\n\n' +
          'Give it a `label` (or put it in a FormField), an `error` after a failed check ("The code is wrong or has expired"), the authenticator logo and heading in `header`, and `onCancel` for the screen’s cancel action.',
      },
    },
  },
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PartlyFilled: Story = { args: { defaultValue: '482' } };
export const Complete: Story = { args: { defaultValue: '482913' } };
export const WithError: Story = {
  args: {
    defaultValue: '482913',
    error: 'The code is wrong or has expired. Check your app and try again.',
  },
};
export const Disabled: Story = {
  args: { defaultValue: '48', disabled: true, onCancel: undefined },
};
export const FourDigits: Story = {
  args: {
    length: 4,
    label: 'Card PIN reminder code',
    hint: 'We sent it by SMS to the number ending 4471',
  },
};
export const AuthenticatorApp: Story = {
  args: {
    header: (
      <AuthenticatorHeader
        title="Enter the code from your authenticator app"
        body="Open the app and type the 6-digit code it shows for this bank."
      />
    ),
    hint: 'The code changes every 30 seconds',
  },
};
export const LongText: Story = {
  args: {
    label:
      'The 6-digit verification code we sent by WhatsApp to the mobile number you registered with us',
    hint: 'If it does not arrive within two minutes, go back and choose to receive the code by SMS or e-mail instead',
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
    label: 'رمز التحقق',
    defaultValue: '4829',
    header: (
      <AuthenticatorHeader
        title="أدخل الرمز من تطبيق المصادقة"
        body="افتح التطبيق واكتب الرمز المكوّن من 6 أرقام."
      />
    ),
  },
};

export const DontSplitFields: StoryObj = {
  name: 'Don’t: six separate inputs',
  render: () => (
    <fieldset style={{ border: 0, padding: 0, display: 'flex', gap: 8 }}>
      <legend>Authentication code</legend>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <input
          key={n}
          aria-label={`Digit ${n}`}
          inputMode="numeric"
          maxLength={1}
          style={{ width: 44, height: 52, textAlign: 'center' }}
        />
      ))}
    </fieldset>
  ),
};
