import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { TextInput } from './TextInput';
import { FormField } from '../FormField';
import { Ltr } from '../Text';
import { Stack } from '../../layout';
import { expectPaintedInOrder } from '../../../test/visualOrder';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <FormField label="Reference">
      <TextInput {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A single-line input. Always inside a FormField. Give it the right `type`, `autoComplete` and `inputMode` so phones show the right keyboard and browsers fill it in.',
      },
    },
  },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'Rent for December' } };
export const Placeholder: Story = { args: { placeholder: 'e.g. Invoice 2026-114' } };
export const Invalid: Story = { args: { invalid: true, defaultValue: '€€€' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Cannot be changed' } };
export const WithAdornments: Story = {
  args: {
    startAdornment: <Search size={18} aria-hidden="true" />,
    placeholder: 'Search transactions',
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { defaultValue: 'إيجار شهر ديسمبر', startAdornment: 'AED' },
};
/** Emails, phone numbers, IBANs and BICs keep their order in an Arabic form (`dir="ltr"`, on the label's side). */
export const LeftToRightValuesInArabic: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <Stack gap="lg">
      <FormField label="البريد الإلكتروني">
        <TextInput type="email" autoComplete="email" defaultValue="aisha@example.com" />
      </FormField>
      <FormField label="رقم الهاتف المحمول">
        <TextInput type="tel" autoComplete="tel" defaultValue="+971 50 123 4567" />
      </FormField>
      <FormField
        label="رقم الآيبان"
        hint={
          <>
            يبدأ برمز الدولة، مثل <Ltr>AE07 0331 2345 6789 0123 456</Ltr>
          </>
        }
      >
        <TextInput ltr autoCapitalize="characters" defaultValue="AE07 0331 2345 6789 0123 456" />
      </FormField>
      <FormField
        label="رمز السويفت (BIC)"
        hint={
          <>
            8 أو 11 حرفًا، مثل <Ltr>EBILAEAD</Ltr>
          </>
        }
      >
        <TextInput ltr autoCapitalize="characters" defaultValue="EBILAEADXXX" />
      </FormField>
    </Stack>
  ),
  play: ({ canvasElement }) => {
    const inputs = Array.from(canvasElement.querySelectorAll('input'));
    const notLtr = inputs.filter((input) => getComputedStyle(input).direction !== 'ltr');
    if (inputs.length !== 4 || notLtr.length)
      throw new Error(`Inputs not left to right: ${notLtr.map((i) => i.value).join(', ')}`);
    expectPaintedInOrder(canvasElement.querySelectorAll('bdi'));
  },
};

export const DontNarrowForLongValue: StoryObj = {
  name: 'Don’t: a field narrower than its value',
  render: () => (
    <div style={{ maxWidth: 140 }}>
      <FormField label="IBAN">
        <TextInput ltr defaultValue="AE07 0331 2345 6789 0123 456" />
      </FormField>
    </div>
  ),
};
