// ISO 3166-1 countries, named in English and Arabic by the runtime's own CLDR data
// (Intl.DisplayNames): browsers and Node already carry every country's name in both languages,
// so the bundle carries only the codes (src/country-codes.ts). Built on first use, not at import.
import { COUNTRY_CODES } from './country-codes';

export interface Country {
  /** ISO 3166-1 alpha-2 ("AE"). */
  readonly alpha2: string;
  /** ISO 3166-1 alpha-3 ("ARE"). */
  readonly alpha3: string;
  /** ISO 3166-1 numeric, three digits ("784"). */
  readonly numeric: string;
  /** English name ("United Arab Emirates"). */
  readonly name: string;
  /** Arabic name ("الإمارات العربية المتحدة"). */
  readonly nameAr: string;
}

// CLDR's short names where the long one is not what a customer calls the place:
// "Hong Kong" for "Hong Kong SAR China", "Palestine" for "Palestinian Territories".
const SHORT_NAMES: readonly string[] = ['HK', 'MO', 'PS'];

function namer(locale: 'en' | 'ar') {
  const long = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const short = new Intl.DisplayNames([locale], {
    type: 'region',
    style: 'short',
    fallback: 'none',
  });
  // A runtime without the name (none known today) shows the code rather than nothing.
  return (alpha2: string) => (SHORT_NAMES.includes(alpha2) ? short : long).of(alpha2) ?? alpha2;
}

let cache: { list: readonly Country[]; byCode: ReadonlyMap<string, Country> } | undefined;

function load() {
  if (!cache) {
    const en = namer('en');
    const ar = namer('ar');
    const list: Country[] = [];
    for (let i = 0; i < COUNTRY_CODES.length; i += 8) {
      const alpha2 = COUNTRY_CODES.slice(i, i + 2);
      list.push({
        alpha2,
        alpha3: COUNTRY_CODES.slice(i + 2, i + 5),
        numeric: COUNTRY_CODES.slice(i + 5, i + 8),
        name: en(alpha2),
        nameAr: ar(alpha2),
      });
    }
    list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    const byCode = new Map<string, Country>();
    for (const c of list) for (const key of [c.alpha2, c.alpha3, c.numeric]) byCode.set(key, c);
    cache = { list, byCode };
  }
  return cache;
}

/** Every ISO 3166-1 country (and Kosovo, XK), sorted by English name. */
export function getCountries(): readonly Country[] {
  return load().list;
}

/** The country with this alpha-2, alpha-3 or numeric code (any case), or undefined. */
export function getCountry(code: string | number): Country | undefined {
  const key = String(code).trim().toUpperCase();
  return load().byCode.get(/^\d{1,3}$/.test(key) ? key.padStart(3, '0') : key);
}

/** The country's name in English or Arabic, or undefined for an unknown code. */
export function getCountryName(
  code: string | number,
  locale: 'en' | 'ar' = 'en',
): string | undefined {
  const country = getCountry(code);
  return locale === 'ar' ? country?.nameAr : country?.name;
}
