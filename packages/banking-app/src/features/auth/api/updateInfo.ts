import type { RequestBody, updateInfo as updateInfoCall } from '@bank/api-contract';
import { api } from '@/api/api';

/** POST /customer/update_info: the missing profile fields; finishes the login. */
export function updateInfo(body: RequestBody<typeof updateInfoCall>) {
  return api().bare.call('updateInfo', { json: body });
}
