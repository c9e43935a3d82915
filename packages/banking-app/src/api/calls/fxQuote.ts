// The one wrapper of the contract's `fxQuote` (transfers and reviews use it).
import type { RequestBody, fxQuote as call } from '@bank/api-contract';
import { api } from '@/api/api';

/** POST /fx/quote: the rate, fee and expiry of selling `amount` (or buying `buy_amount`) of `from_currency` for `to_currency`. */
export function fxQuote(json: RequestBody<typeof call>) {
  return api().call('fxQuote', { json });
}
