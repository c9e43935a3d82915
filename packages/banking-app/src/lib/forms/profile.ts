// The rules of a customer's profile (registration's personal details and /update_info).
// The phone rules (libphonenumber-js) are not imported here: the caller loads them (./phone.ts)
// and passes them to the checks that need them, so a page with these fields does not carry them.
import { adultBounds } from './adultBounds';
import type { ToE164 } from './phone';

export { adultBounds };
export { callingCode } from './callingCodes';

export type ProfileField = 'first_name' | 'last_name' | 'date_of_birth' | 'nationality' | 'country_of_residence' | 'phone';
export const PROFILE_FIELDS: readonly ProfileField[] = ['first_name', 'last_name', 'date_of_birth', 'nationality', 'country_of_residence', 'phone'];

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
  | 'dobAdult'
  | 'nationalityMissing'
  | 'residenceMissing'
  | 'phoneCountryMissing'
  | 'phoneMissing'
  | 'phoneInvalid'
  | 'phoneRulesFailed';

/**
 * Checks the fields asked for. `dobText` is what is typed in the date field: text that is not an
 * allowed day reads as "too young" when it is a real day after the bound. `toE164` is the loaded
 * phone rules (loadPhoneRules), or null when they could not be loaded.
 */
export function checkProfile(values: ProfileValues, fields: readonly ProfileField[], dobText = '', toE164: ToE164 | null = null): Partial<Record<ProfileField, ProfileProblem>> {
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
    const { max } = adultBounds();
    if (!values.date_of_birth) out.date_of_birth = dobText.trim() ? 'dobAdult' : 'dobMissing';
    else if (values.date_of_birth > max) out.date_of_birth = 'dobAdult';
  }
  if (ask('nationality') && !values.nationality) out.nationality = 'nationalityMissing';
  if (ask('country_of_residence') && !values.country_of_residence) out.country_of_residence = 'residenceMissing';
  if (ask('phone')) {
    if (!values.phone_number.trim()) out.phone = 'phoneMissing';
    else if (!values.phone_country && !values.phone_number.trim().startsWith('+')) out.phone = 'phoneCountryMissing';
    else if (!toE164) out.phone = 'phoneRulesFailed';
    else if (!toE164(values.phone_country, values.phone_number)) out.phone = 'phoneInvalid';
  }
  return out;
}

/** The profile as the API takes it (only the fields asked for; the phone needs the loaded rules). */
export function profileBody(values: ProfileValues, fields: readonly ProfileField[], toE164: ToE164 | null = null) {
  const body: Partial<Record<ProfileField, string>> = {};
  if (fields.includes('first_name')) body.first_name = values.first_name.trim();
  if (fields.includes('last_name')) body.last_name = values.last_name.trim();
  if (fields.includes('date_of_birth') && values.date_of_birth) body.date_of_birth = values.date_of_birth;
  if (fields.includes('nationality') && values.nationality) body.nationality = values.nationality;
  if (fields.includes('country_of_residence') && values.country_of_residence) body.country_of_residence = values.country_of_residence;
  if (fields.includes('phone')) body.phone = toE164?.(values.phone_country, values.phone_number) ?? undefined;
  return body;
}
