import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCircle } from 'lucide-react';
import { FormField } from './FormField';
import { TextInput } from '../TextInput';
import { Stack } from '../../layout';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { label: 'Email address', children: <TextInput type="email" autoComplete="email" /> },
  parameters: {
    docs: {
      description: {
        component:
          'Every input sits in a FormField: it gives the control its **label**, the **required `*`** or **`(Optional)`** mark, an optional **action icon button** (with its own name), a **hint**, and an **error** tied to the control with `aria-invalid` and `aria-describedby`.\n\n' +
          'The `*` is hidden from screen readers, which say "required" instead (the control carries `aria-required`). Explain the mark once per form ("Fields marked * are required"). Error messages say what to do: "Enter your email address", "Enter an email address in the right format, like name@example.com".\n\n' +
          'Components of this package pick the wiring up by themselves; for anything else pass a function: `<FormField label="Country">{(control) => <select {...control} />}</FormField>`. A missing `label` does not compile.',
      },
    },
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const Optional: Story = {
  args: {
    label: 'Middle name',
    optional: true,
    children: <TextInput autoComplete="additional-name" />,
  },
};
export const WithHint: Story = {
  args: {
    label: 'Mobile number',
    hint: 'We send a one-time code to this number',
    required: true,
    children: <TextInput type="tel" autoComplete="tel" />,
  },
};
export const WithError: Story = {
  args: {
    required: true,
    error: 'Enter an email address in the right format, like name@example.com',
    children: <TextInput type="email" defaultValue="aisha@" />,
  },
};
export const WithAction: Story = {
  args: {
    label: 'BIC / SWIFT code',
    required: true,
    hint: '8 or 11 characters, e.g. EBILAEAD',
    action: {
      label: 'What is a BIC?',
      icon: <HelpCircle size={18} aria-hidden="true" />,
      onClick: () => {},
    },
    children: <TextInput autoCapitalize="characters" />,
  },
};
export const Disabled: Story = {
  args: { label: 'Customer number', children: <TextInput disabled defaultValue="100 245 881" /> },
};
export const LongText: Story = {
  args: {
    label: 'Name of the beneficiary’s bank as it appears on the transfer instructions you received',
    hint: 'If the bank has a branch name, add it after the bank name, for example "Emirates NBD — Dubai Mall branch, Financial Centre Road"',
    error:
      'Enter the bank name in 70 characters or fewer, because international payment messages cannot carry more',
    required: true,
    children: <TextInput />,
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <FormField {...args} />
    </div>
  ),
};
export const AnyInput: Story = {
  args: { label: 'Country of residence', required: true },
  render: (args) => (
    <FormField {...args}>
      {(control) => (
        <select {...control} style={{ minHeight: 44, width: '100%' }}>
          <option value="AE">United Arab Emirates</option>
          <option value="SA">Saudi Arabia</option>
        </select>
      )}
    </FormField>
  ),
};
export const Form: Story = {
  render: () => (
    <Stack gap="lg">
      <FormField label="First name" required>
        <TextInput autoComplete="given-name" />
      </FormField>
      <FormField label="Middle name" optional>
        <TextInput autoComplete="additional-name" />
      </FormField>
      <FormField label="Last name" required error="Enter your last name">
        <TextInput autoComplete="family-name" />
      </FormField>
    </Stack>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'البريد الإلكتروني',
    required: true,
    hint: 'سنرسل إليك رابط التحقق',
    error: 'أدخل بريدًا إلكترونيًا صحيحًا',
    action: {
      label: 'مساعدة',
      icon: <HelpCircle size={18} aria-hidden="true" />,
      onClick: () => {},
    },
  },
};
export const RightToLeftOptional: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'الاسم الأوسط', optional: true, children: <TextInput /> },
};

export const DontPlaceholderHint: StoryObj = {
  name: 'Don’t: help in the placeholder',
  render: () => (
    <FormField label="Mobile number">
      <TextInput type="tel" placeholder="We send a one-time code here" />
    </FormField>
  ),
};
