// The one-statement movement (the database functions bank_move, migration 0003, and
// bank_move_batch, 0004): the hot path of internal transfers. The answer is built before the
// statement and stored with the idempotency key in the same commit; concurrent movements are
// grouped into one statement and one commit (group commit), each in its own subtransaction, so a
// refusal (limit, funds, key reused, session no longer valid) rolls back that movement only and is
// turned into the same specific error as the general path.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthInfo } from '../security/sessions';
import { ApiError } from '../http/errors';
import type { IdempotencyScope } from './idempotency';
import { assertBalanced, insufficientFunds, type Line } from './ledger';
import { limitCaps, limitError, type LimitHolder } from './limits';
import type { LimitKind } from './policy';
import { rowOf, type insertValues } from './records';

const withBigints = (_k: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v);
/** JSON with bigints as strings (the replacer only when needed: it makes stringify several times slower). */
function json(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return JSON.stringify(value, withBigints);
  }
}

export interface Movement {
  scope: IdempotencyScope;
  actor: LimitHolder;
  limit?: { kind: LimitKind; aed: bigint };
  row: ReturnType<typeof insertValues>;
  lines: Line[];
  kind: string;
  /** The answer, stored with the key. */
  answer: unknown;
  at: Date;
}

/** A movement refused because the request's session is no longer what the server assumed (revoked, expired, disabled user, role changed). */
export class SessionChanged extends Error {
  constructor() {
    super('session_invalid');
  }
}

interface Item {
  idem: { customer_id: string; key: string; call: string; hash: string; response: string };
  limit: ReturnType<typeof limitCaps> | null;
  tx: unknown;
  lines: { account: string; currency: string; amount: string; wallet: boolean }[];
  journal: string;
  kind: string;
  at: string;
  auth: {
    session_id: string;
    customer_id: string;
    user_type: string;
    customer_type: string | null;
    company_id: string | null;
  } | null;
}

type Outcome = { replay: string | null } | { code: string; error: string };

interface Pending {
  item: Item;
  /** The item as JSON, made once when submitted. */
  text: string;
  resolve: (o: Outcome) => void;
  reject: (e: unknown) => void;
}

const batching = {
  /** At most this many items per statement (each is a subtransaction; PostgreSQL caches 64 per backend). */
  maxBatch: 32,
  /** Batches in flight at once per process; more requests wait and go together in the next one. */
  maxInFlight: 3,
};

/** Sizes of batches (tests force grouping; benches try other values). */
export function configureBatching(options: Partial<typeof batching>): void {
  Object.assign(batching, options);
}

/** [items, milliseconds] of the latest batches (benches). */
export const batchStats: [number, number][] = [];

/**
 * Group commit: movements submitted while batches are in flight are gathered and sent together in
 * one statement (bank_move_batch) and one commit. Items are sent sorted by (customer, key), so two
 * batches with the same keys wait on each other in one order only.
 */
class Batcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Tests: while held, movements wait in the queue (then go together). */
  held = false;
  constructor(private readonly db: Kysely<Database>) {}

  get waiting(): number {
    return this.queue.length;
  }

  release(): void {
    this.held = false;
    this.flush();
  }

  submit(item: Item): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, text: JSON.stringify(item), resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (!this.held && this.queue.length && this.inFlight < batching.maxInFlight) {
      const batch = this.queue.splice(0, batching.maxBatch);
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        if (this.queue.length && !this.scheduled) this.flush();
      });
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    const t0 = performance.now();
    batch.sort(
      (a, b) =>
        cmp(a.item.idem.customer_id, b.item.idem.customer_id) ||
        cmp(a.item.idem.key, b.item.idem.key),
    );
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = await sql<{
          r: Outcome[] | string;
        }>`SELECT bank_move_batch(${`[${batch.map((p) => p.text).join(',')}]`}::jsonb) AS r`.execute(
          this.db,
        );
        const raw = rows[0]?.r;
        const outcomes = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Outcome[] | undefined;
        if (!outcomes || outcomes.length !== batch.length)
          throw new Error('bank_move_batch: one outcome per item expected');
        batchStats.push([batch.length, performance.now() - t0]);
        if (batchStats.length > 10_000) batchStats.splice(0, 5_000);
        batch.forEach((p, i) => p.resolve(outcomes[i] as Outcome));
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if ((code === '40P01' || code === '40001') && attempt < 4) continue;
        // One item broke the whole statement (never expected): each alone, so only it fails.
        if (batch.length > 1) {
          await Promise.all(batch.map((p) => this.run([p])));
          return;
        }
        for (const p of batch) p.reject(error);
        return;
      }
    }
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const batchers = new WeakMap<object, Batcher>();

/** The one batcher of a database (of this process). */
function batcherOf(db: Kysely<Database>): Batcher {
  let b = batchers.get(db);
  if (!b) {
    b = new Batcher(db);
    batchers.set(db, b);
  }
  return b;
}

/**
 * Tests: holds this server's movements until `release`, so that requests sent meanwhile go in one
 * batch; `waiting()` is how many are held.
 */
export function holdMovements(ctx: { db: Kysely<Database> }): {
  waiting: () => number;
  release: () => void;
} {
  const b = batcherOf(ctx.db);
  b.held = true;
  return { waiting: () => b.waiting, release: () => b.release() };
}

/**
 * Runs the movement (grouped with concurrent ones); answers the stored answer of an earlier request
 * with the same key, if any. With `auth`, the session is re-checked in the movement's own transaction:
 * SessionChanged if it is no longer valid as assumed (nothing moved).
 */
export async function moveAtOnce(
  ctx: { db: Kysely<Database> },
  m: Movement & { auth?: AuthInfo },
): Promise<unknown> {
  assertBalanced(m.lines, `movement ${m.kind}`);
  const limit = m.limit ? limitCaps(m.actor, m.limit.kind, m.limit.aed, m.at) : null;
  // Every column (jsonb_populate_record fills missing ones with null, not with their defaults).
  const row = rowOf(
    m.limit && limit
      ? {
          ...m.row,
          details: json({
            ...JSON.parse(m.row.details),
            limit: { kind: limit.kind, aed: limit.aed, at: m.at.toISOString() },
          }),
        }
      : m.row,
  );
  const item: Item = {
    idem: {
      customer_id: m.scope.customerId,
      key: m.scope.key,
      call: m.scope.call,
      hash: m.scope.hash,
      response: json(m.answer),
    },
    limit,
    tx: Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]),
    ),
    lines: m.lines.map((l) => ({
      account: l.account,
      currency: l.currency,
      amount: l.amount.toString(),
      wallet: Boolean(l.wallet),
    })),
    journal: crypto.randomUUID(),
    kind: m.kind,
    at: m.at.toISOString(),
    auth: m.auth
      ? {
          session_id: m.auth.sessionId,
          customer_id: m.auth.customerId,
          user_type: m.auth.userType,
          customer_type: m.auth.customerType,
          company_id: m.auth.companyId,
        }
      : null,
  };
  const batcher = batcherOf(ctx.db);
  for (let attempt = 1; ; attempt++) {
    const outcome = await batcher.submit(item);
    if ('replay' in outcome) return outcome.replay ? JSON.parse(outcome.replay) : m.answer;
    // Deadlock or serialization failure of this item alone (never expected: locks are taken in order).
    if ((outcome.code === '40P01' || outcome.code === '40001') && attempt < 4) continue;
    if (outcome.code !== 'P0001')
      throw Object.assign(new Error(`bank_move_batch: ${outcome.error}`), { code: outcome.code });
    const message = outcome.error;
    if (message === 'session_invalid') throw new SessionChanged();
    if (message === 'idempotency_key_reused') {
      throw new ApiError(
        'idempotency_key_reused',
        'This idempotency key was already used for a different request. Use a new key for a new payment.',
      );
    }
    if (message === 'idempotency_in_progress') {
      throw new ApiError(
        'idempotency_in_progress',
        'A request with this idempotency key is still being processed. Try again in a moment.',
      );
    }
    if (message.startsWith('limit_exceeded:') && m.limit) {
      throw await limitError(
        ctx.db,
        m.actor,
        m.limit.kind,
        m.limit.aed,
        m.at,
        message.endsWith('daily') ? 'daily' : 'monthly',
      );
    }
    if (message.startsWith('insufficient_funds:')) {
      const wallet = message.slice('insufficient_funds:'.length);
      const needed = -m.lines
        .filter((l) => l.account === wallet)
        .reduce((s, l) => s + l.amount, 0n);
      throw await insufficientFunds(ctx.db, wallet, needed);
    }
    throw Object.assign(new Error(`bank_move_batch: ${message}`), { code: outcome.code });
  }
}
