import { describe, expect, it } from 'vitest';
import { cardDigits, isCardNumber, isExpired, parseExpiry } from './card';

describe('card checks', () => {
  it('accepts the sandbox cards and refuses a wrong digit (Luhn)', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4000-0000-0000-0002')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('4242')).toBe(false);
    expect(isCardNumber('4242 4242 4242 424a')).toBe(false);
    expect(cardDigits('4242 4242-4242')).toBe('424242424242');
  });

  it('reads the expiry date as printed on cards', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(' 8 / 2031 ')).toEqual({ month: 8, year: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0829')).toBeNull();
  });

  it('keeps a card valid until the end of its month', () => {
    const now = new Date(2026, 10, 21);
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});
