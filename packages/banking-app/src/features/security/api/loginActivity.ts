import { api } from '@/api/api';

/** GET /security/login-activity (spec 7): last successful and failed logins and the recent history. */
export function fetchLoginActivity() {
  return api().call('getLoginActivity');
}
