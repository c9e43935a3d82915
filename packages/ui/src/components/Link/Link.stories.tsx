import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';
import { Text } from '../Text';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#fees', children: 'See our fees' },
  parameters: {
    docs: {
      description: {
        component:
          'Links take the customer somewhere; buttons do something. Pass the router’s link through `as` (`<Link as={RouterLink} to="/login">`) so the design system styles it without knowing about routes. `external` opens a new tab and says so to screen readers.',
      },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InText: Story = {
  render: (args) => (
    <Text>
      By continuing you accept our{' '}
      <Link {...args} href="#terms">
        terms of use
      </Link>{' '}
      and <Link href="#privacy">privacy policy</Link>.
    </Text>
  ),
};
export const External: Story = {
  args: { external: true, href: 'https://www.centralbank.ae', children: 'Central Bank of the UAE' },
};
export const Neutral: Story = {
  args: { tone: 'neutral', weight: 'medium', children: 'Forgot your password?' },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { children: 'اطلع على الرسوم' },
};

export const DontClickHere: StoryObj = {
  name: 'Don’t: “click here”',
  render: () => (
    <Text>
      To read our fees, <Link href="#fees">click here</Link>.
    </Text>
  ),
};
