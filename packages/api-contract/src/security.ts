// Login activity (spec), active sessions, and second-factor settings.
import { z } from 'zod';
import {
  defineCall,
  envelope,
  isoDateTime,
  messageSchema,
  otpChannelSchema,
  otpCodeSchema,
  uuidSchema,
} from './common';
import { totpSetupSchema } from './auth';
import { API_PATHS } from './paths';

export const loginEntrySchema = z.object({
  ip_address: z.string(),
  /** "Local" for loopback and private addresses; "Unknown" when the address is not in the data. */
  city: z.string(),
  country: z.string(),
  created_at: isoDateTime,
});
export type LoginEntry = z.infer<typeof loginEntrySchema>;

export const getLoginActivity = defineCall({
  id: 'getLoginActivity',
  area: 'security',
  method: API_PATHS.getLoginActivity.method,
  path: API_PATHS.getLoginActivity.path,
  summary: 'Last successful and failed logins and the recent history (20 entries)',
  auth: 'bearer',
  status: 200,
  response: envelope(
    z.object({
      last_successful_login: loginEntrySchema.nullable(),
      last_failed_login: loginEntrySchema.nullable(),
      recent_login_history: z.array(
        loginEntrySchema.extend({
          success: z.boolean(),
          /** How a successful login was made; null for failures and for logins before passkeys. */
          method: z.enum(['password', 'passkey']).nullable(),
        }),
      ),
    }),
  ),
  errors: [],
});

export const sessionSchema = z.object({
  session_id: uuidSchema,
  /** "Chrome on Windows", from the User-Agent. */
  device: z.string(),
  ip_address: z.string(),
  city: z.string(),
  country: z.string(),
  created_at: isoDateTime,
  last_used_at: isoDateTime,
  current: z.boolean(),
});

export const listSessions = defineCall({
  id: 'listSessions',
  area: 'security',
  method: API_PATHS.listSessions.method,
  path: API_PATHS.listSessions.path,
  summary: 'Active sessions (devices) of the customer, the current one marked',
  auth: 'bearer',
  status: 200,
  response: envelope(z.array(sessionSchema)),
  errors: [],
});

export const revokeSession = defineCall({
  id: 'revokeSession',
  area: 'security',
  method: API_PATHS.revokeSession.method,
  path: API_PATHS.revokeSession.path,
  summary: 'Log out one session ("log out this one")',
  auth: 'bearer',
  params: z.object({ session_id: uuidSchema }),
  status: 200,
  response: envelope(messageSchema),
  errors: ['not_found'],
});

export const revokeOtherSessions = defineCall({
  id: 'revokeOtherSessions',
  area: 'security',
  method: API_PATHS.revokeOtherSessions.method,
  path: API_PATHS.revokeOtherSessions.path,
  summary: 'Log out everywhere else',
  auth: 'bearer',
  status: 200,
  response: envelope(z.object({ revoked: z.number().int().nonnegative() })),
  errors: [],
});

export const mfaStatusSchema = z.object({
  totp_enabled: z.boolean(),
  otp_channel: otpChannelSchema.nullable(),
  recovery_codes_remaining: z.number().int().nonnegative(),
});

export const getMfaStatus = defineCall({
  id: 'getMfaStatus',
  area: 'security',
  method: API_PATHS.getMfaStatus.method,
  path: API_PATHS.getMfaStatus.path,
  summary: 'Second-factor settings',
  auth: 'bearer',
  status: 200,
  response: envelope(mfaStatusSchema),
  errors: [],
});

export const setupTotp = defineCall({
  id: 'setupTotp',
  area: 'security',
  method: API_PATHS.setupTotp.method,
  path: API_PATHS.setupTotp.path,
  summary: 'Start authenticator-app setup: secret, otpauth URI and QR image',
  auth: 'bearer',
  status: 200,
  response: envelope(totpSetupSchema),
  errors: ['step_up_required'],
});

export const activateTotp = defineCall({
  id: 'activateTotp',
  area: 'security',
  method: API_PATHS.activateTotp.method,
  path: API_PATHS.activateTotp.path,
  summary: 'Confirm the authenticator with a code; answers ten single-use recovery codes, once',
  auth: 'bearer',
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(z.object({ recovery_codes: z.array(z.string()).length(10) })),
  errors: ['invalid_code', 'not_found', 'too_many_attempts'],
});

export const disableTotp = defineCall({
  id: 'disableTotp',
  area: 'security',
  method: API_PATHS.disableTotp.method,
  path: API_PATHS.disableTotp.path,
  summary: 'Remove the authenticator (needs a current code); recovery codes go with it',
  auth: 'bearer',
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(mfaStatusSchema),
  errors: ['invalid_code', 'not_found', 'too_many_attempts', 'step_up_required'],
});

export const regenerateRecoveryCodes = defineCall({
  id: 'regenerateRecoveryCodes',
  area: 'security',
  method: API_PATHS.regenerateRecoveryCodes.method,
  path: API_PATHS.regenerateRecoveryCodes.path,
  summary: 'Replace the recovery codes (needs a current authenticator code)',
  auth: 'bearer',
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(z.object({ recovery_codes: z.array(z.string()).length(10) })),
  errors: ['invalid_code', 'not_found', 'too_many_attempts'],
});

export const setOtpChannel = defineCall({
  id: 'setOtpChannel',
  area: 'security',
  method: API_PATHS.setOtpChannel.method,
  path: API_PATHS.setOtpChannel.path,
  summary: 'Use (or stop using) a code by SMS or WhatsApp to the verified phone as second factor',
  auth: 'bearer',
  body: z.object({ otp_channel: otpChannelSchema.nullable() }),
  status: 200,
  response: envelope(mfaStatusSchema),
  errors: ['forbidden', 'step_up_required'],
});

export const resendEmailVerification = defineCall({
  id: 'resendEmailVerification',
  area: 'security',
  method: API_PATHS.resendEmailVerification.method,
  path: API_PATHS.resendEmailVerification.path,
  summary: 'Send the e-mail verification link again',
  auth: 'bearer',
  status: 202,
  response: envelope(messageSchema),
  errors: [],
});
