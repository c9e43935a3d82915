// Nationalities (demonyms) for the nationality picker.
// Country data: mledoze/countries, ODbL (via world-countries 5.1.0). Nine demonyms were corrected,
// see data/nationalities.json. Country names come from src/countries.ts (Intl.DisplayNames).
import data from '../data/nationalities.json' with { type: 'json' };
import { getCountry, type Country } from './countries';

export interface Nationality {
  readonly alpha2: string;
  /** ISO 3166-1 alpha-3; Kosovo (no ISO code) has "UNK", as UN and mledoze/countries use. */
  readonly alpha3: string;
  /** ISO 3166-1 numeric; null for Kosovo. */
  readonly numeric: string | null;
  /** English name of the country ("United Arab Emirates"). */
  readonly country: string;
  /** Arabic name of the country. */
  readonly countryAr: string;
  /** English demonym ("Emirati"); null where there is none (uninhabited territories). */
  readonly nationality: string | null;
  /** The demonym as a picker shows it, disambiguated ("Dominican (Dominica)"); null where none. */
  readonly label: string | null;
  /** Offered by default: independent states plus passport-issuing PS, XK, TW, HK, MO (199). */
  readonly pickerDefault: boolean;
}

type Stored = Omit<Nationality, 'country' | 'countryAr'>;

/** Every country's nationality (250 rows, ISO 3166-1 plus Kosovo), in the source's order (its English country names). */
export const nationalities: readonly Nationality[] = /* @__PURE__ */ (
  data.nationalities as readonly Stored[]
).map((n) => {
  // Every row's code is in the country list (test/nationalities.test.ts checks it).
  const country = getCountry(n.alpha2) as Country;
  return { ...n, country: country.name, countryAr: country.nameAr };
});

/** A nationality picker option: the value is the country's alpha-2 code. */
export interface NationalityOption {
  readonly value: string;
  readonly label: string;
  readonly country: string;
  readonly countryAr: string;
}

/**
 * Options for a nationality picker, sorted by label. By default only `pickerDefault` rows (199);
 * `{ all: true }` gives every row that has a demonym.
 */
export function getNationalityOptions(
  options: { all?: boolean } = {},
): readonly NationalityOption[] {
  return nationalities
    .filter(
      (n): n is Nationality & { label: string } =>
        n.label !== null && (options.all || n.pickerDefault),
    )
    .map((n) => ({ value: n.alpha2, label: n.label, country: n.country, countryAr: n.countryAr }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** The nationality row of a country by alpha-2 or alpha-3 code (any case), or undefined. */
export function getNationality(code: string): Nationality | undefined {
  const key = code.trim().toUpperCase();
  return nationalities.find((n) => n.alpha2 === key || n.alpha3 === key);
}
