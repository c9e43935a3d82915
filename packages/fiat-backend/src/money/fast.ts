// The one-statement movement (the database function bank_move, migration 0003): the hot path of
// internal transfers. The answer is built before the statement and stored with the idempotency
// key in the same commit; a refusal (limit, funds, key reused) rolls everything back and is
// turned into the same specific error as the general path.
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import type { Actor } from './actor';
import type { IdempotencyScope } from './idempotency';
import { insufficientFunds, type Line } from './ledger';
import { limitCaps, limitError } from './limits';
import type { LimitKind } from './policy';
import { rowOf, type insertValues } from './records';

const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

export interface Movement {
  scope: IdempotencyScope;
  actor: Pick<Actor, 'ownerId' | 'userType'>;
  limit?: { kind: LimitKind; aed: bigint };
  row: ReturnType<typeof insertValues>;
  lines: Line[];
  kind: string;
  /** The answer, stored with the key. */
  answer: unknown;
  at: Date;
}

/** Runs the movement; answers the stored answer of an earlier request with the same key, if any. */
export async function moveAtOnce(ctx: AppContext, m: Movement): Promise<unknown> {
  const sums = new Map<string, bigint>();
  for (const l of m.lines) sums.set(l.currency, (sums.get(l.currency) ?? 0n) + l.amount);
  for (const [currency, sum] of sums) if (sum !== 0n) throw new Error(`unbalanced movement: ${currency} sums to ${sum}`);
  const limit = m.limit ? limitCaps(m.actor, m.limit.kind, m.limit.aed, m.at) : null;
  // Every column (jsonb_populate_record fills missing ones with null, not with their defaults).
  const row = rowOf(m.limit && limit ? { ...m.row, details: json({ ...JSON.parse(m.row.details), limit: { kind: limit.kind, aed: limit.aed, at: m.at.toISOString() } }) } : m.row);
  const idem = { customer_id: m.scope.customerId, key: m.scope.key, call: m.scope.call, hash: m.scope.hash, response: json(m.answer) };
  const lines = m.lines.map((l) => ({ account: l.account, currency: l.currency, amount: l.amount, wallet: Boolean(l.wallet) }));
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await sql<{ r: string | null }>`
        SELECT bank_move(${json(idem)}::jsonb, ${limit ? json(limit) : null}::jsonb, ${json(row)}::jsonb, ${json(lines)}::jsonb,
                         ${crypto.randomUUID()}::uuid, ${m.kind}, ${m.at}) AS r`.execute(ctx.db);
      const replay = rows[0]?.r;
      return replay ? JSON.parse(replay) : m.answer;
    } catch (error) {
      const e = error as { code?: string; message?: string };
      if ((e.code === '40P01' || e.code === '40001') && attempt < 4) continue;
      if (e.code !== 'P0001') throw error;
      const message = e.message ?? '';
      if (message === 'idempotency_key_reused') {
        throw new ApiError('idempotency_key_reused', 'This idempotency key was already used for a different request. Use a new key for a new payment.');
      }
      if (message === 'idempotency_in_progress') {
        throw new ApiError('idempotency_in_progress', 'A request with this idempotency key is still being processed. Try again in a moment.');
      }
      if (message.startsWith('limit_exceeded:') && m.limit) {
        throw await limitError(ctx.db, m.actor, m.limit.kind, m.limit.aed, m.at, message.endsWith('daily') ? 'daily' : 'monthly');
      }
      if (message.startsWith('insufficient_funds:')) {
        const wallet = message.slice('insufficient_funds:'.length);
        const needed = -m.lines.filter((l) => l.account === wallet).reduce((s, l) => s + l.amount, 0n);
        throw await insufficientFunds(ctx.db, wallet, needed);
      }
      throw error;
    }
  }
}
