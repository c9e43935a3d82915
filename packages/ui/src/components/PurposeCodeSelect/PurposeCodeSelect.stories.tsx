import type { Meta, StoryObj } from '@storybook/react-vite';
import { PurposeCodeSelect } from './PurposeCodeSelect';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { preloadCombobox } from '../Combobox';

const meta = {
  title: 'Components/PurposeCodeSelect',
  component: PurposeCodeSelect,
  // The combobox's code loads on first use; the stories show the real one, so it is loaded before they render.
  loaders: [async () => ({ combobox: await preloadCombobox() })],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <FormField
      label="Purpose of payment"
      required
      hint="Banks in the UAE must report why money is sent"
    >
      <PurposeCodeSelect {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Choose the purpose of a transfer among the **112 active UAE central-bank purpose codes**, grouped under headings (personal & household, transfers, employment, goods, …) that screen readers announce with their group and that can never be chosen. Customers search by code ("SAL") or by words of the description ("salary", "rent", "school"). Withdrawn codes (GDS, REM, …) are never offered.\n\n' +
          'The value is the three-letter code. The descriptions and headings exist in English only, so they show in English in every UI language; the component’s own words (list name, announcements) are translated.',
      },
    },
  },
} satisfies Meta<typeof PurposeCodeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const tall = (Story: () => React.ReactNode) => (
  <div style={{ minHeight: 480 }}>
    <Story />
  </div>
);

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'FAM' } };
export const Open: Story = { args: { defaultOpen: true }, decorators: [tall] };
export const WithError: Story = {
  render: (args) => (
    <FormField label="Purpose of payment" required error="Choose why you are sending this money">
      <PurposeCodeSelect {...args} />
    </FormField>
  ),
};
export const Disabled: Story = { args: { defaultValue: 'SAL', disabled: true } };
export const LongText: Story = {
  args: { defaultValue: 'CEA' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { defaultOpen: true, defaultValue: 'EDU' },
  render: (args) => (
    <FormField label="غرض الدفع" required>
      <PurposeCodeSelect {...args} />
    </FormField>
  ),
  decorators: [tall],
};

export const DontCodeOnly: StoryObj = {
  name: 'Don’t: a code typed from memory',
  render: () => (
    <FormField label="Purpose code" hint="3 letters">
      <TextInput maxLength={3} ltr />
    </FormField>
  ),
};
