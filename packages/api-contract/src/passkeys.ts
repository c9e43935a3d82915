// Passkeys (WebAuthn): adding, naming and removing them in the security settings, logging in with
// one (as the second step after the password, or on its own), and approving an action with one.
// The browser's objects travel as the WebAuthn JSON of @simplewebauthn (base64url fields); the
// server verifies them with @simplewebauthn/server, never by hand.
//
// How a passkey sign-in fits the token model: it ends exactly as confirm_auth0 does (the same
// access token in `new_jwt_tokens`, the same refresh cookie, the same login activity row, marked
// `method: "passkey"`), so refresh, logout and the session list need nothing new.
import { z } from 'zod';
import {
  defineCall,
  envelope,
  isoDateTime,
  opaqueTokenSchema,
  otpCodeSchema,
  rawText,
  text,
  STEP_UP_ACTIONS,
  uuidSchema,
} from './common';
import { authenticatedSchema, updateRequiredSchema } from './auth';
import { beneficiaryInputSchema } from './beneficiaries';
import { transactionTypeSchema } from './money';
import { API_PATHS } from './paths';

const base64url = (max: number) =>
  rawText()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url.');

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** The options the browser passes to navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyCreationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  excludeCredentials: z.array(credentialDescriptor).optional(),
});

/** The options the browser passes to navigator.credentials.get (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyRequestOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
});

const clientExtensionResults = z.looseObject({});

/** A new credential as the browser returns it (RegistrationResponseJSON). */
export const passkeyRegistrationSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32768),
    transports: z.array(rawText().max(32)).max(10).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** A signed assertion as the browser returns it (AuthenticationResponseJSON). */
export const passkeyAssertionSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
  clientExtensionResults,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** A ceremony's answer: the challenge's id (sent back with the browser's answer) and its options. */
const ceremony = <O extends z.ZodType>(options: O) =>
  z.object({ challenge_id: uuidSchema, expires_at: isoDateTime, options });

/** A signed assertion for a ceremony the server started (login or approval). */
export const passkeyProofSchema = z.object({
  challenge_id: uuidSchema,
  credential: passkeyAssertionSchema,
});
export type PasskeyProof = z.infer<typeof passkeyProofSchema>;

export const passkeySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  created_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
  /** Whether the passkey is synced to the customer's other devices (a password manager, iCloud Keychain…). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyNameSchema = text().min(1).max(60);

export const passkeyRegistrationOptions = defineCall({
  id: 'passkeyRegistrationOptions',
  area: 'security',
  method: API_PATHS.passkeyRegistrationOptions.method,
  path: API_PATHS.passkeyRegistrationOptions.path,
  summary: 'Start adding a passkey: the options for navigator.credentials.create',
  description:
    'A discoverable credential with user verification required; the customer’s passkeys are excluded (an authenticator is ' +
    'never registered twice). The challenge is single use and valid 5 minutes.',
  auth: 'bearer',
  status: 200,
  response: envelope(ceremony(passkeyCreationOptionsSchema)),
  errors: ['rate_limited', 'step_up_required'],
});

export const registerPasskey = defineCall({
  id: 'registerPasskey',
  area: 'security',
  method: API_PATHS.registerPasskey.method,
  path: API_PATHS.registerPasskey.path,
  summary: 'Add a passkey: the browser’s new credential, verified, stored under the name given',
  description:
    'The customer is told by e-mail that a passkey was added. 400 passkey_rejected when the browser’s answer does not ' +
    'verify (another challenge, another site, no user verification); 409 passkey_exists for a credential already registered.',
  auth: 'bearer',
  body: z.object({
    challenge_id: uuidSchema,
    name: passkeyNameSchema,
    credential: passkeyRegistrationSchema,
  }),
  status: 201,
  response: envelope(passkeySchema),
  errors: ['passkey_rejected', 'passkey_exists', 'validation_error'],
});

export const listPasskeys = defineCall({
  id: 'listPasskeys',
  area: 'security',
  method: API_PATHS.listPasskeys.method,
  path: API_PATHS.listPasskeys.path,
  summary: 'The customer’s passkeys, oldest first',
  auth: 'bearer',
  status: 200,
  response: envelope(z.array(passkeySchema)),
  errors: [],
});

const byPasskey = z.object({ passkey_id: uuidSchema });

export const renamePasskey = defineCall({
  id: 'renamePasskey',
  area: 'security',
  method: API_PATHS.renamePasskey.method,
  path: API_PATHS.renamePasskey.path,
  summary: 'Rename a passkey',
  auth: 'bearer',
  params: byPasskey,
  body: z.object({ name: passkeyNameSchema }),
  status: 200,
  response: envelope(passkeySchema),
  errors: ['not_found', 'validation_error'],
});

export const removePasskey = defineCall({
  id: 'removePasskey',
  area: 'security',
  method: API_PATHS.removePasskey.method,
  path: API_PATHS.removePasskey.path,
  summary: 'Remove a passkey (the last one needs the password and a code)',
  description:
    'Removing one of several passkeys needs nothing more than the session. Removing the last one needs the password and ' +
    'a code: the authenticator app’s, or one sent by sendStepUpCode with action remove_passkey (a customer with no code ' +
    'factor gives the password alone). The customer is told by e-mail.',
  auth: 'bearer',
  params: byPasskey,
  body: z.object({
    password: rawText().min(1).max(1024).optional(),
    otp_code: otpCodeSchema.optional(),
  }),
  status: 200,
  response: envelope(z.object({ remaining: z.number().int().nonnegative() })),
  errors: [
    'not_found',
    'password_incorrect',
    'invalid_code',
    'code_expired',
    'too_many_attempts',
    'validation_error',
    'step_up_required',
  ],
});

/**
 * What an approval signs: confirming one's own external transfer, or an approver's approval of a
 * transaction prepared in their company (waiting review).
 */
/** approve_batch (issue 28): a bulk or payroll batch's approval, subject_id its batch id. */
export const approvalActionSchema = z.enum([
  'confirm_external_transfer',
  'approve_review',
  'approve_batch',
]);
export type ApprovalAction = z.infer<typeof approvalActionSchema>;

/** What an approval signs, as the screen shows it before the browser's prompt. */
export const approvalStatementSchema = z.object({
  /** The approval's action, or `add_beneficiary` (a step-up signed for that payee). */
  action: z.enum([...approvalActionSchema.options, 'add_beneficiary']),
  subject_id: uuidSchema,
  /**
   * The amount that leaves the wallet (with the fee its sender pays), in minor units, and its
   * currency ('0' and the payee's currency for a new beneficiary).
   */
  amount_minor: z.string().regex(/^\d+$/),
  currency: z.string(),
  payee_name: z.string(),
  /** The payee's IBAN or account number, in full ('' for a conversion between the company's own wallets). */
  payee_account: z.string(),
});
export type ApprovalStatement = z.infer<typeof approvalStatementSchema>;

export const stepUpActionSchema = z.enum(STEP_UP_ACTIONS);

const needsBeneficiary = (b: { action: string; beneficiary?: unknown }) =>
  (b.action === 'add_beneficiary') === (b.beneficiary !== undefined);
const BENEFICIARY_NEEDED = {
  message: 'Give the beneficiary with add_beneficiary, and only then.',
  path: ['beneficiary'],
};
export type StepUpAction = z.infer<typeof stepUpActionSchema>;

export const sendStepUpCode = defineCall({
  id: 'sendStepUpCode',
  area: 'security',
  method: API_PATHS.sendStepUpCode.method,
  path: API_PATHS.sendStepUpCode.path,
  summary: 'Send a code by the customer’s channel (SMS or WhatsApp) to confirm a risky change',
  description:
    'For customers whose second factor is a code by SMS or WhatsApp (an authenticator app’s customer uses its code). ' +
    'Valid 5 minutes, single use, bound to the customer and the action; rate-limited as login codes are.',
  auth: 'bearer',
  body: z.object({ action: stepUpActionSchema }),
  status: 202,
  response: envelope(
    z.object({
      channel: z.enum(['sms', 'whatsapp']),
      phone_hint: z.string(),
      expires_in: z.number(),
    }),
  ),
  errors: ['forbidden', 'rate_limited'],
});

export const stepUpOptions = defineCall({
  id: 'stepUpOptions',
  area: 'security',
  method: API_PATHS.stepUpOptions.method,
  path: API_PATHS.stepUpOptions.path,
  summary:
    'Start confirming a risky change with a passkey: the options for navigator.credentials.get',
  description:
    'The challenge is bound to the customer, this session and the action, single use, valid 5 minutes; user ' +
    'verification is required. 403 forbidden for a customer with no passkey (they confirm with a code). For ' +
    'add_beneficiary the challenge is derived from the payee (name, account, currency) and a server nonce, as an ' +
    'approval is, and the statement comes back to be shown before the prompt.',
  auth: 'bearer',
  body: z
    .object({
      action: stepUpActionSchema,
      /** With add_beneficiary: the beneficiary as it will be added (the challenge signs its payee). */
      beneficiary: beneficiaryInputSchema.optional(),
    })
    .refine(needsBeneficiary, BENEFICIARY_NEEDED),
  status: 200,
  response: envelope(
    ceremony(passkeyRequestOptionsSchema).extend({
      /** With add_beneficiary: what is signed (the payee's name, account and currency), shown first. */
      statement: approvalStatementSchema.optional(),
    }),
  ),
  errors: ['forbidden', 'rate_limited', 'validation_error'],
});

export const stepUp = defineCall({
  id: 'stepUp',
  area: 'security',
  method: API_PATHS.stepUp.method,
  path: API_PATHS.stepUp.path,
  summary: 'Confirm it is you before a risky change: a passkey, or a code',
  description:
    'A customer who has a passkey is asked again, within a session, before changing the e-mail, the phone or the ' +
    'second factor (403 step_up_required names the action). This call answers that: with the passkey ' +
    '(stepUpOptions), or a code of the authenticator app or sent by sendStepUpCode for the same action. The session may ' +
    'then start that change for 5 minutes (`expires_at`); another session, or another action, may not.',
  auth: 'bearer',
  body: z
    .object({
      action: stepUpActionSchema,
      passkey: passkeyProofSchema.optional(),
      otp_code: otpCodeSchema.optional(),
      /** With add_beneficiary: the beneficiary to be added; the session may add that one only, once. */
      beneficiary: beneficiaryInputSchema.optional(),
    })
    .refine((b) => (b.otp_code === undefined) !== (b.passkey === undefined), {
      message: 'Confirm with your passkey, or with a code.',
      path: ['otp_code'],
    })
    .refine(needsBeneficiary, BENEFICIARY_NEEDED),
  status: 200,
  response: envelope(z.object({ action: stepUpActionSchema, expires_at: isoDateTime })),
  errors: [
    'passkey_rejected',
    'invalid_code',
    'code_expired',
    'too_many_attempts',
    'validation_error',
    'rate_limited',
  ],
});

export const passkeyLoginOptions = defineCall({
  id: 'passkeyLoginOptions',
  area: 'auth',
  method: API_PATHS.passkeyLoginOptions.method,
  path: API_PATHS.passkeyLoginOptions.path,
  summary: 'Start a login with a passkey: the options for navigator.credentials.get',
  description:
    'With an mfa_token (the password step done): the passkey is the second step, and only that customer’s passkeys are ' +
    'allowed. Without one: a sign-in with a passkey alone (the browser offers the bank’s passkeys, also through ' +
    'conditional mediation in the e-mail field); the passkey, with user verification, is both factors.',
  auth: 'none',
  body: z.object({ mfa_token: opaqueTokenSchema.optional() }),
  status: 200,
  response: envelope(ceremony(passkeyRequestOptionsSchema)),
  errors: ['mfa_token_invalid', 'forbidden', 'rate_limited'],
});

export const loginWithPasskey = defineCall({
  id: 'loginWithPasskey',
  area: 'auth',
  method: API_PATHS.loginWithPasskey.method,
  path: API_PATHS.loginWithPasskey.path,
  summary:
    'Finish a login with a passkey: the same answer, tokens and refresh cookie as confirm_auth0',
  description:
    'The assertion must answer the challenge of passkeyLoginOptions, once, within 5 minutes, with user verification, ' +
    'from a passkey of the customer (of the mfa_token’s customer for a second step), and a signature counter that ' +
    'never goes back. 400 passkey_rejected otherwise.',
  auth: 'none',
  body: passkeyProofSchema,
  status: 200,
  response: z.union([authenticatedSchema, updateRequiredSchema]),
  errors: [
    'passkey_rejected',
    'mfa_token_invalid',
    'account_disabled',
    'account_locked',
    'rate_limited',
  ],
});

export const passkeyApprovalOptions = defineCall({
  id: 'passkeyApprovalOptions',
  area: 'security',
  method: API_PATHS.passkeyApprovalOptions.method,
  path: API_PATHS.passkeyApprovalOptions.path,
  summary:
    'Start approving an action with a passkey: what is approved, and a challenge derived from it',
  description:
    'The challenge is SHA-256 over the statement (action, subject, amount, currency, payee) and a server nonce, so the ' +
    'signature answers for exactly what the screen shows: an assertion for one transfer or amount is refused for any ' +
    'other, and each challenge is single use. User verification is required.',
  auth: 'bearer',
  body: z
    .object({
      action: approvalActionSchema,
      subject_id: uuidSchema,
      /** For approve_review: the review's transaction type, as in its path. */
      transaction_type: transactionTypeSchema.optional(),
    })
    .refine((b) => b.action !== 'approve_review' || b.transaction_type !== undefined, {
      message: 'Name the transaction type of the review.',
      path: ['transaction_type'],
    }),
  status: 200,
  response: envelope(
    ceremony(passkeyRequestOptionsSchema).extend({ statement: approvalStatementSchema }),
  ),
  errors: ['not_found', 'invalid_state', 'forbidden', 'rate_limited'],
});
