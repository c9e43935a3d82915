// The end of every successful login: the access token (encrypted) and the account kind in
// storage, the pending login forgotten, the customer's stored language and theme applied.
import type { ResponseBody, loginWithAuth0 } from '@bank/api-contract';
import { setToken, setUserData, setUserType } from '@/session/storage';
import { forgetCustomerType } from '@/session/customer';
import { applyStoredPreferences } from '@/session/preferences';
import { PATHS } from '@/access/paths';
import { setPendingLogin } from './loginState';

type Authenticated = Extract<
  ResponseBody<typeof loginWithAuth0>,
  { data: { status: 'authenticated' } }
>;

export function isAuthenticated(answer: { data: { status: string } }): answer is Authenticated {
  return answer.data.status === 'authenticated';
}

export async function finishLogin(answer: Authenticated): Promise<void> {
  await setToken(answer.new_jwt_tokens.tokens.access_token);
  setUserType(answer.data.user_type);
  setUserData({
    customer_id: answer.data.customer_id,
    user_type: answer.data.user_type,
    customer_type: answer.data.customer_type,
  });
  forgetCustomerType();
  setPendingLogin(null);
  // Before the first screen shows, so it shows in the customer's language and theme.
  await applyStoredPreferences();
}

/** Where to go after logging in: back where the guard stopped the customer, else the dashboard. */
export function afterLogin(from: string | undefined): string {
  return from && from.startsWith(PATHS.dashboard) ? from : PATHS.dashboard;
}
