// Registration (spec: index → individual|corporate → password → personal_details →
// generate_otp[_whatsapp] → verify_otp[_whatsapp] → otp_complete → congrats/verify_kyc_step_2),
// corporate e-mail verification and e-mail address verification links. Not shown in the spec:
// designed here in the same style; every step answers the next step the app should show.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_PROBLEM_MESSAGES,
  passwordRules,
} from '@bank/lookups/identity';
import { z } from 'zod';
import {
  captchaTokenSchema,
  customerTypeSchema,
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  opaqueTokenSchema,
  otpChannelSchema,
  otpCodeSchema,
  plainText,
  rawText,
  text,
  userTypeSchema,
} from './common';
import { tokensSchema } from './auth';
import { CONSENT_VERSION_PATTERN } from './constants';
import { API_PATHS } from './paths';

export const registrationStepSchema = z.enum([
  'corporate_verify',
  'password',
  'personal_details',
  'generate_otp',
  'verify_otp',
  'complete',
  'verify_kyc_step_2',
]);
export type RegistrationStep = z.infer<typeof registrationStepSchema>;

/** NIST SP 800-63B style: length only (12–128), no composition rules; common passwords refused server-side. */
/**
 * A new password: its length as @bank/lookups' policy counts it (characters after NFKC). The other
 * rules need the customer's e-mail and the common-password list: the server applies them
 * (password_policy), with the same words.
 */
export const newPasswordSchema = rawText()
  .max(PASSWORD_MAX_LENGTH * 4, PASSWORD_PROBLEM_MESSAGES.long)
  .superRefine((password, ctx) => {
    const rules = passwordRules(password);
    const problem = !rules.length ? 'short' : !rules.notTooLong ? 'long' : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_MESSAGES[problem] });
  });

const registrationToken = z.object({ registration_token: opaqueTokenSchema });
const stepAnswer = envelope(
  z.object({ next_step: registrationStepSchema, expires_at: isoDateTime }),
);

export const startRegistration = defineCall({
  id: 'startRegistration',
  area: 'registration',
  method: API_PATHS.startRegistration.method,
  path: API_PATHS.startRegistration.path,
  summary: 'Choose the account kind and give the (corporate) e-mail',
  description:
    'Answers a registration_token (valid 1 hour) that every later step carries. A corporate registration is sent ' +
    'a 6-digit code to its corporate e-mail, verified at corporate_verify. An e-mail already registered answers 409.',
  auth: 'none',
  body: z.object({ user_type: userTypeSchema, email: emailSchema, tokenV3: captchaTokenSchema }),
  status: 201,
  response: envelope(
    z.object({
      registration_token: z.string(),
      user_type: userTypeSchema,
      next_step: registrationStepSchema,
      expires_at: isoDateTime,
    }),
  ),
  errors: ['captcha_invalid', 'email_taken'],
});

export const verifyCorporateEmail = defineCall({
  id: 'verifyCorporateEmail',
  area: 'registration',
  method: API_PATHS.verifyCorporateEmail.method,
  path: API_PATHS.verifyCorporateEmail.path,
  summary: 'Verify the corporate e-mail with the code sent to it',
  auth: 'none',
  body: registrationToken.extend({ otp_code: otpCodeSchema }),
  status: 200,
  response: stepAnswer,
  errors: [
    'mfa_token_invalid',
    'invalid_code',
    'code_expired',
    'too_many_attempts',
    'registration_step',
  ],
});

export const resendCorporateCode = defineCall({
  id: 'resendCorporateCode',
  area: 'registration',
  method: API_PATHS.resendCorporateCode.method,
  path: API_PATHS.resendCorporateCode.path,
  summary: 'Send the corporate e-mail code again',
  auth: 'none',
  body: registrationToken,
  status: 202,
  response: stepAnswer,
  errors: ['mfa_token_invalid', 'registration_step'],
});

export const setRegistrationPassword = defineCall({
  id: 'setRegistrationPassword',
  area: 'registration',
  method: API_PATHS.setRegistrationPassword.method,
  path: API_PATHS.setRegistrationPassword.path,
  summary: 'Choose the password',
  auth: 'none',
  body: registrationToken.extend({ password: newPasswordSchema }),
  status: 200,
  response: stepAnswer,
  errors: ['mfa_token_invalid', 'password_policy', 'registration_step'],
});

export const personalDetailsSchema = z.object({
  first_name: text().min(1).max(100),
  last_name: text().min(1).max(100),
  date_of_birth: z.iso.date().check(plainText),
  /** ISO 3166-1 alpha-2. */
  nationality: rawText().regex(/^[A-Z]{2}$/),
  country_of_residence: rawText().regex(/^[A-Z]{2}$/),
  /** E.164, e.g. +971501234567. */
  phone: rawText().regex(/^\+[1-9]\d{6,14}$/, 'Use the international format, e.g. +971501234567.'),
  /** Required for a corporate registration. */
  company_name: text().min(1).max(200).optional(),
});

export const setPersonalDetails = defineCall({
  id: 'setPersonalDetails',
  area: 'registration',
  method: API_PATHS.setPersonalDetails.method,
  path: API_PATHS.setPersonalDetails.path,
  summary: 'Personal details and phone (at least 18 years old)',
  auth: 'none',
  body: registrationToken.extend(personalDetailsSchema.shape),
  status: 200,
  response: stepAnswer,
  errors: ['mfa_token_invalid', 'registration_step'],
});

export const generateRegistrationOtp = defineCall({
  id: 'generateRegistrationOtp',
  area: 'registration',
  method: API_PATHS.generateRegistrationOtp.method,
  path: API_PATHS.generateRegistrationOtp.path,
  summary:
    'Send a 6-digit code to the phone by SMS or WhatsApp (generate_otp, generate_otp_whatsapp)',
  auth: 'none',
  body: registrationToken.extend({ channel: otpChannelSchema }),
  status: 202,
  response: envelope(
    z.object({
      channel: otpChannelSchema,
      phone_hint: z.string(),
      expires_at: isoDateTime,
      next_step: registrationStepSchema,
    }),
  ),
  errors: ['mfa_token_invalid', 'registration_step'],
});

export const verifyRegistrationOtp = defineCall({
  id: 'verifyRegistrationOtp',
  area: 'registration',
  method: API_PATHS.verifyRegistrationOtp.method,
  path: API_PATHS.verifyRegistrationOtp.path,
  summary: 'Verify the phone code (verify_otp, verify_otp_whatsapp)',
  auth: 'none',
  body: registrationToken.extend({ channel: otpChannelSchema, otp_code: otpCodeSchema }),
  status: 200,
  response: stepAnswer,
  errors: [
    'mfa_token_invalid',
    'invalid_code',
    'code_expired',
    'too_many_attempts',
    'registration_step',
  ],
});

/** A consent version as the customer was shown it (`CONSENT_VERSIONS`). */
const consentVersion = (what: string) =>
  z
    .string({
      error: `Accept the ${what}: send the version the customer read and accepted, e.g. "2026-11".`,
    })
    .check(plainText)
    .regex(
      CONSENT_VERSION_PATTERN,
      `Send the version of the ${what} as it is shown, e.g. "2026-11".`,
    );

export const completeRegistration = defineCall({
  id: 'completeRegistration',
  area: 'registration',
  method: API_PATHS.completeRegistration.method,
  path: API_PATHS.completeRegistration.path,
  summary:
    'Create the customer (otp_complete → congrats); sends the e-mail verification link; logs the customer in',
  description:
    'The customer accepts the terms and conditions and the privacy policy: the body carries the versions shown to them. ' +
    'Both must be the current ones (CONSENT_VERSIONS); a missing one answers 400 validation_error and an older one ' +
    '409 consent_outdated, each naming the field. The versions and the server time of acceptance are stored with the customer. ' +
    'The registration proved what a login proves (the password just chosen, and the phone by its code, within the last ' +
    '10 minutes): the answer carries a session as a login does (new_jwt_tokens, the refresh cookie, a login-activity ' +
    'entry), so the app goes on to the identity check without a second login. Without new_jwt_tokens (the phone ' +
    'was confirmed longer ago), the customer logs in.',
  auth: 'none',
  body: registrationToken.extend({
    accepted_terms_version: consentVersion('terms and conditions'),
    accepted_privacy_version: consentVersion('privacy policy'),
  }),
  status: 201,
  response: envelope(
    z.object({
      customer_id: z.uuid(),
      user_type: userTypeSchema,
      customer_type: customerTypeSchema.nullable(),
      next_step: registrationStepSchema,
    }),
  ).extend({ new_jwt_tokens: tokensSchema.optional() }),
  errors: ['mfa_token_invalid', 'registration_step', 'email_taken', 'consent_outdated'],
});

export const verifyEmailAddress = defineCall({
  id: 'verifyEmailAddress',
  area: 'registration',
  method: API_PATHS.verifyEmailAddress.method,
  path: API_PATHS.verifyEmailAddress.path,
  summary: 'Verify an e-mail address with the token of the link (/email_address_verify?token=…)',
  auth: 'none',
  body: z.object({ token: opaqueTokenSchema }),
  status: 200,
  response: envelope(z.object({ email: emailSchema, email_verified: z.literal(true) })),
  errors: ['link_invalid', 'link_expired', 'link_used'],
});
