// Approving with a passkey: the statement of what is approved comes from the area that owns the
// action (a transfer's or a review's amount and payee), the challenge from passkeys.
import {
  approveApprovalRuleChange,
  getApprovalRules,
  listApprovalRuleChanges,
  passkeyApprovalOptions,
  previewApprovalPath,
  proposeApprovalRules,
  rejectApprovalRuleChange,
  sendApprovalRuleChangeCode,
  withdrawApprovalRuleChange,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { actorOf, requireApprover } from '../../money/actor';
import { beginApproval } from '../passkeys/approval';
import { approvable } from '../reviews/reviews';
import { approvalStatement } from '../transfers/approval-statement';
import { ownExternalTransfer } from '../transfers/queries';
import { approvableBatch, batchStatement } from '../bulk/batches';
import {
  approveChange,
  changeList,
  preview,
  propose,
  rejectChange,
  rulesView,
  sendChangeCode,
  withdrawChange,
} from './changes';

export function approvalRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The company's approval rules and their changes (issue 28).
  registerCall(app, ctx.sessions, getApprovalRules, (input) => rulesView(ctx, input));
  registerCall(app, ctx.sessions, proposeApprovalRules, (input) => propose(ctx, input));
  registerCall(app, ctx.sessions, listApprovalRuleChanges, (input) => changeList(ctx, input));
  registerCall(app, ctx.sessions, sendApprovalRuleChangeCode, (input) =>
    sendChangeCode(ctx, input),
  );
  registerCall(app, ctx.sessions, approveApprovalRuleChange, (input) => approveChange(ctx, input));
  registerCall(app, ctx.sessions, rejectApprovalRuleChange, (input) => rejectChange(ctx, input));
  registerCall(app, ctx.sessions, withdrawApprovalRuleChange, (input) =>
    withdrawChange(ctx, input),
  );
  registerCall(app, ctx.sessions, previewApprovalPath, (input) => preview(ctx, input));
  registerCall(app, ctx.sessions, passkeyApprovalOptions, async ({ auth, body }) => {
    const actor = actorOf(auth);
    if (body.action === 'approve_review') {
      requireApprover(actor);
      const row = await approvable(ctx, actor, body.transaction_type ?? '', body.subject_id);
      return {
        data: await beginApproval(ctx, auth.customerId, approvalStatement(row, body.action)),
      };
    }
    if (body.action === 'approve_batch') {
      const { batch, rows } = await approvableBatch(ctx, actor, body.subject_id);
      return {
        data: await beginApproval(ctx, auth.customerId, await batchStatement(ctx.db, batch, rows)),
      };
    }
    const row = await ownExternalTransfer(ctx.db, actor, body.subject_id);
    if (row.status !== 'awaiting_confirmation')
      throw new ApiError(
        'invalid_state',
        `This transfer is already ${row.status.replace(/_/g, ' ')}.`,
      );
    return { data: await beginApproval(ctx, auth.customerId, approvalStatement(row, body.action)) };
  });
}
