// Login and second factor. The two spec calls keep their exact paths and payload fields;
// their answers (not shown in the spec) follow refresh's `new_jwt_tokens.tokens.access_token`.
import { z } from 'zod';
import {
  captchaTokenSchema,
  customerTypeSchema,
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  messageSchema,
  opaqueTokenSchema,
  otpChannelSchema,
  otpCodeSchema,
  plainText,
  rawText,
  recoveryCodeSchema,
  text,
  userTypeSchema,
} from './common';

export {
  GRANT_PASSWORD,
  GRANT_MFA_OTP,
  GRANT_MFA_OOB,
  GRANT_MFA_RECOVERY,
  MFA_GRANT_BY_SHORT_NAME,
} from './constants';
import {
  GRANT_PASSWORD,
  GRANT_MFA_OTP,
  GRANT_MFA_OOB,
  GRANT_MFA_RECOVERY,
  MFA_GRANT_BY_SHORT_NAME,
} from './constants';
import { API_PATHS } from './paths';

export const tokensSchema = z.object({
  tokens: z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    /** Lifetime of the access token in seconds. */
    expires_in: z.number().int().positive(),
  }),
});

export const mfaMethodSchema = z.enum(['otp', 'sms', 'whatsapp', 'recovery_code', 'passkey']);
export type MfaMethod = z.infer<typeof mfaMethodSchema>;
export const missingFieldSchema = z.enum([
  'first_name',
  'last_name',
  'date_of_birth',
  'nationality',
  'country_of_residence',
  'phone',
]);
export type MissingField = z.infer<typeof missingFieldSchema>;

export const authenticatedSchema = z.object({
  data: z.object({
    status: z.literal('authenticated'),
    customer_id: z.uuid(),
    user_type: userTypeSchema,
    customer_type: customerTypeSchema.nullable(),
    /** Only when an authenticator was enrolled during this login: shown once, ten single-use codes. */
    recovery_codes: z.array(z.string()).optional(),
    /** Only when this login used a recovery code: how many are left (the app says so, and where to make new ones). */
    recovery_codes_left: z.number().int().min(0).optional(),
  }),
  new_jwt_tokens: tokensSchema,
});

export const mfaRequiredSchema = z.object({
  data: z.object({
    status: z.literal('mfa_required'),
    mfa_token: z.string(),
    /** Seconds the mfa_token stays valid. */
    expires_in: z.number().int().positive(),
    /** Methods this customer may confirm with (`otp` is the authenticator app). */
    mfa_methods: z.array(mfaMethodSchema),
    /** True when the customer must first enrol a second factor (corporate users without one). */
    enrollment_required: z.boolean(),
    /** The registered phone, masked (`+9715•••••67`), for "we sent a code to …". */
    phone_hint: z.string().nullable(),
    /**
     * The channel of the last login code the customer used (at first, the one chosen at
     * registration); the app chooses it already, so "Send the code" works at once. Null when codes
     * by SMS or WhatsApp are not set up.
     */
    preferred_channel: otpChannelSchema.nullable(),
  }),
});

export const updateRequiredSchema = z.object({
  data: z.object({
    status: z.literal('update_required'),
    update_token: z.string(),
    expires_in: z.number().int().positive(),
    missing_fields: z.array(missingFieldSchema),
  }),
});

export const loginResponseSchema = z.union([
  authenticatedSchema,
  mfaRequiredSchema,
  updateRequiredSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginWithAuth0 = defineCall({
  id: 'loginWithAuth0',
  area: 'auth',
  method: API_PATHS.loginWithAuth0.method,
  path: API_PATHS.loginWithAuth0.path,
  summary: 'Log in with e-mail, password and the anti-bot token',
  description:
    'Verifies the ALTCHA payload (tokenV3), then the password. Answers tokens (and sets the refresh cookie), ' +
    'or an mfa_token when the customer has a second factor, or an update_token when the profile lacks required fields.',
  auth: 'none',
  body: z.object({
    grant_type: z.literal(GRANT_PASSWORD),
    redirect_uri: z
      .url({ protocol: /^https?$/ })
      .check(plainText)
      .max(2048),
    email: emailSchema,
    password: rawText().min(1).max(1024),
    tokenV3: captchaTokenSchema,
  }),
  status: 200,
  response: loginResponseSchema,
  errors: ['captcha_invalid', 'invalid_credentials', 'account_locked'],
});

/** An MFA grant type, full URI or short form; the server sees the full URI. */
export const mfaGrantTypeSchema = z
  .enum([
    GRANT_MFA_OTP,
    GRANT_MFA_OOB,
    GRANT_MFA_RECOVERY,
    ...(Object.keys(MFA_GRANT_BY_SHORT_NAME) as (keyof typeof MFA_GRANT_BY_SHORT_NAME)[]),
  ])
  .transform((grant) =>
    grant in MFA_GRANT_BY_SHORT_NAME
      ? MFA_GRANT_BY_SHORT_NAME[grant as keyof typeof MFA_GRANT_BY_SHORT_NAME]
      : (grant as typeof GRANT_MFA_OTP | typeof GRANT_MFA_OOB | typeof GRANT_MFA_RECOVERY),
  );

export const confirmMfa = defineCall({
  id: 'confirmMfa',
  area: 'auth',
  method: API_PATHS.confirmMfa.method,
  path: API_PATHS.confirmMfa.path,
  summary: 'Confirm a login with the second factor',
  description:
    'grant_type selects the factor: mfa-otp (authenticator app; also completes enrolment at login), ' +
    'mfa-oob (code sent by SMS or WhatsApp through send_otp) or mfa-recovery-code (otp_code carries a recovery code), ' +
    "each as Auth0's full URI (http://auth0.com/oauth/grant-type/mfa-otp) or in that short form. " +
    'At most 5 wrong codes per mfa_token; then log in again.',
  auth: 'none',
  body: z.object({
    /** Auth0's full grant-type URI or its short form (`mfa-otp`, `mfa-oob`, `mfa-recovery-code`); parsed to the URI. */
    grant_type: mfaGrantTypeSchema,
    mfa_token: opaqueTokenSchema,
    otp_code: z.union([otpCodeSchema, recoveryCodeSchema]),
    email: emailSchema,
    password: rawText().min(1).max(1024),
  }),
  status: 200,
  response: z.union([authenticatedSchema, updateRequiredSchema]),
  errors: [
    'mfa_token_invalid',
    'invalid_code',
    'code_expired',
    'too_many_attempts',
    'invalid_credentials',
    'account_locked',
  ],
});

export const sendMfaOtp = defineCall({
  id: 'sendMfaOtp',
  area: 'auth',
  method: API_PATHS.sendMfaOtp.method,
  path: API_PATHS.sendMfaOtp.path,
  summary: 'Send a login code by SMS or WhatsApp',
  description:
    'A 6-digit code, valid 5 minutes, single use, to the registered phone. Sending again replaces the previous code.',
  auth: 'none',
  body: z.object({ mfa_token: opaqueTokenSchema, channel: otpChannelSchema }),
  status: 202,
  response: envelope(
    z.object({
      channel: otpChannelSchema,
      phone_hint: z.string(),
      expires_at: isoDateTime,
      expires_in: z.number().int(),
    }),
  ),
  errors: ['mfa_token_invalid'],
});

export const totpSetupSchema = z.object({
  /** Base32 secret, for manual entry. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a PNG data URL. */
  qr_code: z.string(),
});

export const enrolTotpAtLogin = defineCall({
  id: 'enrolTotpAtLogin',
  area: 'auth',
  method: API_PATHS.enrolTotpAtLogin.method,
  path: API_PATHS.enrolTotpAtLogin.path,
  summary: 'Start authenticator-app enrolment during login (/login/verify)',
  description:
    'For an mfa_token whose login requires enrolment. Confirm with confirm_auth0 and grant mfa-otp: that activates ' +
    'the authenticator, logs in and returns the ten recovery codes once.',
  auth: 'none',
  body: z.object({ mfa_token: opaqueTokenSchema }),
  status: 200,
  response: envelope(totpSetupSchema),
  errors: ['mfa_token_invalid'],
});

export const profileUpdateFields = z.object({
  first_name: text().min(1).max(100).optional(),
  last_name: text().min(1).max(100).optional(),
  date_of_birth: z.iso.date().check(plainText).optional(),
  nationality: rawText()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  country_of_residence: rawText()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  phone: rawText()
    .regex(/^\+[1-9]\d{6,14}$/, 'Use the international format, e.g. +971501234567.')
    .optional(),
});

export const updateInfo = defineCall({
  id: 'updateInfo',
  area: 'auth',
  method: API_PATHS.updateInfo.method,
  path: API_PATHS.updateInfo.path,
  summary: 'Fill in missing profile fields to finish a login (/update_info)',
  description:
    'Takes the update_token of a login answer with status update_required; on success logs in.',
  auth: 'none',
  body: profileUpdateFields.extend({ update_token: opaqueTokenSchema }),
  status: 200,
  response: authenticatedSchema,
  errors: ['mfa_token_invalid'],
});

export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});

export const captchaChallenge = defineCall({
  id: 'captchaChallenge',
  area: 'auth',
  method: API_PATHS.captchaChallenge.method,
  path: API_PATHS.captchaChallenge.path,
  summary: "A fresh ALTCHA proof-of-work challenge (the widget's challenge URL)",
  description:
    'Answered bare (no envelope) because the ALTCHA widget reads it directly. Single use, expires in 10 minutes.',
  auth: 'none',
  status: 200,
  response: captchaChallengeSchema,
  errors: [],
});

export const logoutResponse = envelope(messageSchema);
