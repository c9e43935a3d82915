// What a submission needs, item by item, and what each item's status is in each state. An item is a
// section (`personal_details`, `company_details`, `authorised_person`, `shareholders`) or a document
// (its type, or `shareholder_id:<id>` for a shareholder's). Pure functions: no database here.
import type {
  KycDocumentType,
  KycPersonalDetails,
  ParsedBody,
  saveKycAuthorisedPerson,
  saveKycCompanyDetails,
} from '@bank/api-contract';
import { getCountry } from '@bank/lookups';
import { ApiError } from '../../http/errors';
import { birthDateProblem, expiryProblem } from '../customers/dates';
import { mobileNumber } from '../customers/phones';
import type { DocumentContentType } from './files';

export type KycState =
  | 'not_started'
  | 'in_progress'
  | 'submitted'
  | 'under_review'
  | 'approved'
  | 'rejected'
  | 'resubmission';
export type KycStatus = 'not_started' | 'pending' | 'approved' | 'rejected';
export type ItemStatus = 'missing' | 'provided' | 'in_review' | 'accepted' | 'rejected';
export type Kind = 'individual' | 'corporate';
export type CompanyDetails = ParsedBody<typeof saveKycCompanyDetails>;
export type AuthorisedPerson = ParsedBody<typeof saveKycAuthorisedPerson>;
type Address = KycPersonalDetails['address'];
export interface Reason {
  item: string;
  reason: string;
}

/** The status the money features read, for each state of a submission. */
export const STATUS_OF: Record<KycState, KycStatus> = {
  not_started: 'not_started',
  in_progress: 'not_started',
  submitted: 'pending',
  under_review: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  resubmission: 'rejected',
};

/** The documents each kind may upload; the person's own (identity, selfie, address) belong to whoever started it. */
export const PERSONAL_DOCUMENTS: readonly KycDocumentType[] = [
  'identity_front',
  'identity_back',
  'passport',
  'selfie',
  'proof_of_address',
];
export const COMPANY_DOCUMENTS: readonly KycDocumentType[] = [
  'trade_licence',
  'memorandum',
  'board_resolution',
  'authorised_person_id',
];
/** A selfie is a photo; everything else may also be a PDF scan. */
export function allowedTypes(documentType: string): DocumentContentType[] {
  return documentType === 'selfie'
    ? ['image/jpeg', 'image/png']
    : ['image/jpeg', 'image/png', 'application/pdf'];
}

export const shareholderItem = (id: string) => `shareholder_id:${id}`;

/** The documents that prove identity: the Emirates ID's two sides, or the passport. */
function identityDocuments(personal: KycPersonalDetails | null): string[] {
  return personal?.identity_document_type === 'passport'
    ? ['passport']
    : ['identity_front', 'identity_back'];
}

/** Every item this submission needs, in the order the app asks for them. */
export function requiredItems(
  kind: Kind,
  personal: KycPersonalDetails | null,
  shareholderIds: string[],
): string[] {
  const own = ['personal_details', ...identityDocuments(personal), 'selfie', 'proof_of_address'];
  if (kind === 'individual') return own;
  return [
    'company_details',
    'trade_licence',
    'memorandum',
    'board_resolution',
    'shareholders',
    ...shareholderIds.map(shareholderItem),
    'authorised_person',
    'authorised_person_id',
    ...own,
  ];
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
const addressComplete = (a: Address | undefined) => Boolean(a && filled(a.line1) && filled(a.city));

export function personalComplete(p: KycPersonalDetails | null): boolean {
  if (!p) return false;
  const keys = [
    'first_name',
    'last_name',
    'date_of_birth',
    'nationality',
    'country_of_residence',
    'occupation',
    'identity_document_type',
    'identity_document_number',
    'identity_document_expiry',
  ] as const;
  return keys.every((k) => filled(p[k])) && addressComplete(p.address) && p.confirmed === true;
}

export function companyComplete(c: CompanyDetails | null): boolean {
  if (!c) return false;
  return (
    (
      [
        'legal_name',
        'trade_licence_number',
        'trade_licence_expiry',
        'registration_authority',
        'industry',
      ] as const
    ).every((k) => filled(c[k])) && addressComplete(c.address)
  );
}

export function authorisedComplete(a: AuthorisedPerson | null): boolean {
  if (!a) return false;
  return (
    [
      'first_name',
      'last_name',
      'date_of_birth',
      'nationality',
      'position',
      'email',
      'phone',
    ] as const
  ).every((k) => filled(a[k]));
}

/** The status of one item in a state; `fixed` lists what changed since the latest rejection. */
export function itemStatus(
  state: KycState,
  item: string,
  provided: boolean,
  rejection: Reason[],
  fixed: string[],
): ItemStatus {
  if (state === 'submitted' || state === 'under_review') return 'in_review';
  if (state === 'approved') return 'accepted';
  const rejected = rejection.some((r) => r.item === item);
  if (state === 'rejected' || state === 'resubmission') {
    if (rejected && !fixed.includes(item)) return 'rejected';
    if (!provided) return 'missing';
    return fixed.includes(item) || !rejection.length ? 'provided' : 'accepted';
  }
  return provided ? 'provided' : 'missing';
}

/** Shares in basis points from "33.33" (the contract checked the shape). */
export const shareBps = (percent: string) => Math.round(Number(percent) * 100);
export const percentOf = (bps: number) =>
  `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

// ── Checks of what a draft may hold (the contract checked shapes; these need a clock or a list) ──

function invalidFields(fields: Record<string, string>): ApiError {
  const messages = Object.values(fields);
  return new ApiError(
    'validation_error',
    messages.length === 1 && messages[0] ? messages[0] : 'Some fields are missing or not valid.',
    { fields },
  );
}

const countryProblem = (code: string | undefined) =>
  code !== undefined && !getCountry(code)
    ? 'Not a country we know: use its ISO code, e.g. AE.'
    : undefined;

/** Emirates ID numbers are 784-YYYY-NNNNNNN-C; passports 6 to 9 letters and digits. Answers the number as stored. */
function documentNumber(type: 'emirates_id' | 'passport', value: string): string | undefined {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (type === 'emirates_id')
    return /^784\d{12}$/.test(compact)
      ? `${compact.slice(0, 3)}-${compact.slice(3, 7)}-${compact.slice(7, 14)}-${compact.slice(14)}`
      : undefined;
  return /^[A-Z0-9]{6,9}$/.test(compact) ? compact : undefined;
}

export function checkPersonal(p: KycPersonalDetails, now: Date): KycPersonalDetails {
  const fields: Record<string, string> = {};
  const dob = p.date_of_birth ? birthDateProblem(p.date_of_birth, now) : undefined;
  if (dob) fields.date_of_birth = dob;
  for (const key of ['nationality', 'country_of_residence'] as const) {
    const problem = countryProblem(p[key]);
    if (problem) fields[key] = problem;
  }
  const expiry = p.identity_document_expiry
    ? expiryProblem(p.identity_document_expiry, now)
    : undefined;
  if (expiry) fields.identity_document_expiry = expiry;
  let number = p.identity_document_number;
  if (number !== undefined) {
    if (!p.identity_document_type)
      fields.identity_document_type = 'Choose the document: Emirates ID or passport.';
    else {
      number = documentNumber(p.identity_document_type, number);
      if (!number)
        fields.identity_document_number =
          p.identity_document_type === 'emirates_id'
            ? 'An Emirates ID number has 15 digits: 784-YYYY-NNNNNNN-C.'
            : 'A passport number has 6 to 9 letters and digits.';
    }
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
  return { ...p, ...(number !== undefined ? { identity_document_number: number } : {}) };
}

export function checkCompany(c: CompanyDetails, now: Date): CompanyDetails {
  const expiry = c.trade_licence_expiry ? expiryProblem(c.trade_licence_expiry, now) : undefined;
  if (expiry)
    throw invalidFields({
      trade_licence_expiry:
        expiry === 'Not a real date.' ? expiry : 'The trade licence has expired: renew it first.',
    });
  return c;
}

export function checkAuthorised(a: AuthorisedPerson, now: Date): AuthorisedPerson {
  const fields: Record<string, string> = {};
  const dob = a.date_of_birth ? birthDateProblem(a.date_of_birth, now) : undefined;
  if (dob) fields.date_of_birth = dob;
  const nationality = countryProblem(a.nationality);
  if (nationality) fields.nationality = nationality;
  const phone = a.phone === undefined ? undefined : mobileNumber(a.phone);
  if (a.phone !== undefined && !phone) fields.phone = 'Give a mobile number, e.g. +971501234567.';
  if (Object.keys(fields).length) throw invalidFields(fields);
  return { ...a, ...(phone ? { phone } : {}) };
}

export function checkNationality(code: string): void {
  const problem = countryProblem(code);
  if (problem) throw invalidFields({ nationality: problem });
}

/** The messages of a submission that cannot be submitted: each missing or still-rejected item. */
export function submitProblems(
  items: { item: string; status: ItemStatus }[],
  sharesTotalBps: number,
  kind: Kind,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { item, status } of items) {
    if (status === 'missing')
      fields[item] =
        item === 'shareholders'
          ? 'Add at least one shareholder.'
          : item === 'personal_details'
            ? 'Complete and confirm the personal details.'
            : 'Missing.';
    if (status === 'rejected') fields[item] = 'Replace what was rejected before submitting again.';
  }
  if (kind === 'corporate' && sharesTotalBps > 10_000)
    fields.shareholders = 'The shares add up to more than 100 %.';
  return fields;
}
