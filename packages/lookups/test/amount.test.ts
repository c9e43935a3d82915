import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_MINOR,
  MAX_REQUEST_MINOR,
  displayFractionDigits,
  formatAmount,
  formatAmountExact,
  formatMoney,
  majorToMinor,
  minorToMajor,
  parseAmount,
  readRequestMinor,
  requestMinorMessage,
  unitCode,
  unitMinorUnits,
} from '../src/amount';
import type { AmountParseError } from '../src/amount';
import { CURRENCY_CODES, currencies, getCurrency } from '../src/currencies';
import type { CurrencyCode } from '../src/currencies';

const MIN_LEDGER = -(2n ** 63n);
const anyCurrency = fc.constantFrom(...CURRENCY_CODES);
const ledgerAmount = fc.bigInt({ min: MIN_LEDGER, max: MAX_MINOR });
const payableAmount = fc.bigInt({ min: 0n, max: MAX_MINOR });
const units = (c: CurrencyCode) => getCurrency(c)?.minorUnits ?? NaN;

// An independent oracle: Intl formats decimal strings exactly (no float on the way).
function intlAmount(major: string, currency: CurrencyCode): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, units(currency)),
  }).format(major as unknown as number);
}

describe('formatAmount', () => {
  it.each([
    [0n, 'USD', '0.00'],
    [5n, 'USD', '0.05'],
    [123450n, 'USD', '1,234.50'],
    ['123450', 'AED', '1,234.50'],
    ['-123450', 'EUR', '-1,234.50'],
    ['-0', 'USD', '0.00'],
    [100000000n, 'GBP', '1,000,000.00'],
    [1234n, 'JPY', '1,234.00'],
    [1234567n, 'UGX', '1,234,567.00'],
    [1500n, 'BHD', '1.50'],
    [1234n, 'BHD', '1.234'],
    [1n, 'KWD', '0.001'],
    [1000n, 'KWD', '1.00'],
    [12345n, 'HUF', '123.45'],
    [12345n, 'PKR', '123.45'],
    [MAX_MINOR, 'USD', '92,233,720,368,547,758.07'],
  ] as const)('%s %s → %s', (minor, currency, text) => {
    expect(formatAmount(minor, currency)).toBe(text);
  });

  it('matches Intl en-US (min 2, max minor-unit decimals) for every currency and any ledger amount', () => {
    fc.assert(
      fc.property(anyCurrency, ledgerAmount, (currency, minor) => {
        expect(formatAmount(minor, currency)).toBe(
          intlAmount(minorToMajor(minor, currency), currency),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses floats and non-integer strings', () => {
    expect(() => formatAmount(12.5 as unknown as bigint, 'USD')).toThrow(TypeError);
    expect(() => formatAmount(1250 as unknown as bigint, 'USD')).toThrow(/got number/);
    expect(() => formatAmount('12.50', 'USD')).toThrow(/got "12.50"/);
    expect(() => formatAmount('', 'USD')).toThrow(TypeError);
    expect(() => formatAmount('1e3', 'USD')).toThrow(TypeError);
  });

  it('refuses an unknown currency', () => {
    expect(() => formatAmount(1n, 'XXX' as CurrencyCode)).toThrow(RangeError);
  });
});

describe('displayFractionDigits', () => {
  it('is at least 2 and at most the minor units', () => {
    expect(displayFractionDigits('USD')).toEqual({ min: 2, max: 2 });
    expect(displayFractionDigits('JPY')).toEqual({ min: 2, max: 2 });
    expect(displayFractionDigits('BHD')).toEqual({ min: 2, max: 3 });
  });
});

describe('formatMoney', () => {
  it.each([
    [123450n, 'USD', undefined, '$1,234.50'],
    [-123450n, 'USD', undefined, '-$1,234.50'],
    [123450n, 'AED', undefined, 'AED\u00A01,234.50'],
    [-5n, 'AED', undefined, '-AED\u00A00.05'],
    [99n, 'GBP', undefined, '£0.99'],
    ['100', 'EUR', undefined, '€1.00'],
    [1234n, 'BHD', undefined, 'BHD\u00A01.234'],
    [100n, 'USD', 'code', 'USD\u00A01.00'],
    [100n, 'USD', 'symbol', '$1.00'],
  ] as const)('%s %s %s → %s', (minor, currency, display, text) => {
    expect(formatMoney(minor, currency, display ? { display } : undefined)).toBe(text);
  });

  it('lays the sign, symbol and spacing out as Intl en-US does, for every currency', () => {
    fc.assert(
      fc.property(anyCurrency, ledgerAmount, (currency, minor) => {
        const { symbol, minorUnits } = currencies.find((c) => c.code === currency)!;
        const parts = new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: Math.max(2, minorUnits),
        }).formatToParts(minorToMajor(minor, currency) as unknown as number);
        const expected = parts.map((p) => (p.type === 'currency' ? symbol : p.value)).join('');
        expect(formatMoney(minor, currency)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('minorToMajor and majorToMinor', () => {
  it.each([
    [123450n, 'USD', '1234.50'],
    [5n, 'USD', '0.05'],
    [-5n, 'USD', '-0.05'],
    ['0', 'AED', '0.00'],
    [5n, 'JPY', '5'],
    [-1234n, 'UGX', '-1234'],
    [1n, 'BHD', '0.001'],
    [-1234567n, 'KWD', '-1234.567'],
  ] as const)('%s %s ↔ %s', (minor, currency, major) => {
    expect(minorToMajor(minor, currency)).toBe(major);
    expect(majorToMinor(major, currency)).toBe(BigInt(minor));
  });

  it('reads shorter decimals and whole numbers', () => {
    expect(majorToMinor('1234.5', 'USD')).toBe(123450n);
    expect(majorToMinor('7', 'USD')).toBe(700n);
    expect(majorToMinor('-0.005', 'BHD')).toBe(-5n);
    expect(majorToMinor('00012', 'JPY')).toBe(12n);
  });

  it.each([
    ['1.5', 'JPY', /more than 0 decimals for JPY/],
    ['1.001', 'USD', /more than 2 decimals/],
    ['1,234.00', 'USD', /Not a decimal amount/],
    ['', 'USD', /Not a decimal amount/],
    ['1.', 'USD', /Not a decimal amount/],
    ['.5', 'USD', /Not a decimal amount/],
    ['+1', 'USD', /Not a decimal amount/],
    ['1e3', 'USD', /Not a decimal amount/],
  ] as const)('majorToMinor refuses %j for %s', (major, currency, message) => {
    expect(() => majorToMinor(major, currency)).toThrow(RangeError);
    expect(() => majorToMinor(major, currency)).toThrow(message);
  });

  it('round-trips every ledger amount in every currency', () => {
    fc.assert(
      fc.property(anyCurrency, ledgerAmount, (currency, minor) => {
        const major = minorToMajor(minor, currency);
        expect(major).toMatch(units(currency) ? /^-?\d+\.\d+$/ : /^-?\d+$/);
        expect(majorToMinor(major, currency)).toBe(minor);
        expect(minorToMajor(String(minor), currency)).toBe(major);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseAmount', () => {
  it.each([
    ['1,234.5', 'USD', 123450n],
    ['1234.50', 'USD', 123450n],
    ['1,234,567', 'AED', 123456700n],
    ['  0.5 ', 'EUR', 50n],
    ['.5', 'GBP', 50n],
    ['5.', 'GBP', 500n],
    ['0', 'USD', 0n],
    ['007', 'USD', 700n],
    ['1,234.00', 'JPY', 1234n],
    ['1234.0', 'JPY', 1234n],
    ['1234', 'UGX', 1234n],
    ['1.234', 'BHD', 1234n],
    ['1.5', 'KWD', 1500n],
    ['1.50', 'HUF', 150n],
    ['١٬٢٣٤٫٥٠', 'AED', 123450n],
    ['۱۲۳۴', 'PKR', 123400n],
    ['92233720368547758.07', 'USD', MAX_MINOR],
  ] as const)('reads %j in %s as %s', (text, currency, minor) => {
    expect(parseAmount(text, currency)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'USD', 'empty'],
    ['   ', 'USD', 'empty'],
    ['abc', 'USD', 'invalid_characters'],
    ['12a', 'USD', 'invalid_characters'],
    ['$5', 'USD', 'invalid_characters'],
    ['5 AED', 'AED', 'invalid_characters'],
    ['1 234', 'USD', 'invalid_characters'],
    ['1e5', 'USD', 'invalid_characters'],
    ['+5', 'USD', 'invalid_characters'],
    ['-abc', 'USD', 'invalid_characters'],
    ['-5', 'USD', 'negative'],
    ['\u22125.00', 'USD', 'negative'],
    ['-', 'USD', 'negative'],
    ['1..2', 'USD', 'malformed'],
    ['1.2.3', 'USD', 'malformed'],
    ['.', 'USD', 'malformed'],
    ['1,5', 'EUR', 'malformed'],
    ['1,23', 'USD', 'malformed'],
    ['12,3456', 'USD', 'malformed'],
    ['1234,567', 'USD', 'malformed'],
    [',123', 'USD', 'malformed'],
    ['0,123', 'USD', 'malformed'],
    ['1,234.5,6', 'USD', 'malformed'],
    ['1.234', 'USD', 'too_many_decimals'],
    ['1.001', 'USD', 'too_many_decimals'],
    ['1.5', 'JPY', 'too_many_decimals'],
    ['1.000', 'JPY', 'too_many_decimals'],
    ['1.01', 'UGX', 'too_many_decimals'],
    ['1.2345', 'BHD', 'too_many_decimals'],
    ['1.0000', 'KWD', 'too_many_decimals'],
    ['92233720368547758.08', 'USD', 'too_large'],
    ['9223372036854775808', 'JPY', 'too_large'],
  ] as const)('refuses %j in %s: %s', (text, currency, reason) => {
    expect(parseAmount(text, currency)).toEqual({ ok: false, reason });
  });

  it('reads back every formatted amount as the same minor units, in every currency', () => {
    fc.assert(
      fc.property(anyCurrency, payableAmount, (currency, minor) => {
        expect(parseAmount(formatAmount(minor, currency), currency)).toEqual({ ok: true, minor });
        expect(parseAmount(minorToMajor(minor, currency), currency)).toEqual({ ok: true, minor });
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses a non-zero digit beyond the currency’s minor units', () => {
    fc.assert(
      fc.property(
        anyCurrency,
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 9 }),
        (currency, whole, digit) => {
          const frac = '0'.repeat(units(currency)) + String(digit);
          expect(parseAmount(`${whole}.${frac}`, currency)).toEqual({
            ok: false,
            reason: 'too_many_decimals',
          });
        },
      ),
    );
  });

  it('refuses any text containing a letter', () => {
    fc.assert(
      fc.property(
        anyCurrency,
        fc.string(),
        fc.constantFrom(...'abcxyzABCXYZéشж'),
        fc.string(),
        (currency, before, letter, after) => {
          expect(parseAmount(`${before}${letter}${after}`, currency)).toEqual(
            before.trim() === '' && `${letter}${after}`.trim() === ''
              ? { ok: false, reason: 'empty' }
              : { ok: false, reason: 'invalid_characters' },
          );
        },
      ),
    );
  });

  it('never throws on any text and always answers with a known reason', () => {
    const reasons: AmountParseError[] = [
      'empty',
      'invalid_characters',
      'negative',
      'malformed',
      'too_many_decimals',
      'too_large',
    ];
    fc.assert(
      fc.property(
        anyCurrency,
        fc.oneof(fc.string(), fc.stringMatching(/^-?[\d.,]{0,12}$/)),
        (currency, text) => {
          const result = parseAmount(text, currency);
          if (result.ok) {
            expect(result.minor).toBeGreaterThanOrEqual(0n);
            expect(result.minor).toBeLessThanOrEqual(MAX_MINOR);
          } else {
            expect(reasons).toContain(result.reason);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses an unknown currency', () => {
    expect(() => parseAmount('1', 'XXX' as CurrencyCode)).toThrow(RangeError);
  });
});

describe('amounts of a virtual asset (a unit given with its decimals)', () => {
  const BTC = { code: 'BTC', minorUnits: 8 } as const;
  const ETH = { code: 'ETH', minorUnits: 9 } as const;

  it('reads, writes and converts them with their own decimals', () => {
    expect(parseAmount('0.00125', BTC)).toEqual({ ok: true, minor: 125000n });
    expect(parseAmount('1,234.12345678', BTC)).toEqual({ ok: true, minor: 123412345678n });
    expect(parseAmount('0.000000001', BTC)).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseAmount('0.000000001', ETH)).toEqual({ ok: true, minor: 1n });
    expect(formatAmount(125000n, BTC)).toBe('0.00125');
    expect(formatAmount(100000000n, BTC)).toBe('1.00');
    expect(minorToMajor(125000n, BTC)).toBe('0.00125000');
    expect(majorToMinor('0.00125', BTC)).toBe(125000n);
    expect(() => majorToMinor('0.000000001', BTC)).toThrow('more than 8 decimals for BTC');
    expect(displayFractionDigits(ETH)).toEqual({ min: 2, max: 9 });
    expect(unitCode(BTC)).toBe('BTC');
    expect(unitCode('AED')).toBe('AED');
    expect(unitMinorUnits('KWD')).toBe(3);
  });

  it('refuses decimals that are not a whole number from 0 to 18', () => {
    for (const minorUnits of [-1, 19, 2.5, Number.NaN])
      expect(() => formatAmount(1n, { code: 'XYZ', minorUnits }), String(minorUnits)).toThrow(
        RangeError,
      );
    expect(formatAmount(5n, { code: 'PTS', minorUnits: 0 })).toBe('5.00');
  });

  it('round-trips any amount: minor → text → minor, for any decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MAX_MINOR }),
        fc.integer({ min: 0, max: 18 }),
        (minor, minorUnits) => {
          const unit = { code: 'AST', minorUnits };
          expect(parseAmount(formatAmount(minor, unit), unit)).toEqual({ ok: true, minor });
          expect(majorToMinor(minorToMajor(minor, unit), unit)).toBe(minor);
        },
      ),
    );
  });
});

describe('readRequestMinor (the API reading the contract and the backend share)', () => {
  it('reads integer minor units as a string of digits, whatever the unit', () => {
    expect(readRequestMinor('123450')).toEqual({ ok: true, minor: 123450n });
    expect(readRequestMinor(' 7 ')).toEqual({ ok: true, minor: 7n });
    expect(readRequestMinor('007')).toEqual({ ok: true, minor: 7n });
    expect(readRequestMinor('1')).toEqual({ ok: true, minor: 1n });
    expect(readRequestMinor(MAX_REQUEST_MINOR.toString())).toEqual({
      ok: true,
      minor: MAX_REQUEST_MINOR,
    });
  });

  it.each([
    ['', 'malformed'],
    ['.', 'malformed'],
    ['1,000', 'malformed'],
    ['1e5', 'malformed'],
    ['five', 'malformed'],
    ['+5', 'malformed'],
    ['1 000', 'malformed'],
    ['1.2.3', 'malformed'],
    ['\u0661\u0662', 'malformed'],
    ['1234.50', 'not_whole'],
    ['12.', 'not_whole'],
    ['.5', 'not_whole'],
    ['100.00', 'not_whole'],
    ['-5', 'negative'],
    ['-1.5', 'negative'],
    ['\u22125', 'negative'],
    ['0', 'zero'],
    ['000', 'zero'],
    [(MAX_REQUEST_MINOR + 1n).toString(), 'too_large'],
    ['9'.repeat(40), 'too_large'],
  ] as const)('refuses %j: %s', (text, reason) => {
    expect(readRequestMinor(text)).toEqual({ ok: false, reason });
  });

  it('reads back every positive minor amount it is sent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_REQUEST_MINOR }), (minor) => {
        expect(readRequestMinor(minor.toString())).toEqual({ ok: true, minor });
      }),
    );
  });

  it('words each problem as the error body says it, with an example in the unit when known', () => {
    expect(requestMinorMessage('not_whole')).toBe(
      'Send the amount in minor units as a whole number: "123450" for 1,234.50 in a currency with 2 decimals.',
    );
    expect(requestMinorMessage('malformed')).toBe(
      'Send the amount in minor units as a string of digits: "123450" for 1,234.50 in a currency with 2 decimals.',
    );
    expect(requestMinorMessage('not_whole', 'AED')).toBe(
      'Send the amount in minor units as a whole number: "123450" for 1,234.50 AED.',
    );
    expect(requestMinorMessage('not_whole', 'JPY')).toBe(
      'Send the amount in minor units as a whole number: "1234" for 1,234 JPY.',
    );
    expect(requestMinorMessage('malformed', 'BHD')).toBe(
      'Send the amount in minor units as a string of digits: "1234500" for 1,234.500 BHD.',
    );
    expect(requestMinorMessage('not_whole', { code: 'BTC', minorUnits: 8 })).toBe(
      'Send the amount in minor units as a whole number: "123450000000" for 1,234.50000000 BTC.',
    );
    expect(requestMinorMessage('negative')).toBe(
      'The amount must be greater than zero: negative amounts are not allowed.',
    );
    expect(requestMinorMessage('zero')).toBe('The amount must be greater than zero.');
    expect(requestMinorMessage('too_large', 'AED')).toBe('The amount is too large for AED.');
    expect(requestMinorMessage('too_large')).toBe('The amount is too large.');
  });
});

describe("formatAmountExact (exactly the unit's decimals, grouped)", () => {
  it.each([
    [123450n, 'USD', '1,234.50'],
    ['123450', 'AED', '1,234.50'],
    [0n, 'USD', '0.00'],
    [5n, 'USD', '0.05'],
    [-123450n, 'AED', '-1,234.50'],
    [1234n, 'JPY', '1,234'],
    [1234567n, 'JPY', '1,234,567'],
    [1500n, 'BHD', '1.500'],
    [1234567n, 'KWD', '1,234.567'],
    [-5n, 'BHD', '-0.005'],
  ] as const)('%s %s → %s', (minor, currency, text) => {
    expect(formatAmountExact(minor, currency)).toBe(text);
  });

  it('keeps every decimal of a virtual asset', () => {
    expect(formatAmountExact(1n, { code: 'BTC', minorUnits: 8 })).toBe('0.00000001');
    expect(formatAmountExact(123456789012n, { code: 'ETH', minorUnits: 9 })).toBe('123.456789012');
  });

  it('is minorToMajor grouped: the same digits, with commas every three of the integer part', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: MIN_LEDGER, max: MAX_MINOR }),
        fc.integer({ min: 0, max: 18 }),
        (minor, minorUnits) => {
          const unit = { code: 'AST', minorUnits };
          const exact = formatAmountExact(minor, unit);
          expect(exact.replaceAll(',', '')).toBe(minorToMajor(minor, unit));
          expect(exact).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
        },
      ),
    );
  });
});
