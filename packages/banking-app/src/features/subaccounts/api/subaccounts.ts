import type {
  RequestBody,
  ResponseBody,
  inviteSubaccount,
  listSubaccountChanges,
  listSubaccounts,
} from '@bank/api-contract';
import { api } from '@/api/api';

export type Subaccount = ResponseBody<typeof listSubaccounts>['data'][number];
export type Role = Subaccount['customer_type'];
export type Invitation = RequestBody<typeof inviteSubaccount>;
/** One change of one user, as a code is asked for it: a new role, a disable, an enable. */
export type Change = { change: 'role'; customer_type: Role } | { change: 'disable' | 'enable' };
export type RecordedChange = ResponseBody<typeof listSubaccountChanges>['data']['items'][number];

export const ROLES: readonly Role[] = ['viewer', 'preparer', 'approver', 'admin'];

export const fetchSubaccounts = () => api().call('listSubaccounts');
export const invite = (json: Invitation) => api().call('inviteSubaccount', { json });
/** Sends the administrator the one-time code for this change of this user (and only it). */
export const sendChangeCode = (customer_id: string, json: Change) =>
  api().call('sendSubaccountChangeCode', { params: { customer_id }, json });
/** Makes the change, confirmed with the code sent for it. */
export function applyChange(customer_id: string, change: Change, otp_code: string) {
  const params = { customer_id };
  switch (change.change) {
    case 'role':
      return api().call('changeSubaccountRole', {
        params,
        json: { customer_type: change.customer_type, otp_code },
      });
    case 'disable':
      return api().call('disableSubaccount', { params, json: { otp_code } });
    case 'enable':
      return api().call('enableSubaccount', { params, json: { otp_code } });
  }
}
/** The recorded changes of the company's users, newest first; `cursor` for the next page. */
export const fetchSubaccountChanges = (cursor?: string) =>
  api().call('listSubaccountChanges', cursor ? { searchParams: { cursor } } : {});
