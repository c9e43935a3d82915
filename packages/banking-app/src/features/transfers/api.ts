// The calls of the transfer flows, each by its id in the contract.
import { getLimits } from '@/api/calls/getLimits';
import type {
  RequestBody,
  createExternalTransfer as createCall,
  createStandingOrder as createStandingOrderCall,
  externalTransferQuote,
  fxQuote as fxQuoteCall,
  instantPayment as instantPaymentCall,
  internalTransfer,
  lookupInternalRecipient,
} from '@bank/api-contract';
import { api } from '@/api/api';
import type { PasskeyProof } from '@/lib/passkeys/api';
import { fxQuote } from '@/api/calls/fxQuote';
import { getTransaction } from '@/api/calls/getTransaction';
import { listBeneficiaries } from '@/api/calls/listBeneficiaries';

/** GET /beneficiary/list?kind=…: the saved beneficiaries of one kind. */
export function fetchBeneficiariesOf(kind: 'internal' | 'external') {
  return listBeneficiaries({ kind });
}

/** GET /limits: the limits in force and what is left today and this month (AED). */
export function fetchLimits() {
  return getLimits();
}

/** POST /fx/quote: the rate, fee and expiry of selling `amountMinor` (minor units) of `from` for `to`. */
export function quoteFx(from: string, to: string, amountMinor: string) {
  return fxQuote({ from_currency: from, to_currency: to, amount_minor: amountMinor });
}

/** POST /fx/quote with either side: `amount_minor` sold or `buy_amount_minor` to arrive (a live quote passes its signal). */
export function quoteFxFor(body: RequestBody<typeof fxQuoteCall>, signal?: AbortSignal) {
  return fxQuote(body, signal);
}

export type InternalTransferBody = RequestBody<typeof internalTransfer>;

/** POST /transfer/internal: completes at once (a preparer's waits for approval). */
export function sendInternalTransfer(body: InternalTransferBody) {
  return api().call('internalTransfer', { json: body });
}

export type RecipientLookup = RequestBody<typeof lookupInternalRecipient>;

/** POST /transfer/internal/recipient: a new recipient's masked name and the currencies they take. */
export function lookUpRecipient(body: RecipientLookup) {
  return api().call('lookupInternalRecipient', { json: body });
}

/** GET /transaction/:id: one transaction with its status history. */
export function fetchTransaction(id: string) {
  return getTransaction(id);
}

export type ExternalQuoteBody = RequestBody<typeof externalTransferQuote>;
export type ExternalCreateBody = RequestBody<typeof createCall>;

/** POST /transfer/external/quote: fee for the charges option, FX quote, totals, purpose-code rule. */
export function previewExternalTransfer(body: ExternalQuoteBody, signal?: AbortSignal) {
  return api().call('externalTransferQuote', { json: body, ...(signal ? { signal } : {}) });
}

/** POST /transfer/external: creates the transfer (awaiting its one-time code) and sends the code. */
export function createExternalTransfer(body: ExternalCreateBody) {
  return api().call('createExternalTransfer', { json: body });
}

/** POST /transfer/external/:id/otp: a new code. */
export function resendTransferCode(transactionId: string) {
  return api().call('resendTransferOtp', { params: { transaction_id: transactionId }, json: {} });
}

/** POST /transfer/external/:id/confirm: the code; the bank holds the money and sends it (a preparer's waits for approval). */
export function confirmExternalTransfer(
  transactionId: string,
  idempotencyKey: string,
  code: string,
) {
  return api().call('confirmExternalTransfer', {
    params: { transaction_id: transactionId },
    json: { idempotency_key: idempotencyKey, otp_code: code },
  });
}

/** The same confirmation signed with a passkey instead of the code (lib/passkeys: the approval's challenge). */
export function confirmExternalTransferWithPasskey(
  transactionId: string,
  idempotencyKey: string,
  passkey: PasskeyProof,
) {
  return api().call('confirmExternalTransfer', {
    params: { transaction_id: transactionId },
    json: { idempotency_key: idempotencyKey, passkey },
  });
}

/** POST /fx/conversion: converts at the quote's rate (a preparer's waits for approval). */
export function executeConversion(idempotencyKey: string, quoteId: string, resubmits?: string) {
  return api().call('executeConversion', {
    json: { idempotency_key: idempotencyKey, quote_id: quoteId, ...(resubmits && { resubmits }) },
  });
}

export type InstantPaymentBody = RequestBody<typeof instantPaymentCall>;

/** POST /instant/lookup: who a mobile number or e-mail pays (the name masked) and at which bank. */
export function lookUpProxy(proxy: string) {
  return api().call('lookupProxy', { json: { proxy } });
}

/** POST /instant/pay: an instant payment in AED to a proxy (settles at once). */
export function payInstantly(body: InstantPaymentBody) {
  return api().call('instantPayment', { json: body });
}

/** GET /instant/proxies: the customer's own linked (and waiting) proxies. */
export const fetchProxies = () => api().call('listProxies');

/** POST /instant/proxies: link the profile's number or address to a wallet (a code is sent to it). */
export function linkProxy(kind: 'mobile' | 'email', walletId: string) {
  return api().call('registerProxy', { json: { kind, wallet_id: walletId } });
}

/** POST /instant/proxies/:id/confirm with the code sent. */
export function confirmProxyLink(proxyId: string, code: string) {
  return api().call('confirmProxy', { params: { proxy_id: proxyId }, json: { otp_code: code } });
}

/** POST /instant/proxies/:id/remove. */
export function unlinkProxy(proxyId: string) {
  return api().call('removeProxy', { params: { proxy_id: proxyId } });
}

export type StandingOrderBody = RequestBody<typeof createStandingOrderCall>;

/** POST /standing_orders: a payment scheduled for a date, or repeated. */
export function scheduleTransfer(body: StandingOrderBody) {
  return api().call('createStandingOrder', { json: body });
}

/** POST /standing_orders/:id/confirm: an external order set up with the code sent for it. */
export function confirmStandingOrder(orderId: string, otpCode: string) {
  return api().call('confirmStandingOrder', {
    params: { order_id: orderId },
    json: { otp_code: otpCode },
  });
}

/** POST /standing_orders/:id/code: a new code for an external order waiting for its confirmation. */
export function resendStandingOrderCode(orderId: string) {
  return api().call('resendStandingOrderCode', { params: { order_id: orderId } });
}

/** GET /standing_orders: those still to run (active, paused, waiting for approval), with their next dates. */
export const fetchStandingOrders = () => api().call('listStandingOrders');

/** POST /standing_orders/:id/approve/otp: the approver's one-time code for this order (issue 28). */
export function sendStandingOrderApprovalCode(orderId: string) {
  return api().call('sendStandingOrderApprovalCode', { params: { order_id: orderId } });
}

/** POST /standing_orders/:id/approve: an approval confirmed with the approver's code. */
export function approveStandingOrder(orderId: string, otpCode: string) {
  return api().call('approveStandingOrder', {
    params: { order_id: orderId },
    json: { otp_code: otpCode },
  });
}

/** An action on a standing order: skip the next run, pause, resume, cancel. */
export type StandingAction = 'skip' | 'pause' | 'resume' | 'cancel';
const ACTION_CALLS = {
  skip: 'skipStandingOrderRun',
  pause: 'pauseStandingOrder',
  resume: 'resumeStandingOrder',
  cancel: 'cancelStandingOrder',
} as const;

/** POST /standing_orders/:id/<action>. */
export function actOnStandingOrder(orderId: string, action: StandingAction) {
  return api().call(ACTION_CALLS[action], { params: { order_id: orderId } });
}

/** POST /standing_orders/:id/amount: the amount of the next runs. */
export function changeStandingAmount(orderId: string, amountMinor: string) {
  return api().call('changeStandingOrderAmount', {
    params: { order_id: orderId },
    json: { amount_minor: amountMinor },
  });
}
