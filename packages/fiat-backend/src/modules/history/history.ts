// The history calls: the list (filters, keyset cursor), one transaction with its status history,
// and the summary of money in and out by period, from the ledger's postings.
import type { getTransaction, listTransactions, transactionSummary } from '@bank/api-contract';
import type { AppContext } from '../../context';
import type { CallInput } from '../../http/route';
import { actorOf } from '../../money/actor';
import { money, requireAsset } from '../../money/assets';
import { present, presentOne, visibleTransaction } from '../../money/records';
import { ownWallet } from '../../money/wallets';
import { dayRange } from './periods';
import { decodeCursor, encodeCursor, historyRows, movementsByPeriod } from './queries';

/** One page of the holder's transactions, newest first. */
export async function transactionPage(
  ctx: AppContext,
  { auth, query }: CallInput<typeof listTransactions>,
) {
  const actor = actorOf(auth);
  const limit = query.limit ?? 20;
  if (query.wallet_id) await ownWallet(ctx.db, actor, query.wallet_id);
  const currency = query.currency ? requireAsset(query.currency).code : undefined;
  // An end date alone starts two years before it (within the longest range allowed); a start date alone ends today.
  const range =
    query.from || query.to ? dayRange(query.from, query.to, ctx.clock.now(), 731) : undefined;
  const rows = await historyRows(
    ctx.db,
    {
      ownerId: actor.ownerId,
      ...(range ? { start: range.start, end: range.end } : {}),
      ...(query.type ? { types: query.type } : {}),
      ...(query.status ? { statuses: query.status } : {}),
      ...(currency ? { currency } : {}),
      ...(query.wallet_id ? { walletId: query.wallet_id } : {}),
      ...(query.q ? { text: query.q } : {}),
      ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
    },
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: {
      items: await present(ctx.db, actor.ownerId, page),
      next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
    },
  };
}

/** One transaction the holder made or received. */
export async function transactionOne(
  ctx: AppContext,
  { auth, params }: CallInput<typeof getTransaction>,
) {
  const actor = actorOf(auth);
  return {
    data: await presentOne(
      ctx.db,
      actor.ownerId,
      await visibleTransaction(ctx.db, actor.ownerId, params.transaction_id),
    ),
  };
}

/** Money in, out, fees, net and count by period (UAE time) and currency. */
export async function summary(
  ctx: AppContext,
  { auth, query }: CallInput<typeof transactionSummary>,
) {
  const actor = actorOf(auth);
  const period = query.period ?? 'month';
  const range = dayRange(
    query.from,
    query.to,
    ctx.clock.now(),
    period === 'day' ? 31 : period === 'week' ? 84 : 365,
  );
  const currency = query.currency ? requireAsset(query.currency).code : undefined;
  const { rows, fees } = await movementsByPeriod(ctx.db, actor.ownerId, period, range, currency);
  const feeOf = new Map(fees.map((f) => [`${f.period_start}|${f.currency}`, f.fees]));
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
}
