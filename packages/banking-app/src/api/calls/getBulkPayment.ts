// The one wrapper of the contract's `getBulkPayment` (the bulk payments' batch page and the payroll
// month's report, which reads each row's outcome, use it).
import { api } from '@/api/api';

/** GET /bulk_payments/:batch_id: one batch with its rows and (once sent) their outcome. */
export function getBulkPayment(batchId: string) {
  return api().call('getBulkPayment', { params: { batch_id: batchId } });
}
