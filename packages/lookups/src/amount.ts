// Money amounts as integer minor units (bigint, or a decimal integer string), never floats.
// Every conversion here is string/bigint arithmetic; no amount goes through Number.
import { requireCurrency } from './currencies';
import type { CurrencyCode } from './currencies';
import { toAsciiDigits } from './digits';

/** An amount in minor units: a bigint, or a decimal integer string such as "123450" or "-5". */
export type MinorAmount = bigint | string;

/**
 * What an amount is counted in: one of the 29 currencies by its code, or another asset given with
 * its decimals — a virtual asset as the bank's ledger keeps it (BTC 8, ETH 9, USDT 6).
 */
export type AmountUnit = CurrencyCode | { readonly code: string; readonly minorUnits: number };

/** The decimals of a unit; throws RangeError for an unknown currency or decimals outside 0–18. */
export function unitMinorUnits(unit: AmountUnit): number {
  if (typeof unit === 'string') return requireCurrency(unit).minorUnits;
  const { minorUnits } = unit;
  if (!Number.isInteger(minorUnits) || minorUnits < 0 || minorUnits > 18)
    throw new RangeError(
      `An asset's decimals must be a whole number from 0 to 18, got ${String(minorUnits)} for ${JSON.stringify(unit.code)}`,
    );
  return minorUnits;
}

/** The code a unit is shown with: "USD", "BTC". */
export const unitCode = (unit: AmountUnit): string => (typeof unit === 'string' ? unit : unit.code);

/** The largest amount in minor units that the ledger stores (PostgreSQL bigint, 2^63 − 1). */
export const MAX_MINOR = 2n ** 63n - 1n;

/** Why `parseAmount` refused a text; each has its own message in the UI. */
export type AmountParseError =
  | 'empty' // nothing typed
  | 'invalid_characters' // letters, spaces, symbols: only digits, "," and "." are allowed
  | 'negative' // a minus sign
  | 'malformed' // digits and separators in a wrong order: "1..2", "1,23", "12,3456", "."
  | 'too_many_decimals' // more decimals than the currency has ("1.234" USD, "1.5" JPY)
  | 'too_large'; // above MAX_MINOR

export type AmountParseResult =
  | { readonly ok: true; readonly minor: bigint }
  | { readonly ok: false; readonly reason: AmountParseError };

const INTEGER = /^-?\d+$/;

/** The minor units as a bigint; throws TypeError for anything but a bigint or a decimal integer string. */
export function toMinor(value: MinorAmount): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string' && INTEGER.test(value)) return BigInt(value);
  throw new TypeError(
    `An amount in minor units must be a bigint or a decimal integer string, got ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`,
  );
}

/** Fraction digits shown for a currency: at least 2, at most its minor units (BHD/KWD: up to 3). */
export function displayFractionDigits(currency: AmountUnit): { min: number; max: number } {
  const minorUnits = unitMinorUnits(currency);
  return { min: 2, max: Math.max(2, minorUnits) };
}

function splitMinor(
  minor: bigint,
  minorUnits: number,
): { negative: boolean; int: string; frac: string } {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(minorUnits + 1, '0');
  return {
    negative,
    int: digits.slice(0, digits.length - minorUnits),
    frac: digits.slice(digits.length - minorUnits),
  };
}

function group(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The amount in en-US form with at least 2 and at most the currency's minor-unit decimals:
 * formatAmount(123450n, 'USD') → "1,234.50"; formatAmount(1234n, 'JPY') → "1,234.00";
 * formatAmount(1500n, 'BHD') → "1.50"; formatAmount(1234n, 'BHD') → "1.234"; negatives get "-".
 */
export function formatAmount(minor: MinorAmount, currency: AmountUnit): string {
  const minorUnits = unitMinorUnits(currency);
  const { negative, int, frac } = splitMinor(toMinor(minor), minorUnits);
  let fraction = frac.padEnd(2, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${group(int)}.${fraction}`;
}

/**
 * The amount with the currency's symbol (or code), laid out as en-US Intl does:
 * "$1,234.50", "-€5.00", "AED 1,234.50" (a no-break space after a symbol that ends in a letter).
 */
export function formatMoney(
  minor: MinorAmount,
  currency: CurrencyCode,
  options: { display?: 'symbol' | 'code' } = {},
): string {
  const { symbol, code } = requireCurrency(currency);
  const value = toMinor(minor);
  const sign = options.display === 'code' ? code : symbol;
  const gap = /\p{L}$/u.test(sign) ? '\u00A0' : '';
  const amount = formatAmount(value < 0n ? -value : value, currency);
  return `${value < 0n ? '-' : ''}${sign}${gap}${amount}`;
}

/**
 * The minor units as a plain decimal string in major units, with exactly the currency's
 * minor-unit decimals and no grouping (for APIs and inputs): 123450n USD → "1234.50", 5n JPY → "5".
 */
export function minorToMajor(minor: MinorAmount, currency: AmountUnit): string {
  const minorUnits = unitMinorUnits(currency);
  const { negative, int, frac } = splitMinor(toMinor(minor), minorUnits);
  return `${negative ? '-' : ''}${int}${minorUnits > 0 ? `.${frac}` : ''}`;
}

/**
 * The amount in en-US form with exactly the unit's decimals, grouped (for messages and receipts
 * that show the amount as the ledger keeps it): 123450n USD → "1,234.50", 1234n JPY → "1,234",
 * 1500n BHD → "1.500", 1n BTC (8) → "0.00000001"; negatives get "-".
 */
export function formatAmountExact(minor: MinorAmount, unit: AmountUnit): string {
  const minorUnits = unitMinorUnits(unit);
  const { negative, int, frac } = splitMinor(toMinor(minor), minorUnits);
  return `${negative ? '-' : ''}${group(int)}${minorUnits > 0 ? `.${frac}` : ''}`;
}

const MAJOR = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal string in major units ("1234.5", "-0.005", "7") as minor units. Strict, for
 * data from APIs: no grouping, no more decimals than the currency has. Throws RangeError otherwise.
 */
export function majorToMinor(major: string, currency: AmountUnit): bigint {
  const minorUnits = unitMinorUnits(currency);
  const match = MAJOR.exec(major);
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(major)}`);
  const [, sign, int = '', frac = ''] = match;
  if (frac.length > minorUnits) {
    throw new RangeError(
      `${JSON.stringify(major)} has more than ${minorUnits} decimals for ${unitCode(currency)}`,
    );
  }
  const value = BigInt(int + frac.padEnd(minorUnits, '0'));
  return sign === '-' ? -value : value;
}

const GROUPED = /^\d{1,3}(?:,\d{3})+$/;

/**
 * Reads what a customer typed as an amount in `currency`: "1,234.5", "1234.50", "0.5", ".5",
 * and Arabic-Indic digits. Thousands separators, when used, must sit every three digits.
 * Decimals beyond the currency's minor units are refused unless they are zeros the app itself
 * displays ("1,234.00" JPY is accepted: every formatAmount output parses back to its value).
 */
export function parseAmount(text: string, currency: AmountUnit): AmountParseResult {
  const minorUnits = unitMinorUnits(currency);
  const input = toAsciiDigits(text.trim());
  if (input === '') return { ok: false, reason: 'empty' };
  if (!/^[-\u2212]?[\d.,]*$/.test(input)) return { ok: false, reason: 'invalid_characters' };
  if (/^[-\u2212]/.test(input)) return { ok: false, reason: 'negative' };

  const parts = input.split('.');
  if (parts.length > 2) return { ok: false, reason: 'malformed' };
  const [intText = '', frac = ''] = parts;
  if (frac.includes(',')) return { ok: false, reason: 'malformed' };
  if (intText === '' && frac === '') return { ok: false, reason: 'malformed' };
  if (intText.includes(',') && (!GROUPED.test(intText) || intText.startsWith('0'))) {
    return { ok: false, reason: 'malformed' };
  }

  const maxDecimals = Math.max(2, minorUnits);
  if (frac.length > maxDecimals || /[1-9]/.test(frac.slice(minorUnits))) {
    return { ok: false, reason: 'too_many_decimals' };
  }

  const digits =
    (intText.replaceAll(',', '') || '0') + frac.slice(0, minorUnits).padEnd(minorUnits, '0');
  const minor = BigInt(digits);
  if (minor > MAX_MINOR) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/**
 * The largest amount one request may carry, in minor units: far below MAX_MINOR, so that sums,
 * fees and conversions of it never overflow the ledger's bigint.
 */
export const MAX_REQUEST_MINOR = MAX_MINOR / 1000n;

/** Why an amount sent to the API (a string of digits in minor units, greater than zero) was refused. */
export type RequestMinorProblem =
  | 'malformed' // not a string of digits: "", "1,000", "1e5", "five"
  | 'not_whole' // a decimal point: "1234.50" (major units), "12."
  | 'negative' // "-5"
  | 'zero' // "0", "000"
  | 'too_large'; // above MAX_REQUEST_MINOR

const REQUEST_MINOR = /^\d+$/;

/**
 * An amount sent to the API: integer minor units as a string of digits ("123450" for 1,234.50 in
 * a currency with 2 decimals), greater than zero and at most MAX_REQUEST_MINOR. The one reading
 * the contract (before the currency is known) and the backend share; it does not depend on the
 * unit, which only words the answer (`requestMinorMessage`).
 */
export function readRequestMinor(
  text: string,
):
  | { readonly ok: true; readonly minor: bigint }
  | { readonly ok: false; readonly reason: RequestMinorProblem } {
  const value = text.trim();
  if (/^[-\u2212]/.test(value)) return { ok: false, reason: 'negative' };
  if (/^\d*\.\d*$/.test(value) && /\d/.test(value)) return { ok: false, reason: 'not_whole' };
  if (!REQUEST_MINOR.test(value)) return { ok: false, reason: 'malformed' };
  const minor = BigInt(value);
  if (minor === 0n) return { ok: false, reason: 'zero' };
  if (minor > MAX_REQUEST_MINOR) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/** 1,234.50 in `unit`'s minor units, and how it reads: "123450" for 1,234.50 AED. */
function minorExample(unit: AmountUnit | undefined): string {
  if (!unit) return '"123450" for 1,234.50 in a currency with 2 decimals';
  const minorUnits = unitMinorUnits(unit);
  const minor =
    minorUnits >= 2
      ? 123450n * 10n ** BigInt(minorUnits - 2)
      : 123450n / 10n ** BigInt(2 - minorUnits);
  return `"${minor.toString()}" for ${formatAmountExact(minor, unit)} ${unitCode(unit)}`;
}

/**
 * The English words of each problem (the contract's and the server's error bodies). With the
 * unit, the example is in its decimals: "1234500" for 1,234.500 BHD.
 */
export function requestMinorMessage(problem: RequestMinorProblem, unit?: AmountUnit): string {
  switch (problem) {
    case 'malformed':
      return `Send the amount in minor units as a string of digits: ${minorExample(unit)}.`;
    case 'not_whole':
      return `Send the amount in minor units as a whole number: ${minorExample(unit)}.`;
    case 'negative':
      return 'The amount must be greater than zero: negative amounts are not allowed.';
    case 'zero':
      return 'The amount must be greater than zero.';
    case 'too_large':
      return `The amount is too large${unit ? ` for ${unitCode(unit)}` : ''}.`;
  }
}
