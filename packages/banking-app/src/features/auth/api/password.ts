import type { ResponseBody, checkResetLink, forgotPassword as forgotCall, resetPassword as resetCall } from '@bank/api-contract';
import { api } from '@/api/api';

/** POST /password/forgot: the same answer whether or not the address is registered. */
export function forgotPassword(email: string, tokenV3: string) {
  return api().bare.post<ResponseBody<typeof forgotCall>>('password/forgot', { json: { email, tokenV3 } });
}

/** POST /password/reset/check: whether the emailed link can still be used. */
export function checkReset(token: string) {
  return api().bare.post<ResponseBody<typeof checkResetLink>>('password/reset/check', { json: { token } });
}

/** POST /password/reset: the new password; every session is logged out. */
export function resetPassword(token: string, password: string) {
  return api().bare.post<ResponseBody<typeof resetCall>>('password/reset', { json: { token, password } });
}
