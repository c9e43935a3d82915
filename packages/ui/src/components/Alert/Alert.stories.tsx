import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';
import { Stack } from '../../layout';
import { Link } from '../Link';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Scheduled maintenance',
    children: 'Transfers are paused on Sunday from 02:00 to 04:00 (UAE time).',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A message about the page or the task. Colour and icon support the words, never replace them. Use `announce="assertive"` for an error that appears after an action, `announce="polite"` for a confirmation; static notices need neither.',
      },
    },
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Transfer sent',
    children: 'AED 2,500.00 is on its way to Omar Khalid.',
    announce: 'polite',
  },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Your Emirates ID expires in 14 days',
    children: (
      <>
        Upload the new one in <Link href="#kyc">your documents</Link> to keep sending money.
      </>
    ),
  },
};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'We could not log you in',
    children: 'Check your email address and password and try again.',
    announce: 'assertive',
  },
};
export const Dismissible: Story = { args: { onDismiss: () => {} } };
export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Rates refresh every 30 seconds.' },
};
export const AllTones: Story = {
  render: () => (
    <Stack gap="md">
      <Alert tone="info" title="Info">
        Neutral information.
      </Alert>
      <Alert tone="success" title="Success">
        It worked.
      </Alert>
      <Alert tone="warning" title="Warning">
        Something needs attention soon.
      </Alert>
      <Alert tone="danger" title="Problem">
        Something went wrong.
      </Alert>
    </Stack>
  ),
};
export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'International transfers to some countries take longer during regional public holidays',
    children:
      'Transfers in currencies other than AED that are sent after 14:00 UAE time on a working day, or at any time on a weekend or public holiday, are processed on the next working day; intermediary banks may add further days.',
    onDismiss: () => {},
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Alert {...args} />
    </div>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    tone: 'success',
    title: 'تم إرسال الحوالة',
    children: 'المبلغ في طريقه إلى المستفيد.',
    onDismiss: () => {},
  },
};

export const DontForAFieldError: StoryObj = {
  name: 'Don’t: a field’s error in an alert',
  render: () => (
    <Stack gap="md">
      <Alert tone="danger" title="There is something wrong">
        The email address is not valid.
      </Alert>
      <FormField label="Email address">
        <TextInput type="email" defaultValue="aisha@" />
      </FormField>
    </Stack>
  ),
};
