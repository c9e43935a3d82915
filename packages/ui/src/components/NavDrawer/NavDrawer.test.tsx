import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavDrawer, type NavItem } from './NavDrawer';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const items: NavItem[] = [
  { label: 'Home', href: '/dashboard', current: true },
  { label: 'Transactions', href: '/dashboard/transactions' },
  { label: 'Beneficiaries', href: '/dashboard/beneficiary' },
];

async function openDrawer(props: Partial<Parameters<typeof NavDrawer>[0]> = {}) {
  const user = userEvent.setup();
  render(
    <>
      <NavDrawer items={items} {...props} />
      <main>
        <a href="#behind">Behind</a>
      </main>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  return { user, button, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('NavDrawer', () => {
  it('is a menu button that says it is collapsed and controls nothing while closed', () => {
    render(<NavDrawer items={items} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a modal dialog with the navigation, focus on its first link and the page locked', async () => {
    const { button, dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Transactions' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside and closes with Escape, giving focus back to the menu button', async () => {
    const { user, button } = await openDrawer();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a press outside the drawer and when a link is chosen', async () => {
    const { user, dialog } = await openDrawer();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Transactions' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders router links, a footer, and can be controlled', async () => {
    const onOpenChange = vi.fn();
    const RouterLink = ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
      <a href={`#${to}`} {...rest}>
        {children}
      </a>
    );
    const { rerender } = render(
      <NavDrawer
        items={[{ label: 'Settings', to: '/dashboard/settings' }]}
        linkAs={RouterLink}
        footer={<button type="button">Log out</button>}
        open
        onOpenChange={onOpenChange}
      />,
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '#/dashboard/settings',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<NavDrawer items={[]} open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    render(
      <UiProvider locale="ar">
        <NavDrawer items={items} defaultOpen />
      </UiProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'القائمة' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('has no axe violations closed and open', async () => {
    const { container, rerender } = render(<NavDrawer items={items} hideFrom="tablet" />);
    expect(await axeViolations(container)).toEqual([]);
    rerender(<NavDrawer items={items} defaultOpen={false} open />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
