// ISO 3166-1 countries with English and Arabic names, from i18n-iso-countries (MIT).
// Only the 'en' and 'ar' locales are registered, on first use (never at import). The browser
// entry of the package is used everywhere, so Node does not load its 70-odd other locales.
import {
  getAlpha2Codes,
  getNames,
  getNumericCodes,
  registerLocale,
  toAlpha2,
} from 'i18n-iso-countries/index.js';
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

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

let cache: { list: readonly Country[]; byAlpha2: ReadonlyMap<string, Country> } | undefined;

function load() {
  if (!cache) {
    registerLocale(en);
    registerLocale(ar);
    // The package's tables are complete for every code it lists (the tests check each row).
    const names = getNames('en', { select: 'official' });
    const namesAr = getNames('ar', { select: 'official' });
    const alpha3 = getAlpha2Codes();
    const numeric = Object.fromEntries(Object.entries(getNumericCodes()).map(([n, a2]) => [a2, n]));
    const list = Object.keys(alpha3)
      .map((alpha2): Country => ({
        alpha2,
        alpha3: alpha3[alpha2] as string,
        numeric: numeric[alpha2] as string,
        name: names[alpha2] as string,
        nameAr: namesAr[alpha2] as string,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    cache = { list, byAlpha2: new Map(list.map((c) => [c.alpha2, c])) };
  }
  return cache;
}

/** Every ISO 3166-1 country (and Kosovo, XK, as the package lists it), sorted by English name. */
export function getCountries(): readonly Country[] {
  return load().list;
}

/** The country with this alpha-2, alpha-3 or numeric code (any case), or undefined. */
export function getCountry(code: string | number): Country | undefined {
  const { byAlpha2 } = load();
  const key = typeof code === 'string' ? code.trim().toUpperCase() : code;
  const alpha2 = toAlpha2(key);
  return alpha2 === undefined ? undefined : byAlpha2.get(alpha2);
}

/** The country's name in English or Arabic, or undefined for an unknown code. */
export function getCountryName(
  code: string | number,
  locale: 'en' | 'ar' = 'en',
): string | undefined {
  const country = getCountry(code);
  return locale === 'ar' ? country?.nameAr : country?.name;
}
