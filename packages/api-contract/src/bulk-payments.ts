// Bulk payments (issue 28): a company uploads a file of up to 1,000 payments (CSV, or an Excel
// sheet: the bank's template's columns, name, iban, bic, amount, currency, purpose_code, reference),
// the server reads and checks every row as a typed payment would be (@bank/lookups/bulk-payments,
// the same checks the app runs as the file is chosen) and keeps it as a draft; rows are fixed in
// place or removed, or a new file uploaded; the batch is submitted with the submitter's one-time
// code, approved as one payment under the company's approval rules (kind bulk_payment, the AED
// value of its total), and then each row goes out as its own transfer (an account of this bank: an
// internal transfer; another bank: an external one, on the rail) with its own key. A row that fails
// (refused when sent, or rejected by the beneficiary's bank) says why; its money comes back.
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, otpCodeSchema, text, uuidSchema } from './common';
import { approvalProgressSchema } from './approval-rules';
import {
  idempotencyKeySchema,
  moneySchema,
  personRefSchema,
  transactionStatusSchema,
} from './money';
import { MORE_PATHS as API_PATHS } from './paths-more';
import { otpSentSchema } from './transfers';
import { passkeyProofSchema } from './passkeys';

export { BULK_FILE_MAX_BYTES } from './constants';

export const BULK_FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
] as const;

export const bulkProblemSchema = z.object({
  field: z.enum(['name', 'iban', 'bic', 'amount', 'currency', 'purpose_code', 'reference']),
  /** @bank/lookups' BulkProblemCode (and not_found: no account of this bank has this IBAN). */
  code: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});

export const bulkRowStatusSchema = z.enum([
  /** Draft: a problem to fix. */
  'invalid',
  /** Draft or waiting: every check passed. */
  'ready',
  /** Refused when sent (funds, a limit, the account closed): nothing left the wallet. */
  'failed',
  /** Sent: its transaction's status tells the rest. */
  'sent',
  /** Removed from the batch. */
  'removed',
]);

export const bulkRowSchema = z.object({
  line: z.number().int(),
  /** What the file (or the fix) says, as text, for fixing in place. */
  input: z.object({
    name: z.string(),
    iban: z.string(),
    bic: z.string(),
    amount: z.string(),
    currency: z.string(),
    purpose_code: z.string(),
    reference: z.string(),
  }),
  amount: moneySchema.nullable(),
  /** Our fee (an external transfer, charges shared); null for an account of this bank. */
  fee: moneySchema.nullable(),
  /** The IBAN is an account of this bank: paid as an internal transfer. */
  own_bank: z.boolean(),
  /** A beneficiary the company saved with this IBAN (its saved name), or null: a new payee. */
  saved_beneficiary: z.object({ beneficiary_id: uuidSchema, name: z.string() }).nullable(),
  problems: z.array(bulkProblemSchema),
  status: bulkRowStatusSchema,
  transaction_id: uuidSchema.nullable(),
  bank_reference: z.string().nullable(),
  /** The transaction's own status once sent (completed, failed, returned…). */
  transaction_status: transactionStatusSchema.nullable(),
  failure_reason: z.string().nullable(),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

export const bulkBatchStatusSchema = z.enum([
  'draft',
  'awaiting_approval',
  'processing',
  /** Every row sent or refused: see each row. */
  'done',
  'rejected',
  'cancelled',
]);

export const bulkBatchSchema = z.object({
  id: uuidSchema,
  kind: z.enum(['bulk_payment', 'payroll']),
  name: z.string(),
  file_name: z.string().nullable(),
  status: bulkBatchStatusSchema,
  row_count: z.number().int(),
  invalid_count: z.number().int(),
  /** Per currency: the rows, their amounts and our fees (ready rows, or sent ones once submitted). */
  totals: z.array(
    z.object({
      currency: z.string(),
      count: z.number().int(),
      amount: moneySchema,
      fee: moneySchema,
    }),
  ),
  /** The total in AED at the mid rate: what the approval rules read. */
  aed_value: moneySchema,
  /** Rows by outcome, once sent: completed, on their way, failed (refused, rejected or returned). */
  outcome: z.object({
    completed: z.number().int(),
    in_progress: z.number().int(),
    failed: z.number().int(),
  }),
  created_by: personRefSchema,
  created_at: isoDateTime,
  submitted_at: isoDateTime.nullable(),
  decided_by: personRefSchema.nullable(),
  decided_at: isoDateTime.nullable(),
  rejection_reason: z.string().nullable(),
  approval: approvalProgressSchema.nullable(),
});
export type BulkBatch = z.infer<typeof bulkBatchSchema>;

export const bulkBatchWithRowsSchema = bulkBatchSchema.extend({ rows: z.array(bulkRowSchema) });
export type BulkBatchWithRows = z.infer<typeof bulkBatchWithRowsSchema>;

const byBatch = z.object({ batch_id: uuidSchema });
const byRow = z.object({ batch_id: uuidSchema, line: z.coerce.number().int().min(1).max(100_000) });

export const bulkRowInputSchema = z.object({
  name: text().max(200),
  iban: text().max(64),
  bic: text().max(32).default(''),
  amount: text().max(40),
  currency: text().max(8),
  purpose_code: text().max(8).default(''),
  reference: text().max(200).default(''),
});

export const uploadBulkPayment = defineCall({
  id: 'uploadBulkPayment',
  area: 'bulk_payments',
  method: API_PATHS.uploadBulkPayment.method,
  path: API_PATHS.uploadBulkPayment.path,
  summary: 'Upload a file of payments (CSV or Excel, up to 1,000 rows): a draft, every row checked',
  description:
    'The body is the file itself, at most 2 MiB; its type is decided by its content (an Excel workbook is a ZIP; ' +
    'anything else is read as CSV text in UTF-8). The first row holds the headers (the template’s, in any order). ' +
    'A file the bank cannot read (no headers, a missing column, more than 1,000 rows) is refused with 400 and why; a ' +
    'row with problems is kept, with them, to fix. Preparers, approvers and administrators.',
  auth: 'bearer',
  query: z.object({
    name: text().min(1, 'Name the batch.').max(80),
    file_name: text().max(200).optional(),
  }),
  rawBody: { contentTypes: BULK_FILE_TYPES },
  status: 201,
  response: envelope(bulkBatchWithRowsSchema),
  errors: ['forbidden', 'payload_too_large', 'kyc_required'],
});

export const listBulkPayments = defineCall({
  id: 'listBulkPayments',
  area: 'bulk_payments',
  method: API_PATHS.listBulkPayments.method,
  path: API_PATHS.listBulkPayments.path,
  summary: "The company's batches (bulk and payroll), newest first",
  auth: 'bearer',
  query: z.object({ kind: z.enum(['bulk_payment', 'payroll']).optional() }),
  status: 200,
  response: envelope(z.array(bulkBatchSchema)),
  errors: ['forbidden'],
});

export const getBulkPayment = defineCall({
  id: 'getBulkPayment',
  area: 'bulk_payments',
  method: API_PATHS.getBulkPayment.method,
  path: API_PATHS.getBulkPayment.path,
  summary: 'One batch with its rows, their problems and (once sent) their outcome',
  auth: 'bearer',
  params: byBatch,
  status: 200,
  response: envelope(bulkBatchWithRowsSchema),
  errors: ['not_found'],
});

export const updateBulkPaymentRow = defineCall({
  id: 'updateBulkPaymentRow',
  area: 'bulk_payments',
  method: API_PATHS.updateBulkPaymentRow.method,
  path: API_PATHS.updateBulkPaymentRow.path,
  summary: 'Fix a row of a draft in place: it is checked again',
  auth: 'bearer',
  params: byRow,
  body: bulkRowInputSchema,
  status: 200,
  response: envelope(bulkBatchWithRowsSchema),
  errors: ['not_found', 'forbidden', 'invalid_state'],
});

export const removeBulkPaymentRow = defineCall({
  id: 'removeBulkPaymentRow',
  area: 'bulk_payments',
  method: API_PATHS.removeBulkPaymentRow.method,
  path: API_PATHS.removeBulkPaymentRow.path,
  summary: 'Leave a row of a draft out of the batch',
  auth: 'bearer',
  params: byRow,
  status: 200,
  response: envelope(bulkBatchWithRowsSchema),
  errors: ['not_found', 'forbidden', 'invalid_state'],
});

export const sendBulkSubmitCode = defineCall({
  id: 'sendBulkSubmitCode',
  area: 'bulk_payments',
  method: API_PATHS.sendBulkSubmitCode.method,
  path: API_PATHS.sendBulkSubmitCode.path,
  summary: 'Send the submitter a one-time code to submit this batch',
  auth: 'bearer',
  params: byBatch,
  body: z.object({ channel: z.enum(['sms', 'whatsapp', 'email']).optional() }).optional(),
  status: 202,
  response: envelope(otpSentSchema),
  errors: ['not_found', 'forbidden', 'invalid_state', 'rate_limited'],
});

export const submitBulkPayment = defineCall({
  id: 'submitBulkPayment',
  area: 'bulk_payments',
  method: API_PATHS.submitBulkPayment.method,
  path: API_PATHS.submitBulkPayment.path,
  summary: 'Submit a draft whose every row is ready: it waits for its approvals, or is sent',
  description:
    'Refused while a row has a problem (409 invalid_state, with how many). The approval rules read the AED value of ' +
    'the total (kind bulk_payment); with no approval needed, the balance of each currency is checked (422 ' +
    'insufficient_funds) and the rows are sent.',
  auth: 'bearer',
  params: byBatch,
  body: z.object({ idempotency_key: idempotencyKeySchema, otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(bulkBatchSchema),
  errors: [
    'not_found',
    'forbidden',
    'invalid_state',
    'invalid_code',
    'code_expired',
    'too_many_attempts',
    'insufficient_funds',
    'idempotency_key_reused',
    'idempotency_in_progress',
    'kyc_required',
  ],
});

export const sendBulkApprovalCode = defineCall({
  id: 'sendBulkApprovalCode',
  area: 'bulk_payments',
  method: API_PATHS.sendBulkApprovalCode.method,
  path: API_PATHS.sendBulkApprovalCode.path,
  summary: 'Send the approver a one-time code to approve this batch',
  auth: 'bearer',
  params: byBatch,
  body: z.object({ channel: z.enum(['sms', 'whatsapp', 'email']).optional() }).optional(),
  status: 202,
  response: envelope(otpSentSchema),
  errors: ['not_found', 'forbidden', 'approval_limit_exceeded', 'invalid_state', 'rate_limited'],
});

export const approveBulkPayment = defineCall({
  id: 'approveBulkPayment',
  area: 'bulk_payments',
  method: API_PATHS.approveBulkPayment.method,
  path: API_PATHS.approveBulkPayment.path,
  summary: 'Approve a batch: with the last approval its path asks for, its rows are sent',
  description:
    'Confirmed with the approver’s one-time code (POST …/approve/otp) or, instead, their passkey’s signature of the ' +
    'batch (passkeyApprovalOptions, action approve_batch): its total (in its currency, or in AED at the value kept ' +
    'when it was submitted, for several currencies) and the number of payments.',
  auth: 'bearer',
  params: byBatch,
  body: z
    .object({
      idempotency_key: idempotencyKeySchema,
      otp_code: otpCodeSchema.optional(),
      passkey: passkeyProofSchema.optional(),
    })
    .refine((b) => (b.otp_code === undefined) !== (b.passkey === undefined), {
      message: 'Confirm with the code we sent, or with your passkey.',
      path: ['otp_code'],
    }),
  status: 200,
  response: envelope(bulkBatchSchema),
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
    'idempotency_key_reused',
    'idempotency_in_progress',
    'kyc_required',
  ],
});

export const rejectBulkPayment = defineCall({
  id: 'rejectBulkPayment',
  area: 'bulk_payments',
  method: API_PATHS.rejectBulkPayment.method,
  path: API_PATHS.rejectBulkPayment.path,
  summary: 'Reject a batch waiting for approval: nothing is sent',
  auth: 'bearer',
  params: byBatch,
  body: z.object({ reason: text().min(1, 'Say why.').max(280) }),
  status: 200,
  response: envelope(bulkBatchSchema),
  errors: ['not_found', 'forbidden', 'invalid_state'],
});

export const cancelBulkPayment = defineCall({
  id: 'cancelBulkPayment',
  area: 'bulk_payments',
  method: API_PATHS.cancelBulkPayment.method,
  path: API_PATHS.cancelBulkPayment.path,
  summary:
    'Cancel a draft, or a batch still waiting for approval (its submitter or an administrator)',
  auth: 'bearer',
  params: byBatch,
  status: 200,
  response: envelope(bulkBatchSchema),
  errors: ['not_found', 'forbidden', 'invalid_state'],
});
