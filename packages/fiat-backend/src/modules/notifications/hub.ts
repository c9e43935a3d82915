// The notification centre's per-process half: one LISTEN on the database (PostgreSQL: a dedicated
// connection; PGlite: its in-process listen), and the streams open on this process. A notification
// is recorded with pg_notify in the same statement (notifications.ts), so every process hears of
// it at its commit, whichever process made it; the payload is small (customer, seq, id) and a
// stream then reads what it has not sent yet from the table, in order: a wake-up lost or doubled
// never loses or repeats an event.
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { after, present } from './queries';

/** How often a stream gets a comment line and its session is checked (and missed events read). */
const HEARTBEAT_MS = 20_000;

/** An open stream: where it is, what it sent last, how to write to it. */
interface Subscriber {
  customerId: string;
  sessionId: string;
  lastSeq: bigint;
  /** Writes one server-sent event block; false when the client is gone. */
  write(text: string): boolean;
  /** Ends the response (the session ended, the server stops). */
  end(): void;
}

const channels = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * The NOTIFY channel of this database schema: `bank_notifications_<schema>` (channels are per
 * database, and tests run suites in schemas of one database).
 */
export function channelOf(db: Kysely<Database>): Promise<string> {
  let channel = channels.get(db);
  if (!channel) {
    channel = sql<{ schema: string }>`SELECT current_schema() AS schema`
      .execute(db)
      .then(({ rows }) =>
        `bank_notifications_${(rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(
          0,
          63,
        ),
      );
    channels.set(db, channel);
    channel.catch(() => channels.delete(db));
  }
  return channel;
}

function eventText(row: { seq: bigint }, data: unknown): string {
  return `id: ${row.seq}\nevent: notification\ndata: ${JSON.stringify(data)}\n\n`;
}

class Stream {
  private pulling = false;
  private again = false;
  closed = false;
  constructor(
    private readonly hub: Hub,
    readonly sub: Subscriber,
  ) {}

  /** Sends what was recorded after the last event sent; one pass at a time, again if woken meanwhile. */
  wake(): void {
    if (this.closed) return;
    if (this.pulling) {
      this.again = true;
      return;
    }
    this.pulling = true;
    const pass = this.pull()
      .catch((error: unknown) => {
        this.hub.ctx.log.warn({ err: error }, 'notification stream: reading failed');
        this.close();
      })
      .finally(() => {
        this.pulling = false;
      });
    this.hub.track(pass);
  }

  private async pull(): Promise<void> {
    const { db } = this.hub.ctx;
    do {
      this.again = false;
      for (;;) {
        const rows = await after(db, this.sub.customerId, this.sub.lastSeq);
        for (const row of rows) {
          if (this.closed) return;
          this.sub.lastSeq = row.seq;
          if (!this.sub.write(eventText(row, present(row)))) {
            this.close();
            return;
          }
        }
        if (rows.length < 200) break;
      }
    } while (this.again && !this.closed);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.hub.remove(this);
    this.sub.end();
  }
}

export class Hub {
  private readonly streams = new Map<string, Set<Stream>>();
  private readonly pending = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  stopped = false;

  constructor(readonly ctx: AppContext) {}

  async start(): Promise<void> {
    const channel = await channelOf(this.ctx.db);
    this.unlisten = await this.ctx.listen(
      channel,
      (payload) => this.heard(payload),
      (error) => this.ctx.log.warn({ err: error }, 'notifications: LISTEN connection lost'),
    );
    this.timer = setInterval(
      () =>
        this.track(
          this.sweep().catch((error: unknown) =>
            this.ctx.log.warn({ err: error }, 'notifications: heartbeat failed'),
          ),
        ),
      HEARTBEAT_MS,
    );
    this.timer.unref();
  }

  /** A NOTIFY: `customer:seq:id`. Streams of that customer behind that seq read on. */
  private heard(payload: string): void {
    const [customerId, seq] = payload.split(':');
    if (!customerId || !seq || !/^\d{1,18}$/.test(seq)) return;
    for (const stream of this.streams.get(customerId) ?? []) {
      if (stream.sub.lastSeq < BigInt(seq)) stream.wake();
    }
  }

  /** Opens a stream: what it missed first (after its lastSeq), then live events. */
  open(sub: Subscriber): { close(): void } {
    const stream = new Stream(this, sub);
    if (this.stopped) {
      stream.close();
      return stream;
    }
    let set = this.streams.get(sub.customerId);
    if (!set) this.streams.set(sub.customerId, (set = new Set()));
    set.add(stream);
    stream.wake();
    return stream;
  }

  /** The streams this process holds open for a customer. */
  openFor(customerId: string): number {
    return this.streams.get(customerId)?.size ?? 0;
  }

  remove(stream: Stream): void {
    const set = this.streams.get(stream.sub.customerId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.sub.customerId);
  }

  /**
   * Every HEARTBEAT_MS: a comment line to each stream (proxies and browsers keep it open), streams
   * whose session ended are closed, and each reads what it may have missed (a LISTEN reconnect).
   */
  async sweep(): Promise<void> {
    const all = [...this.streams.values()].flatMap((set) => [...set]);
    if (!all.length) return;
    const now = this.ctx.clock.now();
    const live = new Set(
      (
        await this.ctx.db
          .selectFrom('sessions')
          .innerJoin('customers', 'customers.id', 'sessions.customer_id')
          .select('sessions.id')
          .where(
            'sessions.id',
            'in',
            all.map((s) => s.sub.sessionId),
          )
          .where('sessions.revoked_at', 'is', null)
          .where('sessions.expires_at', '>', now)
          .where('customers.disabled_at', 'is', null)
          .execute()
      ).map((r) => r.id),
    );
    for (const stream of all) {
      if (!live.has(stream.sub.sessionId)) {
        stream.sub.write('event: end\ndata: {"reason":"session_ended"}\n\n');
        stream.close();
      } else if (!stream.sub.write(': keep-alive\n\n')) stream.close();
      else stream.wake();
    }
  }

  /** Work that must finish before the server stops (a stream's read, a notification's e-mail). */
  track(work: Promise<unknown>): void {
    const p = work.catch(() => {});
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.close();
    await this.unlisten?.();
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}

const hubs = new WeakMap<Kysely<Database>, Hub>();

/** This process's hub of a server (started with the server, see server.ts). */
export function hubOf(ctx: Pick<AppContext, 'db'>): Hub | undefined {
  return hubs.get(ctx.db);
}

/** Starts the listener of this server; the returned function stops it and ends its streams. */
export async function startHub(ctx: AppContext): Promise<() => Promise<void>> {
  const hub = new Hub(ctx);
  hubs.set(ctx.db, hub);
  await hub.start();
  return () => hub.stop();
}
