// Password reset: /forgot_password → e-mail link /reset_password?token=… (or /expired_link) →
// /update_password_success. Not shown in the spec: designed here.
import { z } from 'zod';
import {
  captchaTokenSchema,
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  messageSchema,
  opaqueTokenSchema,
  rawText,
} from './common';
import { newPasswordSchema } from './registration';
import { API_PATHS } from './paths';

export const forgotPassword = defineCall({
  id: 'forgotPassword',
  area: 'password',
  method: API_PATHS.forgotPassword.method,
  path: API_PATHS.forgotPassword.path,
  summary: 'Ask for a reset link (same answer whether or not the e-mail is registered)',
  auth: 'none',
  body: z.object({ email: emailSchema, tokenV3: captchaTokenSchema }),
  status: 202,
  response: envelope(messageSchema),
  errors: ['captcha_invalid'],
});

export const checkResetLink = defineCall({
  id: 'checkResetLink',
  area: 'password',
  method: API_PATHS.checkResetLink.method,
  path: API_PATHS.checkResetLink.path,
  summary: 'Whether a reset link is still usable (else the app shows /expired_link)',
  auth: 'none',
  body: z.object({ token: opaqueTokenSchema }),
  status: 200,
  response: envelope(z.object({ expires_at: isoDateTime })),
  errors: ['link_invalid', 'link_expired', 'link_used'],
});

export const resetPassword = defineCall({
  id: 'resetPassword',
  area: 'password',
  method: API_PATHS.resetPassword.method,
  path: API_PATHS.resetPassword.path,
  summary: 'Set a new password with a reset link; logs out every session',
  auth: 'none',
  body: z.object({ token: opaqueTokenSchema, password: newPasswordSchema }),
  status: 200,
  response: envelope(messageSchema),
  errors: ['link_invalid', 'link_expired', 'link_used', 'password_policy'],
});

export const changePassword = defineCall({
  id: 'changePassword',
  area: 'password',
  method: API_PATHS.changePassword.method,
  path: API_PATHS.changePassword.path,
  summary:
    'Change the password within a session: the current one, then the new one; the other sessions end',
  description:
    'A wrong current password answers 400 password_incorrect (never 401: the session stays); five in 15 minutes ' +
    'answer 429. The new password follows the rules of a reset: the policy, not the current one nor one of the ' +
    'last five. A customer who has a passkey confirms it is them first (403 step_up_required, change_password). ' +
    'Every other session of the customer ends; this one stays; the customer is told by e-mail.',
  auth: 'bearer',
  body: z.object({
    current_password: rawText().min(1).max(128),
    new_password: newPasswordSchema,
  }),
  status: 200,
  response: envelope(
    z.object({ message: z.string(), sessions_ended: z.number().int().nonnegative() }),
  ),
  errors: ['password_incorrect', 'password_policy', 'step_up_required', 'rate_limited'],
});
