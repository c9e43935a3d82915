// The end of every successful login: the pending login forgotten, then the session begins (the
// token and the account kind kept, the stored language and theme applied: src/session/begin.ts).
import type { ResponseBody, loginWithAuth0 } from '@bank/api-contract';
import { beginSession } from '@/session/begin';
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
  setPendingLogin(null);
  await beginSession(answer);
}

/** Where to go after logging in: back where the guard stopped the customer, else the dashboard. */
export function afterLogin(from: string | undefined): string {
  return from && from.startsWith(PATHS.dashboard) ? from : PATHS.dashboard;
}
