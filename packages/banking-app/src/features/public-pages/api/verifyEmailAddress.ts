import { api } from '@/api/api';

/** POST /registration/email/verify: the e-mailed link's token confirms the address. */
export function verifyEmailAddress(token: string) {
  return api().bare.call('verifyEmailAddress', { json: { token } });
}
