// The bulk payments' words in the reader's language (issue 28): a problem of a row by its code and
// values (the bank's English message only on an English page, for a code the app does not know
// yet), the statuses of a batch, a row and its transaction, and amounts as "AED 1,250.00".
import type { BadgeStatus } from '@bank/ui';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { formatMoneyValue } from '@/i18n/format';
import type { BulkBatch, BulkField, BulkProblem, BulkRow } from './api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The template's columns, in order: the fields of a row. */
export const FIELDS: readonly BulkField[] = [
  'name',
  'iban',
  'bic',
  'amount',
  'currency',
  'purpose_code',
  'reference',
];

/** Codes whose words depend on the field (`problem.<code>.<field>`). */
const BY_FIELD = new Set(['required', 'too_long', 'characters']);
/** Codes with words of their own (@bank/lookups' checks and the bank's own: not_found, own_account, currency_mismatch). */
const CODES = new Set([
  'iban_country',
  'iban_length',
  'iban_format',
  'iban_checksum',
  'bic_invalid',
  'bic_country',
  'amount_invalid',
  'amount_decimals',
  'amount_zero',
  'currency_unknown',
  'currency_no_wallet',
  'purpose_required',
  'purpose_withdrawn',
  'purpose_unknown',
  'duplicate',
  'not_found',
  'own_account',
  'currency_mismatch',
]);
const FIELD_CODES: Record<string, readonly BulkField[]> = {
  required: FIELDS,
  too_long: ['name', 'reference'],
  characters: ['name', 'reference'],
};

/** A problem in words: "The IBAN’s check digits do not match…" (its field's label apart). */
export function problemText(
  t: Translate,
  problem: Pick<BulkProblem, 'field' | 'code' | 'values' | 'message'>,
  language: string,
): string {
  const { field, code, values } = problem;
  if (BY_FIELD.has(code) && FIELD_CODES[code]?.includes(field))
    return t(`problem.${code}.${field}`, values);
  if (CODES.has(code)) return t(`problem.${code}`, values);
  // A code this app does not know yet: the bank's words on an English page, ours on the others.
  return language === 'en' ? problem.message : t('problem.other', { field: t(`field.${field}`) });
}

/** The problems of a row, field by field (for the fields of the fix). */
export function problemsByField(
  t: Translate,
  problems: readonly BulkProblem[],
  language: string,
): Partial<Record<BulkField, string>> {
  const out: Partial<Record<BulkField, string>> = {};
  for (const p of problems) {
    const text = problemText(t, p, language);
    out[p.field] = out[p.field] ? `${out[p.field]} ${text}` : text;
  }
  return out;
}

/** A batch's status as a badge: its tone and icon, with our words. */
export const BATCH_BADGE: Record<BulkBatch['status'], BadgeStatus> = {
  draft: 'pending',
  awaiting_approval: 'awaiting_approval',
  processing: 'processing',
  done: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

type TransactionStatus = NonNullable<BulkRow['transaction_status']>;

/** A sent row's transaction status as a badge. */
export const TRANSACTION_BADGE: Record<TransactionStatus, BadgeStatus> = {
  awaiting_confirmation: 'pending',
  awaiting_approval: 'awaiting_approval',
  pending: 'pending',
  processing: 'processing',
  completed: 'completed',
  failed: 'failed',
  returned: 'returned',
  rejected: 'rejected',
  expired: 'expired',
};

/** A row's outcome in a word (its transaction's status once sent, else the row's own). */
export const rowOutcome = (row: BulkRow): string => row.transaction_status ?? row.status;

/** A transaction still on its way (the batch is asked again while one is). */
export const ON_ITS_WAY: ReadonlySet<string> = new Set([
  'awaiting_confirmation',
  'pending',
  'processing',
]);

/** "AED 1,250.00" in both languages; a currency the app does not know as the bank wrote it. */
export function moneyText(value: { currency: string; amount: string; minor: string }): string {
  return isCurrencyCode(value.currency)
    ? formatMoneyValue(value)
    : `${value.currency}\u00A0${value.amount}`;
}

/** The sum of two amounts of one currency, in minor units, as the bank's Money (no floats). */
export function plus(
  a: { currency: string; amount: string; minor: string },
  b: { minor: string },
): { currency: string; amount: string; minor: string } {
  const minor = (BigInt(a.minor) + BigInt(b.minor)).toString();
  const digits = a.amount.split('.')[1]?.length ?? 0;
  const padded = minor.padStart(digits + 1, '0');
  const amount = digits ? `${padded.slice(0, -digits)}.${padded.slice(-digits)}` : padded;
  return { currency: a.currency, amount, minor };
}
