// What the reviews read: a company's transaction of a type (another holder's is "not found"), the
// transactions waiting for review (or reviewed), and the quote a preparer's conversion was made with.
import { ApiError } from '../../http/errors';
import type { Actor } from '../../money/actor';
import type { QuoteRow } from '../../money/common';
import type { Db } from '../../money/ledger';
import type { TxRow } from '../../money/records';

export async function reviewable(db: Db, actor: Actor, type: string, id: string): Promise<TxRow> {
  const row = await db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .where('type', '=', type as TxRow['type'])
    .where('owner_id', '=', actor.ownerId)
    .executeTakeFirst();
  if (!row || actor.userType !== 'corporate')
    throw new ApiError('not_found', 'This transaction does not exist.');
  return row;
}

/** Waiting for approval, or (another status) those an approver decided; newest first, at most 200. */
export function reviewsOf(
  db: Db,
  ownerId: string,
  status: TxRow['status'] | undefined,
): Promise<TxRow[]> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('status', '=', status ?? 'awaiting_approval')
    .where((eb) =>
      status && status !== 'awaiting_approval'
        ? eb('approved_by', 'is not', null).or('rejected_by', 'is not', null)
        : eb.lit(true),
    )
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
}

export function quoteById(db: Db, id: string): Promise<QuoteRow> {
  return db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
