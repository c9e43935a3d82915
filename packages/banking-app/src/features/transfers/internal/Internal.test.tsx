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
  setupI18n,
  type Routes,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { PATHS } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { customerType, money, transaction, wallet } from '@/lib/testing/money';
import { OMAR } from '@/lib/testing/beneficiaries';
import { internalStore, type InternalDraft } from './draft';
import { uaeToday } from '@/features/transfers/standing/ScheduleFields';
import { standingOrder } from '@/lib/testing/standing';

const Start = screenUnderTest(() => import('./InternalTransferRecipient'));
const pages: Record<string, ComponentType> = {};
beforeAll(async () => {
  pages[PATHS.internalStep1New] = testScreen(await import('./InternalTransferNewRecipient'));
  pages[PATHS.internalStep2] = testScreen(await import('./InternalTransferAmount'));
  pages[PATHS.internalStep3] = testScreen(await import('./InternalTransferReview'));
  pages[PATHS.internalStep4] = testScreen(await import('./InternalTransferConfirm'));
  pages[PATHS.transactionSuccess] = testScreen(
    await import('@/features/transfers/success/TransactionSuccessPage'),
  );
}, 180_000);

beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('access-internal');
});

function renderFlow(at: string) {
  const router = createMemoryRouter(
    [
      routeOf(PATHS.internalStep1, Start()),
      ...Object.entries(pages).map(([path, Component]) => routeOf(path, Component)),
      { path: '*', Component: () => <h1>elsewhere</h1> },
    ],
    { initialEntries: [at] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const aed = wallet('AED', '1250.50');
const usd = wallet('USD', '100.00');
const sent = transaction({
  transaction_type: 'internal_transfer',
  direction: 'out',
  amount: money('AED', '200.00'),
  fee: money('AED', '0.00'),
  total_debit: money('AED', '200.00'),
  counterparty: { name: 'Brother', detail: '•••• 0001' },
  beneficiary_id: OMAR.beneficiary_id,
  reference: 'Rent',
});
const limit = (remaining: string) => ({
  kind: 'transfer',
  label: 'Transfers',
  per_transaction: money('AED', '50000.00'),
  daily: money('AED', '100000.00'),
  monthly: money('AED', '500000.00'),
  used_today: money('AED', '0.00'),
  used_this_month: money('AED', '0.00'),
  remaining_today: money('AED', remaining),
  remaining_this_month: money('AED', '500000.00'),
});

function backend(extra: Routes = {}) {
  return fakeApi({
    'GET /customer/customer_type': reply(200, customerType('individual')),
    'GET /beneficiary/list': reply(200, { data: [OMAR] }),
    'GET /wallet/list': reply(200, { data: [aed, usd] }),
    'GET /limits': reply(200, { data: [limit('100000.00')] }),
    'POST /transfer/internal': reply(201, { data: sent }),
    [`GET /transaction/${sent.transaction_id}`]: reply(200, { data: sent }),
    ...extra,
  });
}

const reviewed = (extra: Partial<InternalDraft> = {}): InternalDraft => ({
  startedAt: new Date().toISOString(),
  recipient: {
    kind: 'beneficiary',
    id: OMAR.beneficiary_id,
    name: 'Brother',
    currency: 'AED',
    accountNumber: OMAR.account_number,
  },
  fromWalletId: aed.wallet_id,
  fromCurrency: 'AED',
  amount: '20000',
  reference: 'Rent',
  idempotencyKey: '6a0c1f7e-1111-4a2b-9c3d-000000000001',
  ...extra,
});
const SEND = /^Send AED\s200\.00$/;

describe('Internal transfer (/dashboard/internal_step1 to 4)', () => {
  it('sends money to a saved beneficiary: recipient, amount (available and limits shown), review, confirm, success', async () => {
    const api = backend();
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderFlow(PATHS.internalStep1);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Choose who receives the money.')).not.toHaveLength(0);
    expect(screen.getByRole('radio', { name: /My USD wallet/ })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /Brother/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.internalStep2));
    expect(
      await screen.findByText(/Left of your limits: AED\s100,000\.00 today/),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /AED/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '2000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findAllByText(/more than you have available \(AED\s1,250\.50\)/),
    ).not.toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '200');
    await user.type(screen.getByRole('textbox', { name: /Reference/ }), 'Rent');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Check the details' })).toBeInTheDocument();
    expect(screen.getByText('Transfers within Sadu Bank arrive at once.')).toBeInTheDocument();
    expect(internalStore.read()?.idempotencyKey).toBeUndefined();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to confirm' }));

    const confirm = await screen.findByRole('button', { name: SEND });
    const key = internalStore.read()?.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(confirm);

    expect(await screen.findByText('Money sent')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATHS.transactionSuccess);
    expect(screen.getByText(sent.bank_reference)).toBeInTheDocument();
    expect(api.to('POST', '/transfer/internal').map((c) => c.body)).toEqual([
      {
        idempotency_key: key,
        from_wallet_id: aed.wallet_id,
        beneficiary_id: OMAR.beneficiary_id,
        amount_minor: '20000',
        reference: 'Rent',
      },
    ]);
    expect(internalStore.read()).toBeNull();
    expect(screen.getByRole('link', { name: 'Make another transfer' })).toHaveAttribute(
      'href',
      PATHS.internalStep1,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('schedules it instead, from the review: monthly from a date, set up once as a standing order', async () => {
    const today = uaeToday();
    const order = standingOrder(today, {
      from_wallet_id: aed.wallet_id,
      to: {
        beneficiary_id: OMAR.beneficiary_id,
        to_wallet_id: null,
        to_account_number: null,
        to_email: null,
        to_currency: null,
        proxy: null,
      },
      reference: 'Rent',
    });
    const api = backend({ 'POST /standing_orders': reply(201, { data: order }) });
    internalStore.write(reviewed({ idempotencyKey: undefined }));
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderFlow(PATHS.internalStep3);
    await user.click(await screen.findByRole('radio', { name: /Later, or again and again/ }));
    expect(screen.getByRole('radio', { name: /^Every month$/ })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Schedule AED\s200\.00$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.upcoming));
    expect(api.to('POST', '/standing_orders').map((c) => c.body)).toEqual([
      {
        kind: 'internal',
        from_wallet_id: aed.wallet_id,
        amount_minor: '20000',
        beneficiary_id: OMAR.beneficiary_id,
        reference: 'Rent',
        frequency: 'monthly',
        start_date: today,
      },
    ]);
    expect(api.to('POST', '/transfer/internal')).toHaveLength(0);
    expect(internalStore.read()).toBeNull();
  });

  it('does not offer a later date for a transfer to another currency', async () => {
    backend({
      'POST /fx/quote': reply(201, {
        data: {
          quote_id: '9b1f0000-0000-4000-8000-000000000009',
          from_currency: 'AED',
          to_currency: 'USD',
          sell: money('AED', '200.00'),
          buy: money('USD', '54.40'),
          fee: money('AED', '1.00'),
          total_debit: money('AED', '201.00'),
          rate: '0.2720000000',
          mid_rate: '0.2722900000',
          inverse_rate: '3.6764705880',
          spread_bps: 10,
          expires_at: new Date(Date.now() + 30_000).toISOString(),
          expires_in: 30,
        },
      }),
    });
    internalStore.write(
      reviewed({
        idempotencyKey: undefined,
        recipient: {
          kind: 'wallet',
          id: usd.wallet_id,
          currency: 'USD',
          accountNumber: usd.account_number,
        },
      }),
    );
    renderFlow(PATHS.internalStep3);
    expect(await screen.findByRole('heading', { name: 'Check the details' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Later, or again and again/ })).toBeNull();
  });

  it('sends one transfer for a double click, and a reload during confirmation retries with the same key', async () => {
    let fail = true;
    const api = backend({
      'POST /transfer/internal': () =>
        fail ? refusal(503, 'service_unavailable') : reply(201, { data: sent }),
    });
    internalStore.write(reviewed());
    const user = userEvent.setup({ delay: null });
    const first = renderFlow(PATHS.internalStep4);
    await user.dblClick(await screen.findByRole('button', { name: SEND }));
    expect(await screen.findByText('We could not reach the bank')).toBeInTheDocument();
    expect(api.to('POST', '/transfer/internal')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    first.unmount();

    // The reload: the draft says a confirmation went unanswered; the retry carries the same key.
    fail = false;
    const { container } = renderFlow(PATHS.internalStep4);
    expect(await screen.findByText('We did not hear back from the bank')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByText('Money sent')).toBeInTheDocument();
    const keys = api
      .to('POST', '/transfer/internal')
      .map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toEqual([reviewed().idempotencyKey, reviewed().idempotencyKey]);
  });

  it('shows a refusal of the amount on the amount step with the entries kept (insufficient funds, limit with what is left)', async () => {
    backend({
      'POST /transfer/internal': refusal(422, 'limit_exceeded', {
        message:
          'This would pass your daily limit of AED 100,000.00 for transfers: AED 150.00 is left today.',
      }),
    });
    internalStore.write(reviewed());
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderFlow(PATHS.internalStep4);
    await user.click(await screen.findByRole('button', { name: SEND }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.internalStep2));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Over your limit');
    expect(alert).toHaveTextContent('AED 150.00 is left today.');
    expect(await screen.findByRole('textbox', { name: /Amount/ })).toHaveValue('200.00');
    expect(screen.getByRole('textbox', { name: /Reference/ })).toHaveValue('Rent');
    expect(internalStore.read()?.idempotencyKey).toBeUndefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells a customer whose identity check is not approved what to do next', async () => {
    backend({
      'POST /transfer/internal': refusal(403, 'kyc_required', {
        message: 'Transfers need an approved identity check (KYC).',
      }),
    });
    internalStore.write(reviewed());
    const user = userEvent.setup({ delay: null });
    renderFlow(PATHS.internalStep4);
    await user.click(await screen.findByRole('button', { name: SEND }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your identity check is not approved yet');
    expect(within(alert).getByRole('link', { name: 'Go to my identity check' })).toHaveAttribute(
      'href',
      PATHS.verifyKyc,
    );
  });

  it('quotes a transfer to another currency, counts the rate down, and shows a changed rate after a new quote', async () => {
    let rate = '0.2720000000';
    const quote = () => ({
      quote_id:
        rate === '0.2720000000'
          ? '9b1f0000-0000-4000-8000-000000000001'
          : '9b1f0000-0000-4000-8000-000000000002',
      from_currency: 'AED',
      to_currency: 'USD',
      sell: money('AED', '200.00'),
      buy: money('USD', rate === '0.2720000000' ? '54.40' : '54.00'),
      fee: money('AED', '1.00'),
      total_debit: money('AED', '201.00'),
      rate,
      mid_rate: '0.2722900000',
      inverse_rate: '3.6764705880',
      spread_bps: 10,
      expires_at: new Date(Date.now() + (rate === '0.2720000000' ? -1000 : 30_000)).toISOString(),
      expires_in: 30,
    });
    const api = backend({ 'POST /fx/quote': () => reply(201, { data: quote() }) });
    internalStore.write(
      reviewed({
        recipient: {
          kind: 'wallet',
          id: usd.wallet_id,
          currency: 'USD',
          accountNumber: usd.account_number,
        },
        idempotencyKey: undefined,
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { container } = renderFlow(PATHS.internalStep3);
    expect(await screen.findByText('This rate has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to confirm' })).toBeDisabled();
    expect(api.to('POST', '/fx/quote')[0]?.body).toEqual({
      from_currency: 'AED',
      to_currency: 'USD',
      amount_minor: '20000',
    });
    rate = '0.2700000000';
    await user.click(screen.getByRole('button', { name: 'Get a new rate' }));
    expect(await screen.findByText('The rate has changed')).toBeInTheDocument();
    expect(screen.getByText('Rate guaranteed for')).toBeInTheDocument();
    expect(screen.getByText(/^USD\s54\.00$/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to confirm' }));
    await user.click(await screen.findByRole('button', { name: /^Send AED\s201\.00$/ }));
    await screen.findByText('Money sent');
    expect(api.to('POST', '/transfer/internal')[0]?.body).toMatchObject({
      to_wallet_id: usd.wallet_id,
      quote_id: '9b1f0000-0000-4000-8000-000000000002',
    });
  });

  it('lets a preparer submit for approval, and says it waits for review', async () => {
    const waiting = { ...sent, status: 'awaiting_approval' as const };
    backend({
      'GET /customer/customer_type': reply(200, customerType('corporate', 'preparer')),
      'POST /transfer/internal': reply(201, { data: waiting }),
      [`GET /transaction/${sent.transaction_id}`]: reply(200, { data: waiting }),
    });
    internalStore.write(reviewed());
    const user = userEvent.setup({ delay: null });
    renderFlow(PATHS.internalStep4);
    await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('Submitted for approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what waits for review' })).toHaveAttribute(
      'href',
      PATHS.waitingReview,
    );
  });

  it('sends a step reached without its earlier steps to the first unfinished one; a new recipient needs 16 digits and is named before continuing', async () => {
    const api = backend({
      'POST /transfer/internal/recipient': reply(200, {
        data: { name: 'Mariam A.', currencies: ['AED'] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    const first = renderFlow(PATHS.internalStep4);
    await waitFor(() => expect(first.router.state.location.pathname).toBe(PATHS.internalStep1));
    first.unmount();
    const { router, container } = renderFlow(PATHS.internalStep1New);
    await user.type(await screen.findByRole('textbox', { name: /account number/ }), '1234');
    await user.click(screen.getByRole('button', { name: 'Find the recipient' }));
    expect(await screen.findAllByText('An account number has 16 digits.')).not.toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: /account number/ }));
    await user.type(screen.getByRole('textbox', { name: /account number/ }), '1000 0000 0000 0009');
    await user.click(screen.getByRole('button', { name: 'Find the recipient' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Mariam A.');
    expect(screen.getByText('The money goes into their AED wallet.')).toBeInTheDocument();
    expect(api.to('POST', '/transfer/internal/recipient')[0]!.body).toEqual({
      account_number: '1000000000000009',
    });
    expect(router.state.location.pathname).toBe(PATHS.internalStep1New);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.internalStep2));
    expect(internalStore.read()?.recipient).toEqual({
      kind: 'account',
      accountNumber: '1000000000000009',
      name: 'Mariam A.',
      currency: 'AED',
    });
  });

  it('pays a new recipient found by e-mail: the review names them, the transfer goes to their address and currency', async () => {
    const api = backend();
    internalStore.write(
      reviewed({
        recipient: {
          kind: 'email',
          email: 'mariam@example.com',
          name: 'Mariam A.',
          currency: 'AED',
        },
      }),
    );
    renderFlow(PATHS.internalStep4);
    expect(await screen.findByText('mariam@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Mariam A\./)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: SEND }));
    await waitFor(() => expect(api.to('POST', '/transfer/internal')).toHaveLength(1));
    expect(api.to('POST', '/transfer/internal')[0]!.body).toMatchObject({
      to_email: 'mariam@example.com',
      to_currency: 'AED',
      amount_minor: '20000',
    });
    expect(api.to('POST', '/transfer/internal')[0]!.body).not.toHaveProperty('to_account_number');
  });

  it('has no accessibility problem in Arabic', async () => {
    backend();
    await setupI18n('ar');
    try {
      internalStore.write(reviewed());
      const { container } = renderFlow(PATHS.internalStep4);
      expect(await screen.findByRole('button', { name: /^إرسال/ })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
