// Text fields: every string field of every request carries the one check that refuses control and
// spoofing characters; what the check refuses and lets through; the grant types' two forms; the one
// envelope of external-transfer creation.
import { describe, expect, it } from 'vitest';
import {
  callList,
  calls,
  FORBIDDEN_TEXT_SAMPLES,
  GRANT_MFA_OOB,
  GRANT_MFA_OTP,
  GRANT_MFA_RECOVERY,
  hasPlainTextCheck,
  rawText,
  text,
  textFieldsOf,
} from '../src/index';

const PARTS = ['body', 'query', 'params'] as const;
const code = (c: string) =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('text fields of the requests', () => {
  it('every string field of every request schema carries the plain-text check', () => {
    const fields = callList.flatMap((call) =>
      PARTS.flatMap((part) =>
        textFieldsOf(call[part]).map((f) => ({
          where: `${call.id} ${part} ${f.path.join('.')}${f.isKey ? ' (key)' : ''}`,
          f,
        })),
      ),
    );
    // The walk reaches the fields it must (nested objects, unions, records), so a miss is not silent.
    const where = fields.map((x) => x.where);
    expect(where).toEqual(
      expect.arrayContaining([
        'addBeneficiary body nickname',
        'createExternalTransfer body beneficiary.name',
        'internalTransfer body reference',
        'setFxRates body rates (key)',
        'listTransactions query cursor',
        'getWallet params wallet_id',
        'confirmMfa body otp_code',
      ]),
    );
    expect(fields.length).toBeGreaterThan(150);
    expect(fields.filter((x) => !hasPlainTextCheck(x.f.schema)).map((x) => x.where)).toEqual([]);
  });

  it('refuses C0 and C1 controls, DEL, line separators, bidi overrides and lone surrogates, naming the character', () => {
    for (const [schema, trimmed] of [
      [text(), true],
      [rawText(), false],
    ] as const) {
      for (const bad of FORBIDDEN_TEXT_SAMPLES) {
        // A trimmed field drops whitespace (tabs, line breaks) at its ends before the check: only inside is it refused.
        const atEnds = trimmed && bad.trim() === '' ? [] : [`${bad}Omar`, `Omar${bad}`];
        for (const value of [`Om${bad}ar`, ...atEnds]) {
          const result = schema.safeParse(value);
          expect(result.success, JSON.stringify(value)).toBe(false);
          expect(result.error?.issues[0]?.message).toContain(code(bad));
        }
      }
    }
    expect(text().safeParse('\u0000').error?.issues[0]?.message).toBe(
      'Remove the invisible control or formatting character (U+0000) from this field.',
    );
  });

  it('lets every language through, with the marks it needs; a trimmed field forgives surrounding whitespace', () => {
    for (const ok of [
      'Omar Al-Hashimi',
      'عمر الهاشمي',
      'ع\u200Fمر',
      "Zoë O'Brien",
      'خانه\u200Cای',
      '👩\u200D💻',
      '李小龍',
      'Ref. 2026/03 #7 «rent»',
      'a\u00A0b',
    ]) {
      expect(text().safeParse(ok).success, ok).toBe(true);
      expect(rawText().safeParse(ok).success, ok).toBe(true);
    }
    expect(text().parse('  Omar\t\n')).toBe('Omar');
    expect(rawText().safeParse('Omar\t').success).toBe(false);
  });

  it("names the field: a NUL in a beneficiary's nickname or a transfer's reference", () => {
    const beneficiary = calls.addBeneficiary.body.safeParse({
      kind: 'internal',
      nickname: 'Mum\u0000',
      account_number: '1000000000000001',
    });
    expect(beneficiary.error?.issues.map((i) => i.path.join('.'))).toEqual(['nickname']);
    const transfer = calls.internalTransfer.body.safeParse({
      idempotency_key: crypto.randomUUID(),
      from_wallet_id: crypto.randomUUID(),
      to_wallet_id: crypto.randomUUID(),
      amount_minor: '1000',
      reference: 'Rent \u202Eevil',
    });
    expect(transfer.error?.issues.map((i) => i.path.join('.'))).toEqual(['reference']);
  });
});

describe('grant types and envelopes', () => {
  it('confirm takes each MFA grant type as its full URI or its short form, and parses both to the URI', () => {
    const body = { mfa_token: 'x'.repeat(16), otp_code: '123456', email: 'a@b.co', password: 'p' };
    const grant = (grant_type: string) => calls.confirmMfa.body.safeParse({ ...body, grant_type });
    expect(grant('mfa-otp').data?.grant_type).toBe(GRANT_MFA_OTP);
    expect(grant('mfa-oob').data?.grant_type).toBe(GRANT_MFA_OOB);
    expect(grant('mfa-recovery-code').data?.grant_type).toBe(GRANT_MFA_RECOVERY);
    for (const full of [GRANT_MFA_OTP, GRANT_MFA_OOB, GRANT_MFA_RECOVERY])
      expect(grant(full).data?.grant_type).toBe(full);
    for (const wrong of ['otp', 'password', 'MFA-OTP', `${GRANT_MFA_OTP}/`])
      expect(grant(wrong).success).toBe(false);
  });

  it('external-transfer creation answers data = the transaction, with data.confirmation', () => {
    const money = { currency: 'GBP', amount: '100.00', minor: '10000' };
    const transaction = {
      transaction_id: crypto.randomUUID(),
      bank_reference: 'SB-7KQ2-9F4M',
      transaction_type: 'external_transfer',
      status: 'awaiting_confirmation',
      direction: 'out',
      amount: money,
      fee: money,
      total_debit: money,
      counter_amount: null,
      rate: null,
      quote_id: null,
      from_wallet: null,
      to_wallet: null,
      counterparty: { name: 'John Smith', detail: null },
      beneficiary_id: null,
      payee: null,
      resubmission_of: null,
      resubmitted_as: null,
      purpose_code: null,
      charges: 'SHA',
      reference: null,
      created_by: null,
      approved_by: null,
      rejected_by: null,
      rejection_reason: null,
      failure_reason: null,
      card: null,
      crypto: null,
      status_history: [],
      created_at: '2026-03-01T09:00:00.000Z',
      updated_at: '2026-03-01T09:00:00.000Z',
      completed_at: null,
    };
    const confirmation = {
      channel: 'sms',
      sent_to: '+9715•••••67',
      expires_at: '2026-03-01T09:05:00.000Z',
    };
    const parsed = calls.createExternalTransfer.response.parse({
      data: { ...transaction, confirmation },
    });
    expect(parsed.data.transaction_id).toBe(transaction.transaction_id);
    expect(parsed.data.confirmation).toEqual(confirmation);
    expect(
      calls.createExternalTransfer.response.safeParse({ data: { transaction, otp: confirmation } })
        .success,
    ).toBe(false);
  });
});
