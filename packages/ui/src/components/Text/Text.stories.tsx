import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';
import { Stack } from '../../layout';

const meta = {
  title: 'Foundations/Text',
  component: Text,
  args: { children: 'Your transfer will arrive within one working day.' },
  parameters: {
    docs: {
      description: {
        component:
          'Body text in the type scale. Tones carry meaning only together with words (never colour alone). Use `tabularNumbers` for amounts in columns.',
      },
    },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sizes: Story = {
  render: () => (
    <Stack gap="sm">
      <Text size="lg">Large — introductions</Text>
      <Text size="md">Medium — body text</Text>
      <Text size="sm">Small — secondary information</Text>
      <Text size="xs">Extra small — legal footnotes</Text>
    </Stack>
  ),
};
export const Tones: Story = {
  render: () => (
    <Stack gap="sm">
      <Text>Neutral</Text>
      <Text tone="muted">Muted: last updated 21-11-2026</Text>
      <Text tone="success">Success: transfer completed</Text>
      <Text tone="warning">Warning: your document expires soon</Text>
      <Text tone="danger">Danger: payment failed</Text>
      <Text tone="info">Info: rates refresh every 30 seconds</Text>
    </Stack>
  ),
};
export const Amounts: Story = {
  args: { tabularNumbers: true, weight: 'bold', size: 'lg', children: 'AED 1,234,567.89' },
};
export const LongText: Story = {
  args: {
    children:
      'Supercalifragilisticexpialidocious-account-reference-0123456789-that-does-not-break-naturally and a long sentence that wraps across several lines on a narrow phone screen.',
  },
  render: (args) => (
    <div style={{ maxWidth: 260 }}>
      <Text {...args} />
    </div>
  ),
};
export const Arabic: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { children: 'ستصل حوالتك خلال يوم عمل واحد.' },
};

export const DontUnisolatedValues: StoryObj = {
  name: 'Don’t: left-to-right values left bare in Arabic',
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <Stack gap="sm">
      <Text lang="ar">البريد الإلكتروني: aisha@</Text>
      <Text lang="ar">عنوان IP: 2001:db8:85a3::8a2e:370:7334</Text>
    </Stack>
  ),
};
