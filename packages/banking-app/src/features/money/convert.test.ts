import { describe, expect, it } from 'vitest';
import { decimalFraction, estimateTotal } from './convert';

const bal = (currency: string, amount: string) => ({
  currency,
  amount,
  minor: amount.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'),
});

describe('the estimated total', () => {
  it('reads a rate as an exact fraction', () => {
    expect(decimalFraction('3.6725')).toEqual({ num: 36725n, den: 10000n });
    expect(decimalFraction('2')).toEqual({ num: 2n, den: 1n });
    expect(() => decimalFraction('1e3')).toThrow(RangeError);
  });

  it('adds a wallet in the display currency as it is', () => {
    expect(estimateTotal([bal('AED', '1250.50')], [], 'AED')).toEqual({
      minor: 125050n,
      missing: [],
    });
  });

  it('converts each wallet at the mid rate (units of the wallet currency per display unit) and rounds once, half up', () => {
    // 100 USD at 0.2723 USD per AED = 367.24... AED; 10 EUR at 0.25 EUR per AED = 40 AED.
    const rates = [
      { currency: 'USD', mid_rate: '0.2723' },
      { currency: 'EUR', mid_rate: '0.25' },
    ];
    const total = estimateTotal(
      [bal('AED', '10.00'), bal('USD', '100.00'), bal('EUR', '10.00')],
      rates,
      'AED',
    );
    // 10 + 367.2420124862... + 40 = 417.24
    expect(total).toEqual({ minor: 41724n, missing: [] });
  });

  it('handles currencies with 0 and 3 decimals both ways', () => {
    const rates = [
      { currency: 'JPY', mid_rate: '40' },
      { currency: 'KWD', mid_rate: '0.08' },
    ];
    // 1000 JPY = 25 AED; 1.000 KWD = 12.50 AED
    expect(estimateTotal([bal('JPY', '1000'), bal('KWD', '1.000')], rates, 'AED').minor).toBe(
      3750n,
    );
    // Into KWD (3 decimals): 12.50 AED at 0.08 KWD per AED = 1.000 KWD.
    expect(
      estimateTotal([bal('AED', '12.50')], [{ currency: 'AED', mid_rate: '12.5' }], 'KWD').minor,
    ).toBe(1000n);
  });

  it('leaves out, and names, a currency with a balance but no rate', () => {
    expect(
      estimateTotal([bal('AED', '5.00'), bal('CHF', '3.00'), bal('SEK', '0.00')], [], 'AED'),
    ).toEqual({ minor: 500n, missing: ['CHF'] });
  });

  it('stays exact for large balances (no float)', () => {
    const big = bal('USD', '92233720368547758.07');
    expect(estimateTotal([big], [{ currency: 'USD', mid_rate: '1' }], 'AED').minor).toBe(
      9223372036854775807n,
    );
  });
});
