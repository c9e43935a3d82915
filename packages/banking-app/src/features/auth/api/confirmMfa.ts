import type { ResponseBody, confirmMfa as confirmMfaCall } from '@bank/api-contract';
import { GRANT_MFA_OOB, GRANT_MFA_OTP, GRANT_MFA_RECOVERY } from '@bank/api-contract/constants';
import { api } from '@/api/api';

export type ConfirmAnswer = ResponseBody<typeof confirmMfaCall>;
export type Factor = 'authenticator' | 'phone' | 'recovery';

// The full Auth0 grant-type URIs, as the spec's payload carries them (the server also takes the
// short names; the app keeps sending the URIs).
const GRANTS = {
  authenticator: GRANT_MFA_OTP,
  phone: GRANT_MFA_OOB,
  recovery: GRANT_MFA_RECOVERY,
} as const;

/** POST /auth0/mfa/confirm_auth0 with the spec's payload; the factor picks the grant type. */
export function confirmMfa(
  factor: Factor,
  mfaToken: string,
  code: string,
  email: string,
  password: string,
) {
  return api().bare.call('confirmMfa', {
    json: { grant_type: GRANTS[factor], mfa_token: mfaToken, otp_code: code, email, password },
  });
}
