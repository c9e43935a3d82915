import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountInput } from './AmountInput';
import { FormField, type FormFieldProps } from '../FormField';
import { TextInput } from '../TextInput';

type Args = React.ComponentProps<typeof AmountInput> & {
  label?: string;
  field?: Partial<FormFieldProps>;
};

const meta = {
  title: 'Components/AmountInput',
  component: AmountInput,
  args: { currency: 'AED' },
  render: ({ label = 'Amount', field, ...args }) => (
    <div style={{ maxWidth: 360 }}>
      <FormField label={label} {...(field as object)}>
        <AmountInput {...args} />
      </FormField>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'An amount of money in one currency. The value is **integer minor units as a string** (`"123450"` for 1,234.50), never a float, or `null` when empty or not an amount.\n\n' +
          'Customers type or paste it the way they read it (`1,234.5`, `1234.50`, Arabic-Indic digits); it is grouped en-US when they leave the field (`1,234.50`). It allows at most the currency’s decimals (none for JPY, three for BHD) and refuses letters and minus signs with a message instead of dropping them silently.\n\n' +
          'The currency’s code and flag sit at the start and are read with the field. Put it in a FormField; a CurrencySelect beside it can change `currency`.',
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '123450' } };
export const Required: Story = {
  args: { field: { required: true, hint: 'Up to 50,000.00 AED a day' } },
};
export const Optional: Story = { args: { label: 'Tip', field: { optional: true } } };
export const NoDecimals: Story = { args: { currency: 'JPY', defaultValue: '150000' } };
export const ThreeDecimals: Story = { args: { currency: 'KWD', defaultValue: '1234' } };
/** A virtual asset, counted in its own decimals (BTC: 8) and shown by its code. */
export const VirtualAsset: Story = {
  args: {
    label: 'Amount to buy',
    currency: { code: 'BTC', minorUnits: 8 },
    defaultValue: '125000',
  },
};
export const WithoutFlag: Story = { args: { currency: 'EUR', flag: false, defaultValue: '5000' } };
export const WithError: Story = {
  args: {
    defaultValue: '9999999',
    field: { required: true, error: 'The amount is more than your balance of AED 12,400.00' },
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '250000' } };
export const LargeAmount: Story = {
  args: {
    currency: 'UGX',
    label: 'Amount the beneficiary receives in Ugandan shillings',
    defaultValue: '98765432101234',
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'المبلغ',
    defaultValue: '123450',
    field: { required: true, hint: 'حتى 50,000.00 درهم يوميًا' },
  },
};

export const DontCurrencyInLabel: StoryObj = {
  name: 'Don’t: a bare number field for money',
  render: () => (
    <FormField label="Amount in AED">
      <TextInput inputMode="decimal" defaultValue="1250" />
    </FormField>
  ),
};
