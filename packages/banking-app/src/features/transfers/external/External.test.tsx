import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
import {
  APPROVAL_CHALLENGE,
  APPROVAL_CHALLENGE_ID,
  approvalOptions,
  onePasskey,
} from '@/lib/testing/passkeys';
import { PATHS } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { customerType, details, money, transaction, wallet } from '@/lib/testing/money';
import { JOHN } from '@/lib/testing/beneficiaries';
import { externalStore, type ExternalDraft } from './draft';
import { uaeToday } from '@/features/transfers/standing/ScheduleFields';
import { standingOrder } from '@/lib/testing/standing';
import { path as approvalPath } from '@/lib/testing/approvals';

// The browser's passkey prompt, scripted; off (as in jsdom) unless a test turns it on.
const browser = vi.hoisted(() => ({
  passkeysSupported: vi.fn(() => false),
  signWithPasskey: vi.fn(),
}));
vi.mock(import('@/lib/passkeys/browser'), async (original) => ({
  ...(await original()),
  passkeysSupported: browser.passkeysSupported,
  signWithPasskey: browser.signWithPasskey,
}));

const Start = screenUnderTest(() => import('./ExternalTransferRecipient'));
const pages: Record<string, ComponentType> = {};
beforeAll(async () => {
  pages[PATHS.externalStep2] = testScreen(await import('./ExternalTransferAmount'));
  pages[PATHS.externalStep3] = testScreen(await import('./ExternalTransferPurpose'));
  pages[PATHS.externalStep4] = testScreen(await import('./ExternalTransferReview'));
  pages[PATHS.externalStep5] = testScreen(await import('./ExternalTransferCode'));
  pages[PATHS.externalStep6] = testScreen(await import('./ExternalTransferStatus'));
  pages[PATHS.transactionSuccess] = testScreen(
    await import('@/features/transfers/success/TransactionSuccessPage'),
  );
}, 180_000);

beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('access-external');
});

function renderFlow(at: string) {
  const router = createMemoryRouter(
    [
      routeOf(PATHS.externalStep1, Start()),
      ...Object.entries(pages).map(([path, Component]) => routeOf(path, Component)),
      { path: '*', Component: () => <h1>elsewhere</h1> },
    ],
    { initialEntries: [at] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const aed = wallet('AED', '20000.00');
const quote = {
  quote_id: '9b1f0000-0000-4000-8000-000000000011',
  from_currency: 'AED',
  to_currency: 'GBP',
  sell: money('AED', '1000.00'),
  buy: money('GBP', '214.50'),
  fee: money('AED', '0.00'),
  total_debit: money('AED', '1000.00'),
  rate: '0.2145000000',
  mid_rate: '0.2150000000',
  inverse_rate: '4.6620046620',
  spread_bps: 25,
  expires_at: new Date(Date.now() + 30_000).toISOString(),
  expires_in: 30,
};
const preview = (charges: 'OUR' | 'SHA' | 'BEN' = 'SHA') => ({
  data: {
    amount: money('AED', '1000.00'),
    fee: money('AED', '25.00'),
    correspondent_fee: money('AED', charges === 'OUR' ? '35.00' : '0.00'),
    total_debit: money('AED', '1025.00'),
    beneficiary_receives: money('GBP', '214.50'),
    charges,
    // Fresh each time: loading the screens may take longer than a quote lives.
    quote: { ...quote, expires_at: new Date(Date.now() + 30_000).toISOString() },
    purpose_code_required: true,
  },
});
const created = transaction({
  transaction_type: 'external_transfer',
  status: 'awaiting_confirmation',
  direction: 'out',
  amount: money('AED', '1000.00'),
  counter_amount: money('GBP', '214.50'),
  rate: quote.rate,
  fee: money('AED', '25.00'),
  total_debit: money('AED', '1025.00'),
  counterparty: { name: 'Landlord', detail: 'GB29 •••• 6819' },
  beneficiary_id: JOHN.beneficiary_id,
  purpose_code: 'RNT',
  charges: 'SHA',
});
const confirmation = {
  channel: 'sms',
  sent_to: '+971 50 ••• ••67',
  expires_at: new Date(Date.now() + 600_000).toISOString(),
};
const pending = {
  ...created,
  status: 'pending' as const,
  status_history: [{ status: 'pending' as const, at: '2026-11-24T10:00:00.000Z' }],
};

function backend(extra: Routes = {}) {
  return fakeApi({
    'GET /customer/customer_type': reply(200, customerType('individual')),
    'GET /customer/get_customer_details_by_id': reply(200, details()),
    'GET /beneficiary/list': reply(200, { data: [JOHN] }),
    'GET /wallet/list': reply(200, { data: [aed] }),
    'GET /limits': reply(200, { data: [] }),
    'POST /transfer/external/quote': (call) =>
      reply(201, preview((call.body as { charges: 'SHA' }).charges)),
    'POST /transfer/external': reply(201, { data: { ...created, confirmation } }),
    [`POST /transfer/external/${created.transaction_id}/confirm`]: reply(200, { data: pending }),
    [`POST /transfer/external/${created.transaction_id}/otp`]: reply(202, { data: confirmation }),
    [`GET /transaction/${created.transaction_id}`]: reply(200, { data: pending }),
    ...extra,
  });
}

/** The review's terms with their descriptions. */
const terms = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

const purposeDone = (extra: Partial<ExternalDraft> = {}): ExternalDraft => ({
  startedAt: new Date().toISOString(),
  beneficiary: {
    id: JOHN.beneficiary_id,
    name: 'Landlord',
    currency: 'GBP',
    country: 'GB',
    account: JOHN.iban!,
    bankName: 'NatWest',
  },
  fromWalletId: aed.wallet_id,
  fromCurrency: 'AED',
  amount: '100000',
  purposeRequired: true,
  purposeCode: 'RNT',
  charges: 'SHA',
  ...extra,
});

describe('External transfer (/dashboard/external_step1 to 6)', () => {
  it('sends money abroad in another currency with a purpose code: every step, its checks, and the status', async () => {
    const api = backend();
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderFlow(PATHS.externalStep1);
    await user.click(await screen.findByRole('radio', { name: /Landlord/ }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Landlord receives GBP.')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /AED/ }));
    await user.type(screen.getByRole('textbox', { name: /^You send/ }), '1000');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.externalStep3));
    const purpose = await screen.findByRole('combobox', { name: /Purpose of payment/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Choose the purpose of the payment.')).not.toHaveLength(0);
    expect(await screen.findAllByText('Choose who pays the charges.')).not.toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.type(purpose, 'rent');
    await user.click(await screen.findByRole('option', { name: /^RNT/ }));
    await user.click(screen.getByRole('radio', { name: /Shared \(SHA\)/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(/^GBP\s214\.50$/)).toBeInTheDocument();
    expect(screen.getByText('1 AED = 0.2145000000 GBP')).toBeInTheDocument();
    expect(screen.getByText('Rate guaranteed for')).toBeInTheDocument();
    expect(screen.getByText(/AED\s25\.00 \(shared charges\)/)).toBeInTheDocument();
    // The amount typed is the exact one; what arrives is calculated at the rate.
    expect(terms()).toMatchObject({
      'You send exactly': expect.stringMatching(/^AED\s1,000\.00$/),
      "The beneficiary's bank receives (calculated at this rate)":
        expect.stringMatching(/^GBP\s214\.50$/),
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.dblClick(screen.getByRole('button', { name: 'Continue and send me a code' }));

    expect(await screen.findByText(/We sent a 6-digit code to \+971 50/)).toBeInTheDocument();
    expect(api.to('POST', '/transfer/external')).toHaveLength(1);
    const createdWith = api.to('POST', '/transfer/external')[0]!.body as Record<string, unknown>;
    expect(createdWith).toMatchObject({
      beneficiary_id: JOHN.beneficiary_id,
      amount_minor: '100000',
      charges: 'SHA',
      purpose_code: 'RNT',
      quote_id: quote.quote_id,
    });
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /One-time code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the transfer' }));

    expect(await screen.findByText('Transfer on its way')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Transfer status' })).toBeInTheDocument();
    expect(api.to('POST', `/transfer/external/${created.transaction_id}/confirm`)[0]?.body).toEqual(
      { idempotency_key: `${createdWith.idempotency_key as string}:confirm`, otp_code: '123456' },
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.transactionSuccess));
    expect(externalStore.read()).toBeNull();
  });

  it('keeps the code step for a wrong code, and an earlier step leads back to it once the transfer exists', async () => {
    backend({
      [`POST /transfer/external/${created.transaction_id}/confirm`]: refusal(422, 'invalid_code', {
        message: 'This code is not right.',
      }),
    });
    externalStore.write(
      purposeDone({
        idempotencyKey: '5a0c1f7e-1111-4a2b-9c3d-000000000002',
        transactionId: created.transaction_id,
        sentTo: '+971 50 ••• ••67',
        codeSentAt: Date.now(),
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderFlow(PATHS.externalStep2);
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.externalStep5));
    await user.type(await screen.findByRole('textbox', { name: /One-time code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm the transfer' }));
    expect(
      await screen.findAllByText('The code is wrong. Check the code we sent and enter it again.'),
    ).not.toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('confirms with a passkey: the statement of what is signed first, then the prompt, then the signed confirmation', async () => {
    browser.passkeysSupported.mockReturnValue(true);
    browser.signWithPasskey.mockResolvedValue({ id: 'Y3JlZA', response: {} });
    const api = backend({
      'GET /security/passkeys': onePasskey(),
      'POST /security/passkeys/approval': approvalOptions({
        action: 'confirm_external_transfer',
        subject_id: created.transaction_id,
        amount_minor: '102500',
        currency: 'AED',
        payee_name: 'John Smith',
        payee_account: 'GB29NWBK60161331926819',
      }),
    });
    externalStore.write(
      purposeDone({
        idempotencyKey: '5a0c1f7e-1111-4a2b-9c3d-000000000003',
        transactionId: created.transaction_id,
        sentTo: '+971 50 ••• ••67',
        codeSentAt: Date.now(),
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderFlow(PATHS.externalStep5);
    const approval = await screen.findByRole('region', { name: 'Confirm with your passkey' });
    await user.click(
      within(approval).getByRole('button', { name: 'Check and sign with my passkey' }),
    );
    // Nothing is signed before the customer has read what they sign.
    expect(await within(approval).findByText('John Smith')).toBeInTheDocument();
    expect(browser.signWithPasskey).not.toHaveBeenCalled();
    expect(terms()).toMatchObject({
      'Leaves your wallet (with the fee)': 'AED\u00A01,025.00',
      'Their account': 'GB29 NWBK 6016 1331 9268 19',
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(approval).getByRole('button', { name: 'Sign and send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.externalStep6));
    expect(browser.signWithPasskey).toHaveBeenCalledWith({ challenge: APPROVAL_CHALLENGE });
    expect(api.to('POST', `/transfer/external/${created.transaction_id}/confirm`)[0]?.body).toEqual(
      {
        idempotency_key: '5a0c1f7e-1111-4a2b-9c3d-000000000003:confirm:passkey',
        passkey: {
          challenge_id: APPROVAL_CHALLENGE_ID,
          credential: { id: 'Y3JlZA', response: {} },
        },
      },
    );
    browser.passkeysSupported.mockReturnValue(false);
  });

  it('refuses a customer whose identity check is not approved on the amount step, with the way to it', async () => {
    backend({
      'POST /transfer/external/quote': refusal(403, 'kyc_required', {
        message: 'External transfers need an approved identity check (KYC).',
      }),
    });
    externalStore.write(
      purposeDone({ fromWalletId: undefined, amount: undefined, charges: undefined }),
    );
    const user = userEvent.setup({ delay: null });
    const { container } = renderFlow(PATHS.externalStep2);
    await user.click(await screen.findByRole('radio', { name: /AED/ }));
    await user.type(screen.getByRole('textbox', { name: /^You send/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Go to my identity check' })).toHaveAttribute(
      'href',
      PATHS.verifyKyc,
    );
    expect(screen.getByRole('textbox', { name: /^You send/ })).toHaveValue('1,000.00');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends a refused purpose code back to its step, and the insufficient funds to the amount', async () => {
    let answer = refusal(422, 'validation_error', {
      message: 'The purpose code GDS is withdrawn: use GDI or GDE.',
      fields: { purpose_code: 'GDS is withdrawn: use GDI or GDE.' },
    });
    backend({ 'POST /transfer/external': () => answer });
    externalStore.write(purposeDone());
    const user = userEvent.setup({ delay: null });
    const { router } = renderFlow(PATHS.externalStep4);
    await user.click(await screen.findByRole('button', { name: 'Continue and send me a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.externalStep3));
    expect(
      await screen.findByText('The purpose code GDS is withdrawn: use GDI or GDE.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    answer = refusal(422, 'insufficient_funds', {
      message: 'The wallet has AED 20,000.00 available.',
    });
    await user.click(await screen.findByRole('button', { name: 'Continue and send me a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.externalStep2));
    expect(await screen.findByText('Not enough money in this wallet')).toBeInTheDocument();
  });

  it('makes it a standing order instead: a saved beneficiary in AED, set up with the code sent for it', async () => {
    const today = uaeToday();
    const aedPreview = {
      data: {
        amount: money('AED', '1000.00'),
        fee: money('AED', '25.00'),
        correspondent_fee: money('AED', '0.00'),
        total_debit: money('AED', '1025.00'),
        beneficiary_receives: money('AED', '1000.00'),
        charges: 'SHA',
        quote: null,
        purpose_code_required: true,
      },
    };
    const order = standingOrder(today, {
      id: '5b0f7a4e-8c1d-4f6a-9d3e-2a1b0c9d8e71',
      kind: 'external',
      status: 'awaiting_confirmation',
      from_wallet_id: aed.wallet_id,
      amount: money('AED', '1000.00'),
      to: {
        beneficiary_id: JOHN.beneficiary_id,
        to_wallet_id: null,
        to_account_number: null,
        to_email: null,
        to_currency: null,
        proxy: null,
      },
      purpose_code: 'RNT',
      confirmation: confirmation as never,
    });
    let codes = 0;
    const api = backend({
      'POST /transfer/external/quote': reply(201, aedPreview),
      'POST /standing_orders': reply(201, { data: order }),
      [`POST /standing_orders/${order.id}/confirm`]: () =>
        ++codes === 1
          ? refusal(400, 'invalid_code', { message: 'This code is not right. Try again.' })
          : reply(200, { data: { ...order, status: 'active', confirmation: null } }),
    });
    externalStore.write(
      purposeDone({
        beneficiary: {
          id: JOHN.beneficiary_id,
          name: 'Landlord',
          currency: 'AED',
          country: 'AE',
          account: JOHN.iban!,
          bankName: 'Mashreq',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderFlow(PATHS.externalStep4);
    await user.click(await screen.findByRole('radio', { name: /Later, or again and again/ }));
    expect(screen.queryByRole('button', { name: 'Continue and send me a code' })).toBeNull();
    // The schedule's fields come with "later" (loaded then).
    const submit = await screen.findByRole('button', { name: /^Schedule AED\s1,000\.00$/ });
    expect(screen.getByRole('radio', { name: /^Every month$/ })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(submit);
    const code = await screen.findByRole('textbox', { name: /Code/ });
    await waitFor(() => expect(code).toHaveFocus());
    expect(api.to('POST', '/standing_orders').map((c) => c.body)).toEqual([
      {
        kind: 'external',
        from_wallet_id: aed.wallet_id,
        beneficiary_id: JOHN.beneficiary_id,
        amount_minor: '100000',
        purpose_code: 'RNT',
        frequency: 'monthly',
        start_date: today,
      },
    ]);
    expect(api.to('POST', '/transfer/external')).toHaveLength(0);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm the standing order' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Code/ })).toHaveAccessibleDescription(
        /This code is not right/,
      ),
    );
    await user.clear(screen.getByRole('textbox', { name: /Code/ }));
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm the standing order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.upcoming));
    expect(externalStore.read()).toBeNull();
  });

  it('lets a preparer submit the transfer for approval at the code step', async () => {
    backend({ 'GET /customer/customer_type': reply(200, customerType('corporate', 'preparer')) });
    externalStore.write(
      purposeDone({
        idempotencyKey: '5a0c1f7e-1111-4a2b-9c3d-000000000003',
        transactionId: created.transaction_id,
        codeSentAt: Date.now(),
      }),
    );
    renderFlow(PATHS.externalStep5);
    expect(await screen.findByRole('button', { name: 'Submit for approval' })).toBeInTheDocument();
  });

  it('tells a preparer at review that nothing is sent before approval, who will approve, and the purpose in words', async () => {
    const api = backend({
      'GET /customer/customer_type': reply(200, customerType('corporate', 'preparer')),
      'POST /approval_path': reply(200, { data: approvalPath() }),
    });
    externalStore.write(purposeDone({ purposeCode: 'GDI' }));
    const { container } = renderFlow(PATHS.externalStep4);
    expect(
      await screen.findByText(/^Nothing is sent until an approver of your company approves it/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Expected to arrive within one to two working days.')).toBeNull();
    expect(screen.getByText(/^GDI – /)).toBeInTheDocument();
    // Who will approve (issue 28): asked for the amount leaving the wallet, in its currency.
    const box = await screen.findByRole('region', { name: 'Who will approve' });
    expect(await within(box).findByText(/needs 2 approvals, in this order/)).toBeInTheDocument();
    expect(within(box).getAllByRole('listitem')[0]).toHaveTextContent('Step 1: an approver');
    expect(api.to('POST', '/approval_path').map((c) => c.body)).toEqual([
      { kind: 'external_transfer', currency: 'AED', amount_minor: '100000' },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks a personal customer nothing about approvals at review', async () => {
    const api = backend();
    externalStore.write(purposeDone({ purposeCode: 'GDI' }));
    renderFlow(PATHS.externalStep4);
    expect(await screen.findByText(/^GDI – /)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Who will approve' })).toBeNull();
    expect(api.to('POST', '/approval_path')).toHaveLength(0);
  });

  it("sends a new recipient's details with the quote and the transfer, saving them when asked", async () => {
    const api = backend();
    const details = {
      name: 'Jane Doe',
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      bank_name: 'NatWest',
      bank_address: 'London',
      country: 'GB',
      currency: 'GBP',
    };
    const recipient = {
      details,
      saveForNextTime: true,
      name: 'Jane Doe',
      currency: 'GBP',
      country: 'GB',
      account: details.iban,
      bankName: 'NatWest',
    };
    externalStore.write(
      purposeDone({
        beneficiary: recipient,
        fromWalletId: undefined,
        amount: undefined,
        charges: undefined,
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderFlow(PATHS.externalStep2);
    expect(await screen.findByText('Jane Doe receives GBP.')).toBeInTheDocument();
    // Back leads to the new recipient's form, where the details are.
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute(
      'href',
      PATHS.externalStep1N,
    );
    await user.click(await screen.findByRole('radio', { name: /AED/ }));
    await user.type(screen.getByRole('textbox', { name: /^You send/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.externalStep3));
    expect(api.to('POST', '/transfer/external/quote')[0]?.body).toMatchObject({
      beneficiary: details,
    });
    expect(api.to('POST', '/transfer/external/quote')[0]?.body).not.toHaveProperty(
      'beneficiary_id',
    );

    externalStore.write({ ...externalStore.read()!, purposeCode: 'RNT', charges: 'SHA' });
    await router.navigate(PATHS.externalStep4);
    await user.click(await screen.findByRole('button', { name: 'Continue and send me a code' }));
    expect(await screen.findByText(/We sent a 6-digit code to \+971 50/)).toBeInTheDocument();
    expect(api.to('POST', '/transfer/external')[0]?.body).toMatchObject({
      beneficiary: details,
      save_beneficiary: true,
    });
  });

  it('pays an invoice in the beneficiary\'s currency: GBP 12,000.00 fixed in "They receive", the review restates both, the transfer sends buy_amount_minor', async () => {
    // At 0.2145 GBP per AED, GBP 12,000.00 costs AED 55,944.06 (rounded up by the bank).
    const invoiceQuote = {
      ...quote,
      quote_id: '9b1f0000-0000-4000-8000-000000000012',
      sell: money('AED', '55944.06'),
      buy: money('GBP', '12000.00'),
      total_debit: money('AED', '55944.06'),
    };
    const invoicePreview = () => ({
      data: {
        amount: money('AED', '55944.06'),
        fee: money('AED', '25.00'),
        correspondent_fee: money('AED', '0.00'),
        total_debit: money('AED', '55969.06'),
        beneficiary_receives: money('GBP', '12000.00'),
        charges: 'SHA',
        quote: { ...invoiceQuote, expires_at: new Date(Date.now() + 30_000).toISOString() },
        purpose_code_required: true,
      },
    });
    const rich = wallet('AED', '100000.00');
    const api = backend({
      'GET /wallet/list': reply(200, { data: [rich] }),
      'POST /transfer/external/quote': (call) =>
        (call.body as { buy_amount_minor?: string }).buy_amount_minor === '1200000'
          ? reply(201, invoicePreview())
          : reply(201, preview()),
      'POST /transfer/external': reply(201, {
        data: {
          ...created,
          amount: money('AED', '55944.06'),
          counter_amount: money('GBP', '12000.00'),
          total_debit: money('AED', '55969.06'),
          confirmation,
        },
      }),
    });
    externalStore.write(
      purposeDone({
        fromWalletId: undefined,
        amount: undefined,
        charges: undefined,
        purposeCode: undefined,
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderFlow(PATHS.externalStep2);
    await user.click(await screen.findByRole('radio', { name: /^AED/ }));
    await user.type(screen.getByRole('textbox', { name: /^They receive/ }), '12000');
    const send = screen.getByRole('textbox', { name: /^You send \(calculated\)/ });
    await waitFor(() => expect(send).toHaveValue('55,944.06'));
    expect(api.to('POST', '/transfer/external/quote').at(-1)?.body).toMatchObject({
      beneficiary_id: JOHN.beneficiary_id,
      buy_amount_minor: '1200000',
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.externalStep3));
    // The draft remembers the side fixed and its amount, in the beneficiary's currency.
    expect(externalStore.read()).toMatchObject({
      fromWalletId: rich.wallet_id,
      side: 'receive',
      amount: '1200000',
    });

    externalStore.write({ ...externalStore.read()!, purposeCode: 'GDI', charges: 'SHA' });
    await router.navigate(PATHS.externalStep4);
    await screen.findByRole('button', { name: 'Continue and send me a code' });
    expect(screen.getByText('1 AED = 0.2145000000 GBP')).toBeInTheDocument();
    expect(terms()).toMatchObject({
      'You send (calculated at this rate)': expect.stringMatching(/^AED\s55,944\.06$/),
      "The beneficiary's bank receives exactly": expect.stringMatching(/^GBP\s12,000\.00$/),
      'Total taken from your wallet': expect.stringMatching(/^AED\s55,969\.06$/),
    });
    expect(terms().Fee).toMatch(/AED\s25\.00 \(shared charges\)/);
    expect(screen.getByText('Rate guaranteed for')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue and send me a code' }));
    expect(await screen.findByText(/We sent a 6-digit code to \+971 50/)).toBeInTheDocument();
    const createdWith = api.to('POST', '/transfer/external')[0]!.body as Record<string, unknown>;
    expect(createdWith).toMatchObject({
      beneficiary_id: JOHN.beneficiary_id,
      buy_amount_minor: '1200000',
      charges: 'SHA',
      purpose_code: 'GDI',
      quote_id: invoiceQuote.quote_id,
    });
    expect(createdWith).not.toHaveProperty('amount_minor');
  });

  it("keeps one amount field when the wallet is in the beneficiary's currency", async () => {
    const gbp = wallet('GBP', '5000.00');
    backend({ 'GET /wallet/list': reply(200, { data: [aed, gbp] }) });
    externalStore.write(
      purposeDone({ fromWalletId: undefined, amount: undefined, charges: undefined }),
    );
    const user = userEvent.setup({ delay: null });
    renderFlow(PATHS.externalStep2);
    await user.click(await screen.findByRole('radio', { name: /^GBP/ }));
    expect(screen.getAllByRole('textbox', { name: /Amount/ })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: /They receive/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^AED/ }));
    expect(screen.getByRole('textbox', { name: /^You send/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^They receive/ })).toBeInTheDocument();
  });
});
