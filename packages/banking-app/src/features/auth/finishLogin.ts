// The end of every successful login: the pending login forgotten, then the session begins (the
// token and the account kind kept, the stored language and theme applied: src/session/begin.ts).
// A login made without a passkey marks the session for the offer of one ("Log in faster next
// time": src/lib/passkeys/offer.ts; a small module, the offer's card is not loaded here).
import type { ResponseBody, loginWithAuth0 } from '@bank/api-contract';
import { beginSession } from '@/session/begin';
import { PATHS } from '@/access/paths';
import { endPasskeyOffer, offerPasskeyNext } from '@/lib/passkeys/offerMark';
import { setPendingLogin } from './loginState';

type Authenticated = Extract<
  ResponseBody<typeof loginWithAuth0>,
  { data: { status: 'authenticated' } }
>;

export function isAuthenticated(answer: { data: { status: string } }): answer is Authenticated {
  return answer.data.status === 'authenticated';
}

/**
 * `method`: how the login was made, as the login activity says it. With the password (and a code,
 * or alone) the home then offers a passkey to a customer who has none; with a passkey it does not.
 */
export async function finishLogin(
  answer: Authenticated,
  method: 'password' | 'passkey' = 'password',
): Promise<void> {
  setPendingLogin(null);
  await beginSession(answer);
  if (method === 'password') offerPasskeyNext(answer.data.customer_id);
  else endPasskeyOffer();
}

/** Where to go after logging in: back where the guard stopped the customer, else the dashboard. */
export function afterLogin(from: string | undefined): string {
  return from && from.startsWith(PATHS.dashboard) ? from : PATHS.dashboard;
}
