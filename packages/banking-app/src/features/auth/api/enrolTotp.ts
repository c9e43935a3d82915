import { api } from '@/api/api';

/** POST /auth0/mfa/totp/setup: the secret and QR of a new authenticator, during a login that requires one. */
export function enrolTotp(mfaToken: string) {
  return api().bare.call('enrolTotpAtLogin', { json: { mfa_token: mfaToken } });
}
