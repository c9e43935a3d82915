import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaduPattern } from './SaduPattern';
import { Stack } from '../../layout';
import { Card } from '../Card';
import { Text } from '../Text';

const meta = {
  title: 'Banking/SaduPattern',
  component: SaduPattern,
  parameters: {
    docs: {
      description: {
        component:
          'The brand motif: the chevrons and diamonds of **Al Sadu** weaving, drawn as a few hundred bytes of inline SVG in a theme colour (`accent`, madder red, by default). Use it as a thin **band** along the edge of a header, a balance card or an empty state, or as a **corner** piece.\n\n' +
          'It is decorative (hidden from screen readers). Never put it behind text or use it to carry meaning; in high contrast it steps back to an outline. Use one per view: a motif on every card is noise.',
      },
    },
  },
} satisfies Meta<typeof SaduPattern>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Band: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SaduPattern {...args} />
    </div>
  ),
};
export const Corner: Story = { args: { variant: 'corner' } };
export const Tones: Story = {
  render: () => (
    <Stack gap="md">
      {(['accent', 'primary', 'muted'] as const).map((tone) => (
        <Stack key={tone} gap="xs">
          <Text size="sm" tone="muted">
            {tone}
          </Text>
          <SaduPattern tone={tone} />
        </Stack>
      ))}
    </Stack>
  ),
};
export const DontOnEveryCard: StoryObj = {
  name: 'Don’t: a motif on every card',
  render: () => (
    <Stack gap="sm" style={{ maxWidth: 360 }}>
      {['Transfers', 'Beneficiaries', 'Statements'].map((title) => (
        <Card key={title}>
          <Stack gap="xs">
            <SaduPattern />
            <Text>{title}</Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  ),
};
