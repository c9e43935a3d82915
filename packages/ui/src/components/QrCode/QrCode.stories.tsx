import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './QrCode';
import { CopyableField } from '../CopyableField';
import { Heading } from '../Heading';
import { Stack } from '../../layout';

const address = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

const meta = {
  title: 'Banking/QrCode',
  component: QrCode,
  args: { value: address, label: 'QR code of the BTC deposit address', maxSize: '12rem' },
  parameters: {
    docs: {
      description: {
        component:
          'A QR code drawn as an SVG image (with `uqr`, about 4 KB gzipped), named for screen readers by what it encodes. It is **always dark on light with a 4-module quiet zone**, in dark theme too, because many scanners cannot read an inverted code. It shrinks with its container up to `maxSize`.\n\n' +
          'Always show the value as text beside it (a CopyableField): a code alone is no use to someone on the same phone or who cannot scan. Do not put a logo in the middle, and do not encode secrets.',
      },
    },
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CryptoAddress: Story = {};
export const PaymentUri: Story = {
  args: {
    value: `bitcoin:${address}?amount=0.015`,
    label: 'QR code to pay 0.015 BTC',
    errorCorrection: 'Q',
  },
};
export const NarrowContainer: Story = {
  render: (args) => (
    <div style={{ maxWidth: 120 }}>
      <QrCode {...args} />
    </div>
  ),
};
export const WithTheAddress: Story = {
  render: (args) => (
    <Stack gap="md" style={{ maxWidth: 360 }}>
      <QrCode {...args} />
      <CopyableField label="BTC deposit address" value={address} />
    </Stack>
  ),
};
export const DontCodeAlone: StoryObj = {
  name: 'Don’t: the code without its value',
  render: () => (
    <Stack gap="md" style={{ maxWidth: 360 }}>
      <Heading level={2} size={5}>
        Scan to deposit BTC
      </Heading>
      <QrCode value={address} label="QR code of the BTC deposit address" maxSize="12rem" />
    </Stack>
  ),
};
