// The one wrapper of the contract's `getTransaction` (transactions and transfers use it).
import { api } from '@/api/api';

/** GET /transaction/:transaction_id: one transaction with its status history. */
export function getTransaction(id: string) {
  return api().call('getTransaction', { params: { transaction_id: id } });
}
