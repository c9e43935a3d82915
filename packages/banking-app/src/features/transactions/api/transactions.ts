import type {
  RequestQuery,
  ResponseBody,
  Transaction,
  Wallet,
  listTransactions,
} from '@bank/api-contract';
import { api } from '@/api/api';

export type { Transaction, Wallet };
export type ListQuery = NonNullable<RequestQuery<typeof listTransactions>>;
export type Page = ResponseBody<typeof listTransactions>['data'];

/** GET /transaction/list: one page, newest first (pass `cursor` for the next). */
export function fetchTransactions(query: ListQuery) {
  return api().call('listTransactions', { searchParams: query });
}

/** GET /transaction/:transaction_id: one transaction with its status history. */
export function fetchTransaction(id: string) {
  return api().call('getTransaction', { params: { transaction_id: id } });
}

/** GET /wallet/list: the customer's wallets (the history's wallet choice). */
export function fetchWallets() {
  return api().call('listWallets');
}
