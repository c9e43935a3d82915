import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './PasswordInput';
import { FormField } from '../FormField';
import { Stack } from '../../layout';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <FormField label="Password" required>
      <PasswordInput {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a show/hide toggle (people mistype passwords on phones; let them check). Use `autoComplete="new-password"` when creating one, so password managers offer a strong one.',
      },
    },
  },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'correct horse battery staple' } };
export const NewPassword: Story = {
  args: { autoComplete: 'new-password' },
  render: (args) => (
    <FormField
      label="Create a password"
      required
      hint="At least 12 characters. A few unrelated words are easy to remember and hard to guess."
    >
      <PasswordInput {...args} />
    </FormField>
  ),
};
export const WithError: Story = {
  render: (args) => (
    <FormField label="Password" required error="Enter your password">
      <PasswordInput {...args} />
    </FormField>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: (args) => (
    <FormField label="كلمة المرور" required>
      <PasswordInput {...args} defaultValue="secret-value" />
    </FormField>
  ),
};

export const DontPasteBlocked: StoryObj = {
  name: 'Don’t: ask twice',
  render: () => (
    <Stack gap="lg">
      <FormField label="Password">
        <PasswordInput autoComplete="new-password" />
      </FormField>
      <FormField label="Confirm password">
        <PasswordInput autoComplete="new-password" />
      </FormField>
    </Stack>
  ),
};
