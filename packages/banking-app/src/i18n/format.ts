// The spec's formats, the same in English and Arabic (spec 9; clarifications): amounts in en-US
// form with at least 2 fraction digits and at most the currency's minor units; dates DD-MM-YYYY.
// Latin digits in both languages, as UAE banks print amounts and dates.
import { formatAmount } from '@bank/lookups/amount';
import type { CurrencyCode } from '@bank/lookups/currencies';
import { formatDate, splitUtcTimestamp } from '@bank/lookups/dates';

export interface MoneyValue {
  currency: string;
  minor: string;
}

/** "AED 1,234.50" in both languages (the code first, as UAE statements show it). */
export function formatMoneyValue(value: MoneyValue): string {
  return `${value.currency}\u00A0${formatAmount(BigInt(value.minor), value.currency as CurrencyCode)}`;
}

/** Basis points as a percentage with up to two decimals: 150 → "1.5%". */
export function formatBps(bps: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(bps / 100)}%`;
}

/** A calendar day as DD-MM-YYYY. */
export function formatDay(value: Date | string): string {
  return formatDate(typeof value === 'string' && value.length > 10 ? new Date(value) : value);
}

/** An instant the bank recorded, as "DD-MM-YYYY HH:mm UTC" (the same for every reader, wherever they are). */
export function formatUtcMinute(value: string): string {
  const { date, time } = splitUtcTimestamp(value);
  return `${date} ${time.slice(0, 5)} UTC`;
}

const UAE_OFFSET_MS = 4 * 3_600_000;

/** An instant as "DD-MM-YYYY HH:mm" in UAE time (UTC+4, no daylight saving), wherever the reader is. */
export function formatUaeMinute(value: string): string {
  const { date, time } = splitUtcTimestamp(new Date(Date.parse(value) + UAE_OFFSET_MS));
  return `${date} ${time.slice(0, 5)}`;
}
