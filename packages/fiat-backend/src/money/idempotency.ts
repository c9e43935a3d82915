// Idempotency keys on every money-moving call. The key is reserved inside the same database
// transaction as the movement: a concurrent request with the same key waits on the key's unique
// index until the first commits (then replays its answer) or rolls back (then runs itself). The
// same key with another body, or for another call, is refused. Keys are scoped to the user.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AuthInfo } from '../security/sessions';
import { actorOf, type Actor } from './actor';

export interface IdempotencyScope {
  customerId: string;
  key: string;
  call: string;
  /** SHA-256 of the call, its path parameters and its body without the key. */
  hash: string;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k, v]) => k !== 'idempotency_key' && v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export function scopeOf(
  customerId: string,
  call: string,
  key: string,
  params: unknown,
  body: unknown,
): IdempotencyScope {
  const hash = createHash('sha256')
    .update(JSON.stringify({ call, params: canonical(params ?? {}), body: canonical(body ?? {}) }))
    .digest('hex');
  return { customerId, key, call, hash };
}

const reused = () =>
  new ApiError(
    'idempotency_key_reused',
    'This idempotency key was already used for a different request. Use a new key for a new payment.',
  );

export type Replay = { replay: true; status: number; body: unknown } | { replay: false };

/**
 * The start of a money-moving call: the caller (checked by `allowed`, e.g. requireMover), the scope
 * of the request's key, and the answer already given to this request when the key was used before.
 */
export async function keyedCall(
  db: Kysely<Database>,
  auth: AuthInfo,
  allowed: (actor: Actor) => void,
  request: { call: string; key: string; params?: unknown; body: unknown },
): Promise<{
  actor: Actor;
  scope: IdempotencyScope;
  replay: Replay | { replay: false; inFlight: true };
}> {
  const actor = actorOf(auth);
  allowed(actor);
  const scope = scopeOf(
    actor.customerId,
    request.call,
    request.key,
    request.params ?? {},
    request.body,
  );
  return { actor, scope, replay: await lookup(db, scope) };
}

/** A committed answer for this key, or nothing; refuses a key used with another request. */
export async function lookup(
  db: Kysely<Database> | Transaction<Database>,
  scope: IdempotencyScope,
): Promise<Replay | { replay: false; inFlight: true }> {
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('customer_id', '=', scope.customerId)
    .where('key', '=', scope.key)
    .executeTakeFirst();
  if (!row) return { replay: false };
  if (row.call !== scope.call || row.request_hash !== scope.hash) throw reused();
  if (row.response === null || row.status_code === null) return { replay: false, inFlight: true };
  return { replay: true, status: row.status_code, body: JSON.parse(row.response) };
}

/**
 * Reserves the key in `tx`. Answers the stored result when the key was already used with the same
 * request (after waiting for a concurrent one to commit); throws when it was used for another.
 */
export async function reserve(
  tx: Transaction<Database>,
  clock: Clock,
  scope: IdempotencyScope,
): Promise<Replay> {
  const inserted = await tx
    .insertInto('idempotency_keys')
    .values({
      customer_id: scope.customerId,
      key: scope.key,
      call: scope.call,
      request_hash: scope.hash,
      status_code: null,
      response: null,
      created_at: clock.now(),
    })
    .onConflict((oc) => oc.columns(['customer_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { replay: false };
  const found = await lookup(tx, scope);
  if (found.replay) return found;
  // Reserved by a call that did its work outside one transaction (card payment) and has not finished:
  // the caller waits for its answer outside this transaction (answerOf).
  throw inProgress();
}

export async function complete(
  tx: Kysely<Database> | Transaction<Database>,
  scope: IdempotencyScope,
  status: number,
  body: unknown,
): Promise<void> {
  await tx
    .updateTable('idempotency_keys')
    .set({ status_code: status, response: JSON.stringify(body) })
    .where('customer_id', '=', scope.customerId)
    .where('key', '=', scope.key)
    .execute();
}

/** How long a repeat of a request still in flight waits for the first one's answer. */
const IN_FLIGHT_WAIT_MS = 15_000;

const inProgress = () =>
  new ApiError(
    'idempotency_in_progress',
    'A request with this idempotency key is still being processed. Try again in a moment.',
  );

/**
 * The answer of the request that holds this key, waited for while it is in flight (a double click,
 * or a retry while the first is with the card provider): polled with a growing pause, bounded by
 * IN_FLIGHT_WAIT_MS, after which the repeat is told the first is still being processed. Polling
 * reads the database, so the first request may be on another server process. Answers
 * `{ replay: false }` when the key is gone (the first request failed and rolled back): the caller
 * then runs the request itself.
 */
export async function answerOf(
  db: Kysely<Database>,
  scope: IdempotencyScope,
  waitMs = IN_FLIGHT_WAIT_MS,
): Promise<Replay> {
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const found = await lookup(db, scope);
    if (!('inFlight' in found)) return found;
    if (Date.now() >= deadline) throw inProgress();
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** True when `error` says the key is held by a request still in flight. */
export const isInProgress = (error: unknown) =>
  error instanceof ApiError && error.code === 'idempotency_in_progress';

const RETRYABLE = new Set(['40001', '40P01']);

/** Runs `fn` in a transaction, retrying serialization failures and deadlocks (never expected, but safe). */
export async function inTransaction<T>(
  db: Kysely<Database>,
  fn: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt < 4 && typeof code === 'string' && RETRYABLE.has(code)) continue;
      throw error;
    }
  }
}

/**
 * The whole pattern for calls whose effects are all in the database: reserve the key, run, store
 * the answer, commit; a replay answers the stored body.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  clock: Clock,
  scope: IdempotencyScope,
  status: number,
  run: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const replay = await reserve(tx, clock, scope);
    if (replay.replay) return replay.body as T;
    const result = await run(tx);
    await complete(tx, scope, status, result);
    return result;
  });
}
