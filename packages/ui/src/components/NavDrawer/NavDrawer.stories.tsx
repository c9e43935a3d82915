import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ArrowLeftRight,
  Download,
  History,
  Home,
  LogOut,
  Plus,
  Send,
  Settings,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';
import { NavDrawer, type NavItem } from './NavDrawer';
import { Button } from '../Button';
import { Logo } from '../Logo';

const icon = (Glyph: typeof Home) => <Glyph size={20} aria-hidden="true" />;
const items: NavItem[] = [
  { label: 'Home', href: '#home', icon: icon(Home), current: true },
  { label: 'Wallets', href: '#wallets', icon: icon(Wallet) },
  { label: 'Transfers', href: '#transfers', icon: icon(ArrowLeftRight) },
  { label: 'Beneficiaries', href: '#beneficiaries', icon: icon(Users) },
  { label: 'Transactions', href: '#transactions', icon: icon(History) },
  { label: 'Settings', href: '#settings', icon: icon(Settings) },
];

const meta = {
  title: 'Banking/NavDrawer',
  component: NavDrawer,
  args: {
    items,
    footer: (
      <Button variant="secondary" fullWidth icon={icon(LogOut)}>
        Log out
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          'The phone navigation of the signed-in frame: a **menu button** (`aria-expanded`, and `aria-controls` while open) that opens a **drawer from the inline-start edge**. The drawer is the modal Dialog: the page behind is inert, Tab stays inside, Escape or a press outside closes it, the page does not scroll, and focus goes back to the button. Choosing a link closes it; the current page is marked `aria-current="page"`.\n\n' +
          'Put it in the header and pass `hideFrom="tablet"` where the header shows the links itself, so the header never wraps. Keep to the main destinations (five to seven); put "Log out" in `footer`. Do not use it for actions on the page (use buttons) or for a second level of navigation.',
      },
    },
  },
} satisfies Meta<typeof NavDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  args: { defaultOpen: true, title: <Logo showName size={28} name="Sadu Bank" /> },
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    defaultOpen: true,
    items: [
      { label: 'الرئيسية', href: '#home', icon: icon(Home), current: true },
      { label: 'المحافظ', href: '#wallets', icon: icon(Wallet) },
      { label: 'التحويلات', href: '#transfers', icon: icon(ArrowLeftRight) },
    ],
    footer: (
      <Button variant="secondary" fullWidth icon={icon(LogOut)}>
        تسجيل الخروج
      </Button>
    ),
  },
};
export const DontActionsInMenu: StoryObj = {
  name: 'Don’t: actions and every screen in the menu',
  render: () => (
    <NavDrawer
      defaultOpen
      items={[
        ...items,
        { label: 'Send money', href: '#send', icon: icon(Send) },
        { label: 'Add money', href: '#topup', icon: icon(Plus) },
        { label: 'Add a beneficiary', href: '#add-beneficiary', icon: icon(UserPlus) },
        { label: 'Download a statement', href: '#statement', icon: icon(Download) },
      ]}
    />
  ),
};
