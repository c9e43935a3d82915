// Exact decimal arithmetic for rates: a rate is a decimal string; computations go through bigint
// rationals, rounded to a number of significant digits only at the end.

export interface Rational {
  num: bigint;
  den: bigint;
}

/** "3.6725" → 36725 / 10000. */
export function parseDecimal(value: string): Rational {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const frac = match[2] ?? '';
  return { num: BigInt((match[1] ?? '0') + frac), den: 10n ** BigInt(frac.length) };
}

export function divide(a: Rational, b: Rational): Rational {
  return { num: a.num * b.den, den: a.den * b.num };
}

export function multiply(a: Rational, b: Rational): Rational {
  return { num: a.num * b.num, den: a.den * b.den };
}

const digitsOf = (n: bigint) => (n < 0n ? -n : n).toString().length;

/**
 * A positive rational as a decimal string with `sig` significant digits, rounded down or half up;
 * trailing zeros after the point are dropped.
 */
export function toSignificant(r: Rational, sig: number, mode: 'down' | 'half_up'): string {
  if (r.num <= 0n || r.den <= 0n) throw new RangeError('toSignificant needs a positive value');
  // Choose k so that floor(num × 10^k / den) has exactly `sig` digits.
  let k = sig - (digitsOf(r.num) - digitsOf(r.den));
  const scaled = (kk: number) =>
    kk >= 0 ? (r.num * 10n ** BigInt(kk)) / r.den : r.num / (r.den * 10n ** BigInt(-kk));
  while (digitsOf(scaled(k)) > sig) k -= 1;
  while (digitsOf(scaled(k)) < sig) k += 1;
  let q = scaled(k);
  if (mode === 'half_up') {
    const twice =
      k + 1 >= 0
        ? (r.num * 10n ** BigInt(k + 1)) / r.den
        : r.num / (r.den * 10n ** BigInt(-(k + 1)));
    if (twice % 10n >= 5n) q += 1n;
  }
  if (k <= 0) return (q * 10n ** BigInt(-k)).toString();
  const s = q.toString().padStart(k + 1, '0');
  const int = s.slice(0, s.length - k);
  const frac = s.slice(s.length - k).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/**
 * Minor units of one asset → minor units of another at an exact rational rate: amount × rate ×
 * 10^(toUnits − fromUnits), rounded down (toward zero) or up. The one rounding of money: FX at the
 * customer's rate, fees and limits at mid.
 */
export function scaleMinor(
  amount: bigint,
  rate: Rational,
  fromUnits: number,
  toUnits: number,
  rounding: 'down' | 'up',
): bigint {
  let num = amount * rate.num;
  let den = rate.den;
  const shift = toUnits - fromUnits;
  if (shift >= 0) num *= 10n ** BigInt(shift);
  else den *= 10n ** BigInt(-shift);
  const q = num / den;
  return rounding === 'up' && q * den !== num ? q + 1n : q;
}

/** The same at a decimal rate ("3.6725"). */
export function convertMinor(
  amount: bigint,
  rate: string,
  fromUnits: number,
  toUnits: number,
  rounding: 'down' | 'up' = 'down',
): bigint {
  return scaleMinor(amount, parseDecimal(rate), fromUnits, toUnits, rounding);
}
