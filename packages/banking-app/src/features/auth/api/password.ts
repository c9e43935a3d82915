import { api } from '@/api/api';

/** POST /password/forgot: the same answer whether or not the address is registered. */
export function forgotPassword(email: string, tokenV3: string) {
  return api().bare.call('forgotPassword', { json: { email, tokenV3 } });
}

/** POST /password/reset/check: whether the emailed link can still be used. */
export function checkReset(token: string) {
  return api().bare.call('checkResetLink', { json: { token } });
}

/** POST /password/reset: the new password; every session is logged out. */
export function resetPassword(token: string, password: string) {
  return api().bare.call('resetPassword', { json: { token, password } });
}
