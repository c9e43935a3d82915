import type { ResponseBody, listSessions } from '@bank/api-contract';
import { api } from '@/api/api';

export type ActiveSession = ResponseBody<typeof listSessions>['data'][number];

/** GET /security/sessions: the devices logged in, this one marked `current`. */
export function fetchSessions() {
  return api().call('listSessions');
}

/** DELETE /security/sessions/:session_id: log out that device. */
export function logOutSession(id: string) {
  return api().call('revokeSession', { params: { session_id: id } });
}

/** POST /security/sessions/revoke_others: log out every device but this one. */
export function logOutOthers() {
  return api().call('revokeOtherSessions');
}
