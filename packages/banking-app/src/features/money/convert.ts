// The home's total: every wallet's balance converted into the customer's display currency at the
// indicative mid rates, in integer minor units (never a float), rounded half up. An estimate: the
// rate of a real conversion has a spread and is quoted at that moment.
import { getCurrency } from '@bank/lookups/currencies';

export interface BalanceIn {
  currency: string;
  /** Major units with exactly the currency's decimals ("1234.50"), as the API answers it. */
  amount: string;
  minor: string;
}

export interface MidRate {
  currency: string;
  /** Units of `currency` per one unit of the base, as a decimal string ("3.6725"). */
  mid_rate: string;
}

/** A decimal string as a fraction of two bigints: "3.6725" → 36725 / 10000. */
export function decimalFraction(value: string): { num: bigint; den: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal rate: ${JSON.stringify(value)}`);
  const frac = match[2] ?? '';
  return { num: BigInt(`${match[1]}${frac}`), den: 10n ** BigInt(frac.length) };
}

const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/** Integer division rounded half up (both positive denominators). */
function divideHalfUp(num: bigint, den: bigint): bigint {
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return negative ? -q : q;
}

export interface Estimate {
  /** The total in the display currency's minor units. */
  minor: bigint;
  /** Wallet currencies without a rate: left out of the total (the screen says so). */
  missing: string[];
}

/**
 * Σ balance ÷ mid rate(display → wallet currency), each converted exactly and the sum rounded once.
 * `rates` are against `display` as base; a wallet in `display` counts as it is.
 */
export function estimateTotal(
  balances: readonly BalanceIn[],
  rates: readonly MidRate[],
  display: string,
): Estimate {
  const target = getCurrency(display);
  if (!target) throw new RangeError(`Unknown display currency ${display}`);
  const scale = 10n ** BigInt(target.minorUnits);
  const byCurrency = new Map(rates.map((r) => [r.currency, r.mid_rate]));
  // Sum exact fractions over one common denominator, then round once.
  let num = 0n;
  let den = 1n;
  const missing: string[] = [];
  for (const b of balances) {
    const minor = BigInt(b.minor);
    const unit = 10n ** BigInt(decimalsOf(b.amount));
    let part: { num: bigint; den: bigint };
    if (b.currency === display) {
      part = { num: minor * scale, den: unit };
    } else {
      const rate = byCurrency.get(b.currency);
      if (!rate) {
        if (minor !== 0n) missing.push(b.currency);
        continue;
      }
      const r = decimalFraction(rate);
      if (r.num === 0n) {
        missing.push(b.currency);
        continue;
      }
      part = { num: minor * scale * r.den, den: unit * r.num };
    }
    num = num * part.den + part.num * den;
    den *= part.den;
  }
  return { minor: divideHalfUp(num, den), missing };
}
