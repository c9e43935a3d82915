// Per-transaction, daily and monthly limits by customer type, counted per account holder in AED at
// the mid rate. Days and months are in UAE time (UTC+4, no daylight saving). Usage is consumed by
// one conditional upsert per period inside the movement's database transaction, so concurrent
// transfers can never pass a limit together, and a rolled-back transfer consumes nothing.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Actor } from './actor';

/** Whose limits: the holder, its kind, and (when known) whether its identity check is approved (small limits before). */
export type LimitHolder = Pick<Actor, 'ownerId' | 'userType'> & { kycApproved?: boolean };
import { display } from './assets';
import type { Db } from './ledger';
import { limitRule, type LimitKind, type LimitRule } from './policy';

const UAE_OFFSET_MS = 4 * 3600 * 1000;

export function periodKeys(at: Date): { day: string; month: string } {
  const local = new Date(at.getTime() + UAE_OFFSET_MS).toISOString();
  return { day: `D${local.slice(0, 10)}`, month: `M${local.slice(0, 7)}` };
}

const KIND_LABEL: Record<LimitKind, string> = {
  transfer: 'transfers',
  topup_card: 'card top-ups',
  conversion: 'conversions',
  crypto: 'virtual-asset conversions',
};

export interface LimitUse {
  kind: LimitKind;
  /** AED fils, as a decimal string (stored in the transaction's JSON details). */
  aed: string;
  at: string;
}

/** The specific limit_exceeded error for a refused amount (after a refusal by the database). */
export async function limitError(
  db: Db,
  actor: LimitHolder,
  kind: LimitKind,
  aed: bigint,
  at: Date,
  which: 'daily' | 'monthly',
): Promise<ApiError> {
  const rule = limitRule(actor.userType, kind, actor.kycApproved);
  const used = await usage(db, actor.ownerId, kind, at);
  return exceeded(
    rule,
    which,
    aed,
    which === 'daily' ? rule.daily - used.day : rule.monthly - used.month,
  );
}

/** The caps of a consumption, for the one-statement movement (bank_move). */
export function limitCaps(actor: LimitHolder, kind: LimitKind, aed: bigint, at: Date) {
  const rule = limitRule(actor.userType, kind, actor.kycApproved);
  if (aed > rule.perTransaction) throw exceeded(rule, 'per_transaction', aed);
  const keys = periodKeys(at);
  return {
    owner_id: actor.ownerId,
    kind,
    aed: aed.toString(),
    day: keys.day,
    day_cap: rule.daily.toString(),
    month: keys.month,
    month_cap: rule.monthly.toString(),
  };
}

function exceeded(
  rule: LimitRule,
  which: 'per_transaction' | 'daily' | 'monthly',
  amount: bigint,
  remaining?: bigint,
): ApiError {
  const label = KIND_LABEL[rule.kind];
  if (rule.perTransaction === 0n)
    return new ApiError(
      'limit_exceeded',
      `Your account type has no limit for ${label}: they are not available to it.`,
    );
  if (which === 'per_transaction') {
    return new ApiError(
      'limit_exceeded',
      `${display(amount, 'AED')} is over your per-transaction limit of ${display(rule.perTransaction, 'AED')} for ${label}.`,
    );
  }
  const cap = which === 'daily' ? rule.daily : rule.monthly;
  return new ApiError(
    'limit_exceeded',
    `This would pass your ${which} limit of ${display(cap, 'AED')} for ${label}: ${display(remaining ?? 0n, 'AED')} is left ${which === 'daily' ? 'today' : 'this month'}.`,
  );
}

async function usage(
  db: Db,
  ownerId: string,
  kind: LimitKind,
  at: Date,
): Promise<{ day: bigint; month: bigint }> {
  const keys = periodKeys(at);
  const rows = await db
    .selectFrom('limit_usage')
    .select(['period', 'used'])
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('period', 'in', [keys.day, keys.month])
    .execute();
  const of = (p: string) => rows.find((r) => r.period === p)?.used ?? 0n;
  return { day: of(keys.day), month: of(keys.month) };
}

/**
 * Only the per-payment cap, without the day's or month's use: a payment set up now for a later date
 * (a standing order) that could never go is refused when it is set up, not at its first run.
 */
export function checkPerPayment(actor: LimitHolder, kind: LimitKind, aed: bigint): void {
  const rule = limitRule(actor.userType, kind, actor.kycApproved);
  if (aed > rule.perTransaction) throw exceeded(rule, 'per_transaction', aed);
}

/** Checks without consuming (quotes, reviews, a preparer's submission). */
export async function checkLimit(
  db: Db,
  actor: LimitHolder,
  kind: LimitKind,
  aed: bigint,
  at: Date,
): Promise<void> {
  const rule = limitRule(actor.userType, kind, actor.kycApproved);
  if (aed > rule.perTransaction) throw exceeded(rule, 'per_transaction', aed);
  const used = await usage(db, actor.ownerId, kind, at);
  if (used.day + aed > rule.daily) throw exceeded(rule, 'daily', aed, rule.daily - used.day);
  if (used.month + aed > rule.monthly)
    throw exceeded(rule, 'monthly', aed, rule.monthly - used.month);
}

/** Consumes usage in `tx`; throws limit_exceeded (and the caller's transaction rolls back). */
export async function consumeLimit(
  tx: Transaction<Database>,
  actor: LimitHolder,
  kind: LimitKind,
  aed: bigint,
  at: Date,
): Promise<LimitUse> {
  const rule = limitRule(actor.userType, kind, actor.kycApproved);
  if (aed > rule.perTransaction) throw exceeded(rule, 'per_transaction', aed);
  const keys = periodKeys(at);
  const caps: [string, bigint][] = [
    [keys.day, rule.daily],
    [keys.month, rule.monthly],
  ];
  for (const [period, cap] of caps) {
    const { rows } = await sql<{ used: bigint }>`
      INSERT INTO limit_usage (owner_id, kind, period, used) VALUES (${actor.ownerId}, ${kind}, ${period}, ${aed})
      ON CONFLICT (owner_id, kind, period) DO UPDATE SET used = limit_usage.used + excluded.used
      WHERE limit_usage.used + excluded.used <= ${cap}
      RETURNING used`.execute(tx);
    if (!rows.length) {
      const used = await usage(tx, actor.ownerId, kind, at);
      throw exceeded(
        rule,
        period === keys.day ? 'daily' : 'monthly',
        aed,
        cap - (period === keys.day ? used.day : used.month),
      );
    }
  }
  return { kind, aed: aed.toString(), at: at.toISOString() };
}

/** Gives usage back (a transfer that failed or was returned before it counted). */
export async function releaseLimit(
  tx: Transaction<Database>,
  ownerId: string,
  use: LimitUse,
): Promise<void> {
  const keys = periodKeys(new Date(use.at));
  await sql`
    UPDATE limit_usage SET used = greatest(used - ${BigInt(use.aed)}, 0)
    WHERE owner_id = ${ownerId} AND kind = ${use.kind} AND period IN (${keys.day}, ${keys.month})`.execute(
    tx,
  );
}

export async function limitStatus(db: Db, actor: LimitHolder, kind: LimitKind, at: Date) {
  const rule = limitRule(actor.userType, kind, actor.kycApproved);
  const used = await usage(db, actor.ownerId, kind, at);
  return { rule, usedToday: used.day, usedThisMonth: used.month };
}
