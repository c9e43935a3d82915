// The bulk payments' calls (issue 28): the company's batches, one batch with its rows, a file
// uploaded as the raw body (its name and the batch's name in the query), a row fixed or removed
// (the bank's answer is the batch again), the submitter's and the approver's one-time codes, the
// submission and the approval (each with an idempotency key; the approval with the code or the
// approver's passkey), a rejection, a cancellation.
import type {
  BulkBatch,
  BulkBatchWithRows,
  BulkRow,
  PasskeyProof,
  RequestBody,
  updateBulkPaymentRow,
} from '@bank/api-contract';
import { api } from '@/api/api';
import { getBulkPayment } from '@/api/calls/getBulkPayment';
import { getCustomerDetails } from '@/api/calls/getCustomerDetails';
import { both } from '@/lib/data/both';

export type { BulkBatch, BulkBatchWithRows, BulkRow };
export type BulkRowInput = RequestBody<typeof updateBulkPaymentRow>;
export type BulkProblem = BulkRow['problems'][number];
export type BulkField = BulkProblem['field'];

/** GET /bulk_payments?kind=bulk_payment: the company's batches, newest first. */
export const fetchBatches = () =>
  api().call('listBulkPayments', { searchParams: { kind: 'bulk_payment' } });

/** GET /bulk_payments/:batch_id with the reader's own id (the submitter may cancel it). */
export const fetchBatch = (batch_id: string) =>
  both(
    () => getBulkPayment(batch_id),
    getCustomerDetails,
    (batch, me) => ({ batch, me: me.customer_id }),
  );

/** GET /bulk_payments/:batch_id alone: the batch asked again while it is being sent. */
export const refetchBatch = (batch_id: string) => getBulkPayment(batch_id);

/**
 * POST /bulk_payments: the file itself as the body, typed by its extension (a browser may call a
 * CSV file `application/vnd.ms-excel`, or nothing); the bank reads its content either way.
 */
export function uploadBatch(name: string, file: File, onProgress: (fraction: number) => void) {
  const excel = /\.xlsx$/i.test(file.name);
  const body = new Blob([file], {
    type: excel ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
  });
  return api().call('uploadBulkPayment', {
    searchParams: { name, file_name: file.name.slice(0, 200) },
    body,
    onUploadProgress: onProgress,
  });
}

/** PUT …/rows/:line: a row of a draft as the customer corrected it; the answer is the batch. */
export const updateRow = (batch_id: string, line: number, json: BulkRowInput) =>
  api().call('updateBulkPaymentRow', { params: { batch_id, line: String(line) }, json });

/** DELETE …/rows/:line: a row left out of the draft. */
export const removeRow = (batch_id: string, line: number) =>
  api().call('removeBulkPaymentRow', { params: { batch_id, line: String(line) } });

/** POST …/submit/otp: the submitter's one-time code (also a new one). */
export const sendSubmitCode = (batch_id: string) =>
  api().call('sendBulkSubmitCode', { params: { batch_id }, json: {} });

export const submitBatch = (batch_id: string, idempotency_key: string, otp_code: string) =>
  api().call('submitBulkPayment', { params: { batch_id }, json: { idempotency_key, otp_code } });

/** POST …/approve/otp: the approver's one-time code. */
export const sendApprovalCode = (batch_id: string) =>
  api().call('sendBulkApprovalCode', { params: { batch_id }, json: {} });

/** POST …/approve: confirmed with the approver's code, or their passkey's signature of the batch. */
export const approveBatch = (
  batch_id: string,
  idempotency_key: string,
  proof: { otp_code: string } | { passkey: PasskeyProof },
) =>
  api().call('approveBulkPayment', { params: { batch_id }, json: { idempotency_key, ...proof } });

export const rejectBatch = (batch_id: string, reason: string) =>
  api().call('rejectBulkPayment', { params: { batch_id }, json: { reason } });

export const cancelBatch = (batch_id: string) =>
  api().call('cancelBulkPayment', { params: { batch_id } });
