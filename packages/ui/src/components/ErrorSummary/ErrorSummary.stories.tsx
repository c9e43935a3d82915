import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary } from './ErrorSummary';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { PasswordInput } from '../PasswordInput';
import { Stack } from '../../layout';

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      {
        fieldId: 'story-email',
        message: 'Enter an email address in the right format, like name@example.com',
      },
      { fieldId: 'story-password', message: 'Enter your password' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'The GOV.UK error summary. Show it at the top of a form after a submit that failed: it takes focus, says "There is a problem" and links to each field; each link focuses its field. Word each entry exactly like the message next to the field. Do not disable the submit button instead.',
      },
    },
  },
  render: (args) => (
    <Stack gap="lg">
      <ErrorSummary {...args} />
      <FormField label="Email address" id="story-email" required error={args.errors[0]?.message}>
        <TextInput type="email" defaultValue="aisha@demo" />
      </FormField>
      <FormField label="Password" id="story-password" required error={args.errors[1]?.message}>
        <PasswordInput />
      </FormField>
    </Stack>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneProblem: Story = {
  args: { errors: [{ fieldId: 'story-email', message: 'Enter your email address' }] },
};
export const WithDescription: Story = {
  args: {
    errors: [],
    description: 'We could not log you in: the email address or password is wrong.',
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    errors: [
      {
        fieldId: 'story-email',
        message: 'أدخل بريدًا إلكترونيًا بالصيغة الصحيحة، مثل name@example.com',
      },
      { fieldId: 'story-password', message: 'أدخل كلمة المرور' },
    ],
  },
};

export const DontGenericMessages: StoryObj = {
  name: 'Don’t: generic messages',
  render: () => (
    <ErrorSummary
      errors={[
        { fieldId: 'dont-email', message: 'Invalid input' },
        { fieldId: 'dont-password', message: 'Field required' },
      ]}
    />
  ),
};
