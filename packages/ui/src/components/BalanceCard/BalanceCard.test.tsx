import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BalanceCard } from './BalanceCard';
import { QuickAction, QuickActions } from '../QuickAction';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const wallet = {
  currency: 'AED',
  balance: '1254075',
  available: '1204075',
  onHold: '50000',
  accountNumber: 'AE07 0331 2345 6789 0123 456',
  accountLabel: 'IBAN',
} as const;

describe('BalanceCard', () => {
  it('shows the currency, the balance, what is available and on hold, and the IBAN masked to its last 4', () => {
    const { container } = render(<BalanceCard {...wallet} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'AED United Arab Emirates dirham',
    );
    expect(container).toHaveTextContent('AED 12,540.75');
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Available', 'On hold']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'AED\u00a012,040.75',
      'AED\u00a0500.00',
    ]);
    expect(container).toHaveTextContent('IBAN •••• 3456');
    expect(container).toHaveTextContent('ending in 3456');
    expect(container).not.toHaveTextContent('0331');
  });

  it('shows the whole account number in groups of four, isolated left to right', () => {
    const { container } = render(<BalanceCard {...wallet} showAccountNumber />);
    const value = Array.from(container.querySelectorAll('span')).find(
      (s) => s.textContent === 'AE07 0331 2345 6789 0123 456',
    );
    expect(value?.className).toMatch(/accountValue/);
  });

  it('masks every amount, so screen readers hear "hidden" and no figure is in the page', () => {
    const { container } = render(<BalanceCard {...wallet} masked />);
    expect(container).not.toHaveTextContent(/\d,\d{3}\.\d\d/);
    expect(container).toHaveTextContent('Balance hidden');
    expect(container).toHaveTextContent('Available hidden');
    expect(container).toHaveTextContent('On hold hidden');
  });

  it('is one link named by the currency and described by the balance when it leads somewhere', () => {
    render(<BalanceCard {...wallet} href="/dashboard/customer_wallet?currency=AED" />);
    const link = screen.getByRole('link', { name: 'AED United Arab Emirates dirham' });
    expect(link).toHaveAttribute('href', '/dashboard/customer_wallet?currency=AED');
    expect(link).toHaveAccessibleDescription(
      'AED\u00a012,540.75 Available AED\u00a012,040.75 On hold AED\u00a0500.00',
    );
    expect(link).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is a button marked as the current wallet when selected, and keeps its quick actions separate', async () => {
    const onClick = vi.fn();
    const onDetails = vi.fn();
    render(
      <BalanceCard
        {...wallet}
        onClick={onClick}
        selected
        actions={
          <QuickActions label="AED wallet actions">
            <QuickAction label="Details" icon={null} onClick={onDetails} />
          </QuickActions>
        }
      />,
    );
    const card = screen.getByRole('button', { name: 'AED United Arab Emirates dirham' });
    expect(card).toHaveAttribute('aria-current', 'true');
    await userEvent.click(card);
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onDetails).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement).blur();
    await userEvent.tab();
    expect(card).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('shows placeholders and one polite "Loading balance" while loading', () => {
    render(<BalanceCard {...wallet} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading balance');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('names the currency and its parts in Arabic, with the IBAN still left to right', () => {
    const { container } = render(
      <UiProvider locale="ar">
        <BalanceCard {...wallet} accountLabel="الآيبان" masked />
      </UiProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('AED درهم إماراتي');
    expect(container).toHaveTextContent('المتاح');
    expect(container).toHaveTextContent('ينتهي بـ 3456');
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <div>
        <BalanceCard {...wallet} />
        <BalanceCard {...wallet} masked href="#aed" />
        <BalanceCard {...wallet} onClick={() => {}} selected showAccountNumber />
        <BalanceCard {...wallet} loading />
        <BalanceCard currency="KWD" balance="1500" motif={false} />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
