import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getCountry } from '../src/countries';
import { getNationality, getNationalityOptions, nationalities } from '../src/nationalities';

describe('nationalities', () => {
  it('has one row per country of the country list', () => {
    expect(nationalities).toHaveLength(250);
    expect(new Set(nationalities.map((n) => n.alpha2)).size).toBe(250);
    for (const n of nationalities) {
      const country = getCountry(n.alpha2);
      expect(country, n.alpha2).toBeDefined();
      if (n.alpha2 !== 'XK') {
        expect(n.alpha3).toBe(country?.alpha3);
        expect(n.numeric).toBe(country?.numeric);
      }
      expect(n.country).toBe(country?.name);
      expect(n.countryAr).toBe(country?.nameAr);
      expect(n.countryAr).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps the two sources’ different codes for Kosovo, which has no ISO alpha-3 or numeric', () => {
    expect(getNationality('XK')).toMatchObject({
      alpha3: 'UNK',
      numeric: null,
      nationality: 'Kosovar',
    });
    expect(getCountry('XK')).toMatchObject({ alpha3: 'XKK', numeric: '983' });
  });

  it('gives a demonym to every inhabited country, and a label whenever there is a demonym', () => {
    const without = nationalities.filter((n) => n.nationality === null).map((n) => n.alpha2);
    expect(without.sort()).toEqual(['BV', 'HM']);
    expect(nationalities.every((n) => (n.nationality === null) === (n.label === null))).toBe(true);
  });

  it('finds a nationality by alpha-2 or alpha-3 code, in any case', () => {
    expect(getNationality('ae')?.nationality).toBe('Emirati');
    expect(getNationality('IND')?.nationality).toBe('Indian');
    expect(getNationality(' gb ')?.nationality).toBe('British');
    expect(getNationality('ZZ')).toBeUndefined();
  });

  it('offers 199 default options sorted by label, with the ambiguous demonyms told apart', () => {
    const options = getNationalityOptions();
    expect(options).toHaveLength(199);
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(labels).size).toBe(199);
    expect(options.find((o) => o.value === 'DM')?.label).toBe('Dominican (Dominica)');
    expect(options.find((o) => o.value === 'DO')?.label).toBe('Dominican (Dominican Republic)');
    expect(options.find((o) => o.value === 'AE')).toEqual({
      value: 'AE',
      label: 'Emirati',
      country: 'United Arab Emirates',
      countryAr: 'الإمارات العربية المتحدة',
    });
    for (const code of ['PS', 'XK', 'TW', 'HK', 'MO'])
      expect(
        options.some((o) => o.value === code),
        code,
      ).toBe(true);
    expect(options.some((o) => o.value === 'AQ')).toBe(false);
  });

  it('offers every row with a demonym when asked for all', () => {
    const all = getNationalityOptions({ all: true });
    expect(all).toHaveLength(248);
    expect(all.some((o) => o.value === 'AQ')).toBe(true);
    expect(all.some((o) => o.value === 'BV')).toBe(false);
  });

  it('keeps the ODbL attribution in the data and the README', () => {
    const line = 'Country data: mledoze/countries, ODbL';
    expect(readFileSync(new URL('../data/nationalities.json', import.meta.url), 'utf8')).toContain(
      line,
    );
    expect(readFileSync(new URL('../README.md', import.meta.url), 'utf8')).toContain(line);
  });
});
