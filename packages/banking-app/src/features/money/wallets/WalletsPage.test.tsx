import { screen, within } from '@testing-library/react';
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
import { customerType, money, wallet } from '@/lib/testing/money';

const WalletsPage = screenUnderTest(() => import('./WalletsPage'));

beforeEach(async () => {
  forgetCustomerType();
  localStorage.clear();
  await setToken('access-wallets');
});

const aed = wallet('AED', '949.50');
const usd = wallet('USD', '100.00');
const eur = wallet('EUR', '0.00');
const instructions = (w: typeof aed) => ({
  data: {
    wallet_id: w.wallet_id,
    currency: w.currency,
    account_name: 'Noura Al Mansoori',
    account_number: w.account_number,
    iban: w.iban!,
    bic: 'SADUAEAAXXX',
    bank_name: 'Sadu Bank',
    bank_address: 'Sheikh Zayed Road, Dubai, UAE',
    reference: 'SADU-7F3K',
    fee: money(w.currency, '0.00'),
  },
});
const day = (period_start: string, moneyIn: string, moneyOut: string) => ({
  period_start,
  currency: 'AED',
  count: 1,
  money_in: money('AED', moneyIn),
  money_out: money('AED', moneyOut),
  fees: money('AED', '0.00'),
  net: {
    currency: 'AED',
    amount: '0',
    minor: String(BigInt(moneyIn.replace('.', '')) - BigInt(moneyOut.replace('.', ''))),
  },
});

function backend(extra: Routes = {}) {
  return fakeApi({
    'GET /customer/customer_type': reply(200, customerType('individual')),
    'GET /wallet/list': reply(200, { data: [aed, usd] }),
    [`GET /topup/bank_transfer/${aed.wallet_id}`]: reply(200, instructions(aed)),
    [`GET /topup/bank_transfer/${usd.wallet_id}`]: reply(200, instructions(usd)),
    'GET /transaction/summary': reply(200, {
      data: {
        from: '2026-10-22',
        to: '2026-11-20',
        period: 'day',
        rows: [day('2026-11-10', '1000.00', '0.00'), day('2026-11-18', '0.00', '50.50')],
      },
    }),
    'GET /wallet/currencies': reply(200, {
      data: [
        { currency: 'AED', kind: 'fiat', name: 'UAE dirham', minor_units: 2, opened: true },
        { currency: 'USD', kind: 'fiat', name: 'US dollar', minor_units: 2, opened: true },
        { currency: 'EUR', kind: 'fiat', name: 'Euro', minor_units: 2, opened: false },
        { currency: 'BTC', kind: 'crypto', name: 'Bitcoin', minor_units: 8, opened: false },
      ],
    }),
    ...extra,
  });
}

describe('Wallets (/dashboard/customer_wallet)', () => {
  it("lists every wallet, shows the first one's account details to copy and its balance history", async () => {
    backend();
    const { container } = renderPage(WalletsPage(), '/dashboard/customer_wallet');
    const list = await screen.findByRole('list', { name: 'Choose a wallet' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('aria-current', 'true');
    const section = screen.getByRole('region', { name: 'AED wallet' });
    expect(await within(section).findByText('SADUAEAAXXX')).toBeInTheDocument();
    expect(within(section).getByText(aed.iban!.replace(/(.{4})(?=.)/g, '$1 '))).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy IBAN' })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Copy Account number' }),
    ).toBeInTheDocument();
    const history = await within(section).findByRole('table', {
      name: 'Balance at the end of each day, AED',
    });
    const rows = within(history).getAllByRole('row');
    // Newest first: 18-11 closes at today's 949.50; 10-11 at 949.50 + 50.50 = 1,000.00.
    expect(rows[1]).toHaveTextContent('18-11-2026');
    expect(rows[1]).toHaveTextContent('AED 949.50');
    expect(rows[2]).toHaveTextContent('10-11-2026');
    expect(rows[2]).toHaveTextContent('AED 1,000.00');
    expect(within(section).getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      `/dashboard/topup?wallet=${aed.wallet_id}`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the wallet named in the address, copies one value, and shares all of them as text', async () => {
    backend();
    const user = userEvent.setup({ delay: null });
    renderPage(WalletsPage(), '/dashboard/customer_wallet', {
      at: `/dashboard/customer_wallet?wallet=${usd.wallet_id}`,
    });
    const section = await screen.findByRole('region', { name: 'USD wallet' });
    await user.click(await within(section).findByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe(usd.iban);
    await user.click(within(section).getByRole('button', { name: 'Share details' }));
    expect(
      await within(section).findByText('The details are ready to paste: we copied them.'),
    ).toBeInTheDocument();
    const shared = await navigator.clipboard.readText();
    expect(shared).toContain(`IBAN: ${usd.iban}`);
    expect(shared).toContain('BIC / SWIFT: SADUAEAAXXX');
    expect(shared).toContain('Currency: USD');
  });

  it("shows the wallet chosen in the list with its own details and history, never the last one's meanwhile", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = backend({
      [`GET /topup/bank_transfer/${usd.wallet_id}`]: async () => {
        await held;
        return reply(200, instructions(usd));
      },
    });
    const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage(WalletsPage(), '/dashboard/customer_wallet');
    const first = await screen.findByRole('region', { name: 'AED wallet' });
    expect(await within(first).findByText(grouped(aed.iban!))).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Choose a wallet' });
    await user.click(within(list).getByRole('link', { name: /USD/ }));
    expect(router.state.location.search).toBe(`?wallet=${usd.wallet_id}`);
    const section = await screen.findByRole('region', { name: 'USD wallet' });
    // Until the USD wallet's details come, the AED wallet's are not shown in their place.
    expect(within(section).queryByText(grouped(aed.iban!))).toBeNull();
    release();
    expect(await within(section).findByText(grouped(usd.iban!))).toBeInTheDocument();
    expect(
      await within(section).findByRole('table', { name: 'Balance at the end of each day, USD' }),
    ).toBeInTheDocument();
    expect(api.to('GET', '/transaction/summary').map((c) => c.query.currency)).toEqual([
      'AED',
      'USD',
    ]);
  });

  it('opens a wallet in a currency not opened yet, and selects it', async () => {
    let opened = false;
    const api = backend({
      'GET /wallet/list': () => reply(200, { data: opened ? [aed, usd, eur] : [aed, usd] }),
      'POST /wallet/open': () => {
        opened = true;
        return reply(201, { data: eur });
      },
      [`GET /topup/bank_transfer/${eur.wallet_id}`]: reply(200, instructions(eur)),
      'GET /wallet/currencies': () =>
        reply(200, {
          data: [{ currency: 'EUR', kind: 'fiat', name: 'Euro', minor_units: 2, opened }],
        }),
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(WalletsPage(), '/dashboard/customer_wallet');
    await screen.findByRole('region', { name: 'AED wallet' });
    await user.click(await screen.findByRole('button', { name: 'Open wallet' }));
    expect(await screen.findAllByText('Choose the currency of the new wallet.')).not.toHaveLength(
      0,
    );
    await user.click(screen.getByRole('combobox', { name: /Currency/ }));
    // The list opens once the combobox's code has loaded (on first use).
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('EUR')]);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Open wallet' }));
    expect(await screen.findByText('Your EUR wallet is open.')).toBeInTheDocument();
    expect(api.to('POST', '/wallet/open')[0]?.body).toEqual({ currency: 'EUR' });
    expect(await screen.findByRole('region', { name: 'EUR wallet' })).toBeInTheDocument();
    expect(
      await screen.findByText('You have a wallet in every currency we offer.'),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets a corporate viewer read the wallets but neither open one nor add money', async () => {
    backend({ 'GET /customer/customer_type': reply(200, customerType('corporate', 'viewer')) });
    renderPage(WalletsPage(), '/dashboard/customer_wallet');
    const section = await screen.findByRole('region', { name: 'AED wallet' });
    expect(await within(section).findByText('SADUAEAAXXX')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add money' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open wallet' })).toBeNull();
    expect(screen.getByText(/an approver or administrator opens new ones/)).toBeInTheDocument();
  });

  it('says when there is no wallet yet, and when the history is empty', async () => {
    backend({ 'GET /wallet/list': reply(200, { data: [] }) });
    const first = renderPage(WalletsPage(), '/dashboard/customer_wallet');
    expect(
      await screen.findByRole('heading', { name: 'You have no wallet yet' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open wallet' })).toBeInTheDocument();
    first.unmount();
    backend({
      'GET /transaction/summary': reply(200, {
        data: { from: '2026-10-22', to: '2026-11-20', period: 'day', rows: [] },
      }),
    });
    renderPage(WalletsPage(), '/dashboard/customer_wallet');
    expect(
      await screen.findByText('No money came in or went out in the last 30 days.'),
    ).toBeInTheDocument();
  });

  it('says what failed (503) in the catalogue\'s words, and "Try again" loads the wallets', async () => {
    let down = true;
    const api = backend({
      'GET /wallet/list': () =>
        down ? refusal(503, 'service_unavailable') : reply(200, { data: [aed] }),
    });
    const { container } = renderPage(WalletsPage(), '/dashboard/customer_wallet');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your wallets');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await userEvent
      .setup({ delay: null })
      .click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'AED wallet' })).toBeInTheDocument();
    expect(api.to('GET', '/wallet/list')).toHaveLength(2);
  });

  it('reads in Arabic, the IBAN kept left to right', async () => {
    backend();
    await i18n().changeLanguage('ar');
    try {
      const { container } = renderPage(WalletsPage(), '/dashboard/customer_wallet');
      const section = await screen.findByRole('region', { name: 'محفظة AED' });
      const iban = await within(section).findByText(aed.iban!.replace(/(.{4})(?=.)/g, '$1 '));
      expect(iban.closest('bdi')).toHaveAttribute('dir', 'ltr');
      expect(await within(section).findAllByText('AED 1,000.00')).toHaveLength(2);
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await i18n().changeLanguage('en');
    }
  });
});
