// The notifications table: a customer's page (newest first), the ones after a stream's last event,
// the unread count, marking read.
import type { Notification } from '@bank/api-contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema';

type Row = Selectable<NotificationsTable>;

const COLUMNS = [
  'id',
  'customer_id',
  'seq',
  'kind',
  'title',
  'body',
  'link',
  'transaction_id',
  'dedupe_key',
  'created_at',
  'read_at',
] as const;

export function present(row: Row): Notification {
  return {
    id: row.id,
    seq: row.seq.toString(),
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    transaction_id: row.transaction_id,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

/** A page, newest first: before `before` (a seq) when given. */
export function page(
  db: Kysely<Database>,
  customerId: string,
  options: { before?: bigint | undefined; limit: number; unreadOnly: boolean },
): Promise<Row[]> {
  let q = db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('customer_id', '=', customerId)
    .orderBy('seq', 'desc')
    .limit(options.limit);
  if (options.before !== undefined) q = q.where('seq', '<', options.before);
  if (options.unreadOnly) q = q.where('read_at', 'is', null);
  return q.execute();
}

/** The ones after `seq`, oldest first (a stream's catch-up and its live events). */
export function after(
  db: Kysely<Database>,
  customerId: string,
  seq: bigint,
  limit = 200,
): Promise<Row[]> {
  return db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('customer_id', '=', customerId)
    .where('seq', '>', seq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The customer's newest seq (0 when none): where a stream without Last-Event-ID starts. */
export async function newest(db: Kysely<Database>, customerId: string): Promise<bigint> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.seq === null || row?.seq === undefined ? 0n : BigInt(row.seq);
}

export async function unreadCount(db: Kysely<Database>, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('customer_id', '=', customerId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one read (the first time only); undefined when it is not this customer's. */
export async function markRead(
  db: Kysely<Database>,
  customerId: string,
  id: string,
  now: Date,
): Promise<Row | undefined> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('read_at', 'is', null)
    .execute();
  return db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function markAllRead(
  db: Kysely<Database>,
  customerId: string,
  upTo: bigint | undefined,
  now: Date,
): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('customer_id', '=', customerId)
    .where('read_at', 'is', null);
  if (upTo !== undefined) q = q.where('seq', '<=', upTo);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
