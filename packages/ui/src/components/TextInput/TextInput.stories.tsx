import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { TextInput } from './TextInput';
import { FormField } from '../FormField';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
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
export const WithAdornments: Story = { args: { startAdornment: <Search size={18} aria-hidden="true" />, placeholder: 'Search transactions' } };
export const RightToLeft: Story = { globals: { dir: 'rtl', locale: 'ar' }, args: { defaultValue: 'إيجار شهر ديسمبر', startAdornment: 'AED' } };
