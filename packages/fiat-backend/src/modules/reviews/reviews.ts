// Maker-checker review of a preparer's transactions: the list, one, approve (execute now with
// the limits and balances of that moment) or reject (nothing moves).
import {
  approveReview,
  type getReview,
  type listReviews,
  type rejectReview,
  type sendApprovalCode,
} from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireApprover, requireVerified, type Actor } from '../../money/actor';
import { display } from '../../money/assets';
import { usableQuote, useQuote, type QuoteRow } from '../../money/common';
import { idempotent, keyedCall } from '../../money/idempotency';
import { checkLimit } from '../../money/limits';
import { aedValue, execute, limitKindOf } from '../../money/movements';
import { lockTransaction, present, presentOne, transition, type TxRow } from '../../money/records';
import { otpTarget, sendMoneyCode } from '../transfers/codes';
import { approvalStatement } from '../transfers/approval-statement';
import { verifyApproval } from '../passkeys/approval';
import { quoteById, reviewable, reviewsOf } from './queries';
import { notifyTransaction } from '../notifications/notifications';
import { checkCanApprove, giveApproval, progressOf, type Subject } from '../policies/paths';
import type { ApprovalPaymentKind } from '@bank/api-contract';
import type { Db } from '../../money/ledger';
import type { RateTable } from '../../money/fx';

/** A transaction as the approval rules see it. */
function subjectOf(row: TxRow): Subject {
  return {
    type: 'transaction',
    id: row.id,
    kind: (row.type === 'crypto_conversion' ? 'conversion' : row.type) as ApprovalPaymentKind,
    amount: row.amount,
    currency: row.currency,
    preparedBy: row.created_by ?? '',
    createdAt: row.created_at,
  };
}

/** Transactions with their approval path and progress (for those waiting). */
async function withApproval<T extends { transaction_id: string }>(
  ctx: AppContext,
  db: Db,
  actor: Actor,
  rows: readonly TxRow[],
  shown: readonly T[],
  rates?: RateTable,
) {
  const waiting = rows.filter((r) => r.status === 'awaiting_approval').map(subjectOf);
  const progress = await progressOf(ctx, db, actor, waiting, rates);
  return shown.map((t) => ({ ...t, approval: progress.get(t.transaction_id) ?? null }));
}

export async function reviewList(ctx: AppContext, { auth, query }: CallInput<typeof listReviews>) {
  const actor = actorOf(auth);
  if (actor.userType !== 'corporate') return { data: [] };
  const rows = await reviewsOf(ctx.db, actor.ownerId, query.status);
  return {
    data: await withApproval(ctx, ctx.db, actor, rows, await present(ctx.db, actor.ownerId, rows)),
  };
}

export async function reviewOne(ctx: AppContext, { auth, params }: CallInput<typeof getReview>) {
  const actor = actorOf(auth);
  const row = await reviewable(ctx.db, actor, params.transaction_type, params.transaction_id);
  const [one] = await withApproval(
    ctx,
    ctx.db,
    actor,
    [row],
    [await presentOne(ctx.db, actor.ownerId, row)],
  );
  if (!one) throw new ApiError('not_found', 'This transaction does not exist.');
  return { data: one };
}

/** A code is the approver's own, for this transaction: another approver's code approves nothing here. */
export const approvalSubject = (transactionId: string, approverId: string) =>
  `${transactionId}:${approverId}`;

/** The transaction this approver may approve now (waiting, not their own; external ones behind the KYC gate). */
/** A transaction this approver may approve now (not their own, awaiting approval). */
export async function approvable(
  ctx: AppContext,
  actor: Actor,
  type: string,
  id: string,
): Promise<TxRow> {
  const row = await reviewable(ctx.db, actor, type, id);
  if (row.status !== 'awaiting_approval')
    throw new ApiError(
      'invalid_state',
      `This transaction is ${row.status.replace(/_/g, ' ')}: there is nothing to approve.`,
    );
  if (row.created_by === actor.customerId)
    throw new ApiError(
      'forbidden',
      'You prepared this transaction: another approver must review it.',
    );
  if (row.type === 'external_transfer') requireVerified(actor, 'External transfers');
  return row;
}

/** Sends the approver the one-time code that confirms the approval (by their own code channel). */
export async function sendApprovalCodeCall(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof sendApprovalCode>,
) {
  const actor = actorOf(auth);
  requireApprover(actor);
  const row = await approvable(ctx, actor, params.transaction_type, params.transaction_id);
  await checkCanApprove(ctx, actor, subjectOf(row));
  await ctx.rateLimit.hit(
    `code-send:customer:${actor.customerId}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const target = await otpTarget(ctx, actor.customerId, body?.channel);
  const action = `the approval of ${row.type.replace(/_/g, ' ')} ${display(row.amount, row.currency)}`;
  const expiresAt = await sendMoneyCode(
    ctx,
    'review_approve',
    approvalSubject(row.id, actor.customerId),
    target,
    action,
  );
  return {
    data: { channel: target.channel, sent_to: target.sentTo, expires_at: expiresAt.toISOString() },
  };
}

export async function approve(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof approveReview>,
) {
  // The code proves who approves, it is not part of the intention: a retry after a lost answer with a
  // newer code is the same approval (and replays it) rather than a reused key.
  const { otp_code: code, passkey, ...intention } = body;
  const { actor, scope, replay } = await keyedCall(ctx.db, auth, requireApprover, {
    call: approveReview.id,
    key: body.idempotency_key,
    params,
    body: intention,
  });
  if (replay.replay) return replay.body as never;
  const row = await approvable(ctx, actor, params.transaction_type, params.transaction_id);
  const now = ctx.clock.now();
  // A prepared FX rate holds only while its quote is valid; after that, a fresh quote for the same pair and amount.
  let fresh: QuoteRow | undefined;
  if (row.quote_id) {
    const original = await quoteById(ctx.db, row.quote_id);
    if (original.expires_at.getTime() <= now.getTime()) {
      if (!body.quote_id) {
        throw new ApiError(
          'quote_expired',
          `The rate quoted when this was prepared has expired: get a new quote (POST /fx/quote, ${row.currency} → ${row.dest_currency}, amount as prepared) and approve with its quote_id.`,
        );
      }
      fresh = await usableQuote(ctx.db, actor, body.quote_id, 'fx', now);
      if (
        fresh.from_currency !== original.from_currency ||
        fresh.to_currency !== original.to_currency ||
        fresh.sell !== original.sell
      ) {
        throw new ApiError(
          'quote_invalid',
          'The new quote must be for the same currencies and amount as the prepared one.',
        );
      }
    }
  }
  const rates = await ctx.rates.table();
  const kind = limitKindOf(row.type);
  if (kind) await checkLimit(ctx.db, actor, kind, aedValue(rates, row.amount, row.currency), now);
  // The company's rules: the waiting step is this approver's, within their own limits.
  await checkCanApprove(ctx, actor, subjectOf(row));
  // Last, after the refusals that a new quote or a later day can fix: those keep the code usable.
  if (passkey)
    await verifyApproval(ctx, actor.customerId, passkey, approvalStatement(row, 'approve_review'));
  else
    await ctx.codes.consume(
      'review_approve',
      approvalSubject(row.id, actor.customerId),
      code ?? '',
    );
  const result = await idempotent(ctx.db, ctx.clock, scope, 200, async (tx) => {
    let locked = await lockTransaction(tx, row.id, actor.ownerId);
    if (locked.status !== 'awaiting_approval')
      throw new ApiError(
        'invalid_state',
        `This transaction is already ${locked.status.replace(/_/g, ' ')}.`,
      );
    // An approval that is not the last is recorded; the payment keeps waiting for the next.
    const given = await giveApproval(tx, actor, subjectOf(locked), now, rates);
    if (!given.complete) {
      const [waiting] = await withApproval(
        ctx,
        tx,
        actor,
        [locked],
        [await presentOne(tx, actor.ownerId, locked)],
        rates,
      );
      if (!waiting) throw new Error('the approved transaction is not shown');
      return { data: waiting };
    }
    if (fresh) {
      await useQuote(tx, fresh, now);
      locked = await tx
        .updateTable('transactions')
        .set({ quote_id: fresh.id, rate: fresh.rate, dest_amount: fresh.buy })
        .where('id', '=', locked.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const done = await execute(ctx.ledger, tx, actor, locked, now, rates, {
      approved_by: actor.customerId,
    });
    return { data: { ...(await presentOne(tx, actor.ownerId, done)), approval: null } };
  });
  // Committed: the preparer is told, and the payee of an internal transfer (never throws).
  await notifyTransaction(ctx, row.id, { decided: true });
  return result;
}

export async function reject(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof rejectReview>,
) {
  const actor = actorOf(auth);
  requireApprover(actor);
  const row = await reviewable(ctx.db, actor, params.transaction_type, params.transaction_id);
  if (row.status !== 'awaiting_approval')
    throw new ApiError(
      'invalid_state',
      `This transaction is ${row.status.replace(/_/g, ' ')}: there is nothing to reject.`,
    );
  const now = ctx.clock.now();
  const done = await ctx.db.transaction().execute(async (tx) => {
    const locked = await lockTransaction(tx, row.id, actor.ownerId);
    if (locked.status !== 'awaiting_approval')
      throw new ApiError(
        'invalid_state',
        `This transaction is already ${locked.status.replace(/_/g, ' ')}.`,
      );
    const next = await transition(tx, locked, 'rejected', now, {
      rejected_by: actor.customerId,
      rejection_reason: body.reason,
    });
    return presentOne(tx, actor.ownerId, next);
  });
  await notifyTransaction(ctx, row.id, { decided: true });
  return { data: done };
}
