// The one wrapper of the contract's `listWallets` (money, transfers, transactions, crypto and the guards use it).
import { api } from '@/api/api';
import type { CallOptions } from '@/api/client';

/** GET /wallet/list (`?kind=fiat` or `crypto`, else every wallet): the holder's wallets with balances (a company's for its users). */
export function listWallets(searchParams?: CallOptions<'listWallets'>['searchParams']) {
  return api().call('listWallets', searchParams ? { searchParams } : {});
}
