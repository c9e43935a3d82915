import type { RequestBody, ResponseBody, updateInfo as updateInfoCall } from '@bank/api-contract';
import { api } from '@/api/api';

/** POST /customer/update_info: the missing profile fields; finishes the login. */
export function updateInfo(body: RequestBody<typeof updateInfoCall>) {
  return api().bare.post<ResponseBody<typeof updateInfoCall>>('customer/update_info', { json: body });
}
