// The history's queries: the holder's transactions, filtered, in keyset order (created_at, id), and
// the opaque cursor of the next page.
import { sql } from 'kysely';
import { ApiError } from '../../http/errors';
import type { Db } from '../../money/ledger';
import { isUuid } from '../../security/crypto';
import type { TxRow } from '../../money/records';

export function encodeCursor(row: Pick<TxRow, 'created_at' | 'id'>): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!isUuid(id) || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000) {
    throw new ApiError(
      'validation_error',
      'This cursor is not valid: use next_cursor from the previous page.',
      { fields: { cursor: 'Not a cursor from this list.' } },
    );
  }
  return { at: date, id };
}

export interface HistoryFilter {
  ownerId: string;
  start?: Date;
  end?: Date;
  types?: string[];
  statuses?: string[];
  currency?: string;
  walletId?: string;
  /** Free text: in the other party as the holder sees it, the reference, the purpose code or the id. */
  text?: string;
  after?: { at: Date; id: string };
  order?: 'asc' | 'desc';
}

/**
 * The holder's transactions: made by it, or received by it once completed; at most `limit`, in
 * keyset order. Two branches, each walking its own index in order (`transactions_owner`,
 * `transactions_counterparty`) and stopping at `limit`, then merged: one query with `owner_id = $1
 * OR counterparty_owner_id = $1` can use neither index's order, so it filtered and sorted every row
 * of the holder.
 */
export async function historyRows(db: Db, f: HistoryFilter, limit: number): Promise<TxRow[]> {
  const order = f.order ?? 'desc';
  const made = branch(db, f, 'made').orderBy('created_at', order).orderBy('id', order).limit(limit);
  const received = branch(db, f, 'received')
    .orderBy('created_at', order)
    .orderBy('id', order)
    .limit(limit);
  const rows = await db
    .selectFrom(sql<TxRow>`((${made}) UNION ALL (${received}))`.as('t'))
    .selectAll()
    .orderBy('t.created_at', order)
    .orderBy('t.id', order)
    .limit(limit)
    .execute();
  return rows as TxRow[];
}

/** One side of the history: what the holder made, or what it received (completed or returned). */
function branch(db: Db, f: HistoryFilter, side: 'made' | 'received') {
  let q = db.selectFrom('transactions').selectAll();
  q =
    side === 'made'
      ? q.where('owner_id', '=', f.ownerId)
      : q
          .where('counterparty_owner_id', '=', f.ownerId)
          .where('owner_id', '<>', f.ownerId)
          .where('status', 'in', ['completed', 'returned']);
  if (f.start) q = q.where('created_at', '>=', f.start);
  if (f.end) q = q.where('created_at', '<', f.end);
  if (f.types?.length) q = q.where('type', 'in', f.types as TxRow['type'][]);
  if (f.statuses?.length) q = q.where('status', 'in', f.statuses as TxRow['status'][]);
  if (f.currency) {
    const c = f.currency;
    q = q.where((eb) => eb.or([eb('currency', '=', c), eb('dest_currency', '=', c)]));
  }
  if (f.walletId) {
    const w = f.walletId;
    q = q.where((eb) => eb.or([eb('from_account_id', '=', w), eb('to_account_id', '=', w)]));
  }
  if (f.text) {
    // LIKE's own wildcards in the customer's words are plain characters. Each side has its own text
    // (migration 0007): the other party as the holder sees it, the payee of what it made, the sender
    // of what it received; a trigram index finds the rows without reading the details.
    const pattern = `%${f.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(side === 'made' ? 'search_made' : 'search_received', 'ilike', pattern);
  }
  if (f.after) {
    const { at, id } = f.after;
    q = q.where((eb) =>
      (f.order ?? 'desc') === 'desc'
        ? eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])])
        : eb.or([
            eb('created_at', '>', at),
            eb.and([eb('created_at', '=', at), eb('id', '>', id)]),
          ]),
    );
  }
  return q;
}

/**
 * The postings on the holder's wallets in [start, end), by period (UAE time) and currency: money in,
 * money out and the transactions they belong to; and the fees the holder's transactions paid.
 */
export async function movementsByPeriod(
  db: Db,
  ownerId: string,
  period: 'day' | 'week' | 'month',
  range: { start: Date; end: Date },
  currency: string | undefined,
) {
  const { rows } = await sql<{
    period_start: string;
    currency: string;
    count: bigint;
    money_in: bigint;
    money_out: bigint;
  }>`
    SELECT to_char(date_trunc(${period}, (p.created_at AT TIME ZONE 'UTC') + interval '4 hours'), 'YYYY-MM-DD') AS period_start,
           p.currency,
           count(DISTINCT j.transaction_id) AS count,
           coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::bigint AS money_in,
           coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)::bigint AS money_out
    FROM postings p
    JOIN accounts a ON a.id = p.account_id
    JOIN journals j ON j.id = p.journal_id
    WHERE a.owner_id = ${ownerId} AND a.kind = 'wallet'
      AND p.created_at >= ${range.start} AND p.created_at < ${range.end}
      ${currency ? sql`AND p.currency = ${currency}` : sql``}
    GROUP BY 1, 2
    ORDER BY 1, 2`.execute(db);
  const fees = await sql<{ period_start: string; currency: string; fees: bigint }>`
    SELECT to_char(date_trunc(${period}, (p.created_at AT TIME ZONE 'UTC') + interval '4 hours'), 'YYYY-MM-DD') AS period_start,
           p.currency, sum(p.amount)::bigint AS fees
    FROM postings p
    JOIN journals j ON j.id = p.journal_id
    JOIN transactions t ON t.id = j.transaction_id
    JOIN accounts a ON a.id = p.account_id
    WHERE t.owner_id = ${ownerId} AND a.kind = 'bank' AND a.bank_role = 'fees'
      AND p.created_at >= ${range.start} AND p.created_at < ${range.end}
      ${currency ? sql`AND p.currency = ${currency}` : sql``}
    GROUP BY 1, 2`.execute(db);
  return { rows, fees: fees.rows };
}
