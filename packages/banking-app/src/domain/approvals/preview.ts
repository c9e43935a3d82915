// POST /approval_path: who will have to approve a payment, in what order and why, before the
// customer submits it (issue 28). Asked by the approval path's box only (its lazy chunk).
import type { RequestBody, previewApprovalPath as previewCall } from '@bank/api-contract';
import { api } from '@/api/api';

export type ApprovalPathQuestion = RequestBody<typeof previewCall>;

export function previewApprovalPath(json: ApprovalPathQuestion) {
  return api().call('previewApprovalPath', { json });
}
