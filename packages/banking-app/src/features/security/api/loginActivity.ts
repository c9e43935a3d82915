import type { ResponseBody, getLoginActivity } from '@bank/api-contract';
import { api } from '@/api/api';

export type LoginActivity = ResponseBody<typeof getLoginActivity>['data'];

/** GET /security/login-activity (spec 7): last successful and failed logins and the recent history. */
export function fetchLoginActivity() {
  return api().call('getLoginActivity');
}
