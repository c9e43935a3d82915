import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyableField, CopyableFieldList } from './CopyableField';

const meta = {
  title: 'Banking/CopyableField',
  component: CopyableField,
  args: { label: 'IBAN', value: 'AE070331234567890123456', groupInFours: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A value the customer copies into another app: bank details for a top-up, a crypto deposit address, a payment reference. The value stays **left to right** in Arabic, IBANs read in **groups of four** (`groupInFours`; the copy has no spaces), and the copy button is named after the field ("Copy IBAN") and says "Copied" through a polite live region.\n\n' +
          'Use **CopyableFieldList** for instructions where every field is copyable (it is a description list). A "Copy all" or "Share details" action belongs to the screen. Do not use it for values the customer types (use a TextInput) or for secrets shown once (RecoveryCodes).',
      },
    },
  },
} satisfies Meta<typeof CopyableField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Iban: Story = {};
export const CryptoAddress: Story = {
  args: {
    label: 'BTC deposit address',
    value: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    groupInFours: false,
    copyLabel: 'Copy the BTC address',
  },
};
export const BankTransferInstructions: Story = {
  render: () => (
    <CopyableFieldList>
      <CopyableField label="Beneficiary name" value="Sadu Bank PJSC" />
      <CopyableField label="Bank" value="Emirates NBD" />
      <CopyableField label="IBAN" value="AE070331234567890123456" groupInFours />
      <CopyableField label="SWIFT / BIC" value="EBILAEAD" />
      <CopyableField label="Reference" value="TOPUP-7Q4K9" />
    </CopyableFieldList>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <CopyableFieldList>
      <CopyableField label="اسم المستفيد" value="Sadu Bank PJSC" />
      <CopyableField label="الآيبان" value="AE070331234567890123456" groupInFours />
      <CopyableField label="المرجع" value="TOPUP-7Q4K9" />
    </CopyableFieldList>
  ),
};
export const DontAllInOne: StoryObj = {
  name: 'Don’t: all the details in one field',
  render: () => (
    <CopyableField
      label="Bank details"
      value="Sadu Bank PJSC, Emirates NBD, AE070331234567890123456, EBILAEAD, TOPUP-7Q4K9"
    />
  ),
};
