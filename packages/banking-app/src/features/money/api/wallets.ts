import { api } from '@/api/api';

/** GET /wallet/currencies: what the customer may open, and what is open already. */
export function fetchWalletCurrencies() {
  return api().call('listWalletCurrencies');
}

/** POST /wallet/open. */
export function openWallet(currency: string) {
  return api().call('openWallet', { json: { currency } });
}
