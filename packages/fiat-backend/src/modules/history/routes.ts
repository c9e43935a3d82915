// History: the holder's transactions (made, or received once completed) with filters and keyset
// pagination; one transaction; and a summary by period and currency from the ledger's postings.
import { getTransaction, listTransactions, transactionSummary } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { actorOf } from '../../money/actor';
import { money, requireAsset } from '../../money/assets';
import type { Db } from '../../money/ledger';
import { present, presentOne, visibleTransaction, type TxRow } from '../../money/records';
import { ownWallet } from '../../money/wallets';

const UAE_OFFSET_MS = 4 * 3600 * 1000;

/** ISO days (UAE time, both included) → [start, end) instants; at most ~2 years. */
export function dayRange(from: string | undefined, to: string | undefined, now: Date, defaultDays = 30): { start: Date; end: Date; from: string; to: string } {
  const today = new Date(now.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
  const toDay = to ?? today;
  const fromDay = from ?? new Date(Date.parse(`${toDay}T00:00:00Z`) - (defaultDays - 1) * 86_400_000).toISOString().slice(0, 10);
  const start = new Date(Date.parse(`${fromDay}T00:00:00Z`) - UAE_OFFSET_MS);
  const end = new Date(Date.parse(`${toDay}T00:00:00Z`) + 86_400_000 - UAE_OFFSET_MS);
  if (!(start < end)) {
    throw new ApiError('validation_error', 'The start date must not be after the end date.', { fields: { from: 'The start date must not be after the end date.' } });
  }
  if (end.getTime() - start.getTime() > 800 * 86_400_000) {
    throw new ApiError('validation_error', 'Choose a range of at most two years.', { fields: { from: 'Choose a range of at most two years.' } });
  }
  return { start, end, from: fromDay, to: toDay };
}

function encodeCursor(row: TxRow): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(date.getTime())) {
    throw new ApiError('validation_error', 'This cursor is not valid: use next_cursor from the previous page.', { fields: { cursor: 'Not a cursor from this list.' } });
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
  after?: { at: Date; id: string };
  order?: 'asc' | 'desc';
}

/** The holder's transactions: made by it, or received by it once completed. */
export function historyQuery(db: Db, f: HistoryFilter) {
  let q = db
    .selectFrom('transactions')
    .selectAll()
    .where((eb) =>
      eb.or([eb('owner_id', '=', f.ownerId), eb.and([eb('counterparty_owner_id', '=', f.ownerId), eb('status', 'in', ['completed', 'returned'])])]),
    );
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
  const order = f.order ?? 'desc';
  if (f.after) {
    const { at, id } = f.after;
    q = q.where((eb) =>
      order === 'desc'
        ? eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])])
        : eb.or([eb('created_at', '>', at), eb.and([eb('created_at', '=', at), eb('id', '>', id)])]),
    );
  }
  return q.orderBy('created_at', order).orderBy('id', order);
}

export function historyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listTransactions, async ({ auth, query }) => {
    const actor = actorOf(auth);
    const limit = query.limit ?? 20;
    if (query.wallet_id) await ownWallet(ctx.db, actor, query.wallet_id);
    const currency = query.currency ? requireAsset(query.currency).code : undefined;
    const range = query.from || query.to ? dayRange(query.from, query.to, ctx.clock.now(), 3650) : undefined;
    const rows = await historyQuery(ctx.db, {
      ownerId: actor.ownerId,
      ...(range ? { start: range.start, end: range.end } : {}),
      ...(query.type ? { types: query.type } : {}),
      ...(query.status ? { statuses: query.status } : {}),
      ...(currency ? { currency } : {}),
      ...(query.wallet_id ? { walletId: query.wallet_id } : {}),
      ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
    })
      .limit(limit + 1)
      .execute();
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { data: { items: await present(ctx.db, actor.ownerId, page), next_cursor: rows.length > limit && last ? encodeCursor(last) : null } };
  });

  registerCall(app, ctx.sessions, getTransaction, async ({ auth, params }) => {
    const actor = actorOf(auth);
    return { data: await presentOne(ctx.db, actor.ownerId, await visibleTransaction(ctx.db, actor.ownerId, params.transaction_id)) };
  });

  registerCall(app, ctx.sessions, transactionSummary, async ({ auth, query }) => {
    const actor = actorOf(auth);
    const period = query.period ?? 'month';
    const range = dayRange(query.from, query.to, ctx.clock.now(), period === 'day' ? 31 : period === 'week' ? 84 : 365);
    const currency = query.currency ? requireAsset(query.currency).code : undefined;
    // Postings on the holder's wallets, grouped by period (UAE time) and currency.
    const { rows } = await sql<{ period_start: string; currency: string; count: bigint; money_in: bigint; money_out: bigint }>`
      SELECT to_char(date_trunc(${period}, (p.created_at AT TIME ZONE 'UTC') + interval '4 hours'), 'YYYY-MM-DD') AS period_start,
             p.currency,
             count(DISTINCT j.transaction_id) AS count,
             coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::bigint AS money_in,
             coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)::bigint AS money_out
      FROM postings p
      JOIN accounts a ON a.id = p.account_id
      JOIN journals j ON j.id = p.journal_id
      WHERE a.owner_id = ${actor.ownerId} AND a.kind = 'wallet'
        AND p.created_at >= ${range.start} AND p.created_at < ${range.end}
        ${currency ? sql`AND p.currency = ${currency}` : sql``}
      GROUP BY 1, 2
      ORDER BY 1, 2`.execute(ctx.db);
    const fees = await sql<{ period_start: string; currency: string; fees: bigint }>`
      SELECT to_char(date_trunc(${period}, (p.created_at AT TIME ZONE 'UTC') + interval '4 hours'), 'YYYY-MM-DD') AS period_start,
             p.currency, sum(p.amount)::bigint AS fees
      FROM postings p
      JOIN journals j ON j.id = p.journal_id
      JOIN transactions t ON t.id = j.transaction_id
      JOIN accounts a ON a.id = p.account_id
      WHERE t.owner_id = ${actor.ownerId} AND a.kind = 'bank' AND a.bank_role = 'fees'
        AND p.created_at >= ${range.start} AND p.created_at < ${range.end}
        ${currency ? sql`AND p.currency = ${currency}` : sql``}
      GROUP BY 1, 2`.execute(ctx.db);
    const feeOf = new Map(fees.rows.map((f) => [`${f.period_start}|${f.currency}`, f.fees]));
    return {
      data: {
        from: range.from,
        to: range.to,
        period,
        rows: rows.map((r) => ({
          period_start: r.period_start,
          currency: r.currency,
          count: Number(r.count),
          money_in: money(r.money_in, r.currency),
          money_out: money(r.money_out, r.currency),
          fees: money(feeOf.get(`${r.period_start}|${r.currency}`) ?? 0n, r.currency),
          net: money(r.money_in - r.money_out, r.currency),
        })),
      },
    };
  });
}
