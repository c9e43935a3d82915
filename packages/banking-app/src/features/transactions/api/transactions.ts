import type {
  RequestQuery,
  ResponseBody,
  Transaction,
  Wallet,
  listTransactions as listCall,
} from '@bank/api-contract';
import { getTransaction } from '@/api/calls/getTransaction';
import { listTransactions } from '@/api/calls/listTransactions';
import { listWallets } from '@/api/calls/listWallets';

export type { Transaction, Wallet };
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

/** GET /wallet/list: the customer's wallets (the history's wallet choice). */
export function fetchWallets() {
  return listWallets();
}
