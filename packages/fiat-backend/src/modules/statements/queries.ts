// What statements read: the holder's transactions of a period, oldest first, page by page (never the
// whole period in memory), and the balances and movements per currency from the wallets' postings.
import { type Transaction } from '@bank/api-contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { type Actor } from '../../money/actor';
import { present, type TxRow } from '../../money/records';
import { historyRows } from '../history/queries';

/** Rows read per query while the file is being sent. */
const PAGE = 500;

export interface Range {
  start: Date;
  end: Date;
  from: string;
  to: string;
}

/** Every matching transaction, oldest first, page by page. */
export async function* pages(
  ctx: AppContext,
  actor: Actor,
  range: Range,
  types: string[] | undefined,
  currency: string | undefined,
): AsyncGenerator<{ rows: TxRow[]; views: Transaction[] }> {
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const rows = await historyRows(
      ctx.db,
      {
        ownerId: actor.ownerId,
        start: range.start,
        end: range.end,
        ...(types ? { types } : {}),
        ...(currency ? { currency } : {}),
        ...(after ? { after } : {}),
        order: 'asc',
      },
      PAGE,
    );
    if (!rows.length) return;
    yield { rows, views: await present(ctx.db, actor.ownerId, rows) };
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) return;
    after = { at: last.created_at, id: last.id };
  }
}

/** Opening and closing balances, money in and out per currency, from the postings on the holder's wallets. */
export async function balances(
  ctx: AppContext,
  actor: Actor,
  range: Range,
  currency: string | undefined,
) {
  const { rows } = await sql<{
    currency: string;
    opening: bigint;
    closing: bigint;
    money_in: bigint;
    money_out: bigint;
  }>`
    SELECT a.currency,
      coalesce(sum(p.amount) FILTER (WHERE p.created_at < ${range.start}), 0)::bigint AS opening,
      coalesce(sum(p.amount) FILTER (WHERE p.created_at < ${range.end}), 0)::bigint AS closing,
      coalesce(sum(p.amount) FILTER (WHERE p.created_at >= ${range.start} AND p.created_at < ${range.end} AND p.amount > 0), 0)::bigint AS money_in,
      coalesce(sum(p.amount) FILTER (WHERE p.created_at >= ${range.start} AND p.created_at < ${range.end} AND p.amount < 0), 0)::bigint AS money_out
    FROM accounts a LEFT JOIN postings p ON p.account_id = a.id
    WHERE a.owner_id = ${actor.ownerId} AND a.kind = 'wallet' ${currency ? sql`AND a.currency = ${currency}` : sql``}
    GROUP BY a.currency ORDER BY a.currency`.execute(ctx.db);
  return rows.map((r) => ({
    currency: r.currency,
    opening: r.opening,
    closing: r.closing,
    moneyIn: r.money_in,
    moneyOut: r.money_out,
  }));
}
