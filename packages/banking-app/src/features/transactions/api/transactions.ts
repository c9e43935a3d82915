import type {
  RequestQuery,
  ResponseBody,
  Transaction,
  listTransactions as listCall,
} from '@bank/api-contract';
import { getTransaction } from '@/api/calls/getTransaction';
import { listTransactions } from '@/api/calls/listTransactions';

export type { Transaction };
export type ListQuery = NonNullable<RequestQuery<typeof listCall>>;
export type Page = ResponseBody<typeof listCall>['data'];

/** GET /transaction/list: one page, newest first (pass `cursor` for the next). */
export function fetchTransactions(query: ListQuery) {
  return listTransactions(query);
}

/** GET /transaction/:transaction_id: one transaction with its status history. */
export function fetchTransaction(id: string) {
  return getTransaction(id);
}
