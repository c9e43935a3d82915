import type {
  RequestQuery,
  ReviewTransaction,
  TransactionType,
  listReviews as listCall,
} from '@bank/api-contract';
import { api } from '@/api/api';
import type { PasskeyProof } from '@/lib/passkeys/api';
import { fxQuote } from '@/api/calls/fxQuote';
import { getCustomerDetails } from '@/api/calls/getCustomerDetails';
import { listReviews } from '@/api/calls/listReviews';
import type { ApiResponse } from '@/api/client';
import { both } from '@/lib/data/both';

export type { TransactionType };
/** A transaction in waiting review, with its path of approvals under the company's rules (issue 28). */
export type Transaction = ReviewTransaction;
export type ReviewStatus = NonNullable<NonNullable<RequestQuery<typeof listCall>>['status']>;

/** GET /review/list?status=: the company's transactions waiting for review (or those decided, by status). */
export function fetchReviews(status: ReviewStatus) {
  return listReviews({ status });
}

/** GET /review/:transaction_type/:transaction_id: one, with everything the preparer entered. */
export function fetchReview(type: TransactionType, id: string) {
  return api().call('getReview', { params: { transaction_type: type, transaction_id: id } });
}

/** POST …/approve/otp: the approver's one-time code, by their own channel (also a new one). */
export function sendApprovalCode(type: TransactionType, id: string) {
  return api().call('sendApprovalCode', {
    params: { transaction_type: type, transaction_id: id },
    json: {},
  });
}

/**
 * POST …/approve with the approver's code, or their passkey's signature of this approval: the
 * money moves now (approvers and admins; never the preparer).
 */
export function approveReview(
  type: TransactionType,
  id: string,
  idempotencyKey: string,
  proof: { otp_code: string } | { passkey: PasskeyProof },
  quoteId?: string,
) {
  return api().call('approveReview', {
    params: { transaction_type: type, transaction_id: id },
    json: { idempotency_key: idempotencyKey, ...proof, quote_id: quoteId },
  });
}

/** POST /fx/quote: a fresh rate for the same currencies and amount, when the prepared one has expired. */
export function requote(tx: Transaction) {
  return fxQuote({
    from_currency: tx.amount.currency,
    to_currency: tx.counter_amount?.currency ?? tx.amount.currency,
    amount_minor: tx.amount.minor,
  });
}

/** POST …/reject with the reason the preparer will read; nothing moves. */
export function rejectReview(type: TransactionType, id: string, reason: string) {
  return api().call('rejectReview', {
    params: { transaction_type: type, transaction_id: id },
    json: { reason },
  });
}

/** GET /customer/get_customer_details_by_id: who the customer is (to know their own prepared items). */
function fetchMe() {
  return getCustomerDetails();
}

/** A review screen's data and the customer's own id (to tell what they prepared), as one answer. */
export function withMyId<T>(load: () => Promise<ApiResponse<{ data: T }>>) {
  return both(load, fetchMe, (value, me) => ({ value, me: me.customer_id }));
}
