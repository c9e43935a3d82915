// Profile and settings: the profile (what changes at once, what the identity check has verified),
// the e-mail change in three steps (new address → code sent to it → confirm with the password; the
// old address is told), the phone change with a code to the new number, language and theme, and
// notification preferences. Second factor and sessions are the security calls.
import { z } from 'zod';
import { PROFILE_FIELDS_FREE, PROFILE_FIELDS_VERIFIED } from './constants';
import {
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  otpChannelSchema,
  otpCodeSchema,
  plainText,
  rawText,
  text,
} from './common';
import { customerDetailsSchema } from './customer';
import { addressSchema } from './kyc';
import { API_PATHS } from './paths';

export { PROFILE_FIELDS_FREE, PROFILE_FIELDS_VERIFIED };

export const updateProfile = defineCall({
  id: 'updateProfile',
  area: 'settings',
  method: API_PATHS.updateProfile.method,
  path: API_PATHS.updateProfile.path,
  summary:
    'Change the profile: occupation and address at once; name, date of birth, nationality and residence only before the identity check is submitted',
  description:
    `Fields that change at once: ${PROFILE_FIELDS_FREE.join(', ')}. Fields the identity check verifies (${PROFILE_FIELDS_VERIFIED.join(', ')}) ` +
    'change here only while the check has not been submitted (it then verifies them); afterwards they change through the identity check (409 invalid_state says so). E-mail and phone have their own calls.',
  auth: 'bearer',
  body: z.object({
    occupation: text().min(1).max(100).optional(),
    address: addressSchema.optional(),
    first_name: text().min(1).max(100).optional(),
    last_name: text().min(1).max(100).optional(),
    date_of_birth: z.iso.date().check(plainText).optional(),
    nationality: rawText()
      .regex(/^[A-Z]{2}$/, 'Use the two-letter country code, e.g. AE.')
      .optional(),
    country_of_residence: rawText()
      .regex(/^[A-Z]{2}$/, 'Use the two-letter country code, e.g. AE.')
      .optional(),
  }),
  status: 200,
  response: envelope(customerDetailsSchema),
  errors: ['invalid_state'],
});

export const codeSentSchema = z.object({
  channel: z.enum(['email', 'sms', 'whatsapp']),
  /** The new address or number, partly hidden. */
  sent_to: z.string(),
  /** When the code stops working (the change itself may be finished within 15 minutes). */
  expires_at: isoDateTime,
});

export const startEmailChange = defineCall({
  id: 'startEmailChange',
  area: 'settings',
  method: API_PATHS.startEmailChange.method,
  path: API_PATHS.startEmailChange.path,
  summary:
    'E-mail change, step 1 (settings_email_update1): the new address; a 6-digit code is sent to it',
  auth: 'bearer',
  body: z.object({ new_email: emailSchema }),
  status: 202,
  response: envelope(codeSentSchema),
  errors: ['email_taken', 'step_up_required'],
});

export const verifyEmailChange = defineCall({
  id: 'verifyEmailChange',
  area: 'settings',
  method: API_PATHS.verifyEmailChange.method,
  path: API_PATHS.verifyEmailChange.path,
  summary: 'E-mail change, step 2 (settings_email_update2): the code sent to the new address',
  auth: 'bearer',
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(
    z.object({ new_email: z.string(), verified: z.literal(true), expires_at: isoDateTime }),
  ),
  errors: ['not_found', 'invalid_code', 'code_expired', 'too_many_attempts'],
});

export const confirmEmailChange = defineCall({
  id: 'confirmEmailChange',
  area: 'settings',
  method: API_PATHS.confirmEmailChange.method,
  path: API_PATHS.confirmEmailChange.path,
  summary:
    'E-mail change, step 3 (settings_email_update3): the password; the new address becomes the login, the old one is told',
  description:
    'A wrong password answers 400 password_incorrect (never 401: the session stays); five wrong ones in 15 minutes answer 429.',
  auth: 'bearer',
  body: z.object({ password: rawText().min(1).max(128) }),
  status: 200,
  response: envelope(customerDetailsSchema),
  errors: ['not_found', 'invalid_state', 'code_expired', 'password_incorrect', 'email_taken'],
});

export const startPhoneChange = defineCall({
  id: 'startPhoneChange',
  area: 'settings',
  method: API_PATHS.startPhoneChange.method,
  path: API_PATHS.startPhoneChange.path,
  summary: 'Phone change, step 1: the new mobile number; a code is sent to it by SMS or WhatsApp',
  description: 'Mobile numbers only (libphonenumber-js decides the number type).',
  auth: 'bearer',
  body: z.object({
    phone: rawText().regex(
      /^\+[1-9]\d{6,14}$/,
      'Use the international format, e.g. +971501234567.',
    ),
    channel: otpChannelSchema,
  }),
  status: 202,
  response: envelope(codeSentSchema),
  errors: ['step_up_required'],
});

export const confirmPhoneChange = defineCall({
  id: 'confirmPhoneChange',
  area: 'settings',
  method: API_PATHS.confirmPhoneChange.method,
  path: API_PATHS.confirmPhoneChange.path,
  summary:
    'Phone change, step 2: the code sent to the new number and the password; the number is changed (and verified)',
  auth: 'bearer',
  body: z.object({ otp_code: otpCodeSchema, password: rawText().min(1).max(128) }),
  status: 200,
  response: envelope(customerDetailsSchema),
  errors: ['not_found', 'invalid_code', 'code_expired', 'too_many_attempts', 'password_incorrect'],
});

export const notificationPreferencesSchema = z.object({
  /** Money in and out of the accounts. */
  transaction_alerts_email: z.boolean(),
  transaction_alerts_sms: z.boolean(),
  /** A monthly statement is ready. */
  statements_email: z.boolean(),
  /** News and offers (opt-in). */
  product_news_email: z.boolean(),
  product_news_sms: z.boolean(),
  /** Logins, changes of e-mail, phone or password: always sent, cannot be switched off. */
  security_alerts_email: z.literal(true),
});

/** The preferences of a customer who never changed them (security alerts are always on). */
export const NOTIFICATION_PREFERENCE_DEFAULTS = {
  transaction_alerts_email: true,
  transaction_alerts_sms: false,
  statements_email: true,
  product_news_email: false,
  product_news_sms: false,
} as const satisfies Omit<z.infer<typeof notificationPreferencesSchema>, 'security_alerts_email'>;

export const settingsSchema = z.object({
  /** null: not chosen yet (the app follows the browser). */
  language: z.enum(['en', 'ar']).nullable(),
  /** system: follow the device (prefers-color-scheme and prefers-contrast). */
  theme: z.enum(['system', 'light', 'dark', 'high_contrast']),
  notifications: notificationPreferencesSchema,
  updated_at: isoDateTime.nullable(),
});

export const getSettings = defineCall({
  id: 'getSettings',
  area: 'settings',
  method: API_PATHS.getSettings.method,
  path: API_PATHS.getSettings.path,
  summary: 'Language, theme and notification preferences',
  auth: 'bearer',
  status: 200,
  response: envelope(settingsSchema),
  errors: [],
});

export const updatePreferences = defineCall({
  id: 'updatePreferences',
  area: 'settings',
  method: API_PATHS.updatePreferences.method,
  path: API_PATHS.updatePreferences.path,
  summary: 'Store the language and theme (either or both)',
  auth: 'bearer',
  body: z.object({
    language: z.enum(['en', 'ar']).optional(),
    theme: z.enum(['system', 'light', 'dark', 'high_contrast']).optional(),
  }),
  status: 200,
  response: envelope(settingsSchema),
  errors: [],
});

export const updateNotifications = defineCall({
  id: 'updateNotifications',
  area: 'settings',
  method: API_PATHS.updateNotifications.method,
  path: API_PATHS.updateNotifications.path,
  summary: 'Store notification preferences (any of them; security alerts stay on)',
  auth: 'bearer',
  body: notificationPreferencesSchema.omit({ security_alerts_email: true }).partial(),
  status: 200,
  response: envelope(settingsSchema),
  errors: [],
});
