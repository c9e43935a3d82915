import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountrySelect } from './CountrySelect';
import { FormField } from '../FormField';
import { expectHighlightedOptionInView } from '../../../test/listView';
import { preloadCombobox } from '../Combobox';

const meta = {
  title: 'Components/CountrySelect',
  component: CountrySelect,
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
    <FormField label="Country of residence">
      <CountrySelect {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Choose a country among the 250 of ISO 3166-1 (plus Kosovo). Names and their order follow the UI language (English or Arabic); customers search by name in either language, with or without accents and hamza ("curacao", "الامارات"), or by ISO code ("AE", "ARE"). The value is the alpha-2 code.\n\n' +
          '**No flags**, by decision: 250 SVG flags would add about 49 KB gzipped, and flag emoji show as two letters on Windows. The name carries the meaning; the muted code helps customers who know it. Pass `countries` to offer only some (where the bank sends money). The list stays smooth: rows re-render only when their highlight changes, and the browser skips laying out rows out of view.',
      },
    },
  },
} satisfies Meta<typeof CountrySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const tall = (Story: () => React.ReactNode) => (
  <div style={{ minHeight: 440 }}>
    <Story />
  </div>
);

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'AE' } };
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'AE' },
  decorators: [tall],
  play: ({ canvasElement }) => expectHighlightedOptionInView(canvasElement),
};
export const SomeCountries: Story = {
  args: { countries: ['AE', 'SA', 'OM', 'QA', 'BH', 'KW'], defaultOpen: true },
  decorators: [tall],
};
export const Required: Story = {
  render: (args) => (
    <FormField label="Country of residence" required hint="Where you live now">
      <CountrySelect {...args} />
    </FormField>
  ),
};
export const Optional: Story = {
  render: (args) => (
    <FormField label="Country of birth" optional>
      <CountrySelect {...args} />
    </FormField>
  ),
};
export const WithError: Story = {
  render: (args) => (
    <FormField label="Country of residence" required error="Choose the country you live in">
      <CountrySelect {...args} />
    </FormField>
  ),
};
export const Disabled: Story = { args: { defaultValue: 'AE', disabled: true } };
export const LongText: Story = {
  args: { defaultOpen: true, countries: ['GS', 'UM', 'IO', 'HM', 'VC'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260, minHeight: 440 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { defaultValue: 'AE', defaultOpen: true },
  render: (args) => (
    <FormField label="بلد الإقامة" required>
      <CountrySelect {...args} />
    </FormField>
  ),
  decorators: [tall],
};

export const DontVagueLabel: StoryObj = {
  name: 'Don’t: a vague label',
  render: () => (
    <FormField label="Select">
      <CountrySelect />
    </FormField>
  ),
};
