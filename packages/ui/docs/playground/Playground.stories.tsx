import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../../src/components/Alert';
import { AmountInput } from '../../src/components/AmountInput';
import { Button } from '../../src/components/Button';
import { Card } from '../../src/components/Card';
import { CurrencySelect } from '../../src/components/CurrencySelect';
import { preloadCombobox } from '../../src/components/Combobox';
import { DateInput } from '../../src/components/DateInput';
import { ErrorSummary } from '../../src/components/ErrorSummary';
import { FormField } from '../../src/components/FormField';
import { Heading } from '../../src/components/Heading';
import { OtpInput } from '../../src/components/OtpInput';
import { PurposeCodeSelect } from '../../src/components/PurposeCodeSelect';
import { Stepper } from '../../src/components/Stepper';
import { Text } from '../../src/components/Text';
import { TextInput } from '../../src/components/TextInput';
import { Inline, Stack } from '../../src/layout';

const blocks = [
  'stepper',
  'notice',
  'beneficiary',
  'iban',
  'amount',
  'currency',
  'date',
  'purpose',
  'code',
] as const;
type Block = (typeof blocks)[number];

interface PlaygroundArgs {
  /** The screen's heading. */
  title: string;
  /** A sentence under the heading. */
  intro: string;
  /** The pieces of the screen, in the order chosen. */
  show: Block[];
  /** The tone of the notice (when "notice" is shown). */
  noticeTone: 'info' | 'success' | 'warning' | 'danger';
  noticeText: string;
  /** Shows the error summary and every field's message, as after a failed submit. */
  failedSubmit: boolean;
  /** The main action’s label. */
  primaryLabel: string;
  /** The other action’s label; empty for none. */
  secondaryLabel: string;
  /** The main action is under way. */
  loading: boolean;
  /** The widest the screen’s card may be. */
  width: 'phone' | 'tablet' | 'desktop';
  /** Puts the screen in a card. */
  card: boolean;
}

const widths = { phone: '360px', tablet: '560px', desktop: '760px' } as const;
const errors: Partial<Record<Block, { id: string; message: string }>> = {
  beneficiary: { id: 'pg-beneficiary', message: 'Enter the beneficiary’s full name' },
  iban: {
    id: 'pg-iban',
    message: 'Enter an IBAN in the right format, like AE07 0331 2345 6789 0123 456',
  },
  amount: { id: 'pg-amount', message: 'Enter an amount' },
  date: { id: 'pg-date', message: 'Enter the date of the transfer' },
  code: {
    id: 'pg-code',
    message: 'The code is wrong or has expired. Check your phone and try again.',
  },
};

function Screen(args: PlaygroundArgs) {
  const failed = (block: Block) => (args.failedSubmit ? errors[block]?.message : undefined);
  const summary = args.failedSubmit
    ? args.show.flatMap((b) =>
        errors[b] ? [{ fieldId: errors[b].id, message: errors[b].message }] : [],
      )
    : [];
  const piece = (block: Block) => {
    switch (block) {
      case 'stepper':
        return (
          <Stepper key={block} steps={['Beneficiary', 'Amount', 'Review', 'Done']} current={1} />
        );
      case 'notice':
        return (
          <Alert key={block} tone={args.noticeTone}>
            {args.noticeText}
          </Alert>
        );
      case 'beneficiary':
        return (
          <FormField
            key={block}
            id={errors.beneficiary!.id}
            label="Beneficiary’s full name"
            required
            error={failed(block)}
          >
            <TextInput autoComplete="off" dir="auto" />
          </FormField>
        );
      case 'iban':
        return (
          <FormField
            key={block}
            id={errors.iban!.id}
            label="IBAN"
            hint="Starts with the country code"
            required
            error={failed(block)}
          >
            <TextInput ltr autoCapitalize="characters" />
          </FormField>
        );
      case 'amount':
        return (
          <FormField
            key={block}
            id={errors.amount!.id}
            label="Amount"
            required
            error={failed(block)}
          >
            <AmountInput currency="AED" />
          </FormField>
        );
      case 'currency':
        return (
          <FormField key={block} label="Currency the beneficiary receives" required>
            <CurrencySelect defaultValue="AED" />
          </FormField>
        );
      case 'date':
        return (
          <FormField
            key={block}
            id={errors.date!.id}
            label="Transfer date"
            hint="For example, 27-03-2027"
            required
            error={failed(block)}
          >
            <DateInput />
          </FormField>
        );
      case 'purpose':
        return (
          <FormField key={block} label="Purpose of payment" required>
            <PurposeCodeSelect defaultValue="FAM" />
          </FormField>
        );
      case 'code':
        return (
          <OtpInput
            key={block}
            id={errors.code!.id}
            label="Code we sent by SMS"
            hint="To the number ending 4471"
            error={failed(block)}
          />
        );
    }
  };
  const content = (
    <Stack gap="lg">
      <ErrorSummary errors={summary} focusKey={args.failedSubmit} />
      <Stack gap="sm">
        <Heading level={1} size={3}>
          {args.title}
        </Heading>
        {args.intro && <Text tone="muted">{args.intro}</Text>}
      </Stack>
      {args.show.map(piece)}
      <Inline gap="sm">
        <Button type="submit" loading={args.loading}>
          {args.primaryLabel}
        </Button>
        {args.secondaryLabel && <Button variant="secondary">{args.secondaryLabel}</Button>}
      </Inline>
    </Stack>
  );
  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      style={{ maxWidth: widths[args.width] }}
    >
      {args.card ? (
        <Card padding="lg" elevation="raised">
          {content}
        </Card>
      ) : (
        content
      )}
    </form>
  );
}

/**
 * Compose a screen from the design system with the controls: choose and order its pieces, write
 * its words, show it after a failed submit, and switch theme, direction and language in the toolbar.
 */
const meta = {
  title: 'Playground',
  component: Screen,
  // The currency field's combobox loads on first use; the playground shows the real one.
  loaders: [async () => ({ combobox: await preloadCombobox() })],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Compose a screen from the design system with the controls below: choose and order its pieces, write its words, show it after a failed submit, and switch theme, direction and language in the toolbar.',
      },
    },
  },
  argTypes: {
    show: { control: 'check', options: blocks },
    noticeTone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    width: { control: 'inline-radio', options: ['phone', 'tablet', 'desktop'] },
  },
  args: {
    title: 'Send money',
    intro: 'Transfers to UAE banks arrive the same working day.',
    show: ['stepper', 'notice', 'beneficiary', 'iban', 'amount', 'date'],
    noticeTone: 'info',
    noticeText: 'Transfers after 14:00 go out the next working day.',
    failedSubmit: false,
    primaryLabel: 'Continue',
    secondaryLabel: 'Back',
    loading: false,
    width: 'tablet',
    card: true,
  },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const AfterAFailedSubmit: Story = {
  args: { failedSubmit: true, show: ['beneficiary', 'iban', 'amount', 'code'] },
};
