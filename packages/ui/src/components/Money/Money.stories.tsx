import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './Money';
import { Stack } from '../../layout';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { amount: '123450', currency: 'USD' },
  parameters: {
    docs: {
      description: {
        component:
          'An amount of money as the spec writes it: **en-US grouping, at least 2 decimals** (3 for BHD and KWD; JPY and UGX still show `.00`), with the currency’s **symbol** (`$`, `€`, `£`, `AED`) or **code**, and optionally its flag. Figures are tabular, so amounts in a column line up.\n\n' +
          'Pass the amount in **minor units** (fils, cents) as a `bigint` or a decimal string straight from the API (`"123450"` is 1,234.50): never a float, which rounds 0.1 + 0.2. Use `tone="signed"` in statements: credits get **+** and green, debits **−** and red; the sign carries the meaning and the colour only repeats it. In Arabic text the amount keeps its left-to-right order, with Western digits.\n\n' +
          'Use `masked` while the customer has hidden their balances ("•••• AED"; screen readers hear "Balance hidden"), and `label` to name an amount for screen readers where the screen shows its name elsewhere ("Available balance"). Do not use Money for rates or quantities that are not money.',
      },
    },
  },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFlag: Story = { args: { currency: 'AED', flag: true } };
export const Code: Story = { args: { currency: 'EUR', display: 'code', flag: true } };
export const Signed: Story = {
  render: () => (
    <Stack gap="sm">
      <Money amount="250000" currency="AED" tone="signed" flag />
      <Money amount="-1999" currency="GBP" tone="signed" flag />
      <Money amount="0" currency="USD" tone="signed" flag />
    </Stack>
  ),
};
export const Sizes: Story = {
  render: () => (
    <Stack gap="sm">
      <Money amount="1234567" currency="USD" size="sm" />
      <Money amount="1234567" currency="USD" size="md" />
      <Money amount="1234567" currency="USD" size="lg" />
      <Money amount="1234567" currency="USD" size="xl" flag />
    </Stack>
  ),
};
export const MinorUnits: Story = {
  render: () => (
    <Stack gap="xs">
      <Money amount="1234" currency="JPY" flag />
      <Money amount="1234" currency="BHD" flag />
      <Money amount="1500" currency="KWD" flag />
      <Money amount="9223372036854775807" currency="AED" flag />
    </Stack>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <p style={{ margin: 0 }}>
      الرصيد المتاح: <Money amount="-123450" currency="AED" flag tone="signed" />
    </p>
  ),
};
export const Masked: Story = {
  render: () => (
    <Stack gap="sm">
      <Money amount="1234567" currency="AED" size="xl" flag masked />
      <Money amount="-2500" currency="USD" tone="signed" masked label="Available balance" />
    </Stack>
  ),
};
export const Labelled: Story = {
  args: { amount: '250000', currency: 'AED', label: 'Available balance', size: 'lg' },
};
