// A statement's rows: every leg signed as the totals count it, dates in UAE time, and the CSV rows
// of the transaction and wire summaries (cells quoted, formulas defused).
import { type Transaction } from '@bank/api-contract';
import { splitUtcTimestamp } from '@bank/lookups';
import { details, type TxRow } from '../../money/records';

export const localDate = (iso: string) => {
  const { date, time } = splitUtcTimestamp(
    new Date(Date.parse(iso) + 4 * 3600 * 1000).toISOString(),
  );
  return `${date} ${time.slice(0, 5)}`;
};

/** A CSV cell: quoted when needed; text starting with = + - @ is defused (spreadsheet formula injection). */
function cell(value: string | null | undefined, text = true): string {
  let v = value ?? '';
  if (text && /^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The statuses in which, in the end, no money moved and no fee was kept. */
const NOTHING_MOVED: ReadonlySet<Transaction['status']> = new Set([
  'failed',
  'returned',
  'rejected',
  'expired',
]);

/** A major-unit amount with the sign of its leg: negative for money that leaves the holder. */
export const debit = (amount: string) => (/^-|^0*(\.0*)?$/.test(amount) ? amount : `-${amount}`);

/**
 * The holder's legs of a transaction, signed as the statement's totals count them: what leaves a
 * wallet (a transfer's amount, a conversion's source, every fee) is negative, what arrives positive.
 * `credit` is the other currency's side: a conversion's (or own transfer's) credit to the holder's
 * other wallet, positive; for money out in another currency, what was sent in it, negative.
 */
export function statementLegs(t: Transaction): {
  amount: string;
  fee: string;
  credit: { amount: string; currency: string } | null;
} {
  // Nothing moved in the end (failed, returned, rejected, expired): the amount asked for, unsigned.
  // A returned transfer's fee is the one thing kept (src/money/rail.ts), money out like any fee.
  if (NOTHING_MOVED.has(t.status))
    return {
      amount: t.amount.amount.replace(/^-/, ''),
      fee: t.status === 'returned' && t.fee && t.fee.minor !== '0' ? debit(t.fee.amount) : '',
      credit: null,
    };
  const out = t.direction !== 'in';
  const amount = out ? debit(t.amount.amount) : t.amount.amount;
  const fee = t.fee && t.fee.minor !== '0' ? debit(t.fee.amount) : (t.fee?.amount ?? '');
  const other = t.counter_amount ?? (t.direction === 'own' ? t.amount : null);
  const credit = other
    ? {
        currency: other.currency,
        amount: t.direction === 'out' ? debit(other.amount) : other.amount,
      }
    : null;
  return { amount, fee, credit };
}

// The bank's short reference first (what a customer reads to support), then the API's id.
export const TX_HEADER = [
  'date (UAE time)',
  'bank_reference',
  'transaction_id',
  'type',
  'status',
  'direction',
  'currency',
  'amount',
  'fee',
  'counter_currency',
  'counter_amount',
  'rate',
  'counterparty',
  'detail',
  'reference',
  'purpose_code',
];
export const WIRE_HEADER = [
  'date (UAE time)',
  'bank_reference',
  'transaction_id',
  'status',
  'beneficiary',
  'iban_or_account',
  'bic',
  'bank',
  'country',
  'purpose_code',
  'charges',
  'currency',
  'amount',
  'fee',
  'total_debit',
  'beneficiary_currency',
  'beneficiary_amount',
  'rate',
  'reference',
];

export function txCsvRow(t: Transaction): string {
  const legs = statementLegs(t);
  return [
    cell(localDate(t.created_at)),
    cell(t.bank_reference),
    cell(t.transaction_id),
    cell(t.transaction_type),
    cell(t.status),
    cell(t.direction),
    cell(t.amount.currency),
    cell(legs.amount, false),
    cell(legs.fee, false),
    cell(legs.credit?.currency ?? ''),
    cell(legs.credit?.amount ?? '', false),
    cell(t.rate ?? '', false),
    cell(t.counterparty?.name),
    cell(t.counterparty?.detail),
    cell(t.reference),
    cell(t.purpose_code),
  ].join(',');
}

export function wireCsvRow(t: Transaction, row: TxRow): string {
  const b = details(row).beneficiary;
  return [
    cell(localDate(t.created_at)),
    cell(t.bank_reference),
    cell(t.transaction_id),
    cell(t.status),
    cell(b?.name ?? t.counterparty?.name),
    cell(b?.iban ?? b?.account_number ?? ''),
    cell(b?.bic ?? ''),
    cell(b?.bank_name ?? ''),
    cell(b?.country ?? ''),
    cell(t.purpose_code),
    cell(t.charges),
    cell(t.amount.currency),
    cell(debit(t.amount.amount), false),
    cell(debit(t.fee?.amount ?? ''), false),
    cell(debit(t.total_debit?.amount ?? ''), false),
    cell(t.counter_amount?.currency ?? t.amount.currency),
    cell(t.counter_amount?.amount ?? t.amount.amount, false),
    cell(t.rate ?? '', false),
    cell(t.reference),
  ].join(',');
}
