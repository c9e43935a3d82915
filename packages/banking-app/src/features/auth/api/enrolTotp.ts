import type { ResponseBody, enrolTotpAtLogin } from '@bank/api-contract';
import { api } from '@/api/api';

/** POST /auth0/mfa/totp/setup: the secret and QR of a new authenticator, during a login that requires one. */
export function enrolTotp(mfaToken: string) {
  return api().bare.post<ResponseBody<typeof enrolTotpAtLogin>>('auth0/mfa/totp/setup', { json: { mfa_token: mfaToken } });
}
