import { getNames } from 'i18n-iso-countries/index.js';
import { describe, expect, it } from 'vitest';
import { getCountries, getCountry, getCountryName } from '../src/countries';
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

  it('registers only English and Arabic names', () => {
    getCountries();
    expect(Object.keys(getNames('en'))).toHaveLength(250);
    expect(Object.keys(getNames('ar'))).toHaveLength(250);
    expect(getNames('fr')).toEqual({});
    expect(getNames('de')).toEqual({});
  });
});
