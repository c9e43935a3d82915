import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ArrowLeftRight,
  Download,
  FileText,
  Plus,
  Send,
  Settings,
  Trash2,
  Users,
} from 'lucide-react';
import { QuickAction, QuickActions } from './QuickAction';

const meta = {
  title: 'Banking/QuickActions',
  component: QuickActions,
  args: { label: 'Wallet actions', children: null },
  parameters: {
    docs: {
      description: {
        component:
          'The few main things to do with a wallet, as round icons with their **label under them** (like "Add money", "Move", "Details"), under the balance. Each is a **link** when it opens a screen (`href`, or `as={RouterLink}` with `to`) and a **button** when it acts on the page (`onClick`). The label is visible and names the control, so voice control works.\n\n' +
          'Keep it to two to four actions; they wrap on narrow screens. Do not use QuickActions for form submits, for destructive actions, or for more than about five choices (use a menu or a list).',
      },
    },
  },
} satisfies Meta<typeof QuickActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const icon = (Glyph: typeof Plus) => <Glyph size={24} aria-hidden="true" />;

export const Default: Story = {
  render: (args) => (
    <QuickActions {...args}>
      <QuickAction label="Add money" icon={icon(Plus)} href="#topup" />
      <QuickAction label="Send" icon={icon(Send)} href="#send" />
      <QuickAction label="Convert" icon={icon(ArrowLeftRight)} href="#convert" />
      <QuickAction label="Details" icon={icon(FileText)} onClick={() => {}} />
    </QuickActions>
  ),
};
export const Disabled: Story = {
  render: (args) => (
    <QuickActions {...args}>
      <QuickAction label="Add money" icon={icon(Plus)} href="#topup" />
      <QuickAction label="Send" icon={icon(Send)} disabled />
    </QuickActions>
  ),
};
export const NarrowScreen: Story = {
  parameters: {
    docs: {
      description: { story: 'Six actions in 360 px: they wrap, each keeping its 44 px target.' },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 328 }}>
      <QuickActions {...args}>
        <QuickAction label="Add money" icon={icon(Plus)} href="#topup" />
        <QuickAction label="Send" icon={icon(Send)} href="#send" />
        <QuickAction label="Convert" icon={icon(ArrowLeftRight)} href="#convert" />
        <QuickAction label="Statement details" icon={icon(FileText)} href="#details" />
        <QuickAction label="Beneficiaries" icon={icon(Send)} href="#beneficiaries" />
        <QuickAction label="More" icon={icon(Plus)} onClick={() => {}} />
      </QuickActions>
    </div>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'إجراءات المحفظة' },
  render: (args) => (
    <QuickActions {...args}>
      <QuickAction label="إضافة أموال" icon={icon(Plus)} href="#topup" />
      <QuickAction label="تحويل" icon={icon(Send)} href="#send" />
      <QuickAction label="التفاصيل" icon={icon(FileText)} onClick={() => {}} />
    </QuickActions>
  ),
};
export const DontTooMany: StoryObj = {
  name: 'Don’t: too many actions, one of them destructive',
  render: () => (
    <QuickActions label="Wallet actions">
      <QuickAction label="Add money" icon={icon(Plus)} href="#topup" />
      <QuickAction label="Send" icon={icon(Send)} href="#send" />
      <QuickAction label="Convert" icon={icon(ArrowLeftRight)} href="#convert" />
      <QuickAction label="Details" icon={icon(FileText)} href="#details" />
      <QuickAction label="Beneficiaries" icon={icon(Users)} href="#beneficiaries" />
      <QuickAction label="Statement" icon={icon(Download)} href="#statement" />
      <QuickAction label="Settings" icon={icon(Settings)} href="#settings" />
      <QuickAction label="Close wallet" icon={icon(Trash2)} onClick={() => {}} />
    </QuickActions>
  ),
};
