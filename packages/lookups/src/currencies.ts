import data from '../data/currencies.json' with { type: 'json' };

/** The spec's 29 currencies, in the spec's order. */
export const CURRENCY_CODES = [
  'USD',
  'AED',
  'EUR',
  'GBP',
  'CHF',
  'AUD',
  'TRY',
  'SGD',
  'HKD',
  'JPY',
  'BGN',
  'CZK',
  'DKK',
  'HUF',
  'PLN',
  'RON',
  'SEK',
  'BHD',
  'KWD',
  'ZAR',
  'UGX',
  'BRL',
  'MXN',
  'SAR',
  'CNY',
  'QAR',
  'INR',
  'PKR',
  'UAH',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  /** ISO 4217 alphabetic code. */
  readonly code: CurrencyCode;
  /** ISO 4217 numeric code, three digits with leading zeros ("036"). */
  readonly numeric: string;
  /** Common English name ("United States dollar"). */
  readonly name: string;
  /** The name in ISO 4217 ("US Dollar"). */
  readonly isoName: string;
  /** Arabic name (CLDR, as Intl.DisplayNames('ar') prints it). */
  readonly nameAr: string;
  /** ISO 4217 minor units: 0 (JPY, UGX), 2, or 3 (BHD, KWD). */
  readonly minorUnits: 0 | 2 | 3;
  /** ISO 3166-1 alpha-2 code of the flag to show ("EU" for the euro). */
  readonly flagCountry: string;
  /** Symbol shown in the app: the spec's for USD/AED/GBP/EUR, CLDR English for the others (never ambiguous). */
  readonly symbol: string;
  /** The usual local symbol ("د.إ", "kr", "zł"); ambiguous across currencies, for context where the currency is known. */
  readonly localSymbol: string;
}

/** The 29 currencies with their ISO data, names, symbols and flag country. */
export const currencies = data.currencies as readonly Currency[];

/** True when `value` is one of the 29 currency codes (exact, upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** The currency with this ISO alphabetic code, or undefined. */
export function getCurrency(code: string): Currency | undefined {
  return currencies.find((c) => c.code === code);
}

/** The currency with this ISO numeric code ("784" or 784), or undefined. */
export function getCurrencyByNumeric(numeric: string | number): Currency | undefined {
  const key = String(numeric).padStart(3, '0');
  return currencies.find((c) => c.numeric === key);
}

/** The currency's name in English or Arabic; throws RangeError for an unknown code. */
export function getCurrencyName(code: CurrencyCode, locale: 'en' | 'ar' = 'en'): string {
  const currency = requireCurrency(code);
  return locale === 'ar' ? currency.nameAr : currency.name;
}

/** The currency, or a RangeError naming the bad code (a programming error, not user input). */
export function requireCurrency(code: string): Currency {
  const currency = getCurrency(code);
  if (!currency) throw new RangeError(`Unknown currency code: ${JSON.stringify(code)}`);
  return currency;
}
