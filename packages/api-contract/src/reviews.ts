// Maker-checker for corporate customers: a preparer's transaction waits for review, identified by
// transaction_type and transaction_id (the spec's waiting_review/:transaction_type/:transaction_id).
import { z } from 'zod';
import { defineCall, envelope, otpCodeSchema, text, uuidSchema } from './common';
import {
  idempotencyKeySchema,
  transactionSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from './money';
import { passkeyProofSchema } from './passkeys';
import { reviewTransactionSchema } from './approval-rules';
import { API_PATHS } from './paths';
import { otpSentSchema } from './transfers';

const reviewParams = z.object({
  transaction_type: transactionTypeSchema,
  transaction_id: uuidSchema,
});

export const listReviews = defineCall({
  id: 'listReviews',
  area: 'reviews',
  method: API_PATHS.listReviews.method,
  path: API_PATHS.listReviews.path,
  summary: 'Transactions of the company waiting for review (or reviewed, with status)',
  description: 'Every corporate role may read; individuals have none.',
  auth: 'bearer',
  query: z.object({ status: transactionStatusSchema.optional() }),
  status: 200,
  response: envelope(z.array(reviewTransactionSchema)),
  errors: [],
});

export const getReview = defineCall({
  id: 'getReview',
  area: 'reviews',
  method: API_PATHS.getReview.method,
  path: API_PATHS.getReview.path,
  summary: 'One transaction waiting for review',
  auth: 'bearer',
  params: reviewParams,
  status: 200,
  response: envelope(reviewTransactionSchema),
  errors: ['not_found'],
});

export const sendApprovalCode = defineCall({
  id: 'sendApprovalCode',
  area: 'reviews',
  method: API_PATHS.sendApprovalCode.method,
  path: API_PATHS.sendApprovalCode.path,
  summary: 'Send the approver a one-time code to approve this transaction (also a new code)',
  description:
    "The code goes by the approver's own code channel (the verified mobile by SMS or WhatsApp, else the e-mail), as for " +
    "a transfer confirmation; a new code voids the previous one. It is the approver's: another approver asks for their own.",
  auth: 'bearer',
  params: reviewParams,
  body: z.object({ channel: z.enum(['sms', 'whatsapp', 'email']).optional() }).optional(),
  status: 202,
  response: envelope(otpSentSchema),
  errors: ['not_found', 'forbidden', 'invalid_state', 'rate_limited', 'kyc_required'],
});

export const approveReview = defineCall({
  id: 'approveReview',
  area: 'reviews',
  method: API_PATHS.approveReview.method,
  path: API_PATHS.approveReview.path,
  summary:
    'Approve a prepared transaction: it is executed once the last approval its path asks for is given',
  description:
    'The company’s approval rules give each transaction its path (approval, in order); an approval that is not the last ' +
    'is recorded and the transaction keeps waiting (status awaiting_approval, approval.current_step moved on). An approver ' +
    'not on the waiting step, or over their own limit, is refused (403 forbidden, 403 approval_limit_exceeded). ' +
    'The money moves only with the last approval. When the prepared FX quote has expired, get a new quote for the same pair and amount ' +
    '(POST /fx/quote) and pass its quote_id; 409 quote_expired says so. The preparer cannot approve. ' +
    'otp_code is the one-time code sent to the approver (POST …/approve/otp); a wrong code says how many attempts are left. ' +
    'Instead of the code, passkey: the approver’s passkey signature of the approval (passkeyApprovalOptions, action approve_review).',
  auth: 'bearer',
  params: reviewParams,
  body: z
    .object({
      idempotency_key: idempotencyKeySchema,
      /** The code sent to the approver; or, instead, `passkey`. */
      otp_code: otpCodeSchema.optional(),
      /** An approval signed with the approver's passkey (passkeyApprovalOptions, action approve_review). */
      passkey: passkeyProofSchema.optional(),
      quote_id: uuidSchema.optional(),
    })
    .refine((b) => (b.otp_code === undefined) !== (b.passkey === undefined), {
      message: 'Confirm with the code we sent, or with your passkey.',
      path: ['otp_code'],
    }),
  status: 200,
  response: envelope(reviewTransactionSchema),
  errors: [
    'not_found',
    'forbidden',
    'approval_limit_exceeded',
    'invalid_state',
    'invalid_code',
    'code_expired',
    'too_many_attempts',
    'passkey_rejected',
    'insufficient_funds',
    'limit_exceeded',
    'quote_expired',
    'quote_invalid',
    'idempotency_key_reused',
    'idempotency_in_progress',
    'kyc_required',
  ],
});

export const rejectReview = defineCall({
  id: 'rejectReview',
  area: 'reviews',
  method: API_PATHS.rejectReview.method,
  path: API_PATHS.rejectReview.path,
  summary: 'Reject a prepared transaction (approvers and admins); nothing moves',
  auth: 'bearer',
  params: reviewParams,
  body: z.object({ reason: text().min(1).max(280) }),
  status: 200,
  response: envelope(transactionSchema),
  errors: ['not_found', 'forbidden', 'invalid_state'],
});
