import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  currencies,
  getCurrency,
  getCurrencyByNumeric,
  getCurrencyName,
  isCurrencyCode,
  requireCurrency,
} from '../src/currencies';
import type { CurrencyCode } from '../src/currencies';

const SPEC_ORDER =
  'USD AED EUR GBP CHF AUD TRY SGD HKD JPY BGN CZK DKK HUF PLN RON SEK BHD KWD ZAR UGX BRL MXN SAR CNY QAR INR PKR UAH'.split(
    ' ',
  );

describe('currencies', () => {
  it('lists the spec’s 29 currencies in the spec’s order', () => {
    expect([...CURRENCY_CODES]).toEqual(SPEC_ORDER);
    expect(currencies.map((c) => c.code)).toEqual(SPEC_ORDER);
  });

  it('carries ISO 4217 minor units, with JPY/UGX 0, BHD/KWD 3 and HUF/PKR 2', () => {
    const units = Object.fromEntries(currencies.map((c) => [c.code, c.minorUnits]));
    expect(units).toMatchObject({ JPY: 0, UGX: 0, BHD: 3, KWD: 3, HUF: 2, PKR: 2 });
    const others = currencies.filter((c) => !['JPY', 'UGX', 'BHD', 'KWD'].includes(c.code));
    expect(others.every((c) => c.minorUnits === 2)).toBe(true);
  });

  it('has unique three-digit ISO numeric codes', () => {
    const numerics = currencies.map((c) => c.numeric);
    expect(numerics.every((n) => /^\d{3}$/.test(n))).toBe(true);
    expect(new Set(numerics).size).toBe(29);
    expect(getCurrency('USD')?.numeric).toBe('840');
    expect(getCurrency('AED')?.numeric).toBe('784');
    expect(getCurrency('EUR')?.numeric).toBe('978');
    expect(getCurrency('AUD')?.numeric).toBe('036');
  });

  it('uses the spec’s symbols for USD, AED, GBP and EUR', () => {
    expect(getCurrency('USD')?.symbol).toBe('$');
    expect(getCurrency('AED')?.symbol).toBe('AED');
    expect(getCurrency('GBP')?.symbol).toBe('£');
    expect(getCurrency('EUR')?.symbol).toBe('€');
  });

  it('gives every currency a symbol that no other currency uses', () => {
    const symbols = currencies.map((c) => c.symbol);
    expect(symbols.every((s) => s.length > 0)).toBe(true);
    expect(new Set(symbols).size).toBe(29);
    expect(getCurrency('AED')?.localSymbol).toBe('د.إ');
  });

  it('names every currency in English and Arabic (as Intl.DisplayNames prints Arabic)', () => {
    const arabic = new Intl.DisplayNames('ar', { type: 'currency' });
    for (const c of currencies) {
      expect(c.name.length).toBeGreaterThan(2);
      expect(c.isoName.length).toBeGreaterThan(2);
      expect(c.nameAr).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(c.nameAr).toBe(arabic.of(c.code));
    }
    expect(getCurrency('AED')?.nameAr).toBe('درهم إماراتي');
  });

  it('points every currency at a flag country (EU for the euro)', () => {
    expect(getCurrency('EUR')?.flagCountry).toBe('EU');
    expect(getCurrency('USD')?.flagCountry).toBe('US');
    expect(currencies.every((c) => /^[A-Z]{2}$/.test(c.flagCountry))).toBe(true);
  });

  it('recognises currency codes exactly', () => {
    expect(isCurrencyCode('AED')).toBe(true);
    expect(isCurrencyCode('aed')).toBe(false);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode(840)).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });

  it('finds currencies by code and numeric code', () => {
    expect(getCurrency('KWD')?.name).toBe('Kuwaiti dinar');
    expect(getCurrency('XXX')).toBeUndefined();
    expect(getCurrencyByNumeric('784')?.code).toBe('AED');
    expect(getCurrencyByNumeric(36)?.code).toBe('AUD');
    expect(getCurrencyByNumeric('999')).toBeUndefined();
  });

  it('names a currency in English by default or in Arabic', () => {
    expect(getCurrencyName('GBP')).toBe('British pound');
    expect(getCurrencyName('GBP', 'en')).toBe('British pound');
    expect(getCurrencyName('GBP', 'ar')).toBe('جنيه إسترليني');
    expect(() => getCurrencyName('XXX' as CurrencyCode)).toThrow(RangeError);
  });

  it('requireCurrency returns the currency or throws a RangeError naming the code', () => {
    expect(requireCurrency('JPY').minorUnits).toBe(0);
    expect(() => requireCurrency('usd')).toThrow(/Unknown currency code: "usd"/);
  });
});
