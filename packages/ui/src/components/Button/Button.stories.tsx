import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Download, Send } from 'lucide-react';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { Inline } from '../../layout';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continue', variant: 'primary', size: 'md' },
  parameters: {
    docs: {
      description: {
        component:
          'One **primary** button per screen, for the step that moves the customer forward; **secondary** for alternatives such as "Back"; **tertiary** for low-emphasis actions; **danger** for actions that remove or cancel something.\n\n' +
          'Do not disable a submit button to signal missing input: let the customer press it and show what is wrong. Use `loading` while a request is under way — it ignores further clicks, so a double click sends one request, and keeps the label for screen readers.',
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };
export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Cancel transfer' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete beneficiary' } };
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Inline>
  ),
};
export const WithIcon: Story = {
  args: { icon: <Send size={18} aria-hidden="true" />, children: 'Send money' },
};
export const WithIconAfter: Story = {
  args: { iconEnd: <ArrowRight size={18} aria-hidden="true" />, children: 'Next step' },
};
export const Loading: Story = { args: { loading: true, children: 'Confirm transfer' } };
export const Disabled: Story = {
  args: {
    disabled: true,
    children: 'Download statement',
    icon: <Download size={18} aria-hidden="true" />,
  },
};
export const FullWidth: Story = { args: { fullWidth: true, children: 'Log in' } };
export const LongText: Story = {
  args: { children: 'Confirm the international transfer of AED 125,000.00 to Al Noor Trading LLC' },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Button {...args} />
    </div>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    children: 'الخطوة التالية',
    iconEnd: <ArrowRight size={18} aria-hidden="true" style={{ transform: 'scaleX(-1)' }} />,
  },
};
export const AsLink: Story = {
  parameters: {
    docs: {
      description: {
        story:
          'For a call to action that navigates, use `ButtonLink`: it looks like a button and stays a link.',
      },
    },
  },
  render: () => (
    <Inline gap="md">
      <ButtonLink href="#registration">Open an account</ButtonLink>
      <ButtonLink href="#login" variant="secondary">
        Log in
      </ButtonLink>
    </Inline>
  ),
};

export const DontTwoPrimaries: StoryObj = {
  name: 'Don’t: two primary buttons',
  render: () => (
    <Inline gap="md">
      <Button variant="primary">Back</Button>
      <Button variant="primary">Continue</Button>
    </Inline>
  ),
};
