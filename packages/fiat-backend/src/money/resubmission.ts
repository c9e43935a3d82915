// A rejected transaction prepared again: the preparer edits it and submits a new one for approval,
// linked both ways (the new one's details name the one it replaces, `resubmission_of`; the old
// one's name its replacement, `resubmitted_as`), so the approver sees what changed and the
// preparer's rejected item leads to what became of it. The old one stays rejected: nothing of it
// moves again. One replacement at a time: a replacement that expired unconfirmed (an external
// transfer whose code was never entered) frees the rejected one to be prepared again.
import type { TransactionType } from '@bank/api-contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Actor } from './actor';
import { details, lockTransaction } from './records';

/** Statuses of a replacement that leave the rejected transaction free to be prepared again. */
const LAPSED = new Set(['expired']);

/** A transaction that moves at once (not prepared for approval) replaces no rejected one. */
export function refuseResubmission(): never {
  throw new ApiError(
    'invalid_state',
    'Only a transaction prepared for approval replaces a rejected one: yours move at once.',
    { fields: { resubmits: 'Not for a transaction that needs no approval.' } },
  );
}

/**
 * Checks that `oldId` is the preparer's own rejected transaction of this kind, not replaced yet,
 * and records `newId` as its replacement (in the caller's database transaction, with the insert).
 * The caller has refused a transaction that needs no approval first (`refuseResubmission`).
 */
export async function claimResubmission(
  tx: Transaction<Database>,
  actor: Actor,
  oldId: string,
  type: TransactionType,
  newId: string,
): Promise<void> {
  const old = await lockTransaction(tx, oldId, actor.ownerId);
  if (old.created_by !== actor.customerId)
    throw new ApiError('forbidden', 'Only its preparer submits a rejected transaction again.');
  if (old.type !== type)
    throw new ApiError(
      'validation_error',
      `A rejected ${old.type.replace(/_/g, ' ')} is submitted again as one, not as a ${type.replace(/_/g, ' ')}.`,
      { fields: { resubmits: 'Another kind of transaction.' } },
    );
  if (old.status !== 'rejected')
    throw new ApiError(
      'invalid_state',
      `Only a rejected transaction is submitted again; this one is ${old.status.replace(/_/g, ' ')}.`,
    );
  const d = details(old);
  if (d.resubmitted_as) {
    const earlier = await tx
      .selectFrom('transactions')
      .select(['status', 'ref'])
      .where('id', '=', d.resubmitted_as)
      .executeTakeFirst();
    if (earlier && !LAPSED.has(earlier.status))
      throw new ApiError(
        'invalid_state',
        `This rejected transaction was already submitted again (${earlier.ref ?? d.resubmitted_as}).`,
      );
  }
  await tx
    .updateTable('transactions')
    .set({ details: JSON.stringify({ ...d, resubmitted_as: newId }) })
    .where('id', '=', oldId)
    .execute();
}
