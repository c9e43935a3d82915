import type { OtpChannel, ResponseBody, sendMfaOtp as sendMfaOtpCall } from '@bank/api-contract';
import { api } from '@/api/api';

export type SentCode = ResponseBody<typeof sendMfaOtpCall>['data'];

/** POST /auth0/mfa/send_otp: a login code by SMS or WhatsApp (a new one voids the previous). */
export function sendMfaOtp(mfaToken: string, channel: OtpChannel) {
  return api().bare.call('sendMfaOtp', { json: { mfa_token: mfaToken, channel } });
}
