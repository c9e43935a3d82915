// The rules of a customer's profile (registration's personal details and /update_info).
// The phone rules (libphonenumber-js) are not imported here: the caller loads them (./phone.ts)
// and passes them to the checks that need them, so a page with these fields does not carry them.
import { adultBounds } from './adultBounds';
import type { ToE164 } from './phone';

export { adultBounds };
export { callingCode } from './callingCodes';

export type ProfileField =
  'first_name' | 'last_name' | 'date_of_birth' | 'nationality' | 'country_of_residence' | 'phone';
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'first_name',
  'last_name',
  'date_of_birth',
  'nationality',
  'country_of_residence',
  'phone',
];

export interface ProfileValues {
  first_name: string;
  last_name: string;
  /** ISO day from DateInput, or null while the text is empty or not a real, allowed day. */
  date_of_birth: string | null;
  nationality: string | null;
  country_of_residence: string | null;
  /** The country whose calling code the number uses (alpha-2). */
  phone_country: string | null;
  phone_number: string;
}

export const emptyProfile: ProfileValues = {
  first_name: '',
  last_name: '',
  date_of_birth: null,
  nationality: null,
  country_of_residence: 'AE',
  phone_country: 'AE',
  phone_number: '',
};

export type ProfileProblem =
  | 'firstNameMissing'
  | 'lastNameMissing'
  | 'nameTooLong'
  | 'dobMissing'
  | 'dobFormat'
  | 'dobNotReal'
  | 'dobAdult'
  | 'dobTooEarly'
  | 'nationalityMissing'
  | 'residenceMissing'
  | 'phoneCountryMissing'
  | 'phoneMissing'
  | 'phoneInvalid'
  | 'phoneRulesFailed';

/**
 * Why typed text the date field refused is not a date of birth: one message, the one that says
 * what to change (not "you must be 18" for a day that does not exist). Without dayjs: these forms'
 * pages stay light.
 */
function dobProblem(text: string, bounds: { min: string; max: string }): ProfileProblem {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x6f0));
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(latin);
  if (!m) return 'dobFormat';
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return 'dobNotReal';
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  if (iso > bounds.max) return 'dobAdult';
  if (iso < bounds.min) return 'dobTooEarly';
  return 'dobFormat';
}

/**
 * Checks the fields asked for. `dobText` is what is typed in the date field: text the field
 * refused gets the one message that says why (format, no such day, under 18, too long ago).
 * `toE164` is the loaded phone rules (loadPhoneRules), or null when they could not be loaded.
 */
export function checkProfile(
  values: ProfileValues,
  fields: readonly ProfileField[],
  dobText = '',
  toE164: ToE164 | null = null,
): Partial<Record<ProfileField, ProfileProblem>> {
  const out: Partial<Record<ProfileField, ProfileProblem>> = {};
  const ask = (f: ProfileField) => fields.includes(f);
  if (ask('first_name')) {
    if (!values.first_name.trim()) out.first_name = 'firstNameMissing';
    else if (values.first_name.trim().length > 100) out.first_name = 'nameTooLong';
  }
  if (ask('last_name')) {
    if (!values.last_name.trim()) out.last_name = 'lastNameMissing';
    else if (values.last_name.trim().length > 100) out.last_name = 'nameTooLong';
  }
  if (ask('date_of_birth')) {
    const bounds = adultBounds();
    if (!values.date_of_birth)
      out.date_of_birth = dobText.trim() ? dobProblem(dobText, bounds) : 'dobMissing';
    else if (values.date_of_birth > bounds.max) out.date_of_birth = 'dobAdult';
    else if (values.date_of_birth < bounds.min) out.date_of_birth = 'dobTooEarly';
  }
  if (ask('nationality') && !values.nationality) out.nationality = 'nationalityMissing';
  if (ask('country_of_residence') && !values.country_of_residence)
    out.country_of_residence = 'residenceMissing';
  if (ask('phone')) {
    if (!values.phone_number.trim()) out.phone = 'phoneMissing';
    else if (!values.phone_country && !values.phone_number.trim().startsWith('+'))
      out.phone = 'phoneCountryMissing';
    else if (!toE164) out.phone = 'phoneRulesFailed';
    else if (!toE164(values.phone_country, values.phone_number)) out.phone = 'phoneInvalid';
  }
  return out;
}

/** The profile as the API takes it (only the fields asked for; the phone needs the loaded rules). */
export function profileBody(
  values: ProfileValues,
  fields: readonly ProfileField[],
  toE164: ToE164 | null = null,
) {
  const body: Partial<Record<ProfileField, string>> = {};
  if (fields.includes('first_name')) body.first_name = values.first_name.trim();
  if (fields.includes('last_name')) body.last_name = values.last_name.trim();
  if (fields.includes('date_of_birth') && values.date_of_birth)
    body.date_of_birth = values.date_of_birth;
  if (fields.includes('nationality') && values.nationality) body.nationality = values.nationality;
  if (fields.includes('country_of_residence') && values.country_of_residence)
    body.country_of_residence = values.country_of_residence;
  if (fields.includes('phone'))
    body.phone = toE164?.(values.phone_country, values.phone_number) ?? undefined;
  return body;
}
