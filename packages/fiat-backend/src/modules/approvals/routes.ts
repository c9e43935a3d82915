// Approving an action with a passkey: the statement of what is approved comes from the area that
// owns the action (a transfer's amount and payee from transfers), the challenge from passkeys.
import { passkeyApprovalOptions } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { actorOf } from '../../money/actor';
import { beginApproval } from '../passkeys/approval';
import { externalTransferStatement } from '../transfers/approval-statement';
import { ownExternalTransfer } from '../transfers/queries';

export function approvalRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, passkeyApprovalOptions, async ({ auth, body }) => {
    const actor = actorOf(auth);
    const row = await ownExternalTransfer(ctx.db, actor, body.subject_id);
    if (row.status !== 'awaiting_confirmation')
      throw new ApiError(
        'invalid_state',
        `This transfer is already ${row.status.replace(/_/g, ' ')}.`,
      );
    return { data: await beginApproval(ctx, auth.customerId, externalTransferStatement(row)) };
  });
}
