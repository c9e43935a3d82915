import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal, reply, screenUnderTest, type Routes } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { STATUS_TEXTS } from '@/api/errors';
import { PATHS } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { customerType, money, transaction, wallet } from '@/lib/testing/money';
import { readDraft, TOPUP_DRAFT_KEY, writeDraft } from './draft';

// The four steps and the start, each screen's module loaded once (with its loader, if it has one:
// the router runs it as each step is navigated to, as the app's does).
const Start = screenUnderTest(() => import('./TopupPage'));
const steps: { Component: ComponentType; loader?: unknown }[] = [];
beforeAll(async () => {
  for (const load of [
    () => import('./TopUpWallet'),
    () => import('./TopUpMethod'),
    () => import('./TopUpDetails'),
    () => import('./TopUpResult'),
  ])
    steps.push(await load());
}, 180_000);

beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('access-topup');
});
afterEach(() => {
  vi.useRealTimers();
});

function renderTopup(at: string) {
  const router = createMemoryRouter(
    [
      { path: PATHS.topup, Component: Start() },
      ...[PATHS.topupStep1, PATHS.topupStep2, PATHS.topupStep3, PATHS.topupStep4].map(
        (path, i) => ({
          path,
          Component: steps[i]!.Component,
          loader: steps[i]!.loader as LoaderFunction | undefined,
          // A first visit to a step waits for its loader, which answers at once (its calls are
          // deferred): nothing to draw meanwhile.
          HydrateFallback: () => null,
        }),
      ),
      { path: '*', Component: () => <h1>elsewhere</h1> },
    ],
    { initialEntries: [at] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const aed = wallet('AED', '1250.50');
const usd = wallet('USD', '100.00');
const quote = {
  quote_id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
  wallet_id: aed.wallet_id,
  amount: money('AED', '500.00'),
  fee: money('AED', '10.00'),
  total_charge: money('AED', '510.00'),
  expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
};
const paid = transaction({
  transaction_type: 'topup_card',
  direction: 'in',
  amount: money('AED', '500.00'),
  fee: money('AED', '10.00'),
  card: { brand: 'visa', last4: '4242' },
  to_wallet: { wallet_id: aed.wallet_id, currency: 'AED', account_number: aed.account_number },
});
const instructions = {
  data: {
    wallet_id: aed.wallet_id,
    currency: 'AED',
    account_name: 'Noura Al Mansoori',
    account_number: aed.account_number,
    iban: aed.iban!,
    bic: 'SADUAEAAXXX',
    bank_name: 'Sadu Bank',
    bank_address: 'Sheikh Zayed Road, Dubai, UAE',
    reference: 'SADU-7F3K',
    fee: money('AED', '0.00'),
  },
};

function backend(extra: Routes = {}) {
  return fakeApi({
    'GET /customer/customer_type': reply(200, customerType('individual')),
    'GET /wallet/list': reply(200, { data: [aed, usd] }),
    'POST /topup/card/quote': reply(201, { data: quote }),
    'POST /topup/card/confirm': reply(201, { data: paid }),
    [`GET /topup/${paid.transaction_id}`]: reply(200, { data: paid }),
    [`GET /topup/bank_transfer/${aed.wallet_id}`]: reply(200, instructions),
    ...extra,
  });
}

// Amounts put a no-break space between the code and the figure.
const PAY = /^Pay AED\s510\.00$/;
const stepHeading = (n: number) => screen.findByText(`Step ${n} of 4`, { exact: false });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.type(screen.getByRole('textbox', { name: /Card number/ }), number);
  await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '08/39');
  await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
  await user.type(screen.getByRole('textbox', { name: /Name on the card/ }), 'Noura Al Mansoori');
}

describe('Add money (/dashboard/topup, steps 1 to 4)', () => {
  it('tops up a wallet by card: wallet, method, amount and review (fee, what arrives), result; the card is never stored', async () => {
    const api = backend();
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderTopup(`/dashboard/topup?wallet=${aed.wallet_id}`);
    await stepHeading(1);
    expect(router.state.location.pathname).toBe('/dashboard/topup_step1');
    const aedOption = await screen.findByRole('radio', { name: /AED/ });
    expect(aedOption).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading(2);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Choose how to add money.')).not.toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /Debit or credit card/ }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading(3);
    // The card form is the method's own module: it arrives a moment after the step's heading.
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    expect(await screen.findAllByText('Enter the amount to add.')).not.toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '500');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(api.to('POST', '/topup/card/quote')[0]?.body).toEqual({
      wallet_id: aed.wallet_id,
      amount_minor: '50000',
    });
    const review = await screen.findByRole('heading', { name: 'Review your top-up' });
    const terms = review.parentElement!;
    expect(terms).toHaveTextContent('Arrives in your walletAED 500.00');
    expect(terms).toHaveTextContent('Card feeAED 10.00');
    expect(terms).toHaveTextContent('Charged to your cardAED 510.00');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: PAY }));
    expect(
      await screen.findAllByText('Enter the 16-digit card number on the front of your card.'),
    ).not.toHaveLength(0);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: PAY }));

    await stepHeading(4);
    expect(await screen.findByText('Money added')).toBeInTheDocument();
    expect(screen.getByText(/is in your AED wallet/)).toHaveTextContent(
      'AED 500.00 is in your AED wallet.',
    );
    expect(screen.getByText('ending 4242')).toBeInTheDocument();
    const body = api.to('POST', '/topup/card/confirm')[0]?.body as {
      idempotency_key: string;
      quote_id: string;
      card: Record<string, unknown>;
    };
    expect(body.quote_id).toBe(quote.quote_id);
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.card).toEqual({
      number: '4242424242424242',
      expiry_month: 8,
      expiry_year: 2039,
      cvc: '123',
      holder_name: 'Noura Al Mansoori',
    });
    expect(sessionStorage.getItem(TOPUP_DRAFT_KEY)).not.toMatch(/4242424242424242|"123"/);
    expect(await axeViolations(container)).toEqual([]);
    // Back to step 3 shows the result: the payment is never made twice.
    await router.navigate(PATHS.topupStep3);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/topup_step4'));
    expect(await screen.findByText('Money added')).toBeInTheDocument();
  });

  it('sends a step reached without its earlier steps to the first unfinished one, and keeps the draft across a reload', async () => {
    backend();
    const first = renderTopup('/dashboard/topup_step3');
    await stepHeading(1);
    expect(first.router.state.location.pathname).toBe('/dashboard/topup_step1');
    first.unmount();
    writeDraft({ startedAt: new Date().toISOString(), walletId: aed.wallet_id, currency: 'AED' });
    const second = renderTopup('/dashboard/topup_step4');
    await stepHeading(2);
    expect(second.router.state.location.pathname).toBe('/dashboard/topup_step2');
    second.unmount();
    writeDraft({
      startedAt: new Date().toISOString(),
      walletId: aed.wallet_id,
      currency: 'AED',
      method: 'card',
      amount: '12345',
    });
    renderTopup('/dashboard/topup_step3');
    expect(await screen.findByRole('textbox', { name: /Amount/ })).toHaveValue('123.45');
  });

  it('says why a card was declined, and tries another card with a new key', async () => {
    let declined = true;
    const api = backend({
      'POST /topup/card/confirm': () =>
        declined
          ? refusal(402, 'card_declined', {
              message: 'The card payment of AED 510.00 was declined: the issuer declined it.',
            })
          : reply(201, { data: paid }),
    });
    writeDraft({
      startedAt: new Date().toISOString(),
      walletId: aed.wallet_id,
      currency: 'AED',
      method: 'card',
      amount: '50000',
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderTopup('/dashboard/topup_step3');
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    await screen.findByRole('heading', { name: 'Review your top-up' });
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(
      await screen.findByText(
        'The card payment of AED 510.00 was declined: the issuer declined it. Try another card.',
      ),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    declined = false;
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByText('Money added')).toBeInTheDocument();
    const [a, b] = api
      .to('POST', '/topup/card/confirm')
      .map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(a).not.toBe(b);
  });

  // The quote holds 30 seconds, less than typing a card takes: the clock is moved past it.
  describe('a price that outlives its 30-second quote', () => {
    const CARD_TOPUP = {
      walletId: aed.wallet_id,
      currency: 'AED' as const,
      method: 'card' as const,
      amount: '50000',
    };
    /** The server's quotes, in order: each holds 30 seconds from when it is given. */
    function quotes(...fees: string[]) {
      let n = 0;
      return () => {
        const fee = fees[Math.min(n, fees.length - 1)]!;
        n += 1;
        return reply(201, {
          data: {
            ...quote,
            quote_id: `3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a${String(n).padStart(2, '0')}`,
            fee: money('AED', fee),
            total_charge: money('AED', (500 + Number(fee)).toFixed(2)),
            expires_at: new Date(Date.now() + 30_000).toISOString(),
          },
        });
      };
    }
    const quoteIds = (api: ReturnType<typeof backend>) =>
      api.to('POST', '/topup/card/confirm').map((c) => (c.body as { quote_id: string }).quote_id);

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      writeDraft({ startedAt: new Date().toISOString(), ...CARD_TOPUP });
    });

    it('never shows the price as expired: a quote that expired while the card was typed is replaced without a word, and Pay pays it', async () => {
      const api = backend({ 'POST /topup/card/quote': quotes('10.00') });
      const user = userEvent.setup({ delay: null });
      const { container } = renderTopup('/dashboard/topup_step3');
      await user.click(await screen.findByRole('button', { name: 'Review' }));
      await screen.findByRole('heading', { name: 'Review your top-up' });
      // The customer takes a minute to find the card.
      vi.setSystemTime(Date.now() + 60_000);
      await fillCard(user);
      await waitFor(() => expect(api.to('POST', '/topup/card/quote')).toHaveLength(2));
      expect(screen.queryByText(/expired/i)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('The price has changed')).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
      await user.click(screen.getByRole('button', { name: PAY }));
      expect(await screen.findByText('Money added')).toBeInTheDocument();
      expect(quoteIds(api)).toEqual(['3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a02']);
      expect(api.to('POST', '/topup/card/quote')[1]?.body).toEqual({
        wallet_id: aed.wallet_id,
        amount_minor: '50000',
      });
    });

    it('asks for a new price on Pay when the one held expired, and shows a different one to pay instead of charging it', async () => {
      const api = backend({ 'POST /topup/card/quote': quotes('10.00', '12.00') });
      const user = userEvent.setup({ delay: null });
      const { container } = renderTopup('/dashboard/topup_step3');
      await user.click(await screen.findByRole('button', { name: 'Review' }));
      await screen.findByRole('heading', { name: 'Review your top-up' });
      await fillCard(user);
      vi.setSystemTime(Date.now() + 60_000);
      expect(screen.queryByText(/expired/i)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: PAY }));
      await screen.findByText('The price has changed');
      expect(screen.getByRole('status')).toHaveTextContent(
        'When you reviewed it, the card fee was AED 10.00 and your card was to be charged AED 510.00.',
      );
      const terms = screen.getByRole('heading', { name: 'Review your top-up' }).parentElement!;
      expect(terms).toHaveTextContent('Card feeAED 12.00');
      expect(terms).toHaveTextContent('Charged to your cardAED 512.00');
      expect(api.to('POST', '/topup/card/confirm')).toHaveLength(0);
      expect(await axeViolations(container)).toEqual([]);
      await user.click(screen.getByRole('button', { name: /^Pay AED\s512\.00$/ }));
      expect(await screen.findByText('Money added')).toBeInTheDocument();
      expect(quoteIds(api)).toEqual(['3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a02']);
    });

    it('pays with a new quote at the same price when the server finds the one held expired (its clock ahead of ours)', async () => {
      let expired = true;
      const api = backend({
        'POST /topup/card/quote': quotes('10.00'),
        'POST /topup/card/confirm': () => {
          if (!expired) return reply(201, { data: paid });
          expired = false;
          return refusal(409, 'quote_expired');
        },
      });
      const user = userEvent.setup({ delay: null });
      renderTopup('/dashboard/topup_step3');
      await user.click(await screen.findByRole('button', { name: 'Review' }));
      await screen.findByRole('heading', { name: 'Review your top-up' });
      await fillCard(user);
      await user.click(screen.getByRole('button', { name: PAY }));
      expect(await screen.findByText('Money added')).toBeInTheDocument();
      expect(quoteIds(api)).toEqual([
        '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a01',
        '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a02',
      ]);
      const [a, b] = api
        .to('POST', '/topup/card/confirm')
        .map((c) => (c.body as { idempotency_key: string }).idempotency_key);
      expect(a).not.toBe(b);
    });
  });

  it('gives every bank-transfer detail to copy, then waits for the transfer until it has arrived', async () => {
    let arrived = false;
    const credit = transaction({
      transaction_type: 'topup_bank_transfer',
      direction: 'in',
      amount: money('AED', '750.00'),
      counterparty: { name: 'Noura Al Mansoori', detail: null },
      created_at: new Date(Date.now() + 60_000).toISOString(),
    });
    backend({
      'GET /transaction/list': () =>
        reply(200, { data: { items: arrived ? [credit] : [], next_cursor: null } }),
    });
    writeDraft({
      startedAt: new Date().toISOString(),
      walletId: aed.wallet_id,
      currency: 'AED',
      method: 'bank_transfer',
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderTopup('/dashboard/topup_step3');
    expect(
      await screen.findByRole('heading', { name: 'Send a bank transfer to these details' }),
    ).toBeInTheDocument();
    for (const name of [
      'Account name',
      'IBAN',
      'BIC / SWIFT',
      'Bank',
      'Bank address',
      'Account number',
      'Reference',
    ]) {
      expect(await screen.findByRole('button', { name: `Copy ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByText('Free')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Reference' }));
    expect(await navigator.clipboard.readText()).toBe('SADU-7F3K');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'I have sent the transfer' }));
    expect(await screen.findByText('Waiting for your transfer')).toBeInTheDocument();
    expect(readDraft()?.bankSentAt).toBeDefined();
    arrived = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Your transfer has arrived')).toBeInTheDocument();
    expect(screen.getByText(/from Noura Al Mansoori/)).toHaveTextContent(
      'AED 750.00 from Noura Al Mansoori is in your AED wallet.',
    );
  });

  it('does not offer a preparer the card (it cannot wait for approval)', async () => {
    backend({ 'GET /customer/customer_type': reply(200, customerType('corporate', 'preparer')) });
    writeDraft({ startedAt: new Date().toISOString(), walletId: aed.wallet_id, currency: 'AED' });
    renderTopup('/dashboard/topup_step2');
    const card = await screen.findByRole('radio', { name: /Debit or credit card/ });
    expect(await screen.findByText(/Card payments can't wait for approval/)).toBeInTheDocument();
    expect(card).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeEnabled();
  });

  it('says what failed when the wallets cannot be loaded (503), and "Try again" loads them; no wallet: open one first', async () => {
    let answer = refusal(503, 'service_unavailable');
    backend({ 'GET /wallet/list': () => answer });
    const user = userEvent.setup({ delay: null });
    const { container } = renderTopup('/dashboard/topup_step1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your wallets');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    answer = reply(200, { data: [] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Open a wallet first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a wallet' })).toHaveAttribute(
      'href',
      '/dashboard/customer_wallet',
    );
  });
});
