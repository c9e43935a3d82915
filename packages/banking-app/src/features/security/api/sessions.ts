import type { ResponseBody, listSessions, revokeOtherSessions, revokeSession } from '@bank/api-contract';
import { api } from '@/api/api';

export type ActiveSession = ResponseBody<typeof listSessions>['data'][number];

/** GET /security/sessions: the devices logged in, this one marked `current`. */
export function fetchSessions() {
  return api().get<ResponseBody<typeof listSessions>>('security/sessions');
}

/** DELETE /security/sessions/:id: log out that device. */
export function logOutSession(id: string) {
  return api().delete<ResponseBody<typeof revokeSession>>(`security/sessions/${encodeURIComponent(id)}`);
}

/** POST /security/sessions/revoke_others: log out every device but this one. */
export function logOutOthers() {
  return api().post<ResponseBody<typeof revokeOtherSessions>>('security/sessions/revoke_others');
}
