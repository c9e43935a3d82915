import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import { describe, expect, it, vi } from 'vitest';
import { getCountries, getCountry, getCountryName } from '../src/countries';
import { COUNTRY_CODES } from '../src/country-codes';
import { currencies } from '../src/currencies';

describe('countries', () => {
  it('lists every ISO 3166-1 entry (249) plus Kosovo (XK), each with unique codes', () => {
    const list = getCountries();
    expect(list).toHaveLength(250);
    expect(new Set(list.map((c) => c.alpha2)).size).toBe(250);
    expect(new Set(list.map((c) => c.alpha3)).size).toBe(250);
    expect(new Set(list.map((c) => c.numeric)).size).toBe(250);
    for (const c of list) {
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
      expect(c.name.length).toBeGreaterThan(1);
      expect(c.nameAr).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('is sorted by English name and returns the same list each time', () => {
    const names = getCountries().map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(getCountries()).toBe(getCountries());
  });

  it('describes the UAE in English and Arabic', () => {
    expect(getCountry('AE')).toEqual({
      alpha2: 'AE',
      alpha3: 'ARE',
      numeric: '784',
      name: 'United Arab Emirates',
      nameAr: 'الإمارات العربية المتحدة',
    });
  });

  it('finds a country by alpha-2, alpha-3 or numeric code, in any case', () => {
    expect(getCountry('gb')?.alpha3).toBe('GBR');
    expect(getCountry(' sau ')?.alpha2).toBe('SA');
    expect(getCountry('356')?.alpha2).toBe('IN');
    expect(getCountry(36)?.alpha2).toBe('AU');
    expect(getCountry('ZZ')).toBeUndefined();
    expect(getCountry('')).toBeUndefined();
  });

  it('names a country in English by default or in Arabic', () => {
    expect(getCountryName('EG')).toBe('Egypt');
    expect(getCountryName('EGY', 'en')).toBe('Egypt');
    expect(getCountryName('EG', 'ar')).toBe('مصر');
    expect(getCountryName('ZZ')).toBeUndefined();
    expect(getCountryName('ZZ', 'ar')).toBeUndefined();
  });

  it('knows the flag country of every currency but the euro', () => {
    for (const c of currencies.filter((x) => x.code !== 'EUR')) {
      expect(getCountry(c.flagCountry), c.code).toBeDefined();
    }
  });

  it('has the codes of i18n-iso-countries, where they were copied from', () => {
    const copied = getCountries().map((c) => [c.alpha2, c.alpha3, c.numeric]);
    expect(copied.sort()).toEqual((codes as string[][]).map((c) => c.slice(0, 3)).sort());
    expect(COUNTRY_CODES).toHaveLength(250 * 8);
  });

  it('names every country in English and Arabic from the runtime, not from a bundled table', () => {
    const en = new Intl.DisplayNames(['en'], { type: 'region' });
    const ar = new Intl.DisplayNames(['ar'], { type: 'region' });
    for (const c of getCountries()) {
      expect(c.name, c.alpha2).not.toBe(c.alpha2);
      expect(c.nameAr, c.alpha2).not.toBe(c.alpha2);
      if (!['HK', 'MO', 'PS'].includes(c.alpha2)) {
        expect(c.name).toBe(en.of(c.alpha2));
        expect(c.nameAr).toBe(ar.of(c.alpha2));
      }
    }
    expect(getCountryName('US')).toBe('United States');
    expect(getCountryName('GB', 'ar')).toBe('المملكة المتحدة');
    expect(getCountryName('XK')).toBe('Kosovo');
    expect(getCountryName('XK', 'ar')).toBe('كوسوفو');
  });

  it('uses the names customers use for Hong Kong, Macao and Palestine', () => {
    expect(getCountryName('HK')).toBe('Hong Kong');
    expect(getCountryName('HK', 'ar')).toBe('هونغ كونغ');
    expect(getCountryName('MO')).toBe('Macao');
    expect(getCountryName('MO', 'ar')).toBe('مكاو');
    expect(getCountryName('PS')).toBe('Palestine');
    expect(getCountryName('PS', 'ar')).toBe('فلسطين');
  });

  it('shows the code where a runtime has no name for a country', async () => {
    vi.resetModules();
    const of = vi.spyOn(Intl.DisplayNames.prototype, 'of').mockReturnValue(undefined);
    try {
      const fresh = await import('../src/countries');
      expect(fresh.getCountryName('AE')).toBe('AE');
      expect(fresh.getCountryName('AE', 'ar')).toBe('AE');
    } finally {
      of.mockRestore();
    }
  });
});
