import type { OtpChannel } from '@bank/api-contract';
import { api } from '@/api/api';

/** POST /auth0/mfa/send_otp: a login code by SMS or WhatsApp (a new one voids the previous). */
export function sendMfaOtp(mfaToken: string, channel: OtpChannel) {
  return api().bare.call('sendMfaOtp', { json: { mfa_token: mfaToken, channel } });
}
