import { api } from '@/api/api';

/** POST /customer/email/resend_verification: the verification link again. */
export function resendVerification() {
  return api().call('resendEmailVerification');
}
