// The one wrapper of the contract's `listTransactions` (money and transactions use it).
import { api } from '@/api/api';
import type { CallOptions } from '@/api/client';

/** GET /transaction/list: one page, newest first (pass `cursor` for the next). */
export function listTransactions(searchParams?: CallOptions<'listTransactions'>['searchParams']) {
  return api().call('listTransactions', searchParams ? { searchParams } : {});
}
