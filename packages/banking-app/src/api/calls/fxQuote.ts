// The one wrapper of the contract's `fxQuote` (transfers and reviews use it).
import type { RequestBody, fxQuote as call } from '@bank/api-contract';
import { api } from '@/api/api';

/** POST /fx/quote: the rate, fee and expiry of selling `amount_minor` (or buying `buy_amount_minor`) of `from_currency` for `to_currency`; a live quote passes its signal. */
export function fxQuote(json: RequestBody<typeof call>, signal?: AbortSignal) {
  return api().call('fxQuote', { json, ...(signal ? { signal } : {}) });
}
