// Rates and conversions over a rate table: mid rates, the customer's rate (mid less the spread,
// rounded down to 10 significant digits: the rate shown is the rate applied) and amounts.
import { ApiError } from '../http/errors';
import { findAsset, requireAsset } from './assets';
import {
  convertMinor,
  divide,
  multiply,
  parseDecimal,
  scaleMinor,
  toSignificant,
  type Rational,
} from './decimal';

const RATE_DIGITS = 10;

export interface RateEntry {
  /** Units of the asset per 1 USD, as a decimal string. */
  perUsd: string;
  updatedAt: Date;
  source: string;
}
/** Mid rates by asset code (what the rates adapter answers). */
export type RateTable = ReadonlyMap<string, RateEntry>;

function perUsd(table: RateTable, code: string): Rational {
  const entry = table.get(code);
  if (!entry)
    throw new ApiError(
      'currency_not_allowed',
      `No exchange rate is available for ${code} at the moment.`,
    );
  return parseDecimal(entry.perUsd);
}

/** Destination units per source unit at mid, exact. */
function midRational(table: RateTable, from: string, to: string): Rational {
  return divide(perUsd(table, to), perUsd(table, from));
}

export function midRate(table: RateTable, from: string, to: string): string {
  return toSignificant(midRational(table, from, to), RATE_DIGITS, 'half_up');
}

/** The customer's rate: mid × (1 − spread), rounded down. */
export function customerRate(
  table: RateTable,
  from: string,
  to: string,
  spreadBps: number,
): string {
  const r = multiply(midRational(table, from, to), {
    num: BigInt(10_000 - spreadBps),
    den: 10_000n,
  });
  return toSignificant(r, RATE_DIGITS, 'down');
}

export function inverseRate(rate: string): string {
  const r = parseDecimal(rate);
  return toSignificant({ num: r.den, den: r.num }, RATE_DIGITS, 'half_up');
}

/** Minor units of `from` → minor units of `to` at a decimal rate. */
export function applyRate(
  amount: bigint,
  rate: string,
  from: string,
  to: string,
  rounding: 'down' | 'up' = 'down',
): bigint {
  return convertMinor(
    amount,
    rate,
    requireAsset(from).minorUnits,
    requireAsset(to).minorUnits,
    rounding,
  );
}

/** Converts at the exact mid rate (fees, limits), rounding as asked. */
export function atMid(
  table: RateTable,
  amount: bigint,
  from: string,
  to: string,
  rounding: 'down' | 'up',
): bigint {
  if (from === to) return amount;
  return scaleMinor(
    amount,
    midRational(table, from, to),
    findAsset(from)?.minorUnits ?? 2,
    findAsset(to)?.minorUnits ?? 2,
    rounding,
  );
}
