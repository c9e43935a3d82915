// The personal details of the identity check: the form's values, their checks (the server's rules,
// told before sending), and the body of saveKycPersonalDetails.
import type { Kyc, PersonalDetails } from './api/kyc';
import type { IdentityDocument } from './documents';
import { adultBounds } from '@/lib/forms/adultBounds';

export interface PersonalValues {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  nationality: string | null;
  country_of_residence: string | null;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  occupation: string;
  identity_document_type: IdentityDocument | null;
  identity_document_number: string;
  identity_document_expiry: string | null;
  confirmed: boolean;
}

export type PersonalField = Exclude<keyof PersonalValues, 'line2' | 'region' | 'postal_code'>;
export const PERSONAL_ORDER: readonly PersonalField[] = [
  'first_name',
  'last_name',
  'date_of_birth',
  'nationality',
  'country_of_residence',
  'line1',
  'city',
  'occupation',
  'identity_document_type',
  'identity_document_number',
  'identity_document_expiry',
  'confirmed',
];

/** The form filled from what the server holds (its draft starts from the profile). */
export function fromKyc(details: Kyc['personal_details']): PersonalValues {
  const d = details ?? {};
  return {
    first_name: d.first_name ?? '',
    last_name: d.last_name ?? '',
    date_of_birth: d.date_of_birth ?? null,
    nationality: d.nationality ?? null,
    country_of_residence: d.country_of_residence ?? 'AE',
    line1: d.address?.line1 ?? '',
    line2: d.address?.line2 ?? '',
    city: d.address?.city ?? '',
    region: d.address?.region ?? '',
    postal_code: d.address?.postal_code ?? '',
    occupation: d.occupation ?? '',
    identity_document_type: d.identity_document_type ?? null,
    identity_document_number: d.identity_document_number ?? '',
    identity_document_expiry: d.identity_document_expiry ?? null,
    confirmed: d.confirmed ?? false,
  };
}

const EMIRATES_ID = /^784\d{12}$/;
const PASSPORT = /^[A-Z0-9]{6,9}$/i;

export type PersonalProblem =
  'required' | 'dobAdult' | 'emiratesIdFormat' | 'passportFormat' | 'expiryPast' | 'confirm';

/** The problems of the form, by field. `today` as an ISO day. */
export function checkPersonal(
  v: PersonalValues,
  today: string,
): Partial<Record<PersonalField, PersonalProblem>> {
  const out: Partial<Record<PersonalField, PersonalProblem>> = {};
  for (const f of [
    'first_name',
    'last_name',
    'line1',
    'city',
    'occupation',
    'identity_document_number',
  ] as const)
    if (!v[f].trim()) out[f] = 'required';
  for (const f of [
    'date_of_birth',
    'nationality',
    'country_of_residence',
    'identity_document_type',
    'identity_document_expiry',
  ] as const)
    if (!v[f]) out[f] = 'required';
  if (v.date_of_birth && v.date_of_birth > adultBounds(new Date(`${today}T12:00:00`)).max)
    out.date_of_birth = 'dobAdult';
  const number = v.identity_document_number.trim();
  if (
    number &&
    v.identity_document_type === 'emirates_id' &&
    !EMIRATES_ID.test(number.replace(/[\s-]/g, ''))
  )
    out.identity_document_number = 'emiratesIdFormat';
  if (number && v.identity_document_type === 'passport' && !PASSPORT.test(number))
    out.identity_document_number = 'passportFormat';
  if (v.identity_document_expiry && v.identity_document_expiry <= today)
    out.identity_document_expiry = 'expiryPast';
  if (!v.confirmed) out.confirmed = 'confirm';
  return out;
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** What saveKycPersonalDetails takes: the filled fields only (a draft may leave some out). */
export function personalBody(v: PersonalValues): PersonalDetails {
  const body: PersonalDetails = {};
  if (optional(v.first_name)) body.first_name = v.first_name.trim();
  if (optional(v.last_name)) body.last_name = v.last_name.trim();
  if (v.date_of_birth) body.date_of_birth = v.date_of_birth;
  if (v.nationality) body.nationality = v.nationality;
  if (v.country_of_residence) body.country_of_residence = v.country_of_residence;
  if (optional(v.line1) && optional(v.city)) {
    body.address = {
      line1: v.line1.trim(),
      city: v.city.trim(),
      line2: optional(v.line2),
      region: optional(v.region),
      postal_code: optional(v.postal_code),
    };
  }
  if (optional(v.occupation)) body.occupation = v.occupation.trim();
  if (v.identity_document_type) body.identity_document_type = v.identity_document_type;
  if (optional(v.identity_document_number))
    body.identity_document_number = v.identity_document_number.trim().toUpperCase();
  if (v.identity_document_expiry) body.identity_document_expiry = v.identity_document_expiry;
  body.confirmed = v.confirmed;
  return body;
}
