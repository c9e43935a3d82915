import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Plus, Send } from 'lucide-react';
import { QuickAction, QuickActions } from './QuickAction';
import { axeViolations } from '../../../test/axe';

function Row({ onDetails = () => {} }: { onDetails?: () => void }) {
  return (
    <QuickActions label="Wallet actions">
      <QuickAction label="Add money" icon={<Plus aria-hidden="true" />} href="/dashboard/topup" />
      <QuickAction label="Details" icon={<Send aria-hidden="true" />} onClick={onDetails} />
      <QuickAction label="Send" icon={<Send aria-hidden="true" />} disabled />
    </QuickActions>
  );
}

describe('QuickActions', () => {
  it('is a named list with one item per action', () => {
    render(<Row />);
    const list = screen.getByRole('list', { name: 'Wallet actions' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
  });

  it('makes a link of an action that goes somewhere and a button of one that acts, named by its visible label', async () => {
    const onDetails = vi.fn();
    render(<Row onDetails={onDetails} />);
    expect(screen.getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      '/dashboard/topup',
    );
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('type', 'button');
    await userEvent.click(details);
    expect(onDetails).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('is reached with Tab in order and pressed with Enter and Space', async () => {
    const onDetails = vi.fn();
    render(<Row onDetails={onDetails} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Add money' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onDetails).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('renders the router link it is given', () => {
    const RouterLink = ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
      <a href={`#${to}`} {...rest}>
        {children}
      </a>
    );
    render(
      <QuickAction label="Move" icon={<Send aria-hidden="true" />} as={RouterLink} to="/move" />,
    );
    expect(screen.getByRole('link', { name: 'Move' })).toHaveAttribute('href', '#/move');
  });

  it('warns about an empty label', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<QuickAction label=" " icon={<Plus aria-hidden="true" />} onClick={() => {}} />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[@bank/ui] QuickAction'));
    error.mockRestore();
  });

  it('has no axe violations with links, buttons and a disabled action', async () => {
    const { container } = render(<Row />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
