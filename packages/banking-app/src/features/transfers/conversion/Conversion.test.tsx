import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  refusal,
  reply,
  routeOf,
  screenUnderTest,
  testScreen,
  type Routes,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { PATHS } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { customerType, money, transaction, wallet } from '@/lib/testing/money';
import { conversionStore, quoteRequest, type ConversionDraft } from './draft';

const Start = screenUnderTest(() => import('./ConversionQuote'));
const pages: Record<string, ComponentType> = {};
beforeAll(async () => {
  pages[PATHS.conversionStep2] = testScreen(await import('./ConversionReview'));
  pages[PATHS.conversionSuccess] = testScreen(
    await import('@/features/transfers/success/TransactionSuccessPage'),
  );
}, 180_000);

beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('access-conversion');
});

function renderFlow(at: string) {
  const router = createMemoryRouter(
    [
      routeOf(PATHS.conversionStep1, Start()),
      ...Object.entries(pages).map(([path, Component]) => routeOf(path, Component)),
      { path: '*', Component: () => <h1>elsewhere</h1> },
    ],
    { initialEntries: [at] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const aed = wallet('AED', '5000.00');
const usd = wallet('USD', '10.00');
let serial = 0;
function quote(rate = '0.2720000000', expiresIn = 30_000) {
  serial += 1;
  return {
    quote_id: `9b1f0000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    from_currency: 'AED',
    to_currency: 'USD',
    sell: money('AED', '100.00'),
    buy: money('USD', rate === '0.2720000000' ? '27.20' : '27.00'),
    fee: money('AED', '0.50'),
    total_debit: money('AED', '100.50'),
    rate,
    mid_rate: '0.2722900000',
    inverse_rate: '3.6764705880',
    spread_bps: 10,
    expires_at: new Date(Date.now() + expiresIn).toISOString(),
    expires_in: 30,
  };
}
const converted = transaction({
  transaction_type: 'conversion',
  direction: 'own',
  amount: money('AED', '100.00'),
  counter_amount: money('USD', '27.20'),
  rate: '0.2720000000',
  fee: money('AED', '0.50'),
});

function backend(extra: Routes = {}) {
  return fakeApi({
    'GET /customer/customer_type': reply(200, customerType('individual')),
    'GET /wallet/list': reply(200, { data: [aed, usd] }),
    'GET /limits': reply(200, { data: [] }),
    'POST /fx/quote': () => reply(201, { data: quote() }),
    'POST /fx/conversion': reply(201, { data: converted }),
    [`GET /transaction/${converted.transaction_id}`]: reply(200, { data: converted }),
    ...extra,
  });
}

const quoted = (extra: Partial<ConversionDraft> = {}): ConversionDraft => {
  const q = quote();
  return {
    startedAt: new Date().toISOString(),
    fromWalletId: aed.wallet_id,
    fromCurrency: 'AED',
    toWalletId: usd.wallet_id,
    toCurrency: 'USD',
    amount: '10000',
    quote: {
      quoteId: q.quote_id,
      rate: q.rate,
      inverseRate: q.inverse_rate,
      fromCurrency: 'AED',
      toCurrency: 'USD',
      sellMinor: '10000',
      buyMinor: '2720',
      buyAmount: '27.20',
      feeMinor: '50',
      totalMinor: '10050',
      expiresAt: q.expires_at,
    },
    idempotencyKey: '7a0c1f7e-1111-4a2b-9c3d-000000000001',
    ...extra,
  };
};
const CONVERT = /^Convert AED\s100\.50$/;
/** The description list's terms with their descriptions. */
const terms = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('Conversion (/dashboard/conversion_transaction_step1 and 2)', () => {
  it('quotes and converts once for a double click, then shows the conversion', async () => {
    const api = backend();
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderFlow(PATHS.conversionStep1);
    await user.click(await screen.findByRole('button', { name: 'Get a rate' }));
    expect(await screen.findAllByText('Choose the wallet to convert from.')).not.toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(
      within(screen.getByRole('group', { name: /Convert from/ })).getByRole('radio', {
        name: /^AED/,
      }),
    );
    await user.type(screen.getByRole('textbox', { name: /Amount to convert/ }), '100');
    await user.click(
      within(screen.getByRole('group', { name: /Convert to/ })).getByRole('radio', {
        name: /^USD/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Get a rate' }));
    expect(await screen.findByText('1 AED = 0.2720000000 USD')).toBeInTheDocument();
    expect(screen.getByText(/^USD\s27\.20$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount to receive \(calculated\)/ })).toHaveValue(
      '27.20',
    );
    expect(terms()).toHaveProperty('You convert exactly');
    expect(screen.getByText('Rate guaranteed for')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('button', { name: CONVERT });
    await waitFor(() => expect(conversionStore.read()?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/));
    expect(await axeViolations(container)).toEqual([]);
    await user.dblClick(confirm);
    expect(await screen.findByText('Money converted')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATHS.conversionSuccess);
    expect(api.to('POST', '/fx/conversion')).toHaveLength(1);
    expect(conversionStore.read()).toBeNull();
    expect(screen.getByRole('link', { name: 'Convert again' })).toHaveAttribute(
      'href',
      PATHS.conversionStep1,
    );
  });

  it('quotes "Amount to receive" as it is typed, calculates the amount to convert, and keeps the side in the draft', async () => {
    const api = backend();
    const user = userEvent.setup({ delay: null });
    const { container, unmount } = renderFlow(PATHS.conversionStep1);
    await user.click(
      within(await screen.findByRole('group', { name: /Convert from/ })).getByRole('radio', {
        name: /^AED/,
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /Convert to/ })).getByRole('radio', {
        name: /^USD/,
      }),
    );
    // Both amounts: what is converted is typed by default, what arrives calculated.
    expect(screen.getByRole('textbox', { name: /^Amount to convert/ })).toHaveAccessibleName(
      expect.not.stringContaining('calculated'),
    );
    const receive = screen.getByRole('textbox', { name: /^Amount to receive \(calculated\)/ });
    expect(receive).toHaveValue('');
    await user.type(receive, '27.20');
    expect(receive).toHaveAccessibleName(expect.not.stringContaining('calculated'));
    expect(receive).toHaveAccessibleDescription(expect.stringContaining('exact amount, in USD'));
    // Asked once typing paused, without "Get a rate": the amount to convert comes from the quote.
    const send = screen.getByRole('textbox', { name: /^Amount to convert \(calculated\)/ });
    await waitFor(() => expect(send).toHaveValue('100.00'));
    expect(screen.getByText('1 AED = 0.2720000000 USD')).toBeInTheDocument();
    expect(api.to('POST', '/fx/quote').map((c) => c.body)).toEqual([
      { from_currency: 'AED', to_currency: 'USD', buy_amount_minor: '2720' },
    ]);
    expect(terms()).toMatchObject({
      'You convert (calculated at this rate)': expect.stringMatching(/^AED\s100\.00$/),
      'You receive exactly': expect.stringMatching(/^USD\s27\.20$/),
    });
    expect(conversionStore.read()).toMatchObject({ side: 'buy', amount: '2720' });
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    renderFlow(PATHS.conversionStep1);
    expect(await screen.findByRole('textbox', { name: /^Amount to receive/ })).toHaveValue('27.20');
    expect(screen.getByRole('textbox', { name: /^Amount to convert \(calculated\)/ })).toHaveValue(
      '100.00',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('buys a virtual asset by the amount to receive, typed in its own decimals (BTC: 8); the review asks again in the same unit', async () => {
    const btc = wallet('BTC', '0.00000000', { kind: 'crypto', name: 'Bitcoin', iban: null });
    const btcQuote = () => ({
      ...quote(),
      to_currency: 'BTC',
      buy: money('BTC', '0.00125000'),
      rate: '0.0000025000',
      inverse_rate: '400000.0000000000',
      mid_rate: '0.0000025100',
    });
    const api = backend({
      'GET /wallet/list': reply(200, { data: [aed, btc] }),
      'POST /fx/quote': () => reply(201, { data: btcQuote() }),
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderFlow(PATHS.conversionStep1);
    await user.click(
      within(await screen.findByRole('group', { name: /Convert from/ })).getByRole('radio', {
        name: /^AED/,
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /Convert to/ })).getByRole('radio', {
        name: /^BTC/,
      }),
    );
    const receive = screen.getByRole('textbox', { name: /^Amount to receive/ });
    expect(receive).toHaveAccessibleDescription(expect.stringContaining('BTC'));
    await user.type(receive, '0.00125');
    expect(await screen.findByText(/^BTC\s0\.00125000$/)).toBeInTheDocument();
    expect(api.to('POST', '/fx/quote').map((c) => c.body)).toEqual([
      { from_currency: 'AED', to_currency: 'BTC', buy_amount_minor: '125000' },
    ]);
    expect(conversionStore.read()).toMatchObject({
      side: 'buy',
      amount: '125000',
      toMinorUnits: 8,
    });
    expect(await axeViolations(container)).toEqual([]);
    // The same request again, as the review's refresh of an expired rate sends it.
    const draft = conversionStore.read()!;
    expect(quoteRequest('AED', draft.toCurrency!, draft.side!, draft.amount!)).toEqual({
      from_currency: 'AED',
      to_currency: 'BTC',
      buy_amount_minor: '125000',
    });
  });

  it('the review restates both amounts and which one is exact', async () => {
    backend();
    conversionStore.write(quoted({ side: 'buy', amount: '2720' }));
    const { container } = renderFlow(PATHS.conversionStep2);
    await screen.findByRole('button', { name: CONVERT });
    expect(terms()).toMatchObject({
      'You convert (calculated at this rate)': expect.stringMatching(/^AED\s100\.00$/),
      Fee: expect.stringMatching(/^AED\s0\.50$/),
      'Total taken from your wallet': expect.stringMatching(/^AED\s100\.50$/),
      'You receive exactly': expect.stringMatching(/^USD\s27\.20$/),
    });
    expect(screen.getByText('1 AED = 0.2720000000 USD')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('refreshes an expired rate on the review with a new key, and says the rate changed', async () => {
    const api = backend({ 'POST /fx/quote': () => reply(201, { data: quote('0.2700000000') }) });
    conversionStore.write(
      quoted({
        quote: { ...quoted().quote!, expiresAt: new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { container } = renderFlow(PATHS.conversionStep2);
    expect(await screen.findByText('This rate has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONVERT })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Get a new rate' }));
    expect(await screen.findByText('The rate has changed')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: CONVERT }));
    await screen.findByText('Money converted');
    const body = api.to('POST', '/fx/conversion')[0]?.body as {
      idempotency_key: string;
      quote_id: string;
    };
    expect(body.idempotency_key).not.toBe(quoted().idempotencyKey);
    expect(body.quote_id).not.toBe(quoted().quote!.quoteId);
  });

  it('a quote the bank calls expired shows as expired with its re-quote, whatever the countdown said', async () => {
    const api = backend({
      'POST /fx/conversion': refusal(409, 'quote_expired', {
        message: 'This quote expired at 10:00:30 UTC. Ask for a new quote to see the current rate.',
      }),
    });
    conversionStore.write(quoted());
    const user = userEvent.setup({ delay: null });
    const { container } = renderFlow(PATHS.conversionStep2);
    await user.click(await screen.findByRole('button', { name: CONVERT }));
    expect(
      await screen.findByText(/Ask for a new quote to see the current rate/),
    ).toBeInTheDocument();
    // The countdown says it first, then the box offers the new rate (the element is replaced).
    const again = await screen.findByRole('button', { name: 'Get a new rate' });
    expect(screen.getByText('This rate has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONVERT })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(again);
    expect(await screen.findByText('Rate guaranteed for')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONVERT })).toBeEnabled();
    expect(api.to('POST', '/fx/quote').map((c) => c.body)).toEqual([
      { from_currency: 'AED', to_currency: 'USD', amount_minor: '10000' },
    ]);
  });

  it('after an unanswered confirmation, a reload retries with the same key', async () => {
    let fail = true;
    const api = backend({
      'POST /fx/conversion': () =>
        fail ? refusal(503, 'service_unavailable') : reply(201, { data: converted }),
    });
    conversionStore.write(quoted());
    const user = userEvent.setup({ delay: null });
    const first = renderFlow(PATHS.conversionStep2);
    await user.click(await screen.findByRole('button', { name: CONVERT }));
    expect(await screen.findByText('We could not reach the bank')).toBeInTheDocument();
    first.unmount();
    fail = false;
    renderFlow(PATHS.conversionStep2);
    expect(await screen.findByText('We did not hear back from the bank')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONVERT }));
    await screen.findByText('Money converted');
    expect(
      api
        .to('POST', '/fx/conversion')
        .map((c) => (c.body as { idempotency_key: string }).idempotency_key),
    ).toEqual([quoted().idempotencyKey, quoted().idempotencyKey]);
  });

  it('shows insufficient funds on the first step with the wallets kept', async () => {
    backend({
      'POST /fx/conversion': refusal(422, 'insufficient_funds', {
        message: 'The AED wallet has AED 5,000.00 available.',
      }),
    });
    conversionStore.write(quoted());
    const user = userEvent.setup({ delay: null });
    const { router } = renderFlow(PATHS.conversionStep2);
    await user.click(await screen.findByRole('button', { name: CONVERT }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.conversionStep1));
    expect(await screen.findByText('Not enough money in this wallet')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('group', { name: /Convert from/ })).getByRole('radio', {
        name: /^AED/,
      }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Amount to convert/ })).toHaveValue('100.00');
  });
});
