// Issue 28: one batch of bulk payments against the contract's answers. A draft with a problem (the
// reason Submit is disabled, the row first, "only rows with problems", a fix in place and a row
// removed, each answer replacing the batch); the submission with the one-time code and one key kept
// across a lost answer; waiting for approval (an approver who may approve with a code, or reject
// with a reason; one with a passkey approves with it — refused, then with a code instead — one
// without approves with the code only; one over their limit told why); sent with failures (the outcome, why each failed,
// the report's CSV); asked again while payments are on their way; 1,000 rows 50 at a time; a 503
// and its retry; axe in English and Arabic.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkBatchWithRows } from '@bank/api-contract';
import { axeViolations } from '@/lib/testing/axe';
import { ADAM, HAMAD, path, progress } from '@/lib/testing/approvals';
import {
  APPROVAL_CHALLENGE,
  APPROVAL_CHALLENGE_ID,
  approvalOptions,
  onePasskey,
} from '@/lib/testing/passkeys';
import { customerType, details } from '@/lib/testing/money';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
  type Routes,
} from '@/lib/testing/pageHarness';
import { bulkPaymentPath, PATHS } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { badIbanRow, batch, batchId, money, row, sentRow, withRows } from './testData';

// The browser's passkeys, scripted: none (as in jsdom) unless a test turns them on.
const browser = vi.hoisted(() => ({
  passkeysSupported: vi.fn(() => false),
  signWithPasskey: vi.fn(),
}));
vi.mock(import('@/lib/passkeys/browser'), async (original) => ({
  ...(await original()),
  ...browser,
}));

const Page = screenUnderTest(() => import('./BulkPaymentPage'));
const user = () => userEvent.setup({ delay: null });
const ID = batchId(1);
const AT = bulkPaymentPath(ID);
const BATCH = `/bulk_payments/${ID}`;
const SENT = reply(202, {
  data: { channel: 'sms', sent_to: '+971 50 ••• ••14', expires_at: '2026-11-20T10:05:00.000Z' },
});

type Role = 'viewer' | 'preparer' | 'approver' | 'admin';

/** The batch's page as `who` with this role; the batch answers `answer` (a function: each time). */
function open(
  role: Role,
  answer: BulkBatchWithRows | (() => BulkBatchWithRows),
  extra: Routes = {},
  who: { customer_id: string } = HAMAD,
) {
  const api = fakeApi({
    'GET /customer/customer_type': reply(200, customerType('corporate', role)),
    'GET /customer/get_customer_details_by_id': reply(
      200,
      details({ customer_id: who.customer_id, user_type: 'corporate', customer_type: role }),
    ),
    [`GET ${BATCH}`]: () => reply(200, { data: typeof answer === 'function' ? answer() : answer }),
    ...extra,
  });
  return { api, ...renderPage(Page(), PATHS.bulkPayment, { at: AT }) };
}

const tbodyOf = (line: number) =>
  screen.getByRole('rowheader', { name: String(line) }).closest('tbody')!;

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

let saved: { name: string; blob: Blob }[];
beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('valid-token');
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:bulk-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  browser.passkeysSupported.mockReset().mockReturnValue(false);
  browser.signWithPasskey.mockReset();
  await setupI18n('en');
});

const draftWithProblem = () =>
  withRows(batch({ invalid_count: 1, row_count: 2 }), [row(2), badIbanRow(3)]);

describe('a draft (/dashboard/bulk_payments/:batch_id)', () => {
  it('lists the row with a problem first, in words, and fixes it in place or removes a row', async () => {
    const fixedRow = row(3, {
      input: { ...badIbanRow(3).input, iban: 'GB82WEST12345698765432' },
      amount: money('USD', '980.50'),
      fee: money('USD', '5.00'),
    });
    const fixed = withRows(batch({ invalid_count: 0, row_count: 2 }), [row(2), fixedRow]);
    const removed = withRows(batch({ invalid_count: 0, row_count: 1 }), [
      { ...row(2), status: 'removed' },
      fixedRow,
    ]);
    const { api, container } = open('admin', draftWithProblem(), {
      [`PUT ${BATCH}/rows/3`]: reply(200, { data: fixed }),
      [`DELETE ${BATCH}/rows/2`]: reply(200, { data: removed }),
      'POST /approval_path': reply(200, { data: path({ kind: 'bulk_payment' }) }),
    });
    const u = user();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suppliers, December' }),
    ).toBeVisible();
    expect(screen.getByText('1 payment has a problem')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Submit the batch' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      '1 payment has a problem: fix it or remove it before you submit.',
    );
    // The totals and fees before submitting.
    const totals = screen.getByRole('table', { name: 'Totals per currency' });
    expect(within(totals).getAllByRole('row')[1]).toHaveTextContent(
      /CurrencyAEDPayments2AmountAED\s3,750\.00Our feesAED\s10\.00Leaves the walletAED\s3,760\.00/,
    );
    // The row with a problem first, its problem under it in words.
    const table = screen.getByRole('table', {
      name: 'The payments of the batch, those needing attention first',
    });
    const lines = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(lines).toEqual(['3', '2']);
    expect(tbodyOf(3)).toHaveTextContent(
      "IBAN: The IBAN's check digits do not match: check it for a typing mistake.",
    );
    expect(tbodyOf(3)).toHaveTextContent('New payee');
    await u.click(screen.getByRole('checkbox', { name: 'Only payments with problems (1)' }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['3']);
    expect(await axeViolations(container)).toEqual([]);

    // The fix: the field says its problem; the bank's answer replaces the batch.
    await u.click(screen.getByRole('button', { name: 'Fix line 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix line 3' });
    const iban = within(dialog).getByRole('textbox', { name: /IBAN/ });
    expect(iban).toHaveAccessibleDescription(/check digits do not match/);
    expect(await axeViolations(container)).toEqual([]);
    await u.clear(iban);
    await u.type(iban, 'GB82WEST12345698765432');
    await u.click(within(dialog).getByRole('button', { name: 'Check and save' }));
    expect(await screen.findByText('Line 3 is ready.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('PUT', `${BATCH}/rows/3`)[0]!.body).toEqual({
      ...badIbanRow(3).input,
      iban: 'GB82WEST12345698765432',
    });
    expect(screen.getByRole('button', { name: 'Submit the batch' })).toBeEnabled();
    expect(await screen.findByRole('region', { name: 'Who will approve' })).toBeInTheDocument();

    // A row removed after a second question.
    await u.click(screen.getByRole('button', { name: 'Remove line 2' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Remove line 2 from the batch?',
    });
    await u.click(within(ask).getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText('Line 2 was removed from the batch.')).toBeVisible();
    expect(api.to('DELETE', `${BATCH}/rows/2`)).toHaveLength(1);
    expect(screen.queryByRole('rowheader', { name: '2' })).toBeNull();
  });

  it('keeps the fix open with the problems the bank still finds', async () => {
    const still = withRows(batch({ invalid_count: 1, row_count: 2 }), [
      row(2),
      {
        ...badIbanRow(3),
        problems: [
          {
            field: 'currency',
            code: 'currency_no_wallet',
            values: { currency: 'CHF' },
            message: 'Your company has no CHF wallet to pay from.',
          },
        ],
      },
    ]);
    open('admin', draftWithProblem(), { [`PUT ${BATCH}/rows/3`]: reply(200, { data: still }) });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Fix line 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix line 3' });
    await u.click(within(dialog).getByRole('button', { name: 'Check and save' }));
    expect(
      await within(dialog).findByRole('link', {
        name: 'Currency: Your company has no CHF wallet to pay from: open one, or pay in another currency.',
      }),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Currency/ })).toHaveAccessibleDescription(
      /no CHF wallet/,
    );
  });

  it('is submitted with the one-time code, one key kept across a lost answer', async () => {
    const ready = withRows(batch(), [row(2), row(3), row(4)]);
    const waiting = batch({
      status: 'awaiting_approval',
      submitted_at: '2026-11-20T07:00:00.000Z',
      approval: progress({ kind: 'bulk_payment' }, { can_approve: false, reason: 'prepared_it' }),
    });
    let lost = true;
    let state: BulkBatchWithRows = ready;
    const { api, container } = open('admin', () => state, {
      'POST /approval_path': reply(200, { data: path({ kind: 'bulk_payment' }) }),
      [`POST ${BATCH}/submit/otp`]: SENT,
      [`POST ${BATCH}/submit`]: (call) => {
        const body = call.body as { otp_code: string };
        if (body.otp_code === '111111') return refusal(400, 'invalid_code');
        if (lost) {
          lost = false;
          return reply(502, { error: { code: 'bad_gateway', message: 'Bad gateway' } });
        }
        state = withRows(waiting, ready.rows);
        return reply(200, { data: waiting });
      },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Submit the batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit this batch?' });
    expect(await within(dialog).findByText(/We sent a 6-digit code to/)).toBeVisible();
    // The totals restated where it is confirmed.
    expect(within(dialog).getByRole('table', { name: 'Totals per currency' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    const code = within(dialog).getAllByRole('textbox')[0]!;
    await u.click(code);
    await u.paste('111111');
    await u.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('That code is not right. Check it, or send a new one.'),
    ).toBeVisible();
    await u.click(code);
    await u.keyboard('{Control>}a{/Control}{Backspace}');
    await u.paste('246810');
    await u.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('We could not tell whether it went through'),
    ).toBeVisible();
    await u.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Submitted. It now waits for step 1: an approver.'),
    ).toBeVisible();
    const keys = api
      .to('POST', `${BATCH}/submit`)
      .map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(3);
    // A refused code is an answer: a new key; the lost answer's key is sent again.
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    expect(api.to('POST', `${BATCH}/submit`)[2]!.body).toEqual({
      idempotency_key: keys[2],
      otp_code: '246810',
    });
    // The page reads the batch again: it waits, and its submitter cannot approve it.
    expect(await screen.findByRole('region', { name: 'Approvals' })).toBeInTheDocument();
    expect(
      screen.getByText('You submitted this batch: another approver must approve it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a payroll month’s batch', () => {
  it('leads back to the payroll, and its rows change with its employees, not here', async () => {
    const { container } = open(
      'admin',
      withRows(batch({ kind: 'payroll', name: 'Payroll 2026-11', file_name: null }), [
        row(1, { input: { ...row(1).input, bic: '', purpose_code: 'SAL' } }),
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Payroll' })).toHaveAttribute(
      'href',
      PATHS.payroll,
    );
    expect(screen.getByRole('button', { name: 'Submit the batch' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Upload a corrected file' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Remove) line/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('a batch waiting for approval', () => {
  const waiting = (you: Parameters<typeof progress>[1]) =>
    withRows(
      batch({
        status: 'awaiting_approval',
        submitted_at: '2026-11-20T07:00:00.000Z',
        approval: progress({ kind: 'bulk_payment' }, you),
      }),
      [row(2), row(3)],
    );

  it('lets an approver the rules allow approve it with a code, or reject it with a reason', async () => {
    const next = batch({
      status: 'awaiting_approval',
      submitted_at: '2026-11-20T07:00:00.000Z',
      approval: progress(
        {
          kind: 'bulk_payment',
          current_step: 2,
          steps: [
            {
              ...path().steps[0]!,
              status: 'approved',
              approved_by: ADAM,
              approved_at: '2026-11-20T08:00:00.000Z',
            },
            path().steps[1]!,
          ],
        },
        { can_approve: false, reason: 'already_approved' },
      ),
    });
    const { api, container } = open(
      'approver',
      waiting({ can_approve: true }),
      {
        [`POST ${BATCH}/approve/otp`]: SENT,
        [`POST ${BATCH}/approve`]: reply(200, { data: next }),
        [`POST ${BATCH}/reject`]: reply(200, {
          data: batch({ status: 'rejected', rejection_reason: 'Wrong month' }),
        }),
      },
      ADAM,
    );
    const u = user();
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    expect(approvals).toHaveTextContent('Step 1: an approver');
    expect(approvals).toHaveTextContent('Step 2: Sara Falcon');
    expect(screen.getByText(/Submitted: the batch waits for the approvals/)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);

    await u.click(within(approvals).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject this batch?' });
    await u.click(within(reject).getByRole('button', { name: 'Reject the batch' }));
    expect(within(reject).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Say why you reject the batch\./,
    );
    await u.click(within(reject).getByRole('button', { name: 'Cancel' }));

    await u.click(within(approvals).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this batch?' });
    expect(dialog).toHaveTextContent(
      'Your approval is step 1 of 2: the batch then waits for the next.',
    );
    await within(dialog).findByText(/We sent a 6-digit code to/);
    await u.click(within(dialog).getAllByRole('textbox')[0]!);
    await u.paste('135790');
    await u.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Approved. It now waits for step 2: \u2068Sara Falcon\u2069.'),
    ).toBeVisible();
    expect(api.to('POST', `${BATCH}/approve`)[0]!.body).toEqual({
      idempotency_key: expect.any(String),
      otp_code: '135790',
    });
    expect(api.to('POST', `${BATCH}/reject`)).toHaveLength(0);
  });

  /** What the approver's passkey signs for this batch (the bank's statement: its AED value, 2 payments). */
  const STATEMENT = {
    action: 'approve_batch',
    subject_id: ID,
    amount_minor: '735094',
    currency: 'AED',
    payee_name: 'Suppliers, December: 2 payments',
    payee_account: '',
  } as const;
  const approvedSent = () =>
    batch({
      status: 'processing',
      submitted_at: '2026-11-20T07:00:00.000Z',
      decided_by: ADAM,
      decided_at: '2026-11-20T09:00:00.000Z',
    });

  it('lets an approver with a passkey approve with it: no code sent, the batch signed, a code one press away', async () => {
    browser.passkeysSupported.mockReturnValue(true);
    const signed = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', response: {} };
    browser.signWithPasskey.mockResolvedValue(signed);
    const { api, container } = open(
      'approver',
      waiting({ can_approve: true }),
      {
        'GET /security/passkeys': onePasskey(),
        'POST /security/passkeys/approval': approvalOptions(STATEMENT),
        [`POST ${BATCH}/approve/otp`]: SENT,
        [`POST ${BATCH}/approve`]: reply(200, { data: approvedSent() }),
      },
      ADAM,
    );
    const u = user();
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    // Nothing about passkeys is asked before the approval is opened (it comes with the dialogs).
    expect(api.to('GET', '/security/passkeys')).toHaveLength(0);
    await u.click(within(approvals).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this batch?' });
    expect(
      await within(dialog).findByText(
        'Your passkey signs this approval, and only this one: this batch, its total and its number of payments.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('table', { name: 'Totals per currency' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Use a code instead' })).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(api.to('POST', `${BATCH}/approve/otp`)).toHaveLength(0);
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    await u.click(within(dialog).getByRole('button', { name: 'Approve with my passkey' }));
    expect(await screen.findByText('Approved: the payments are being sent.')).toBeVisible();
    expect(api.to('POST', '/security/passkeys/approval')[0]!.body).toEqual({
      action: 'approve_batch',
      subject_id: ID,
    });
    expect(browser.signWithPasskey).toHaveBeenCalledWith({ challenge: APPROVAL_CHALLENGE });
    expect(api.to('POST', `${BATCH}/approve`)[0]!.body).toEqual({
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      passkey: { challenge_id: APPROVAL_CHALLENGE_ID, credential: signed },
    });
    expect(api.to('POST', `${BATCH}/approve/otp`)).toHaveLength(0);
    // A definite answer: the attempt's key is forgotten.
    expect(sessionStorage.getItem(`sadu.bulk.approve.${ID}`)).toBeNull();
  });

  it('in Arabic: a lost answer keeps the key, the passkey window closed and the signature refused are said, then a code approves', async () => {
    await setupI18n('ar');
    browser.passkeysSupported.mockReturnValue(true);
    const signed = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', response: {} };
    browser.signWithPasskey
      .mockResolvedValueOnce(signed)
      .mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }))
      .mockResolvedValueOnce(signed);
    const answers = [
      reply(503, { error: { code: 'service_unavailable', message: 'Down for a moment.' } }),
      refusal(400, 'passkey_rejected', { message: 'The passkey’s signature was not accepted.' }),
      reply(200, { data: approvedSent() }),
    ];
    const { api, container } = open(
      'approver',
      waiting({ can_approve: true }),
      {
        'GET /security/passkeys': onePasskey(),
        'POST /security/passkeys/approval': approvalOptions(STATEMENT),
        [`POST ${BATCH}/approve/otp`]: SENT,
        [`POST ${BATCH}/approve`]: () => answers.shift()!,
      },
      ADAM,
    );
    const u = user();
    const approvals = await screen.findByRole('region', { name: 'الموافقات' });
    await u.click(within(approvals).getByRole('button', { name: 'وافق' }));
    const dialog = await screen.findByRole('dialog', { name: 'أتوافق على هذه الدفعة المجمّعة؟' });
    const withPasskey = await within(dialog).findByRole('button', {
      name: 'الموافقة بمفتاح المرور',
    });

    // The answer is lost: said, and the key kept for the next attempt.
    await u.click(withPasskey);
    expect(await within(dialog).findByText('حاول مرة أخرى: لن يتم مرتين.')).toBeVisible();
    const kept = sessionStorage.getItem(`sadu.bulk.approve.${ID}`);
    expect(kept).toMatch(/^[0-9a-f-]{36}$/);

    // The approver closes the passkey window: nothing is sent.
    await u.click(withPasskey);
    expect(
      await within(dialog).findByText(
        'أغلقت نافذة مفتاح المرور أو انتهت مهلتها. لم تتم الموافقة على شيء.',
      ),
    ).toBeVisible();
    expect(api.to('POST', `${BATCH}/approve`)).toHaveLength(1);

    // Signed again, the bank refuses the signature: said in words, in Arabic only.
    await u.click(withPasskey);
    expect(await within(dialog).findByText('لم يُقبل توقيع مفتاح المرور')).toBeVisible();
    expect(
      within(dialog).getByText(
        'لم تتم الموافقة على شيء. وقّع مجددًا بمفتاح المرور، أو استخدم رمزًا بدلاً من ذلك.',
      ),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent(/signature|passkey/i);
    const [lost, rejected] = api.to('POST', `${BATCH}/approve`);
    expect((rejected!.body as { idempotency_key: string }).idempotency_key).toBe(kept);
    expect((lost!.body as { idempotency_key: string }).idempotency_key).toBe(kept);
    expect(api.to('POST', `${BATCH}/approve/otp`)).toHaveLength(0);
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    // A code instead: sent only now, and the approval goes with it under a new key.
    await u.click(within(dialog).getByRole('button', { name: 'استخدام رمز بدلاً من ذلك' }));
    await within(dialog).findByText(/أرسلنا رمزًا من 6 أرقام إلى/);
    expect(api.to('POST', `${BATCH}/approve/otp`)).toHaveLength(1);
    await u.click(within(dialog).getAllByRole('textbox')[0]!);
    await u.paste('135790');
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'وافق' }));
    expect(await screen.findByText('تمت الموافقة: المدفوعات قيد الإرسال.')).toBeVisible();
    const last = api.to('POST', `${BATCH}/approve`)[2]!.body as Record<string, unknown>;
    expect(last).toEqual({ idempotency_key: expect.any(String), otp_code: '135790' });
    expect(last.idempotency_key).not.toBe(kept);
    expect(api.to('POST', '/security/passkeys/approval')).toHaveLength(3);
  });

  it('offers an approver without a passkey the code only', async () => {
    // A browser with passkeys, and no passkey of theirs.
    browser.passkeysSupported.mockReturnValue(true);
    const { api, container } = open(
      'approver',
      waiting({ can_approve: true }),
      {
        'GET /security/passkeys': reply(200, { data: [] }),
        [`POST ${BATCH}/approve/otp`]: SENT,
        [`POST ${BATCH}/approve`]: reply(200, { data: approvedSent() }),
      },
      ADAM,
    );
    const u = user();
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    await u.click(within(approvals).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this batch?' });
    await within(dialog).findByText(/We sent a 6-digit code to/);
    expect(api.to('GET', '/security/passkeys')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /passkey/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Use a code instead' })).toBeNull();
    expect(within(dialog).queryByText(/Your passkey signs/)).toBeNull();
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await u.click(within(dialog).getAllByRole('textbox')[0]!);
    await u.paste('135790');
    await u.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the payments are being sent.')).toBeVisible();
    expect(api.to('POST', '/security/passkeys/approval')).toHaveLength(0);
    expect(api.to('POST', `${BATCH}/approve`)[0]!.body).toEqual({
      idempotency_key: expect.any(String),
      otp_code: '135790',
    });
  });

  it('in Arabic: offers an approver without a passkey the code only', async () => {
    await setupI18n('ar');
    browser.passkeysSupported.mockReturnValue(true);
    const { api, container } = open(
      'approver',
      waiting({ can_approve: true }),
      {
        'GET /security/passkeys': reply(200, { data: [] }),
        [`POST ${BATCH}/approve/otp`]: SENT,
      },
      ADAM,
    );
    const u = user();
    const approvals = await screen.findByRole('region', { name: 'الموافقات' });
    await u.click(within(approvals).getByRole('button', { name: 'وافق' }));
    const dialog = await screen.findByRole('dialog', { name: 'أتوافق على هذه الدفعة المجمّعة؟' });
    await within(dialog).findByText(/أرسلنا رمزًا من 6 أرقام إلى/);
    expect(within(dialog).queryByRole('button', { name: 'الموافقة بمفتاح المرور' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'استخدام رمز بدلاً من ذلك' })).toBeNull();
    expect(api.to('POST', '/security/passkeys/approval')).toHaveLength(0);
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
  });

  it('tells an approver over their own limit why they cannot approve it', async () => {
    const { container } = open(
      'approver',
      waiting({ can_approve: false, reason: 'over_limit' }),
      {},
      ADAM,
    );
    expect(
      await screen.findByText(
        "This batch is over your own approval limit (per payment or per day) under your company's rules. Another approver must approve it.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    // Not theirs to cancel either: its submitter or an administrator.
    expect(screen.queryByRole('button', { name: 'Cancel the batch' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('a sent batch', () => {
  const done = () =>
    withRows(
      batch({
        status: 'done',
        submitted_at: '2026-11-20T07:00:00.000Z',
        row_count: 3,
        outcome: { completed: 2, in_progress: 0, failed: 1 },
      }),
      [
        sentRow(2, 'completed'),
        sentRow(3, 'completed', {
          input: { ...row(3).input, name: '=Harbour "Logistics", Ltd' },
        }),
        row(4, {
          status: 'failed',
          input: { ...row(4).input, name: 'Euro Parts GmbH', reference: 'INV-4' },
          failure_reason: 'Not enough money in the AED wallet for this payment and its fee.',
        }),
      ],
    );

  it('shows each outcome and why one failed, and downloads the report as CSV', async () => {
    const { container } = open('viewer', done());
    expect(await screen.findByText('1 payment failed')).toBeVisible();
    expect(screen.getByText('2 paid')).toBeVisible();
    expect(tbodyOf(4)).toHaveTextContent(
      'Why it failed: Not enough money in the AED wallet for this payment and its fee.',
    );
    expect(tbodyOf(2)).toHaveTextContent('Paid');
    expect(tbodyOf(2)).toHaveTextContent('SB-7KQ2-9F4P');
    // The failed one first; a viewer fixes nothing.
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['4', '2', '3']);
    expect(screen.queryByRole('button', { name: /Fix|Remove/ })).toBeNull();
    await user().click(screen.getByRole('checkbox', { name: 'Only payments that failed (1)' }));
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['4']);
    expect(await axeViolations(container)).toEqual([]);

    await user().click(screen.getByRole('button', { name: 'Download the report' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('bulk-payment-suppliers-december-report.csv');
    const text = (await readText(saved[0]!.blob)).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'line,name,iban,amount,currency,reference,status,bank_reference,failure_reason',
      '2,Gulf Office Supplies LLC,AE070331234567890123456,1250.00,AED,INV-2,completed,SB-7KQ2-9F4P,',
      // A formula is not run by a spreadsheet; quotes and commas are kept.
      `3,"'=Harbour ""Logistics"", Ltd",AE070331234567890123456,1250.00,AED,INV-3,completed,SB-7KQ2-9F4Q,`,
      '4,Euro Parts GmbH,AE070331234567890123456,1250.00,AED,INV-4,failed,,Not enough money in the AED wallet for this payment and its fee.',
    ]);
  });

  it('asks the bank again every few seconds while payments are on their way, and stops when done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer = withRows(
        batch({
          status: 'processing',
          submitted_at: '2026-11-20T07:00:00.000Z',
          outcome: { completed: 1, in_progress: 1, failed: 0 },
        }),
        [sentRow(2, 'completed'), sentRow(3, 'processing')],
      );
      const { api } = open('admin', () => answer);
      expect(await screen.findByText(/Being sent: each payment goes/)).toBeVisible();
      expect(api.to('GET', BATCH)).toHaveLength(1);
      answer = withRows(
        { ...answer, status: 'done', outcome: { completed: 2, in_progress: 0, failed: 0 } },
        [sentRow(2, 'completed'), sentRow(3, 'completed')],
      );
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(await screen.findByText('Sent: every payment was paid.')).toBeVisible();
      expect(api.to('GET', BATCH)).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(api.to('GET', BATCH)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a large batch', () => {
  it('draws 1,000 payments 50 at a time', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 2));
    open('admin', withRows(batch({ row_count: 1000 }), rows));
    expect(await screen.findByText('Showing 50 of 1000.')).toBeVisible();
    expect(screen.getAllByRole('rowheader')).toHaveLength(50);
    await user().click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(await screen.findByText('Showing 100 of 1000.')).toBeVisible();
    expect(screen.getAllByRole('rowheader')).toHaveLength(100);
  });

  it('says so when the batch cannot be loaded, and tries again', async () => {
    let down = true;
    fakeApi({
      'GET /customer/customer_type': reply(200, customerType('corporate', 'admin')),
      'GET /customer/get_customer_details_by_id': reply(
        200,
        details({ customer_id: HAMAD.customer_id, user_type: 'corporate', customer_type: 'admin' }),
      ),
      [`GET ${BATCH}`]: () =>
        down
          ? reply(503, { error: { code: 'service_unavailable', message: 'down' } })
          : reply(200, { data: draftWithProblem() }),
    });
    renderPage(Page(), PATHS.bulkPayment, { at: AT });
    expect(await screen.findByText('We could not load this batch')).toBeVisible();
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suppliers, December' }),
    ).toBeVisible();
  });
});

describe('in Arabic', () => {
  it('says a draft’s problems in Arabic only, with no axe violations', async () => {
    await setupI18n('ar');
    const { container } = open('admin', draftWithProblem());
    expect(await screen.findByText('دفعة واحدة بها مشكلة')).toBeVisible();
    expect(tbodyOf(3)).toHaveTextContent(
      'رقم الآيبان: خانتا التحقق في رقم الآيبان غير متطابقتين: تأكد من عدم وجود خطأ في الكتابة.',
    );
    expect(container).not.toHaveTextContent(/check digits/);
    expect(await axeViolations(container)).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'أصلح السطر 3' }));
    await screen.findByRole('dialog', { name: 'أصلح السطر 3' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
