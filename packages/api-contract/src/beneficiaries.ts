// Beneficiaries: internal (another customer's wallet, found by account number or e-mail) and
// external (a bank account elsewhere: IBAN or account number, BIC/SWIFT, bank, country, currency).
import { z } from 'zod';
import {
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  messageSchema,
  text,
  uuidSchema,
} from './common';
import { assetCodeSchema } from './money';
import { API_PATHS } from './paths';

const nickname = text().min(1).max(60);
const required = (max: number) => text().min(1).max(max);

/** The details of an external beneficiary, as added or given inline to a transfer. */
export const externalBeneficiaryInputSchema = z.object({
  kind: z.literal('external'),
  nickname: nickname.optional(),
  /** The account holder's name, as the beneficiary's bank knows it. */
  name: required(140),
  /** Required in countries that use IBANs; checked with ibantools (structure, country length, mod 97). */
  iban: text().max(42).optional(),
  /** Where the country has no IBAN (US, IN, CN, …): the local account number. */
  account_number: text().max(34).optional(),
  /** BIC/SWIFT code, 8 or 11 characters. */
  bic: text().toUpperCase().max(11),
  bank_name: required(140),
  bank_address: required(280),
  /** ISO 3166-1 alpha-2 country of the bank. */
  country: text()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter country code such as GB.'),
  currency: assetCodeSchema,
  address: text().max(280).optional(),
});

export const internalBeneficiaryInputSchema = z
  .object({
    kind: z.literal('internal'),
    nickname: nickname.optional(),
    /** The other customer's wallet account number (16 digits), or their e-mail with a currency. */
    account_number: text()
      .regex(/^\d{16}$/, 'An account number has 16 digits.')
      .optional(),
    email: emailSchema.optional(),
    currency: assetCodeSchema.optional(),
  })
  .refine((b) => Boolean(b.account_number) !== Boolean(b.email), {
    message: 'Give the account number or the e-mail address (one of them).',
    path: ['account_number'],
  })
  .refine((b) => !b.email || b.currency, {
    message: 'Give the currency of the wallet to pay into.',
    path: ['currency'],
  });

export const beneficiaryInputSchema = z.discriminatedUnion('kind', [
  externalBeneficiaryInputSchema,
  internalBeneficiaryInputSchema,
]);
export type BeneficiaryInput = z.infer<typeof beneficiaryInputSchema>;

export const beneficiarySchema = z.object({
  beneficiary_id: uuidSchema,
  kind: z.enum(['internal', 'external']),
  nickname: z.string().nullable(),
  name: z.string(),
  currency: z.string(),
  /** Internal: the wallet's account number. External: the local account number where there is no IBAN. */
  account_number: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_address: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

const byId = z.object({ beneficiary_id: uuidSchema });

export const listBeneficiaries = defineCall({
  id: 'listBeneficiaries',
  area: 'beneficiaries',
  method: API_PATHS.listBeneficiaries.method,
  path: API_PATHS.listBeneficiaries.path,
  summary: 'Saved beneficiaries, newest first',
  auth: 'bearer',
  query: z.object({
    kind: z.enum(['internal', 'external']).optional(),
    currency: assetCodeSchema.optional(),
  }),
  status: 200,
  response: envelope(z.array(beneficiarySchema)),
  errors: [],
});

export const getBeneficiary = defineCall({
  id: 'getBeneficiary',
  area: 'beneficiaries',
  method: API_PATHS.getBeneficiary.method,
  path: API_PATHS.getBeneficiary.path,
  summary: 'One beneficiary',
  auth: 'bearer',
  params: byId,
  status: 200,
  response: envelope(beneficiarySchema),
  errors: ['not_found'],
});

export const addBeneficiary = defineCall({
  id: 'addBeneficiary',
  area: 'beneficiaries',
  method: API_PATHS.addBeneficiary.method,
  path: API_PATHS.addBeneficiary.path,
  summary: "Add a beneficiary (the spec's add_beneficiary: not for viewers and preparers)",
  description:
    "Internal: another customer's wallet by account number, or by e-mail and currency (the name is shown masked). " +
    'External: IBAN (or account number where the country has none), BIC, bank, country and currency. Viewers and ' +
    'preparers answer 403. A customer who has a passkey confirms the payee first (stepUp with add_beneficiary and ' +
    'this beneficiary; 403 step_up_required otherwise): that confirmation adds this payee only, once.',
  auth: 'bearer',
  body: beneficiaryInputSchema,
  status: 201,
  response: envelope(beneficiarySchema),
  errors: [
    'forbidden',
    'not_found',
    'beneficiary_exists',
    'currency_not_allowed',
    'step_up_required',
  ],
});

export const updateBeneficiary = defineCall({
  id: 'updateBeneficiary',
  area: 'beneficiaries',
  method: API_PATHS.updateBeneficiary.method,
  path: API_PATHS.updateBeneficiary.path,
  summary: 'Edit a beneficiary (same permission as adding)',
  description:
    'Internal beneficiaries: only the nickname. External: any detail; the whole record is checked again.',
  auth: 'bearer',
  params: byId,
  body: z.object({
    nickname: nickname.nullable().optional(),
    name: required(140).optional(),
    iban: text().max(42).optional(),
    account_number: text().max(34).optional(),
    bic: text().toUpperCase().max(11).optional(),
    bank_name: required(140).optional(),
    bank_address: required(280).optional(),
    country: text()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    currency: assetCodeSchema.optional(),
    address: text().max(280).optional(),
  }),
  status: 200,
  response: envelope(beneficiarySchema),
  errors: ['forbidden', 'not_found', 'currency_not_allowed'],
});

export const deleteBeneficiary = defineCall({
  id: 'deleteBeneficiary',
  area: 'beneficiaries',
  method: API_PATHS.deleteBeneficiary.method,
  path: API_PATHS.deleteBeneficiary.path,
  summary: 'Delete a beneficiary (same permission as adding); past transactions keep their details',
  auth: 'bearer',
  params: byId,
  status: 200,
  response: envelope(messageSchema),
  errors: ['forbidden', 'not_found'],
});

export const bankSchema = z.object({
  /** The BIC as asked, normalised (upper case, no spaces). */
  bic: z.string(),
  bank_name: z.string(),
  /** The bank's head-office or branch address, one line. */
  bank_address: z.string(),
  /** ISO 3166-1 alpha-2 country of the bank (the BIC's 5th and 6th characters). */
  country: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;

export const lookupBank = defineCall({
  id: 'lookupBank',
  area: 'beneficiaries',
  method: API_PATHS.lookupBank.method,
  path: API_PATHS.lookupBank.path,
  summary: "The bank a BIC/SWIFT code names, where the bank's directory knows it",
  description:
    "For the add-beneficiary form: shows the bank's name as the customer types the BIC. An 11-character BIC " +
    'is found by its first 8 (the institution) when its branch is not listed. A valid BIC the directory does not ' +
    "hold answers 404 not_found (the customer then types the bank's name and address); a malformed one 400.",
  auth: 'bearer',
  params: z.object({ bic: text().max(11) }),
  status: 200,
  response: envelope(bankSchema),
  errors: ['not_found'],
});
