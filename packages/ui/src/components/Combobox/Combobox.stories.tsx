import type { Meta, StoryObj } from '@storybook/react-vite';
import { Combobox, preloadCombobox } from './Combobox';
import { ComboboxStandIn } from './ComboboxStandIn';
import { FormField } from '../FormField';

interface Emirate {
  code: string;
  name: string;
  nameAr: string;
  coast: string;
}
const emirates: Emirate[] = [
  { code: 'AZ', name: 'Abu Dhabi', nameAr: 'أبوظبي', coast: 'Arabian Gulf' },
  { code: 'AJ', name: 'Ajman', nameAr: 'عجمان', coast: 'Arabian Gulf' },
  { code: 'DU', name: 'Dubai', nameAr: 'دبي', coast: 'Arabian Gulf' },
  { code: 'RK', name: 'Ras Al Khaimah', nameAr: 'رأس الخيمة', coast: 'Arabian Gulf' },
  { code: 'SH', name: 'Sharjah', nameAr: 'الشارقة', coast: 'Arabian Gulf' },
  { code: 'UQ', name: 'Umm Al Quwain', nameAr: 'أم القيوين', coast: 'Arabian Gulf' },
  { code: 'FU', name: 'Fujairah', nameAr: 'الفجيرة', coast: 'Gulf of Oman' },
];
const common = {
  items: emirates,
  itemToKey: (e: Emirate) => e.code,
  itemToString: (e: Emirate) => e.name,
  itemToSearch: (e: Emirate) => ({ codes: [e.code], text: [e.name, e.nameAr] }),
  listLabel: 'Emirates',
};

const meta = {
  title: 'Components/Combobox',
  component: Combobox<Emirate>,
  // The combobox's code loads on first use; the stories show the real one, so it is loaded before they render.
  loaders: [async () => ({ combobox: await preloadCombobox() })],
  args: common,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <FormField label="Emirate">
      <Combobox<Emirate> {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The searchable single choice that CurrencySelect, CountrySelect, NationalitySelect and PurposeCodeSelect are built on (downshift `useCombobox`, WAI-ARIA combobox with a listbox popup). Reach for one of those first; use Combobox for another list of more than about 7 options (fewer: RadioGroup).\n\n' +
          'Give it the `items`, a unique `itemToKey`, the text shown once chosen (`itemToString`), what typing searches (`itemToSearch`: codes rank first, then words, in every language the customer may type), a `listLabel` that names the list for screen readers, and optionally `renderItem`, `renderSelected` (a flag) and `groupBy` (headings that are never chosen). Keep the functions stable (module level or `useCallback`): rows re-render only when their own state changes, so 250 options stay smooth.\n\n' +
          'Accessibility built in: the toggle button is named ("Show options"), a polite live region announces the result count and the choice in English or Arabic (and, for VoiceOver only, the highlighted option), Escape closes without losing the choice, and emptying the field clears it.\n\n' +
          'Its code (downshift and our search, about 14 KB gzipped) is its own chunk, loaded when a person comes near the field (pointer over, press, touch, focus) or by `preloadCombobox()`. Until then a stand-in of the same look and size shows the choice and takes focus and typing, which carry over to the real one; if the code cannot load, the field says so and asks to reload the page.',
      },
    },
  },
} satisfies Meta<typeof Combobox<Emirate>>;
export default meta;
type Story = StoryObj<typeof meta>;

const tall = (Story: () => React.ReactNode) => (
  <div style={{ minHeight: 420 }}>
    <Story />
  </div>
);

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: emirates[2] } };
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: emirates[2] },
  decorators: [tall],
};
export const Grouped: Story = {
  args: { defaultOpen: true, groupBy: (e: Emirate) => e.coast },
  decorators: [tall],
};
export const Placeholder: Story = { args: { placeholder: 'Type an emirate' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: emirates[0] } };
export const WithError: Story = {
  render: (args) => (
    <FormField label="Emirate" required error="Choose the emirate you live in">
      <Combobox<Emirate> {...args} />
    </FormField>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { itemToString: (e: Emirate) => e.nameAr, defaultOpen: true, defaultValue: emirates[4] },
  render: (args) => (
    <FormField label="الإمارة" required>
      <Combobox<Emirate> {...args} />
    </FormField>
  ),
  decorators: [tall],
};

/**
 * What the page shows before the combobox's code has loaded: the stand-in, drawn here directly with
 * a load that never ends. It must look exactly like WithValue.
 */
export const BeforeItsCodeLoads: Story = {
  name: 'Before its code loads',
  args: { defaultValue: emirates[2] },
  render: (args) => (
    <FormField label="Emirate" id="emirate-stand-in">
      <ComboboxStandIn<Emirate>
        {...args}
        id="emirate-stand-in"
        handoverRef={{ current: { focused: false, gestures: [] } }}
        load={() => new Promise(() => undefined)}
      />
    </FormField>
  ),
};

export const DontFewOptions: StoryObj = {
  name: 'Don’t: a combobox for three options',
  render: () => (
    <FormField label="Account type">
      <Combobox<{ id: string; name: string }>
        items={[
          { id: 'current', name: 'Current' },
          { id: 'savings', name: 'Savings' },
          { id: 'business', name: 'Business' },
        ]}
        itemToKey={(i) => i.id}
        itemToString={(i) => i.name}
        listLabel="Account types"
      />
    </FormField>
  ),
};
