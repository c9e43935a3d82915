// Identity verification (KYC) of individuals and of companies (corporate onboarding): one
// submission per customer (individual) or per company (corporate), saved step by step as a draft,
// submitted, reviewed by the bank (approve, or reject with a reason per item), resubmitted.
// Documents travel as the raw file in the body of a PUT (`Content-Type: image/jpeg`, `image/png` or
// `application/pdf`): what `ky.put(url, { body: file })` sends; the server decides the type by the
// file's content, never by its name or declared type.
import { z } from 'zod';
import {
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  plainText,
  rawText,
  text,
  uuidSchema,
} from './common';
import { KYC_FILE_TYPES, KYC_MAX_FILE_BYTES } from './constants';
import { MORE_PATHS as API_PATHS } from './paths-more';

/** The states of a submission (`not_started`: there is none yet). */
export const kycStateSchema = z.enum([
  'not_started',
  'in_progress',
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'resubmission',
]);
export type KycState = z.infer<typeof kycStateSchema>;
/** The customer's KYC status that the money features read (crypto eligibility, the gates). */
export const kycStatusSchema = z.enum(['not_started', 'pending', 'approved', 'rejected']);
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** Documents a customer uploads by type (a shareholder's identity document has its own call). */
export const kycDocumentTypeSchema = z.enum([
  'identity_front',
  'identity_back',
  'passport',
  'selfie',
  'proof_of_address',
  'trade_licence',
  'memorandum',
  'board_resolution',
  'authorised_person_id',
]);
export type KycDocumentType = z.infer<typeof kycDocumentTypeSchema>;
/** Every document kind, as listed in a submission. */
export const kycDocumentKindSchema = z.union([kycDocumentTypeSchema, z.literal('shareholder_id')]);
export { KYC_FILE_TYPES, KYC_MAX_FILE_BYTES };

const countryCode = rawText().regex(/^[A-Z]{2}$/, 'Use the two-letter country code, e.g. AE.');
const isoDate = z.iso.date().check(plainText);
/** UAE mobile or international: checked as a mobile number by the server. */
const phoneNumber = rawText().regex(
  /^\+[1-9]\d{6,14}$/,
  'Use the international format, e.g. +971501234567.',
);

export const addressSchema = z.object({
  line1: text().min(1).max(120),
  line2: text().max(120).optional(),
  city: text().min(1).max(80),
  /** Emirate, state or province. */
  region: text().max(80).optional(),
  postal_code: text().max(20).optional(),
});

/** The person's details as they confirm them (the individual, or the corporate administrator). A draft may leave fields out. */
export const kycPersonalDetailsSchema = z.object({
  first_name: text().min(1).max(100).optional(),
  last_name: text().min(1).max(100).optional(),
  date_of_birth: isoDate.optional(),
  nationality: countryCode.optional(),
  country_of_residence: countryCode.optional(),
  address: addressSchema.optional(),
  occupation: text().min(1).max(100).optional(),
  /** Which identity document: the Emirates ID (front and back) or a passport. */
  identity_document_type: z.enum(['emirates_id', 'passport']).optional(),
  /** Emirates ID: 784-YYYY-NNNNNNN-C (dashes optional); passport: 6–9 letters and digits. */
  identity_document_number: text().min(6).max(20).optional(),
  identity_document_expiry: isoDate.optional(),
  /** The customer confirms that these details are true and their own (required to submit). */
  confirmed: z.boolean().optional(),
});
export type KycPersonalDetails = z.infer<typeof kycPersonalDetailsSchema>;

export const kycCompanyDetailsSchema = z.object({
  legal_name: text().min(1).max(200).optional(),
  trade_licence_number: text().min(1).max(50).optional(),
  /** Must be a future date. */
  trade_licence_expiry: isoDate.optional(),
  /** The issuing authority, e.g. "Dubai Department of Economy and Tourism" or "DMCC". */
  registration_authority: text().min(1).max(120).optional(),
  /** The registered address (in the UAE). */
  address: addressSchema.optional(),
  industry: text().min(1).max(100).optional(),
});

export const kycAuthorisedPersonSchema = z.object({
  first_name: text().min(1).max(100).optional(),
  last_name: text().min(1).max(100).optional(),
  date_of_birth: isoDate.optional(),
  nationality: countryCode.optional(),
  /** Their role in the company, e.g. "Managing Director". */
  position: text().min(1).max(100).optional(),
  email: emailSchema.optional(),
  /** A mobile number. */
  phone: phoneNumber.optional(),
});

/** A percentage with at most two decimals, more than 0 and at most 100 ("25", "33.33"). */
const shareMessage =
  'Give the share as a percentage between 0.01 and 100, with at most two decimals.';
export const sharePercentSchema = text()
  .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, shareMessage)
  .refine((value) => Number(value) > 0, shareMessage);

export const kycShareholderInputSchema = z.object({
  name: text().min(1).max(200),
  nationality: countryCode,
  share_percent: sharePercentSchema,
});

export const kycItemStatusSchema = z.enum([
  'missing',
  'provided',
  'in_review',
  'accepted',
  'rejected',
]);

export const kycDocumentSchema = z.object({
  document_id: uuidSchema,
  document_type: kycDocumentKindSchema,
  /** For a shareholder's identity document. */
  shareholder_id: uuidSchema.nullable(),
  content_type: z.enum(KYC_FILE_TYPES),
  size_bytes: z.number().int().positive(),
  file_name: z.string().nullable(),
  /** Pixels, for images. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploaded_at: isoDateTime,
  status: kycItemStatusSchema,
  rejection_reason: z.string().nullable(),
});

export const kycShareholderSchema = z.object({
  shareholder_id: uuidSchema,
  name: z.string(),
  nationality: z.string(),
  share_percent: z.string(),
  /** Its item key in rejections (`shareholder_id:<id>` for its document). */
  document: kycDocumentSchema.nullable(),
});

/** One thing the submission needs: a section (`personal_details`, `company_details`, `authorised_person`, `shareholders`) or a document (its type, or `shareholder_id:<id>`). */
export const kycItemSchema = z.object({
  item: z.string(),
  status: kycItemStatusSchema,
  rejection_reason: z.string().nullable(),
});

export const kycEventSchema = z.object({
  from_state: kycStateSchema,
  to_state: kycStateSchema,
  /** Who made the transition: the customer, the bank's operations (review command) or the sandbox auto-review. */
  actor_type: z.enum(['customer', 'operations', 'auto_review']),
  actor_name: z.string(),
  reasons: z.array(z.object({ item: z.string(), reason: z.string() })),
  created_at: isoDateTime,
});

export const kycSubmissionSchema = z.object({
  submission_id: uuidSchema.nullable(),
  kind: z.enum(['individual', 'corporate']),
  state: kycStateSchema,
  /** The status the money features read (customers.kyc_status). */
  kyc_status: kycStatusSchema,
  /** 1, then one more for each resubmission. */
  round: z.number().int().positive(),
  /** Whether the caller may change the draft now (and which items: all, or only the rejected ones). */
  can_edit: z.boolean(),
  can_submit: z.boolean(),
  /** The next thing to do, for the app's "next step": an item, `submit`, `wait` (under review), `done`, or `administrator` (a corporate user who is not an administrator). */
  next_step: z.string(),
  items: z.array(kycItemSchema),
  personal_details: kycPersonalDetailsSchema.nullable(),
  company_details: kycCompanyDetailsSchema.nullable(),
  authorised_person: kycAuthorisedPersonSchema.nullable(),
  shareholders: z.array(kycShareholderSchema),
  shares_total_percent: z.string(),
  documents: z.array(kycDocumentSchema),
  /** The reasons of the latest rejection, per item. */
  rejection_reasons: z.array(z.object({ item: z.string(), reason: z.string() })),
  history: z.array(kycEventSchema),
  submitted_at: isoDateTime.nullable(),
  decided_at: isoDateTime.nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

const kycAnswer = envelope(kycSubmissionSchema);
const editErrors = ['forbidden', 'invalid_state'] as const;

export const getKyc = defineCall({
  id: 'getKyc',
  area: 'kyc',
  method: API_PATHS.getKyc.method,
  path: API_PATHS.getKyc.path,
  summary:
    "The caller's identity verification: state, what is still needed, the draft, documents, reasons, history",
  description:
    "An individual's own submission, or a corporate user's company's (details and documents shown to administrators only). " +
    'Before anything is saved, state is not_started and the personal details are filled from the profile.',
  auth: 'bearer',
  status: 200,
  response: kycAnswer,
  errors: [],
});

export const saveKycPersonalDetails = defineCall({
  id: 'saveKycPersonalDetails',
  area: 'kyc',
  method: API_PATHS.saveKycPersonalDetails.method,
  path: API_PATHS.saveKycPersonalDetails.path,
  summary: 'Save the personal details (a draft: fields may be left out until submission)',
  description:
    "Individuals, and the corporate administrator who started the company's verification (their own KYC).",
  auth: 'bearer',
  body: kycPersonalDetailsSchema,
  status: 200,
  response: kycAnswer,
  errors: [...editErrors],
});

export const saveKycCompanyDetails = defineCall({
  id: 'saveKycCompanyDetails',
  area: 'kyc',
  method: API_PATHS.saveKycCompanyDetails.method,
  path: API_PATHS.saveKycCompanyDetails.path,
  summary: 'Save the company details (corporate administrators; a draft)',
  auth: 'bearer',
  body: kycCompanyDetailsSchema,
  status: 200,
  response: kycAnswer,
  errors: [...editErrors],
});

export const saveKycAuthorisedPerson = defineCall({
  id: 'saveKycAuthorisedPerson',
  area: 'kyc',
  method: API_PATHS.saveKycAuthorisedPerson.method,
  path: API_PATHS.saveKycAuthorisedPerson.path,
  summary: "Save the authorised person's details (corporate administrators; a draft)",
  auth: 'bearer',
  body: kycAuthorisedPersonSchema,
  status: 200,
  response: kycAnswer,
  errors: [...editErrors],
});

export const addKycShareholder = defineCall({
  id: 'addKycShareholder',
  area: 'kyc',
  method: API_PATHS.addKycShareholder.method,
  path: API_PATHS.addKycShareholder.path,
  summary: 'Add a shareholder (the shares together may not exceed 100 %)',
  auth: 'bearer',
  body: kycShareholderInputSchema,
  status: 201,
  response: kycAnswer,
  errors: [...editErrors],
});

const byShareholder = z.object({ shareholder_id: uuidSchema });

export const updateKycShareholder = defineCall({
  id: 'updateKycShareholder',
  area: 'kyc',
  method: API_PATHS.updateKycShareholder.method,
  path: API_PATHS.updateKycShareholder.path,
  summary: "Change a shareholder's name, nationality or share",
  auth: 'bearer',
  params: byShareholder,
  body: kycShareholderInputSchema,
  status: 200,
  response: kycAnswer,
  errors: [...editErrors, 'not_found'],
});

export const removeKycShareholder = defineCall({
  id: 'removeKycShareholder',
  area: 'kyc',
  method: API_PATHS.removeKycShareholder.method,
  path: API_PATHS.removeKycShareholder.path,
  summary: 'Remove a shareholder (and their document)',
  auth: 'bearer',
  params: byShareholder,
  status: 200,
  response: kycAnswer,
  errors: [...editErrors, 'not_found'],
});

const uploadQuery = z.object({
  /** The file's name as the customer knows it, shown back in lists (never used to decide its type). */
  file_name: text().max(200).optional(),
});
const uploadDescription =
  'The body is the file itself (Content-Type image/jpeg, image/png or application/pdf; the selfie an image), at most 5 MiB. ' +
  'Its type is decided by its content (magic bytes); images are rewritten to their image data alone (metadata, text and ' +
  'anything after the image dropped), PDFs with scripts, embedded files, launch actions or encryption are refused. ' +
  'Uploading again replaces the document.';

export const uploadKycDocument = defineCall({
  id: 'uploadKycDocument',
  area: 'kyc',
  method: API_PATHS.uploadKycDocument.method,
  path: API_PATHS.uploadKycDocument.path,
  summary: 'Upload (or replace) a document of the submission',
  description: uploadDescription,
  auth: 'bearer',
  params: z.object({ document_type: kycDocumentTypeSchema }),
  query: uploadQuery,
  rawBody: { contentTypes: KYC_FILE_TYPES },
  status: 201,
  response: kycAnswer,
  errors: [...editErrors, 'document_invalid'],
});

export const uploadKycShareholderDocument = defineCall({
  id: 'uploadKycShareholderDocument',
  area: 'kyc',
  method: API_PATHS.uploadKycShareholderDocument.method,
  path: API_PATHS.uploadKycShareholderDocument.path,
  summary: "Upload (or replace) a shareholder's identity document",
  description: uploadDescription,
  auth: 'bearer',
  params: byShareholder,
  query: uploadQuery,
  rawBody: { contentTypes: KYC_FILE_TYPES },
  status: 201,
  response: kycAnswer,
  errors: [...editErrors, 'not_found', 'document_invalid'],
});

/** Answers the file (its checked type), not JSON. */
export const downloadKycDocument = defineCall({
  id: 'downloadKycDocument',
  area: 'kyc',
  method: API_PATHS.downloadKycDocument.method,
  path: API_PATHS.downloadKycDocument.path,
  summary:
    "One of the caller's documents, as stored (the owner only; a company's to its administrators)",
  description:
    "The file with its checked Content-Type, nosniff and a sandboxing Content-Security-Policy. Another customer's document is 404.",
  auth: 'bearer',
  params: z.object({ document_id: uuidSchema }),
  status: 200,
  response: z.string(),
  errors: ['not_found'],
});

export const submitKyc = defineCall({
  id: 'submitKyc',
  area: 'kyc',
  method: API_PATHS.submitKyc.method,
  path: API_PATHS.submitKyc.path,
  summary:
    'Submit for review (every item present; on a resubmission, every rejected item replaced)',
  description:
    'A submission that is not complete answers 400 validation_error with `fields` naming each missing item. The sandbox auto-review (KYC_AUTO_REVIEW) may decide at once.',
  auth: 'bearer',
  status: 200,
  response: kycAnswer,
  errors: [...editErrors],
});

export const reviewKycSandbox = defineCall({
  id: 'reviewKycSandbox',
  area: 'dev',
  method: API_PATHS.reviewKycSandbox.method,
  path: API_PATHS.reviewKycSandbox.path,
  summary:
    'The review command against the running development server: approve, or reject with reasons per item',
  description:
    'What `pnpm --filter @bank/fiat-backend kyc:review <email> approve|reject` calls when a server is running (PGlite cannot be opened twice).',
  auth: 'none',
  devOnly: true,
  body: z.object({
    email: emailSchema,
    decision: z.enum(['approve', 'reject', 'review']),
    /** item → reason (reject only): a document type, `shareholder_id:<id>`, or a section. */
    reasons: z.record(text().min(1).max(60), text().min(1).max(500)).optional(),
    reviewer: text().min(1).max(100).optional(),
  }),
  status: 200,
  response: envelope(kycSubmissionSchema),
  errors: ['not_found', 'invalid_state'],
});
