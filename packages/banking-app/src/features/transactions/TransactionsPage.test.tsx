import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, renderPage, reply, screenUnderTest, type Call } from '@/lib/testing/pageHarness';
import { transaction, wallet } from '@/lib/testing/transactions';

const RecentTransactions = screenUnderTest(() => import('./TransactionsPage'));
const PATH = '/dashboard/transactions';
const AED = wallet('AED', 0);
const EUR = wallet('EUR', 2);
const m = (currency: string, amount: string) => ({
  currency,
  amount,
  minor: amount.replace('.', ''),
});
const CONVERSION = transaction({
  transaction_type: 'conversion',
  direction: 'own',
  amount: m('AED', '600.00'),
  total_debit: m('AED', '600.00'),
  counter_amount: m('EUR', '150.00'),
  rate: '0.25',
  from_wallet: { wallet_id: AED.wallet_id, currency: 'AED', account_number: AED.account_number },
  to_wallet: { wallet_id: EUR.wallet_id, currency: 'EUR', account_number: EUR.account_number },
});

function backend(wallets = [AED, EUR]) {
  return fakeApi({
    'GET /wallet/list': reply(200, { data: wallets }),
    'GET /transaction/list': (call: Call) =>
      reply(200, { data: { items: call.query.wallet_id ? [CONVERSION] : [], next_cursor: null } }),
  });
}

describe('Recent transactions (one wallet)', () => {
  it("shows the first wallet's transactions as seen from it; another wallet is chosen in the address", async () => {
    const api = backend();
    const { router, container } = renderPage(RecentTransactions(), PATH);
    const row = await screen.findByRole(
      'link',
      { name: /Currency conversion/ },
      { timeout: 15_000 },
    );
    expect(row).toHaveTextContent('−AED 600.00');
    expect(row).toHaveTextContent('AED to EUR');
    expect(api.to('GET', '/transaction/list')[0]?.query.wallet_id).toBe(AED.wallet_id);
    // The filters are folded away here, and there is no currency or wallet filter.
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Search every wallet' })).toHaveAttribute(
      'href',
      '/dashboard/all_transactions',
    );
    expect(await axeViolations(container)).toEqual([]);

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('form', { name: 'Filter transactions' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /Currency/ })).toBeNull();

    await u.click(screen.getByRole('combobox', { name: /^Wallet/ }));
    await u.click(await screen.findByRole('option', { name: /EUR wallet/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?wallet=${EUR.wallet_id}`));
    expect(await screen.findByText('+€150.00')).toBeInTheDocument();
    expect(api.to('GET', '/transaction/list').at(-1)?.query.wallet_id).toBe(EUR.wallet_id);
    await act(() => router.navigate(-1));
    expect(await screen.findByText('−AED 600.00')).toBeInTheDocument();
  });

  it('without a wallet, leads to opening one', async () => {
    backend([]);
    const { container } = renderPage(RecentTransactions(), PATH);
    expect(
      await screen.findByRole('heading', { name: 'You have no wallet yet' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a wallet' })).toHaveAttribute(
      'href',
      '/dashboard/customer_wallet',
    );
    expect(screen.queryByRole('link', { name: 'Search every wallet' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
