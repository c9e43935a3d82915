// The calls of requests for money and pay links (issue 27), each by its id in the contract.
import type { RequestBody, createMoneyRequest } from '@bank/api-contract';
import { api } from '@/api/api';

/** GET /requests: those the customer sent and those asked of them, the newest first. */
export function fetchRequests() {
  return api().call('listMoneyRequests');
}

/** POST /requests: ask a contact by number or address, or make a link to share. */
export function askForMoney(body: RequestBody<typeof createMoneyRequest>) {
  return api().call('createMoneyRequest', { json: body });
}

/** POST /requests/:id/cancel: the requester withdraws it (its link stops working). */
export function cancelRequest(requestId: string) {
  return api().call('cancelMoneyRequest', { params: { request_id: requestId } });
}

/** POST /requests/:id/decline: the contact asked says no; the requester is told. */
export function declineRequest(requestId: string) {
  return api().call('declineMoneyRequest', { params: { request_id: requestId } });
}

/** POST /requests/:id/pay: paid once, from an AED wallet; a link's payer passes its token. */
export function payRequest(
  requestId: string,
  body: { idempotency_key: string; from_wallet_id: string; token?: string },
) {
  return api().call('payMoneyRequest', { params: { request_id: requestId }, json: body });
}

/** GET /pay_links/:token: a link's public page (amount, masked name, note, status). */
export function fetchPayLink(token: string) {
  return api().call('getPayLink', { params: { token } });
}
