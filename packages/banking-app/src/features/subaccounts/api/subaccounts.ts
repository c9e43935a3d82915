import type {
  RequestBody,
  ResponseBody,
  inviteSubaccount,
  listSubaccounts,
} from '@bank/api-contract';
import { api } from '@/api/api';

export type Subaccount = ResponseBody<typeof listSubaccounts>['data'][number];
export type Role = Subaccount['customer_type'];
export type Invitation = RequestBody<typeof inviteSubaccount>;

export const ROLES: readonly Role[] = ['viewer', 'preparer', 'approver', 'admin'];

export const fetchSubaccounts = () => api().call('listSubaccounts');
export const invite = (json: Invitation) => api().call('inviteSubaccount', { json });
export const changeRole = (customer_id: string, customer_type: Role) =>
  api().call('changeSubaccountRole', { params: { customer_id }, json: { customer_type } });
export const disable = (customer_id: string) =>
  api().call('disableSubaccount', { params: { customer_id } });
export const enable = (customer_id: string) =>
  api().call('enableSubaccount', { params: { customer_id } });
