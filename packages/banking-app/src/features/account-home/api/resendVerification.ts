import type { ResponseBody, resendEmailVerification } from '@bank/api-contract';
import { api } from '@/api/api';

/** POST /customer/email/resend_verification: the verification link again. */
export function resendVerification() {
  return api().post<ResponseBody<typeof resendEmailVerification>>('customer/email/resend_verification');
}
