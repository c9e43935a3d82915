import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Button } from '../Button';
import { Columns, Stack } from '../../layout';

const meta = {
  title: 'Components/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component:
          'A panel that groups related content: a wallet, a summary, a step. Use `as="section"` with a heading to make it a landmark.',
      },
    },
  },
  render: (args) => (
    <Card {...args}>
      <Stack gap="sm">
        <Heading level={3}>AED wallet</Heading>
        <Text size="lg" weight="bold" tabularNumbers>
          AED 12,450.00
        </Text>
        <Text tone="muted" size="sm">
          Available balance
        </Text>
      </Stack>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {};
export const Raised: Story = { args: { elevation: 'raised' } };
export const Spacious: Story = { args: { padding: 'lg' } };
export const Grid: Story = {
  render: () => (
    <Columns columns={3}>
      {['AED 12,450.00', 'USD 3,210.55', 'EUR 980.00'].map((amount) => (
        <Card key={amount} as="article">
          <Stack gap="sm">
            <Text weight="bold" tabularNumbers>
              {amount}
            </Text>
            <Button variant="secondary" size="sm">
              Top up
            </Button>
          </Stack>
        </Card>
      ))}
    </Columns>
  ),
};
export const RightToLeft: Story = { globals: { dir: 'rtl', locale: 'ar' } };

export const DontNestedCards: StoryObj = {
  name: 'Don’t: a card inside a card',
  render: () => (
    <Card elevation="raised">
      <Stack gap="sm">
        <Heading level={2} size={4}>
          AED wallet
        </Heading>
        <Card>
          <Text>Balance: AED 12,500.00</Text>
        </Card>
      </Stack>
    </Card>
  ),
};
