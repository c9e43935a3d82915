import type { ResponseBody, listCryptoAssets } from '@bank/api-contract';
import { api } from '@/api/api';

export type CryptoAsset = ResponseBody<typeof listCryptoAssets>['data'][number];

/** GET /crypto/assets: the virtual assets, their networks and indicative prices. */
export function fetchAssets() {
  return api().call('listCryptoAssets');
}

/** GET /crypto/deposit/:asset?network=: the address (and memo) to send that asset to on that network. */
export function fetchDepositDetails(asset: string, network: string) {
  return api().call('cryptoDepositDetails', { params: { asset }, searchParams: { network } });
}
