import { api } from '@/api/api';
import { listWallets } from '@/api/calls/listWallets';

/** GET /wallet/list?kind=fiat: the holder's currency wallets with balances (a company's for its users). */
export function fetchWallets() {
  return listWallets({ kind: 'fiat' });
}

/** GET /wallet/currencies: what the customer may open, and what is open already. */
export function fetchWalletCurrencies() {
  return api().call('listWalletCurrencies');
}

/** POST /wallet/open. */
export function openWallet(currency: string) {
  return api().call('openWallet', { json: { currency } });
}
