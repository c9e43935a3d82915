import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { axeViolations } from '@/lib/testing/axe';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
  type Call,
  type Routes,
} from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { transaction, wallet } from '@/lib/testing/transactions';

const AllTransactions = screenUnderTest(() => import('./AllTransactionsPage'));
const ALL = '/dashboard/all_transactions';
const user = () => userEvent.setup({ delay: null });

const AED = wallet('AED', 0);
const GBP = wallet('GBP', 1);
const m = (currency: string, amount: string) => ({
  currency,
  amount,
  minor: amount.replace('.', ''),
});
const RENT = transaction({
  transaction_type: 'external_transfer',
  direction: 'out',
  status: 'completed',
  amount: m('GBP', '950.00'),
  fee: m('GBP', '5.37'),
  total_debit: m('GBP', '955.37'),
  counter_amount: null,
  from_wallet: { wallet_id: GBP.wallet_id, currency: 'GBP', account_number: GBP.account_number },
  counterparty: { name: 'John Smith', detail: 'NatWest · •••• 6819' },
  purpose_code: 'RNT',
  charges: 'SHA',
  reference: 'Rent March',
  created_at: '2026-03-02T09:00:00.000Z',
  status_history: [
    { status: 'awaiting_confirmation', at: '2026-03-02T09:00:00.000Z' },
    { status: 'pending', at: '2026-03-02T09:01:00.000Z' },
    { status: 'processing', at: '2026-03-02T09:05:00.000Z' },
    { status: 'completed', at: '2026-03-02T10:00:00.000Z' },
  ],
});
const TOPUP = transaction({
  to_wallet: { wallet_id: AED.wallet_id, currency: 'AED', account_number: AED.account_number },
  card: { brand: 'Visa', last4: '4242' },
  created_at: '2026-03-01T08:00:00.000Z',
});
const OLDER = Array.from({ length: 3 }, (_, i) =>
  transaction({ amount: m('AED', `${i + 1}00.00`), created_at: `2026-02-2${i}T08:00:00.000Z` }),
);

function history(
  pages: Record<string, { items: unknown[]; next_cursor: string | null }>,
  extra: Routes = {},
) {
  return fakeApi({
    'GET /customer/customer_type': reply(200, {
      data: {
        user_type: 'individual',
        customer_type: null,
        is_viewer_or_preparer: false,
        is_viewer: false,
        can_approve: true,
        can_administer: false,
      },
    }),
    'GET /wallet/list': reply(200, { data: [AED, GBP] }),
    'GET /transaction/list': (call: Call) =>
      reply(200, { data: pages[call.query.cursor ?? 'first'] ?? { items: [], next_cursor: null } }),
    [`GET /transaction/${RENT.transaction_id}`]: reply(200, { data: RENT }),
    ...extra,
  });
}

/** The row of a transaction once the list shows (the first render of a busy machine takes seconds). */
const findRow = (name: RegExp) => screen.findByRole('link', { name }, { timeout: 15_000 });

beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});

describe('All transactions', () => {
  it("lists every wallet's transactions by day, signed, with their status, newest first", async () => {
    history({ first: { items: [RENT, TOPUP], next_cursor: null } });
    const { container } = renderPage(AllTransactions(), ALL);
    const rent = await findRow(/John Smith/);
    expect(rent).toHaveTextContent('−£955.37');
    expect(rent).toHaveTextContent('02-03-2026');
    expect(screen.getByRole('link', { name: /Card top-up/ })).toHaveTextContent('+AED 500.00');
    expect(screen.getByRole('heading', { level: 2, name: '02-03-2026' })).toBeInTheDocument();
    expect(screen.getByText('2 transactions shown')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('filters by a date range (the end never before the start, said clearly) and by currency, in the address', async () => {
    const api = history({ first: { items: [RENT], next_cursor: null } });
    const { router, container } = renderPage(AllTransactions(), ALL);
    await findRow(/John Smith/);
    const u = user();
    const from = screen.getByRole('textbox', { name: /^From/ });
    const to = screen.getByRole('textbox', { name: /^To/ });
    await u.type(from, '10-03-2026');
    await u.type(to, '01-03-2026');
    const message = 'The end date must be on or after the start date, 10-03-2026';
    expect(screen.getByText(message)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: message }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(await axeViolations(container)).toEqual([]);

    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveAttribute(
      'placeholder',
      'All currencies',
    );
    await u.clear(to);
    await u.type(to, '31-03-2026');
    // Put right: the field and the summary no longer say it.
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    await u.type(screen.getByRole('combobox', { name: /Currency/ }), 'GBP');
    await u.click(await screen.findByRole('option', { name: /GBP/ }));
    await u.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-03-10&to=2026-03-31&currency=GBP'),
    );
    await waitFor(() =>
      expect(api.to('GET', '/transaction/list').at(-1)?.query).toMatchObject({
        from: '2026-03-10',
        to: '2026-03-31',
        currency: 'GBP',
      }),
    );
    // The list is asked by the page's loader as the address changes, before the page redraws.
    expect(await screen.findByRole('button', { name: 'Filters · 3 active' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('refuses a date it cannot read instead of dropping it', async () => {
    history({ first: { items: [RENT], next_cursor: null } });
    const { router } = renderPage(AllTransactions(), ALL);
    await findRow(/John Smith/);
    const u = user();
    await u.type(screen.getByRole('textbox', { name: /^To/ }), '31-02-2026');
    await u.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', {
        name: 'Enter the date as DD-MM-YYYY, for example 27-03-2026',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("opens a transaction's details over the list; Back closes them and the filters are still there", async () => {
    const api = history({ first: { items: [RENT, TOPUP], next_cursor: null } });
    const { router, container } = renderPage(AllTransactions(), ALL, {
      at: `${ALL}?currency=GBP&q=rent`,
    });
    const row = await findRow(/John Smith/);
    const listed = () =>
      api.to('GET', '/transaction/list').length + api.to('GET', '/wallet/list').length;
    const before = listed();
    expect(before).toBe(2);
    await user().click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    await within(dialog).findByText('Rent March');
    for (const text of [
      'Transfer to another bank',
      'GBP 950.00',
      'GBP 5.37',
      'GBP 955.37',
      'RNT – Rent',
      'Charges shared (SHA)',
      'John Smith · NatWest · •••• 6819',
      RENT.bank_reference,
    ])
      expect(dialog).toHaveTextContent(text);
    const steps = within(within(dialog).getByRole('list', { name: 'Status history' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      // Steps before the last read as done ("Completed: Pending"), the last as the outcome.
      expect.stringContaining('Awaiting confirmation'),
      expect.stringContaining('Pending'),
      expect.stringContaining('Processing'),
      expect.stringContaining('Completed'),
    ]);
    expect(router.state.location.search).toBe(
      `?currency=GBP&q=rent&transaction=${RENT.transaction_id}`,
    );
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?currency=GBP&q=rent');
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('rent');
    expect(screen.getByRole('link', { name: /John Smith/ })).toBe(row);
    // Opening and closing the details asked only for the transaction: the list was not asked again.
    expect(listed()).toBe(before);
  });

  it('closing the details with Escape goes back to the list, and focus returns to the row', async () => {
    history({ first: { items: [RENT], next_cursor: null } });
    const { router } = renderPage(AllTransactions(), ALL);
    const row = await findRow(/John Smith/);
    const u = user();
    await u.click(row);
    await within(await screen.findByRole('dialog')).findByText('Rent March');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it('Back restores the previous filters in the form and the list', async () => {
    const api = history({ first: { items: [RENT], next_cursor: null } });
    const { router } = renderPage(AllTransactions(), ALL, { at: `${ALL}?currency=GBP` });
    await findRow(/John Smith/);
    await act(() => router.navigate(`${ALL}?currency=AED&status=failed`));
    await waitFor(() =>
      expect(api.to('GET', '/transaction/list').at(-1)?.query).toMatchObject({
        currency: 'AED',
        status: 'failed',
      }),
    );
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(api.to('GET', '/transaction/list').at(-1)?.query.currency).toBe('GBP'),
    );
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveValue('GBP – British pound');
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue('All statuses');
  });

  it('loads earlier pages with the cursor; focus goes to the first new row', async () => {
    const api = history({
      first: { items: [RENT, TOPUP], next_cursor: 'c1' },
      c1: { items: OLDER, next_cursor: null },
    });
    renderPage(AllTransactions(), ALL);
    await findRow(/John Smith/);
    await user().click(screen.getByRole('button', { name: 'Show earlier transactions' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('+AED 100.00'));
    expect(screen.getByText('5 transactions shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show earlier transactions' })).toBeNull();
    expect(api.to('GET', '/transaction/list').map((c) => c.query.cursor)).toEqual([
      undefined,
      'c1',
    ]);
  });

  it('says when an earlier page fails, and the button tries again', async () => {
    let down = true;
    history(
      { first: { items: [RENT], next_cursor: 'c1' } },
      {
        'GET /transaction/list': (call: Call) =>
          call.query.cursor
            ? down
              ? refusal(503, 'service_unavailable')
              : reply(200, { data: { items: OLDER, next_cursor: null } })
            : reply(200, { data: { items: [RENT], next_cursor: 'c1' } }),
      },
    );
    renderPage(AllTransactions(), ALL);
    await findRow(/John Smith/);
    await user().click(screen.getByRole('button', { name: 'Show earlier transactions' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load earlier transactions');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    down = false;
    await user().click(screen.getByRole('button', { name: 'Show earlier transactions' }));
    expect(await screen.findByText('4 transactions shown')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with none yet, leads to adding money; with filters that match nothing, offers to clear them', async () => {
    history({});
    const first = renderPage(AllTransactions(), ALL);
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      '/dashboard/topup',
    );
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();

    const { router } = renderPage(AllTransactions(), ALL, { at: `${ALL}?status=returned` });
    expect(
      await screen.findByRole('heading', { name: 'No transactions match these filters' }),
    ).toBeInTheDocument();
    await user().click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('when the list cannot be loaded (503) says so in the catalogue\'s words, and "Try again" loads it', async () => {
    let down = true;
    const api = history(
      {},
      {
        'GET /transaction/list': () =>
          down
            ? refusal(503, 'service_unavailable')
            : reply(200, { data: { items: [RENT], next_cursor: null } }),
      },
    );
    const { container } = renderPage(AllTransactions(), ALL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your transactions');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findRow(/John Smith/)).toBeInTheDocument();
    expect(api.to('GET', '/transaction/list')).toHaveLength(2);
  });

  it('when the wallets cannot be loaded says so too, and "Try again" loads them', async () => {
    let down = true;
    history(
      { first: { items: [RENT], next_cursor: null } },
      {
        'GET /wallet/list': () =>
          down ? refusal(502, 'bad_gateway') : reply(200, { data: [AED, GBP] }),
      },
    );
    renderPage(AllTransactions(), ALL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your wallets');
    expect(alert).toHaveTextContent(STATUS_TEXTS[502]);
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findRow(/John Smith/)).toBeInTheDocument();
  });

  it('in Arabic: Arabic words, Western digits, DD-MM-YYYY days, and no axe violation with the details open', async () => {
    await setupI18n('ar');
    try {
      history({ first: { items: [RENT], next_cursor: null } });
      const { container } = renderPage(AllTransactions(), ALL);
      const row = await findRow(/John Smith/);
      expect(screen.getByRole('heading', { level: 1, name: 'جميع المعاملات' })).toBeInTheDocument();
      expect(row).toHaveTextContent('−£955.37');
      expect(row).toHaveTextContent('02-03-2026');
      expect(screen.getByText('معاملة واحدة معروضة')).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
      await user().click(row);
      const dialog = await screen.findByRole('dialog', { name: 'تفاصيل المعاملة' });
      await within(dialog).findByText('Rent March');
      expect(dialog).toHaveTextContent('GBP 5.37');
      expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
