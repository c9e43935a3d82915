import { api } from '@/api/api';
import { listTransactions } from '@/api/calls/listTransactions';

/** GET /topup/bank_transfer/:wallet_id: the wallet's virtual account and what to put on the transfer. */
export function fetchBankTransferDetails(walletId: string) {
  return api().call('bankTransferInstructions', { params: { wallet_id: walletId } });
}

/** POST /topup/card/quote for `amountMinor` (minor units): amount, fee and total charged (valid 30 seconds). */
export function quoteCardTopup(walletId: string, amountMinor: string) {
  return api().call('cardTopupQuote', {
    json: { wallet_id: walletId, amount_minor: amountMinor },
  });
}

export interface CardDetails {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvc: string;
  holder_name: string;
}

/** POST /topup/card/confirm: the sandbox provider charges the card and the wallet is credited. */
export function payCardTopup(idempotencyKey: string, quoteId: string, card: CardDetails) {
  return api().call('confirmCardTopup', {
    json: { idempotency_key: idempotencyKey, quote_id: quoteId, card },
  });
}

/** GET /topup/:transaction_id: the top-up's status. */
export function fetchTopup(transactionId: string) {
  return api().call('getTopup', { params: { transaction_id: transactionId } });
}

/** GET /transaction/list: bank-transfer top-ups of a wallet since a day (did the money arrive?). */
export function fetchBankTransferArrivals(walletId: string, from: string) {
  return listTransactions({
    wallet_id: walletId,
    type: 'topup_bank_transfer' as never,
    from,
    limit: 5,
  });
}

/** A card top-up's price: what arrives, the fee, what the card is charged, until when. */
export type TopupQuoteAnswer = NonNullable<
  Awaited<ReturnType<typeof quoteCardTopup>>['data']
>['data'];
