import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, User } from 'lucide-react';
import { RadioGroup } from './RadioGroup';

const customerTypes = [
  {
    value: 'individual',
    label: 'Individual',
    description: 'A personal account in your own name',
    icon: <User size={28} />,
  },
  {
    value: 'corporate',
    label: 'Corporate',
    description: 'An account for your company, with users and approvals',
    icon: <Building2 size={28} />,
  },
];
const charges = [
  {
    value: 'SHA',
    label: 'Shared (SHA)',
    description: 'You pay our fee; the beneficiary pays theirs',
  },
  { value: 'OUR', label: 'You pay all fees (OUR)' },
  { value: 'BEN', label: 'Beneficiary pays all fees (BEN)' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Who pays the transfer fees?', options: charges, defaultValue: 'SHA' },
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few, with native radio buttons (arrow keys move, screen readers say "2 of 3"). The **cards** variant suits a choice that frames a journey, such as the registration’s individual-or-corporate choice.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Horizontal: Story = {
  args: {
    variant: 'horizontal',
    label: 'Send the code by',
    options: [
      { value: 'sms', label: 'SMS' },
      { value: 'whatsapp', label: 'WhatsApp' },
    ],
    defaultValue: 'sms',
  },
};
export const Cards: Story = {
  args: {
    variant: 'cards',
    label: 'What kind of account do you want to open?',
    options: customerTypes,
    defaultValue: undefined,
    required: true,
  },
};
export const CardsSelected: Story = {
  args: {
    variant: 'cards',
    label: 'What kind of account do you want to open?',
    options: customerTypes,
    defaultValue: 'corporate',
    required: true,
  },
};
export const WithError: Story = {
  args: {
    variant: 'cards',
    label: 'What kind of account do you want to open?',
    options: customerTypes,
    defaultValue: undefined,
    required: true,
    error: 'Choose the kind of account you want to open',
  },
};
export const Optional: Story = {
  args: { optional: true, hint: 'Leave empty to use shared fees', defaultValue: undefined },
};
export const DisabledOption: Story = {
  args: {
    options: [
      ...charges.slice(0, 2),
      {
        value: 'BEN',
        label: 'Beneficiary pays all fees (BEN)',
        description: 'Not available for transfers in AED',
        disabled: true,
      },
    ],
  },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    variant: 'cards',
    label: 'ما نوع الحساب الذي تريد فتحه؟',
    options: [
      {
        value: 'individual',
        label: 'فرد',
        description: 'حساب شخصي باسمك',
        icon: <User size={28} />,
      },
      {
        value: 'corporate',
        label: 'شركة',
        description: 'حساب لشركتك مع مستخدمين وموافقات',
        icon: <Building2 size={28} />,
      },
    ],
    defaultValue: 'individual',
    required: true,
  },
};

export const DontTooMany: StoryObj = {
  name: 'Don’t: too many options',
  render: () => (
    <RadioGroup
      label="Emirate"
      options={[
        'Abu Dhabi',
        'Ajman',
        'Dubai',
        'Fujairah',
        'Ras Al Khaimah',
        'Sharjah',
        'Umm Al Quwain',
        'Outside the UAE',
      ].map((name) => ({ value: name, label: name }))}
    />
  ),
};
