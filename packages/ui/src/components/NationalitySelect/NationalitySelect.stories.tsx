import type { Meta, StoryObj } from '@storybook/react-vite';
import { NationalitySelect } from './NationalitySelect';
import { FormField } from '../FormField';
import { expectHighlightedOptionInView } from '../../../test/listView';
import { Stack } from '../../layout';
import { preloadCombobox } from '../Combobox';

const meta = {
  title: 'Components/NationalitySelect',
  component: NationalitySelect,
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
    <FormField label="Nationality" required>
      <NationalitySelect {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Choose a nationality for registration and KYC. In English each option shows the **demonym** with its country ("Emirati — United Arab Emirates"), disambiguated where two are alike ("Dominican (Dominica)"); in Arabic it shows the **country name**, as Arabic forms usually do (the data has no Arabic demonyms). Search by demonym, country name in either language, or alpha-2 code. The value is the country’s alpha-2 code (`"AE"`).\n\n' +
          'By default the 199 nationalities that issue passports are offered (independent states plus Palestine, Kosovo, Taiwan, Hong Kong and Macao); `all` offers every country with a demonym (248).',
      },
    },
  },
} satisfies Meta<typeof NationalitySelect>;
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
  args: { defaultOpen: true, defaultValue: 'IN' },
  decorators: [tall],
  play: ({ canvasElement }) => expectHighlightedOptionInView(canvasElement),
};
export const Optional: Story = {
  render: (args) => (
    <FormField label="Second nationality" optional>
      <NationalitySelect {...args} />
    </FormField>
  ),
};
export const WithError: Story = {
  render: (args) => (
    <FormField
      label="Nationality"
      required
      error="Choose your nationality as shown on your passport"
    >
      <NationalitySelect {...args} />
    </FormField>
  ),
};
export const Disabled: Story = { args: { defaultValue: 'AE', disabled: true } };
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { defaultValue: 'EG', defaultOpen: true },
  render: (args) => (
    <FormField label="الجنسية" required>
      <NationalitySelect {...args} />
    </FormField>
  ),
  decorators: [tall],
  play: ({ canvasElement }) => expectHighlightedOptionInView(canvasElement),
};

export const DontTwoNationalityFields: StoryObj = {
  name: 'Don’t: fields the law does not need',
  render: () => (
    <Stack gap="lg">
      <FormField label="Nationality">
        <NationalitySelect />
      </FormField>
      <FormField label="Second nationality">
        <NationalitySelect />
      </FormField>
    </Stack>
  ),
};
