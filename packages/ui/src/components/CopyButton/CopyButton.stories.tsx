import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './CopyButton';
import { Ltr } from '../Text';
import { Stack } from '../../layout';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { value: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', label: 'Copy the key' },
  parameters: {
    docs: {
      description: {
        component:
          'Copies a value the customer must keep or paste elsewhere: an authenticator key, recovery codes, an IBAN. The label turns to "Copied" for three seconds and a screen reader hears it; when the browser refuses, it says to copy by hand. Name what is copied when a page has several.',
      },
    },
  },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = {
  args: { variant: 'primary', size: 'md', label: 'Copy the recovery codes' },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'نسخ المفتاح' },
};

export const DontUnnamedCopies: StoryObj = {
  name: 'Don’t: several buttons that all say “Copy”',
  render: () => (
    <Stack gap="sm">
      <span>
        IBAN <Ltr>AE07 0331 2345 6789 0123 456</Ltr> <CopyButton value="AE070331234567890123456" />
      </span>
      <span>
        BIC <Ltr>EBILAEAD</Ltr> <CopyButton value="EBILAEAD" />
      </span>
    </Stack>
  ),
};
