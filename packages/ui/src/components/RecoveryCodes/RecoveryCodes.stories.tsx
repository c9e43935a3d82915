import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecoveryCodes } from './RecoveryCodes';

const codes = [
  '7KQ2M-XH4TD',
  'B3NVE-Q6ZRA',
  'LW5JC-2PYGU',
  'F4SDX-MK7HN',
  'R2TBQ-VEJ5C',
  'Y6GZA-3WUKP',
  'N7HMC-D2QXL',
  'E5VRT-JB4SY',
  'P3KWF-ZN6GD',
  'U2CXJ-HR7QM',
];

const meta = {
  title: 'Components/RecoveryCodes',
  component: RecoveryCodes,
  args: {
    codes,
    fileName: 'sadu-bank-recovery-codes.txt',
    fileHeading: 'Sadu Bank recovery codes',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Recovery codes, shown once after an authenticator is set up or the codes are renewed. The customer copies or downloads them; say above it that each code works once and that the codes will not be shown again.',
      },
    },
  },
} satisfies Meta<typeof RecoveryCodes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <RecoveryCodes {...args} />
    </div>
  ),
};
export const RightToLeft: Story = { globals: { dir: 'rtl', locale: 'ar' } };

export const DontCodesInText: StoryObj = {
  name: 'Don’t: codes in a sentence',
  render: () => <p>Your codes are 4f9k-2m1x, 8d3j-7q2p, 1b6h-9w4e, 5c2n-3r8t and 7a1s-6y5u.</p>,
};
