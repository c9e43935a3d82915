import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { axeViolations } from '@/lib/testing/axe';
import {
  APPROVAL_CHALLENGE,
  APPROVAL_CHALLENGE_ID,
  approvalOptions,
  onePasskey,
} from '@/lib/testing/passkeys';
import { refusal, renderPage, reply, screenUnderTest, setupI18n } from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { progress } from '@/lib/testing/approvals';
import {
  decided,
  firstApproved,
  LARGE,
  OWN_CONVERSION,
  PREPARER,
  reviewApi,
  SUPPLIER,
  type Role,
} from './testData';

// The browser's passkeys, scripted: none (as in jsdom) unless a test turns them on.
const browser = vi.hoisted(() => ({
  passkeysSupported: vi.fn(() => false),
  signWithPasskey: vi.fn(),
}));
vi.mock(import('@/lib/passkeys/browser'), async (original) => ({
  ...(await original()),
  ...browser,
}));

const Review = screenUnderTest(() => import('./ReviewPage'));
const ROUTE = '/dashboard/waiting_review/:transaction_type/:transaction_id';
const ITEM = `/dashboard/waiting_review/external_transfer/${SUPPLIER.transaction_id}`;
const API = `/review/external_transfer/${SUPPLIER.transaction_id}`;
const user = () => userEvent.setup({ delay: null });
const SENT = reply(202, {
  data: { channel: 'sms', sent_to: '+971 50 ••• ••67', expires_at: '2026-11-20T10:05:00.000Z' },
});

function open(role: Role, extra: Parameters<typeof reviewApi>[1] = {}, at = ITEM) {
  const api = reviewApi(role, {
    [`GET ${API}`]: reply(200, { data: SUPPLIER }),
    [`POST ${API}/approve/otp`]: SENT,
    ...extra,
  });
  return { api, ...renderPage(Review(), ROUTE, { at }) };
}

/** What an approver's passkey signs for the supplier's transfer (the bank's statement of it). */
const SUPPLIER_APPROVAL = {
  action: 'approve_review',
  subject_id: SUPPLIER.transaction_id,
  amount_minor: '1251500',
  currency: 'USD',
  payee_name: 'Shenzhen Parts Co.',
  payee_account: '004412354410',
} as const;

/** Opens the approval, waits for the code to be sent and enters it. */
async function enterCode(u: ReturnType<typeof user>, code = '123456') {
  await u.click(await screen.findByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
  expect(await within(dialog).findByText('+971 50 ••• ••67')).toBeInTheDocument();
  await u.type(await within(dialog).findByRole('textbox', { name: /One-time code/ }), code);
  return dialog;
}

beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('valid-token');
});

describe('Review a transaction', () => {
  it('shows everything the preparer entered, who prepared it and when, and its history', async () => {
    const { container } = open('approver');
    expect(
      await screen.findByText('Prepared by Rashid Preparer on 20-11-2026', { exact: false }),
    ).toBeInTheDocument();
    const entered = screen.getByRole('region', { name: 'What was prepared' });
    for (const text of [
      'Shenzhen Parts Co. · HSBC Hong Kong · •••• 4410',
      'Invoice 4471',
      'GDI',
      'Charges shared (SHA)',
      'USD 12,515.00',
      'Rashid Preparer',
    ])
      expect(entered).toHaveTextContent(text);
    expect(within(entered).getByRole('heading', { name: 'Status history' })).toBeInTheDocument();
    // The decision loads for an approver who may decide (its own chunk).
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the payee in full and the amounts before the decision, which comes last; the dialog restates them', async () => {
    const { container } = open('approver');
    const payee = await screen.findByRole('region', { name: 'Who is paid' });
    for (const text of [
      'NameShenzhen Parts Co.',
      'Account number004412354410',
      'BIC (SWIFT code)HSBCHKHHHKH',
      'BankHSBC Hong Kong',
      'CountryHong Kong (HK)',
    ])
      expect(payee).toHaveTextContent(text);
    const entered = screen.getByRole('region', { name: 'What was prepared' });
    const decision = screen.getByRole('region', { name: 'Your decision' });
    // In reading order: who is paid, what was prepared, then the decision with its buttons.
    expect(payee.compareDocumentPosition(entered) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      entered.compareDocumentPosition(decision) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await within(decision).findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(decision).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(payee).queryByRole('button')).toBeNull();
    const u = user();
    await u.click(within(decision).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
    expect(dialog).toHaveTextContent('Leaves your walletUSD 12,515.00');
    expect(dialog).toHaveTextContent('Paid toShenzhen Parts Co., 004412354410, HSBC Hong Kong');
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
  });

  it('tells the preparer of a rejected transaction at once who rejected it and why', async () => {
    open('preparer', {
      [`GET ${API}`]: reply(200, {
        data: decided(SUPPLIER, 'rejected', 'Wrong amount: the invoice says 12,000.00'),
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A transaction you prepared' }),
    ).toBeInTheDocument();
    const banner = await screen.findByText('Rejected by Mariam Approver');
    expect(banner.closest('[class]')?.parentElement).toHaveTextContent(
      'Reason: Wrong amount: the invoice says 12,000.00',
    );
    expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull();
    // The preparer edits it and submits it again from here.
    expect(screen.getByRole('link', { name: 'Edit and submit again' })).toHaveAttribute(
      'href',
      `/dashboard/resubmit/external_transfer/${SUPPLIER.transaction_id}`,
    );
  });

  it('tells an approver that a transaction replaces a rejected one, leading to it', async () => {
    const old = '7a1b2c3d-0000-4000-8000-00000000abcd';
    open('approver', {
      [`GET ${API}`]: reply(200, { data: { ...SUPPLIER, resubmission_of: old } }),
    });
    expect(await screen.findByText(/This transaction replaces a rejected one/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'open the rejected one' })).toHaveAttribute(
      'href',
      `/dashboard/waiting_review/external_transfer/${old}`,
    );
  });

  it('sends the approver a code on opening, and approves once with it: a double press sends one request', async () => {
    let approvals = 0;
    const { api, container } = open('approver', {
      [`POST ${API}/approve`]: () => {
        approvals += 1;
        return reply(200, { data: decided(SUPPLIER, 'completed') });
      },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
    expect(await within(dialog).findByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to +971 50 ••• ••67',
    );
    // The code field's code comes with the dialog: it is there once loaded.
    expect(
      await within(dialog).findByRole('button', { name: /Send a new code in \d+ s/ }),
    ).toBeDisabled();
    expect(api.to('POST', `${API}/approve/otp`)).toHaveLength(1);
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await u.type(within(dialog).getByRole('textbox', { name: /One-time code/ }), '123456');
    await u.dblClick(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await screen.findByText('Approved. The transaction was sent.')).toBeInTheDocument();
    expect(approvals).toBe(1);
    expect(api.to('POST', `${API}/approve`)[0]!.body).toEqual({
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      otp_code: '123456',
    });
    // One banner says it: not a second one with the outcome's words.
    expect(screen.queryByText('Approved and sent.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull();
    expect(screen.getByRole('region', { name: 'What was prepared' })).toHaveTextContent(
      'Approved byMariam Approver',
    );
  });

  it('an approver with a passkey signs this approval with it (no code sent); a code is one press away', async () => {
    browser.passkeysSupported.mockReturnValue(true);
    const signed = { id: 'Y3JlZA', response: {} };
    browser.signWithPasskey.mockResolvedValue(signed);
    const { api, container } = open('approver', {
      'GET /security/passkeys': onePasskey(),
      'POST /security/passkeys/approval': approvalOptions(SUPPLIER_APPROVAL),
      [`POST ${API}/approve`]: reply(200, { data: decided(SUPPLIER, 'completed') }),
    });
    const u = user();
    await waitFor(() => expect(api.to('GET', '/security/passkeys')).toHaveLength(1));
    await u.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
    expect(
      within(dialog).getByText(
        'Your passkey signs this approval, and only this one: the amount and the payee above.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use a code instead' })).toBeInTheDocument();
    expect(api.to('POST', `${API}/approve/otp`)).toHaveLength(0);
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Approve with my passkey' }));
    expect(await screen.findByText('Approved. The transaction was sent.')).toBeInTheDocument();
    expect(api.to('POST', '/security/passkeys/approval')[0]!.body).toEqual({
      action: 'approve_review',
      subject_id: SUPPLIER.transaction_id,
      transaction_type: 'external_transfer',
    });
    expect(browser.signWithPasskey).toHaveBeenCalledWith({ challenge: APPROVAL_CHALLENGE });
    expect(api.to('POST', `${API}/approve`)[0]!.body).toEqual({
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      passkey: { challenge_id: APPROVAL_CHALLENGE_ID, credential: signed },
    });
    browser.passkeysSupported.mockReturnValue(false);
  });

  it('an approver who closes the passkey window is told nothing was approved, and can use a code', async () => {
    browser.passkeysSupported.mockReturnValue(true);
    browser.signWithPasskey.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const { api } = open('approver', {
      'GET /security/passkeys': onePasskey(),
      'POST /security/passkeys/approval': approvalOptions(SUPPLIER_APPROVAL),
    });
    const u = user();
    await waitFor(() => expect(api.to('GET', '/security/passkeys')).toHaveLength(1));
    await u.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
    await u.click(within(dialog).getByRole('button', { name: 'Approve with my passkey' }));
    expect(
      await within(dialog).findByText(
        'You closed the passkey window, or it timed out. Nothing was approved.',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', `${API}/approve`)).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Use a code instead' }));
    expect(await within(dialog).findByText('+971 50 ••• ••67')).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('textbox', { name: /One-time code/ }),
    ).toBeInTheDocument();
    browser.passkeysSupported.mockReturnValue(false);
  });

  it('asks for the six digits, says a wrong code at the field with the attempts left, and approves with the right one', async () => {
    const { api, container } = open('approver', {
      [`POST ${API}/approve`]: (call) =>
        (call.body as { otp_code: string }).otp_code === '123456'
          ? reply(200, { data: decided(SUPPLIER, 'completed') })
          : refusal(400, 'invalid_code', { message: 'The code is not correct. 4 attempts left.' }),
    });
    const u = user();
    const dialog = await enterCode(u, '12');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(
      within(dialog).getByRole('textbox', { name: /One-time code/ }),
    ).toHaveAccessibleDescription(/Enter the 6 digits of the code we sent you/);
    expect(api.to('POST', `${API}/approve`)).toHaveLength(0);
    const field = within(dialog).getByRole('textbox', { name: /One-time code/ });
    await u.clear(field);
    await u.type(field, '000000');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /The code is wrong: check it and enter it again\. The code is not correct\. 4 attempts left\./,
      ),
    );
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await u.clear(field);
    await u.type(field, '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await screen.findByText('Approved. The transaction was sent.')).toBeInTheDocument();
  });

  it('says when the code could not be sent, and "Send a new code" sends it', async () => {
    const answers = [
      refusal(429, 'rate_limited', { message: 'Too many codes: try again in 15 minutes.' }),
      SENT,
    ];
    const { api } = open('approver', { [`POST ${API}/approve/otp`]: () => answers.shift()! });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not send your code',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText('+971 50 ••• ••67')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.to('POST', `${API}/approve/otp`)).toHaveLength(2);
  });

  it('keeps the key after a lost answer (503) and makes a new one after a refusal, saying why on the dialog', async () => {
    const answers = [
      refusal(503, 'service_unavailable'),
      refusal(422, 'insufficient_funds', {
        message: 'Not enough money in the USD wallet: 2,000.00 available.',
      }),
      reply(200, { data: decided(SUPPLIER, 'completed') }),
    ];
    const { api } = open('approver', { [`POST ${API}/approve`]: () => answers.shift()! });
    const u = user();
    const dialog = await enterCode(u);
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STATUS_TEXTS[503]);
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(
      await within(dialog).findByText('Not enough money in the USD wallet: 2,000.00 available.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('We could not approve it');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await screen.findByText('Approved. The transaction was sent.')).toBeInTheDocument();
    const keys = api
      .to('POST', `${API}/approve`)
      .map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('when the prepared rate has expired, shows a fresh quote and approves at it', async () => {
    const conversion = { ...OWN_CONVERSION, created_by: PREPARER };
    const path = `/review/conversion/${conversion.transaction_id}`;
    const m = (currency: string, amount: string) => ({
      currency,
      amount,
      minor: amount.replace('.', ''),
    });
    const quote = {
      quote_id: '6f1c2d3e-4a5b-4c6d-8e9f-000000000042',
      from_currency: 'AED',
      to_currency: 'EUR',
      sell: m('AED', '5000.00'),
      buy: m('EUR', '1240.00'),
      fee: m('AED', '0.00'),
      total_debit: m('AED', '5000.00'),
      rate: '0.248',
      mid_rate: '0.2485',
      inverse_rate: '4.032258065',
      spread_bps: 20,
      expires_at: '2026-11-20T10:00:30.000Z',
      expires_in: 30,
    };
    const { api } = open(
      'approver',
      {
        [`GET ${path}`]: reply(200, { data: conversion }),
        [`POST ${path}/approve`]: (call) =>
          (call.body as { quote_id?: string }).quote_id
            ? reply(200, { data: decided(conversion, 'completed') })
            : refusal(409, 'quote_expired'),
        [`POST ${path}/approve/otp`]: SENT,
        'POST /fx/quote': reply(201, { data: quote }),
      },
      `/dashboard/waiting_review/conversion/${conversion.transaction_id}`,
    );
    const u = user();
    const dialog = await enterCode(u);
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    const fresh = await within(dialog).findByRole('status');
    expect(fresh).toHaveTextContent('The prepared rate has expired');
    expect(fresh).toHaveTextContent(
      'New rate: 1 AED = 0.248 EUR (prepared at 0.25). Approving now converts into EUR 1,240.00',
    );
    expect(api.to('POST', '/fx/quote')[0]!.body).toEqual({
      from_currency: 'AED',
      to_currency: 'EUR',
      amount_minor: '500000',
    });
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await screen.findByText('Approved. The transaction was sent.')).toBeInTheDocument();
    const bodies = api
      .to('POST', `${path}/approve`)
      .map((c) => c.body as { idempotency_key: string; quote_id?: string });
    expect(bodies[1]!.quote_id).toBe(quote.quote_id);
    // The same code: the bank uses it only when the money moves.
    expect(bodies.map((b) => (b as { otp_code?: string }).otp_code)).toEqual(['123456', '123456']);
    expect(bodies[1]!.idempotency_key).not.toBe(bodies[0]!.idempotency_key);
  });

  it('rejects with a reason, which it asks for when missing', async () => {
    const { api } = open('admin', {
      [`POST ${API}/reject`]: (call) =>
        reply(200, {
          data: decided(SUPPLIER, 'rejected', (call.body as { reason: string }).reason),
        }),
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this transaction?' });
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toBeRequired();
    await u.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Say why you reject it/,
    );
    expect(api.to('POST', `${API}/reject`)).toHaveLength(0);
    await u.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong amount{Enter}');
    expect(await screen.findByText('Rejected. The preparer sees your reason.')).toBeInTheDocument();
    expect(api.to('POST', `${API}/reject`)[0]!.body).toEqual({ reason: 'Wrong amount' });
    expect(screen.queryByText('Rejected: nothing was sent.')).toBeNull();
    expect(screen.getByRole('region', { name: 'What was prepared' })).toHaveTextContent(
      'Reason for rejectionWrong amount',
    );
  });

  it('tells the preparer of a transaction that another approver reviews it, and a viewer that they only read', async () => {
    const own = `/dashboard/waiting_review/conversion/${OWN_CONVERSION.transaction_id}`;
    const first = open(
      'approver',
      {
        [`GET /review/conversion/${OWN_CONVERSION.transaction_id}`]: reply(200, {
          data: OWN_CONVERSION,
        }),
      },
      own,
    );
    expect(await screen.findByText(/You prepared this transaction/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    first.unmount();
    forgetCustomerType();
    const { container } = open('viewer');
    expect(await screen.findByText(/You can read this transaction/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the transaction cannot be loaded (503) says so, and "Try again" loads it', async () => {
    let down = true;
    const { container } = open('approver', {
      [`GET ${API}`]: () =>
        down ? refusal(503, 'service_unavailable') : reply(200, { data: SUPPLIER }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this transaction');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('in Arabic: the review and its dialog without an axe violation', async () => {
    await setupI18n('ar');
    try {
      const { container } = open('approver');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'مراجعة معاملة' }),
      ).toBeInTheDocument();
      const u = user();
      await u.click(await screen.findByRole('button', { name: 'رفض' }));
      await screen.findByRole('dialog', { name: 'رفض هذه المعاملة؟' });
      await waitFor(async () =>
        expect(await axeViolations(container.ownerDocument.body)).toEqual([]),
      );
      await u.click(screen.getByRole('button', { name: 'إلغاء' }));
      await u.click(await screen.findByRole('button', { name: 'موافقة' }));
      const approve = await screen.findByRole('dialog', { name: 'الموافقة على هذه المعاملة؟' });
      expect(await within(approve).findByText('+971 50 ••• ••67')).toBeInTheDocument();
      await waitFor(async () =>
        expect(await axeViolations(container.ownerDocument.body)).toEqual([]),
      );
    } finally {
      await setupI18n('en');
    }
  });
});

describe('Review under the approval rules (issue 28)', () => {
  const LARGE_ITEM = `/dashboard/waiting_review/external_transfer/${LARGE.transaction_id}`;
  const LARGE_API = `/review/external_transfer/${LARGE.transaction_id}`;

  it('shows the path: who may give each approval and which waits; an approval that is not the last leaves it waiting for the next step', async () => {
    let approved = false;
    const { api, container } = open(
      'approver',
      {
        [`GET ${LARGE_API}`]: () => reply(200, { data: approved ? firstApproved() : LARGE }),
        [`POST ${LARGE_API}/approve/otp`]: SENT,
        [`POST ${LARGE_API}/approve`]: () => {
          approved = true;
          return reply(200, { data: firstApproved() });
        },
      },
      LARGE_ITEM,
    );
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    expect(approvals).toHaveTextContent("Your company's rule “Large payments” applies.");
    let steps = within(approvals).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Step 1: an approver');
    expect(steps[0]).toHaveTextContent('Waiting');
    expect(steps[0]).toHaveTextContent('Who can give it: Adam Falcon and Mariam Approver');
    expect(steps[1]).toHaveTextContent('Step 2: an administrator');
    expect(steps[1]).toHaveTextContent('Next');
    expect(steps[1]).toHaveTextContent('Who can give it: Sara Falcon and Hamad Falcon');
    expect(await axeViolations(container)).toEqual([]);

    const u = user();
    await u.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
    expect(dialog).toHaveAccessibleDescription(
      /Your approval is step 1 of 2\. The money moves only after the last one/,
    );
    expect(await within(dialog).findByText('+971 50 ••• ••67')).toBeInTheDocument();
    await u.type(await within(dialog).findByRole('textbox', { name: /One-time code/ }), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    // Not executed: it waits for the administrator.
    expect(
      await screen.findByText('Approved by you: waiting for step 2 (an administrator).'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Approved. The transaction was sent.')).toBeNull();
    expect(api.to('POST', `${LARGE_API}/approve`)).toHaveLength(1);
    steps = within(screen.getByRole('region', { name: 'Approvals' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/Approved by Mariam Approver on 20-11-2026 \d\d:\d\d/);
    expect(steps[1]).toHaveTextContent('Waiting for this approval now');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('tells an approver that a payment is over their own limit, and offers no decision', async () => {
    const over = {
      ...LARGE,
      approval: progress(
        { steps: LARGE.approval!.steps },
        { can_approve: false, reason: 'over_limit' },
      ),
    };
    const { container } = open(
      'approver',
      { [`GET ${LARGE_API}`]: reply(200, { data: over }) },
      LARGE_ITEM,
    );
    expect(
      await screen.findByText(
        "This payment is over your own approval limit (per payment or per day) under your company's rules. Another approver must approve it.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your decision' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says a refusal over the approver's limit (approval_limit_exceeded) in its own words", async () => {
    open(
      'approver',
      {
        [`GET ${LARGE_API}`]: reply(200, { data: LARGE }),
        [`POST ${LARGE_API}/approve/otp`]: SENT,
        [`POST ${LARGE_API}/approve`]: refusal(403, 'approval_limit_exceeded', {
          message: 'This payment is over your daily approval limit of AED 100,000.00.',
        }),
      },
      LARGE_ITEM,
    );
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
    expect(await within(dialog).findByText('+971 50 ••• ••67')).toBeInTheDocument();
    await u.type(await within(dialog).findByRole('textbox', { name: /One-time code/ }), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Over your approval limit');
    expect(alert).toHaveTextContent(
      "This payment is over what your company's rules let you approve, in one payment or in one day.",
    );
  });

  it('in Arabic: the path and why the approver waits, without an axe violation', async () => {
    await setupI18n('ar');
    try {
      const { container } = open(
        'approver',
        { [`GET ${LARGE_API}`]: reply(200, { data: firstApproved() }) },
        LARGE_ITEM,
      );
      const approvals = await screen.findByRole('region', { name: 'الموافقات' });
      expect(approvals).toHaveTextContent('الخطوة 2: مسؤول');
      expect(
        screen.getByText('وافقت عليها. وهي الآن بانتظار الخطوة 2: مسؤول.'),
      ).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
