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
