import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../src/currencies';
import type { CurrencyCode } from '../src/currencies';
import * as flags from '../src/flags';
import {
  currencyFlags,
  flagAED,
  flagEUR,
  flagUSD,
  getCurrencyFlag,
  loadCurrencyFlag,
  svgDataUrl,
} from '../src/flags';

const named = flags as unknown as Record<string, unknown>;

describe('flags', () => {
  it('exports one named 3:2 SVG flag per currency, and nothing for other countries', () => {
    const flagExports = Object.keys(flags).filter((k) => k.startsWith('flag'));
    expect(flagExports.sort()).toEqual(CURRENCY_CODES.map((c) => `flag${c}`).sort());
    for (const code of CURRENCY_CODES) {
      const svg = named[`flag${code}`];
      expect(typeof svg).toBe('string');
      const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg as string);
      expect(viewBox, code).not.toBeNull();
      expect(Number(viewBox?.[1]) / Number(viewBox?.[2])).toBeCloseTo(1.5, 2);
    }
  });

  it('gives each currency a different flag', () => {
    expect(new Set(Object.values(currencyFlags)).size).toBe(29);
    expect(flagUSD).not.toBe(flagAED);
  });

  it('maps every currency code to its named flag', () => {
    expect(Object.keys(currencyFlags)).toEqual([...CURRENCY_CODES]);
    for (const code of CURRENCY_CODES) {
      expect(currencyFlags[code]).toBe(named[`flag${code}`]);
      expect(getCurrencyFlag(code)).toBe(named[`flag${code}`]);
    }
    expect(getCurrencyFlag('EUR')).toBe(flagEUR);
  });

  it('refuses an unknown currency', () => {
    expect(() => getCurrencyFlag('XXX' as CurrencyCode)).toThrow(RangeError);
  });

  it('turns an SVG into a data URL that decodes back to it', () => {
    const url = svgDataUrl(flagAED);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toMatch(/[<>"#\s]/);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(flagAED);
  });

  it("loads each currency's flag from its own module: the same SVG as the named export", async () => {
    for (const code of CURRENCY_CODES)
      expect(await loadCurrencyFlag(code), code).toBe(named[`flag${code}`]);
    await expect(loadCurrencyFlag('XXX' as CurrencyCode)).rejects.toThrow(RangeError);
    await expect(loadCurrencyFlag('toString' as CurrencyCode)).rejects.toThrow(RangeError);
  });
});
