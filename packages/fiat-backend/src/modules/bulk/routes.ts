// Bulk payments (issue 28): the file's upload, the batch, its rows, submission and approval.
import {
  BULK_FILE_MAX_BYTES,
  approveBulkPayment,
  cancelBulkPayment,
  getBulkPayment,
  listBulkPayments,
  rejectBulkPayment,
  removeBulkPaymentRow,
  sendBulkApprovalCode,
  sendBulkSubmitCode,
  submitBulkPayment,
  updateBulkPaymentRow,
  uploadBulkPayment,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { registerCall, registerUploadCall } from '../../http/route';
import {
  approve,
  cancel,
  fixRow,
  list,
  one,
  reject,
  removeRow,
  sendApprovalCode,
  sendSubmitCode,
  submit,
  upload,
} from './batches';

export function bulkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limits = {
    maxBytes: BULK_FILE_MAX_BYTES,
    tooLarge: (size: number) =>
      new ApiError(
        'payload_too_large',
        `The file is ${Math.ceil(size / 1024)} KB: a file of payments is at most ${BULK_FILE_MAX_BYTES / 1024 / 1024} MB (1,000 rows).`,
      ),
  };
  registerUploadCall(app, ctx.sessions, uploadBulkPayment, limits, (input) => upload(ctx, input));
  registerCall(app, ctx.sessions, listBulkPayments, (input) => list(ctx, input));
  registerCall(app, ctx.sessions, getBulkPayment, (input) => one(ctx, input));
  registerCall(app, ctx.sessions, updateBulkPaymentRow, (input) => fixRow(ctx, input));
  registerCall(app, ctx.sessions, removeBulkPaymentRow, (input) => removeRow(ctx, input));
  registerCall(app, ctx.sessions, sendBulkSubmitCode, (input) => sendSubmitCode(ctx, input));
  registerCall(app, ctx.sessions, submitBulkPayment, (input) => submit(ctx, input));
  registerCall(app, ctx.sessions, sendBulkApprovalCode, (input) => sendApprovalCode(ctx, input));
  registerCall(app, ctx.sessions, approveBulkPayment, (input) => approve(ctx, input));
  registerCall(app, ctx.sessions, rejectBulkPayment, (input) => reject(ctx, input));
  registerCall(app, ctx.sessions, cancelBulkPayment, (input) => cancel(ctx, input));
}
