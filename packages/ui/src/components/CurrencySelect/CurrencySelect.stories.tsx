import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencySelect } from './CurrencySelect';
import { FormField } from '../FormField';
import { expectHighlightedOptionInView } from '../../../test/listView';
import { Stack } from '../../layout';
import { preloadCombobox } from '../Combobox';

const meta = {
  title: 'Components/CurrencySelect',
  component: CurrencySelect,
  // The combobox's code loads on first use; the stories show the real one, so it is loaded before they render.
  loaders: [async () => ({ combobox: await preloadCombobox() })],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <FormField label="Currency">
      <CurrencySelect {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Choose one of the bank’s 29 currencies. Each option shows its **flag, code and name**; customers search by **code** ("aed") or by **words of the name** in English or Arabic ("dirham", "درهم"), and the best match is highlighted so Enter chooses it. Names follow the UI language.\n\n' +
          'Flags are decorative (`alt=""`): the code and name carry the meaning, so a colour-blind customer or a screen reader loses nothing. Pass `currencies` to offer only some (the customer’s wallets), in your order. The value is the ISO code (`"AED"`); a `name` adds a hidden input for plain forms.\n\n' +
          'Keyboard and screen readers follow the WAI-ARIA combobox pattern: ↓/↑ move (opening the list), Home/End jump, Enter chooses, Escape closes and restores the text. A polite live region says how many results there are and what was chosen; on Apple platforms it also reads the highlighted option, which VoiceOver does not read on its own. Emptying the field and leaving it clears an optional choice.',
      },
    },
  },
} satisfies Meta<typeof CurrencySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const tall = (Story: () => React.ReactNode) => (
  <div style={{ minHeight: 440 }}>
    <Story />
  </div>
);

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'AED' } };
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'EUR' },
  decorators: [tall],
  play: ({ canvasElement }) => expectHighlightedOptionInView(canvasElement),
};
export const WalletsOnly: Story = {
  args: { currencies: ['AED', 'USD', 'EUR', 'GBP'], defaultOpen: true },
  decorators: [tall],
};
export const Empty: Story = {
  args: { currencies: [], defaultOpen: true },
  parameters: {
    docs: {
      description: {
        story: 'No currency to offer (for example no wallet yet): the list says "No results."',
      },
    },
  },
  decorators: [tall],
};
export const Required: Story = {
  render: (args) => (
    <FormField label="Currency" required hint="The currency of your new wallet">
      <CurrencySelect {...args} />
    </FormField>
  ),
};
export const Optional: Story = {
  render: (args) => (
    <FormField label="Preferred currency" optional>
      <CurrencySelect {...args} />
    </FormField>
  ),
};
export const WithError: Story = {
  render: (args) => (
    <FormField label="Currency" required error="Choose the currency to send">
      <CurrencySelect {...args} />
    </FormField>
  ),
};
export const Disabled: Story = { args: { defaultValue: 'USD', disabled: true } };
export const LongText: Story = {
  args: { defaultValue: 'AED', defaultOpen: true, currencies: ['AED', 'BHD', 'UAH', 'CZK'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { defaultValue: 'SAR', defaultOpen: true },
  render: (args) => (
    <FormField label="العملة" required>
      <CurrencySelect {...args} />
    </FormField>
  ),
  decorators: [tall],
};

export const DontVagueLabel: StoryObj = {
  name: 'Don’t: the same label for two currencies',
  render: () => (
    <Stack gap="md">
      <FormField label="Currency">
        <CurrencySelect defaultValue="AED" />
      </FormField>
      <FormField label="Currency">
        <CurrencySelect defaultValue="USD" />
      </FormField>
    </Stack>
  ),
};
