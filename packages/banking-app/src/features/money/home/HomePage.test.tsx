import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  type Routes,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { STATUS_TEXTS } from '@/api/errors';
import { i18n } from '@/i18n/i18n';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { HIDE_BALANCES_KEY } from '@/features/money/preferences';
import { customerType, details, money, transaction, wallet } from '@/lib/testing/money';
import type { Transaction } from '@bank/api-contract';
import { inReview } from '@/lib/testing/approvals';
import { partOfDay } from './greeting';

const HomePage = screenUnderTest(() => import('./HomePage'));

beforeEach(async () => {
  forgetCustomerType();
  localStorage.clear();
  await setToken('access-home');
});

const aed = wallet('AED', '1250.50');
const usd = wallet('USD', '100.00', {
  available: money('USD', '80.00'),
  on_hold: money('USD', '20.00'),
});
const latest = [
  transaction({
    transaction_type: 'topup_card',
    direction: 'in',
    amount: money('AED', '500.00'),
    card: { brand: 'visa', last4: '4242' },
  }),
  transaction({
    transaction_type: 'internal_transfer',
    direction: 'out',
    amount: money('AED', '250.00'),
    total_debit: money('AED', '250.00'),
    counterparty: { name: 'Omar H.', detail: null },
    status: 'pending',
  }),
];

/** A whole home: an individual with two wallets, rates, two transactions; `extra` replaces answers. */
function home(extra: Routes = {}) {
  return fakeApi({
    'GET /customer/get_customer_details_by_id': reply(200, details()),
    'GET /customer/customer_type': reply(200, customerType('individual')),
    'GET /wallet/list': reply(200, { data: [aed, usd] }),
    'GET /fx/rates': reply(200, {
      data: {
        base: 'AED',
        rates: [{ currency: 'USD', mid_rate: '0.2723', updated_at: '2026-11-21T08:00:00.000Z' }],
        spread_bps: 50,
        crypto_spread_bps: 100,
      },
    }),
    'GET /transaction/list': reply(200, { data: { items: latest, next_cursor: null } }),
    'GET /review/list': reply(200, { data: [] }),
    'POST /customer/email/resend_verification': reply(202, { data: { message: 'sent' } }),
    ...extra,
  });
}

describe('Dashboard home', () => {
  it('greets by the part of the day', () => {
    expect(partOfDay(new Date(2026, 0, 1, 9))).toBe('morning');
    expect(partOfDay(new Date(2026, 0, 1, 13))).toBe('afternoon');
    expect(partOfDay(new Date(2026, 0, 1, 21))).toBe('evening');
  });

  it('greets the customer by first name and sends the email link again when asked', async () => {
    const api = home({
      'GET /customer/get_customer_details_by_id': reply(
        200,
        details({
          email_verified: false,
          mfa: { totp_enabled: false, otp_channel: null, recovery_codes_remaining: 0 },
        }),
      ),
    });
    renderPage(HomePage(), '/dashboard');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Good (morning|afternoon|evening), Noura$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to/)).toHaveTextContent(
      'We sent a link to noura@example.ae. Open it to confirm that this address is yours.',
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/We sent a new link to/)).toHaveTextContent(
      'We sent a new link to noura@example.ae.',
    );
    expect(api.to('POST', '/customer/email/resend_verification')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Set it up in Security' })).toHaveAttribute(
      'href',
      '/dashboard/security_page',
    );
  });

  it('shows the total as an estimate in dirhams, each wallet with available and on hold, and the latest transactions', async () => {
    home();
    const { container } = renderPage(HomePage(), '/dashboard');
    // 1,250.50 AED + 100 USD ÷ 0.2723 = 1,617.74 AED
    const total = await screen.findByRole('region', { name: 'Total balance' });
    expect(await within(total).findByText('AED 1,617.74')).toBeInTheDocument();
    expect(total).toHaveTextContent("Estimated in AED at today's mid-market rates");
    const wallets = await screen.findByRole('list', { name: 'Wallets' });
    const usdCard = within(wallets).getByRole('link', { name: /USD/ });
    expect(usdCard).toHaveAttribute('href', `/dashboard/customer_wallet?wallet=${usd.wallet_id}`);
    expect(wallets).toHaveTextContent('Available$80.00');
    expect(wallets).toHaveTextContent('On hold$20.00');
    const activity = await screen.findByRole('list', { name: 'Latest transactions' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(2);
    expect(activity).toHaveTextContent('Card top-up, card ending 4242');
    expect(activity).toHaveTextContent(/To \u2068Omar H\.\u2069/);
    expect(activity).toHaveTextContent('−AED 250.00');
    // Each row opens the transaction's details in the history.
    const sent = within(activity).getByRole('link', { name: /Omar H\./ });
    expect(sent).toHaveAttribute(
      'href',
      `/dashboard/all_transactions?transaction=${latest[1]!.transaction_id}`,
    );
    expect(screen.getByText('Identity verified')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hides every balance with one switch (aria-pressed), remembered on this device, and shows them again', async () => {
    home();
    const view = renderPage(HomePage(), '/dashboard');
    const user = userEvent.setup({ delay: null });
    const hide = await screen.findByRole('button', { name: 'Hide balances' });
    expect(hide).toHaveAttribute('aria-pressed', 'false');
    await screen.findByText('AED 1,617.74');
    await user.click(hide);
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('AED 1,617.74')).toBeNull();
    expect(screen.queryByText(/1,250\.50/)).toBeNull();
    expect(screen.getByText('Total balance hidden')).toBeInTheDocument();
    expect(localStorage.getItem(HIDE_BALANCES_KEY)).toBe('1');
    expect(await axeViolations(view.container)).toEqual([]);
    view.unmount();
    renderPage(HomePage(), '/dashboard');
    const again = await screen.findByRole('button', { name: 'Hide balances' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await user.click(again);
    expect(await screen.findByText('AED 1,617.74')).toBeInTheDocument();
    expect(localStorage.getItem(HIDE_BALANCES_KEY)).toBeNull();
  });

  it('converts the total into the currency the customer chooses, remembered on this device', async () => {
    const rates = {
      AED: [{ currency: 'USD', mid_rate: '0.2723' }],
      USD: [{ currency: 'AED', mid_rate: '3.6725' }],
    };
    let base: keyof typeof rates = 'AED';
    home({
      'GET /fx/rates': () =>
        reply(200, {
          data: {
            base,
            rates: rates[base].map((r) => ({ ...r, updated_at: '2026-11-21T08:00:00.000Z' })),
            spread_bps: 50,
            crypto_spread_bps: 100,
          },
        }),
    });
    renderPage(HomePage(), '/dashboard');
    expect(await screen.findByText('AED 1,617.74')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    // The field's combobox code loads when the customer comes to it: the field is found afresh
    // each time, as the customer sees it (the stand-in first, then the real one, same place).
    const select = () => screen.getByRole('combobox', { name: 'Show the total in' });
    base = 'USD';
    await user.clear(select());
    await user.type(select(), 'USD{Enter}');
    // 100 USD + 1,250.50 AED ÷ 3.6725 = 440.50 USD
    expect(await screen.findByText('$440.50')).toBeInTheDocument();
    expect(select()).toHaveValue('USD – United States dollar');
    expect(localStorage.getItem('sadu.displayCurrency')).toBe('USD');
  });

  it('is drawn whole once the details and wallets have come: nothing moves when a notice comes', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    home({
      // A customer without a second factor: the details bring a notice above the balances.
      'GET /customer/get_customer_details_by_id': async () => {
        await held;
        return reply(
          200,
          details({ mfa: { totp_enabled: false, otp_channel: null, recovery_codes_remaining: 0 } }),
        );
      },
    });
    renderPage(HomePage(), '/dashboard');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // The wallets have come, the details not: the page waits whole, and says so.
    await waitFor(() => expect(screen.getByText('Loading your details')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Total balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your wallets' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
    expect(screen.getByText('Protect your account with a second check')).toBeInTheDocument();
  });

  it('adds the name and the company to the greeting only with the page: a greeting that wraps to two lines with them moves nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    home({
      'GET /customer/get_customer_details_by_id': reply(
        200,
        details({
          user_type: 'corporate',
          customer_type: 'admin',
          company: {
            company_id: '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
            name: 'Falcon Trading LLC',
          },
        }),
      ),
      // The details have come, the wallets not.
      'GET /wallet/list': async () => {
        await held;
        return reply(200, { data: [aed, usd] });
      },
    });
    renderPage(HomePage(), '/dashboard');
    const plain = { morning: 'Good morning', afternoon: 'Good afternoon', evening: 'Good evening' }[
      partOfDay()
    ];
    expect(await screen.findByRole('heading', { level: 1, name: plain })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Loading your details')).toBeInTheDocument());
    expect(screen.queryByText(/Falcon Trading LLC/)).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: `${plain}, Noura` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Falcon Trading LLC/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
  });

  it('tells a customer who has just registered what to do next: verify the identity, open a wallet', async () => {
    home({
      'GET /customer/get_customer_details_by_id': reply(
        200,
        details({ kyc_status: 'not_started' }),
      ),
      'GET /wallet/list': reply(200, { data: [] }),
      'GET /transaction/list': reply(200, { data: { items: [], next_cursor: null } }),
    });
    const { container } = renderPage(HomePage(), '/dashboard');
    expect(await screen.findByText('Next step: verify your identity')).toBeInTheDocument();
    expect(screen.getByText(/have your Emirates ID or passport ready/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/dashboard/verify_kyc',
    );
    expect(
      await screen.findByRole('heading', { name: 'You have no wallet yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a wallet' })).toHaveAttribute(
      'href',
      '/dashboard/customer_wallet',
    );
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(await screen.findByText('AED 0.00')).toBeInTheDocument();
    // Nothing to send or convert yet: not offered.
    const actions = screen.getByRole('list', { name: 'Quick actions' });
    expect(within(actions).queryByRole('link', { name: /Send money|Convert/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leads a customer whose wallets are all at zero to add money first, instead of offering to send or convert', async () => {
    home({ 'GET /wallet/list': reply(200, { data: [wallet('AED', '0.00')] }) });
    const { container } = renderPage(HomePage(), '/dashboard');
    expect(await screen.findByText('Add money to start')).toBeInTheDocument();
    expect(screen.getByText(/Your wallets are empty/)).toBeInTheDocument();
    const actions = screen.getByRole('list', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Add money', 'Statements']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says documents are being checked (pending), and how to send them again (rejected)', async () => {
    const limit = (kind: string, daily: string) => ({
      kind,
      label: kind,
      per_transaction: money('AED', daily),
      daily: money('AED', daily),
      monthly: money('AED', '3000.00'),
      used_today: money('AED', '0.00'),
      used_this_month: money('AED', '0.00'),
      remaining_today: money('AED', daily),
      remaining_this_month: money('AED', '3000.00'),
    });
    const api = home({
      'GET /customer/get_customer_details_by_id': reply(200, details({ kyc_status: 'pending' })),
      'GET /limits': reply(200, {
        data: [limit('transfer', '1000.00'), limit('topup_card', '1000.00')],
      }),
    });
    const first = renderPage(HomePage(), '/dashboard');
    expect(await screen.findByText('We are checking your documents')).toBeInTheDocument();
    // Told before starting what waits for the check and what is open now, with the day's limits.
    expect(
      await screen.findByText(/^Until the check is approved you can add money by card/),
    ).toHaveTextContent(
      'Until the check is approved you can add money by card (up to AED 1,000.00 a day), send money to Sadu Bank customers (up to AED 1,000.00 a day) and convert between your wallets. Sending to other banks and virtual assets wait for the check.',
    );
    expect(screen.queryByText(/you can use your wallets meanwhile/)).toBeNull();
    expect(api.to('GET', '/limits')).toHaveLength(1);
    expect(
      screen.queryByRole('link', { name: /Verify your identity|Send your documents again/ }),
    ).toBeNull();
    first.unmount();
    home({
      'GET /customer/get_customer_details_by_id': reply(200, details({ kyc_status: 'rejected' })),
    });
    renderPage(HomePage(), '/dashboard');
    expect(await screen.findByText('We could not verify your identity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send your documents again' })).toHaveAttribute(
      'href',
      '/dashboard/verify_kyc',
    );
  });

  it("asks only for what the page shows: no review queue for an individual, no rates when every wallet is in the total's currency", async () => {
    const api = home({ 'GET /wallet/list': reply(200, { data: [aed] }) });
    renderPage(HomePage(), '/dashboard');
    const total = await screen.findByRole('region', { name: 'Total balance' });
    expect(await within(total).findByText('AED 1,250.50')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Latest transactions' })).toBeInTheDocument();
    expect(api.to('GET', '/fx/rates')).toHaveLength(0);
    expect(api.to('GET', '/review/list')).toHaveLength(0);
    // An approved identity check has the published limits: nothing to say of them on the home.
    expect(api.to('GET', '/limits')).toHaveLength(0);
  });

  it('offers an individual every quick action', async () => {
    home();
    renderPage(HomePage(), '/dashboard');
    const actions = await screen.findByRole('list', { name: 'Quick actions' });
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Add money', 'Send money', 'Convert', 'Statements']),
    );
    expect(within(actions).getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      '/dashboard/topup',
    );
  });

  it('shows a corporate viewer no action that moves money, and how many transactions wait for review', async () => {
    home({
      'GET /customer/customer_type': reply(200, customerType('corporate', 'viewer')),
      'GET /customer/get_customer_details_by_id': reply(
        200,
        details({
          user_type: 'corporate',
          customer_type: 'viewer',
          company: {
            company_id: '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
            name: 'Dhow Logistics LLC',
          },
        }),
      ),
      'GET /review/list': reply(200, { data: [inReview(latest[1]!)] }),
    });
    const { container } = renderPage(HomePage(), '/dashboard');
    expect(
      await screen.findByText('You are using online banking for Dhow Logistics LLC.'),
    ).toBeInTheDocument();
    // The viewer is told their role and what it lets them do, not that every service is open.
    expect(screen.getByText(/^Your role is Viewer: you can see/)).toHaveTextContent(
      'but not move money.',
    );
    expect(screen.queryByText(/Every service of your account is open to you/)).toBeNull();
    expect(
      await screen.findByRole('heading', { name: '1 transaction waits for review' }),
    ).toBeInTheDocument();
    const actions = screen.getByRole('list', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Statements']);
    expect(screen.queryByRole('link', { name: /Add money|Send money|Convert/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("words a preparer's actions as preparing, and an approver's queue as theirs", async () => {
    home({
      'GET /customer/customer_type': reply(200, customerType('corporate', 'preparer')),
      'GET /customer/get_customer_details_by_id': reply(
        200,
        details({
          user_type: 'corporate',
          customer_type: 'preparer',
          company: {
            company_id: '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
            name: 'Dhow Logistics LLC',
          },
        }),
      ),
    });
    const first = renderPage(HomePage(), '/dashboard');
    const actions = await screen.findByRole('list', { name: 'Quick actions' });
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Add money', 'Prepare a transfer', 'Prepare a conversion', 'Statements']),
    );
    expect(screen.getByText(/sent for approval before any money moves/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No transaction waits for review.' }),
    ).toBeInTheDocument();
    first.unmount();
    forgetCustomerType();
    home({
      'GET /customer/customer_type': reply(200, customerType('corporate', 'approver')),
      'GET /review/list': reply(200, { data: [inReview(latest[1]!), inReview(latest[0]!)] }),
    });
    renderPage(HomePage(), '/dashboard');
    expect(
      await screen.findByRole('heading', { name: '2 transactions wait for your review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the list' })).toHaveAttribute(
      'href',
      '/dashboard/waiting_review',
    );
  });

  it('shows a preparer at once what approvers decided on what they prepared: the rejected first, with who and why', async () => {
    const me = { customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01', name: 'Peter Falcon' };
    const approver = { customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b02', name: 'Amal Falcon' };
    const someoneElse = { customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b03', name: 'Other' };
    const prepared = (over: Partial<Transaction> & Pick<Transaction, 'amount'>) =>
      transaction({
        transaction_type: 'internal_transfer',
        direction: 'out',
        counterparty: { name: 'Gulf Supplies LLC', detail: null },
        created_by: me,
        updated_at: '2026-11-20T10:00:00.000Z',
        ...over,
      });
    const rejected = prepared({
      status: 'rejected',
      amount: money('AED', '120.00'),
      rejected_by: approver,
      rejection_reason: 'Wrong amount: the invoice says 102.00',
    });
    const approved = prepared({
      status: 'completed',
      amount: money('AED', '300.00'),
      approved_by: approver,
    });
    const notMine = prepared({
      status: 'rejected',
      created_by: someoneElse,
      amount: money('AED', '9.00'),
    });
    home({
      'GET /customer/customer_type': reply(200, customerType('corporate', 'preparer')),
      'GET /customer/get_customer_details_by_id': reply(
        200,
        details({ user_type: 'corporate', customer_type: 'preparer' }),
      ),
      'GET /review/list': (call) =>
        reply(200, {
          data:
            call.query.status === 'rejected'
              ? [inReview(notMine), inReview(rejected)]
              : call.query.status === 'completed'
                ? [inReview(approved)]
                : [],
        }),
    });
    const { container } = renderPage(HomePage(), '/dashboard');
    const region = await screen.findByRole('region', { name: 'Decisions on what you prepared' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Rejected');
    expect(items[0]).toHaveTextContent('Rejected by Amal Falcon on 20-11-2026');
    expect(items[0]).toHaveTextContent('Reason: Wrong amount: the invoice says 102.00');
    expect(
      within(items[0]!).getByRole('link', { name: /120\.00 to Gulf Supplies LLC$/ }),
    ).toHaveAttribute(
      'href',
      `/dashboard/waiting_review/internal_transfer/${rejected.transaction_id}`,
    );
    expect(items[1]).toHaveTextContent('Approved by Amal Falcon');
    expect(region).not.toHaveTextContent('AED 9.00');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what failed when the wallets cannot be loaded (503), in the catalogue\'s words, and "Try again" loads them', async () => {
    let down = true;
    const api = home({
      'GET /wallet/list': () =>
        down ? refusal(503, 'service_unavailable') : reply(200, { data: [aed] }),
    });
    const { container } = renderPage(HomePage(), '/dashboard');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('We could not load your balances');
    expect(alerts[0]).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await userEvent
      .setup({ delay: null })
      .click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('AED 1,250.50')).length).toBeGreaterThan(0);
    expect(api.to('GET', '/wallet/list').length).toBeGreaterThanOrEqual(2);
  });

  it('says what failed when the details cannot be loaded (503), and "Try again" loads them', async () => {
    let down = true;
    const api = home({
      'GET /customer/get_customer_details_by_id': () =>
        down ? refusal(503, 'service_unavailable') : reply(200, details()),
    });
    renderPage(HomePage(), '/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your details');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Sadu Bank');
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /, Noura$/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to('GET', '/customer/get_customer_details_by_id')).toHaveLength(2);
  });

  it('reads in Arabic with Western digits and en-US grouping', async () => {
    home();
    await i18n().changeLanguage('ar');
    try {
      const { container } = renderPage(HomePage(), '/dashboard');
      expect(
        await screen.findByRole('heading', { level: 1, name: /نورة|Noura/ }),
      ).toBeInTheDocument();
      expect(await screen.findByText('AED 1,617.74')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'إخفاء الأرصدة' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await i18n().changeLanguage('en');
    }
  });
});
