import type { Meta, StoryObj } from '@storybook/react-vite';
import * as Icons from '.';
import { Icon } from './Icon';
import { Inline } from '../../layout';
import { Text } from '../Text';

const { Icon: _icon, ...glyphs } = Icons;

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { icon: Icons.Wallet, label: 'Wallet' },
  parameters: {
    docs: {
      description: {
        component:
          'Icons come from lucide-react, tree-shaken: only the icons a screen imports reach its bundle. An icon without `label` is decorative and hidden from screen readers; give a `label` only when the icon alone carries meaning.',
      },
    },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Meaningful: Story = {};
export const Gallery: Story = {
  render: () => (
    <Inline gap="lg">
      {Object.entries(glyphs).map(([name, glyph]) => (
        <span
          key={name}
          style={{
            display: 'inline-flex',
            flexDirection: 'column',
            alignItems: 'center',
            width: 96,
            gap: 4,
          }}
        >
          <Icon icon={glyph as Icons.IconComponent} size={24} />
          <Text as="span" size="xs" tone="muted">
            {name}
          </Text>
        </span>
      ))}
    </Inline>
  ),
};

export const DontIconAlone: StoryObj = {
  name: 'Don’t: an icon alone for a state',
  render: () => (
    <Inline gap="sm">
      <Text>Transfer to Aisha Khan</Text>
      <Icon icon={Icons.CheckCircle2} label="Completed" />
    </Inline>
  ),
};
