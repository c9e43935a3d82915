// The hot path's cost does not grow with the tables (PostgreSQL). bank_move_batch's first version
// looked idempotency keys up, and updated limit rows, through joins that PostgreSQL planned, while
// the tables were small, as a hash of the whole table, and kept that plan: every batch then read
// every key ever stored. Here the plans are made on small tables (as after a deployment), the
// tables then grow by thousands of rows, and transfers must not read them whole: PostgreSQL's own
// counters of rows read by sequential scans show it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';
import { apiFor, fund, key, newCustomer, openWallet } from './money-helpers';

const GROWTH = 5000;
const TRANSFERS = 10;

interface Counters {
  seq: number;
  ins: number;
}

describe('grouped transfers on postgres read keys and limits by index, however many there are', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('postgres');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Rows read by sequential scans and rows inserted, per table, as PostgreSQL counts them. */
  async function counters(): Promise<Record<string, Counters>> {
    const { rows } = await sql<{ relname: string; seq: string; ins: string }>`
      SELECT relname, coalesce(seq_tup_read, 0) AS seq, n_tup_ins AS ins FROM pg_stat_user_tables
      WHERE schemaname = current_schema() AND relname IN ('idempotency_keys', 'limit_usage')`.execute(
      server.ctx.db,
    );
    return Object.fromEntries(
      rows.map((r) => [r.relname, { seq: Number(r.seq), ins: Number(r.ins) }]),
    );
  }

  /** Counters once every connection has reported them (backends report at most once a second, idle ones within 10 s). */
  async function settled(
    until: (c: Record<string, Counters>) => boolean,
  ): Promise<Record<string, Counters>> {
    let last = '';
    for (let i = 0; i < 60; i++) {
      const c = await counters();
      const text = JSON.stringify(c);
      if (until(c) && text === last) return c;
      last = text;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error(`PostgreSQL's counters did not settle: ${last}`);
  }

  it(`${TRANSFERS} transfers after the keys and limit rows grew by ${GROWTH} each read neither table whole`, async () => {
    const [a, b] = await Promise.all([newCustomer(server), newCustomer(server)]);
    const aw = await openWallet(server, a.token, 'AED');
    const bw = await openWallet(server, b.token, 'AED');
    await fund(server, aw, '100000', 'AED');
    const send = () =>
      apiFor(server, a.token)('POST', '/transfer/internal', {
        idempotency_key: key(),
        from_wallet_id: aw.wallet_id,
        to_account_number: bw.account_number,
        amount_minor: '100',
      });
    // Plans made on small tables, on every connection of the server's pool.
    for (const answer of await Promise.all(Array.from({ length: 8 }, send)))
      expect(answer.status).toBe(201);

    await sql`INSERT INTO idempotency_keys (customer_id, key, call, request_hash, status_code, response, created_at)
      SELECT gen_random_uuid(), 'k' || g, 'transfer.internal', 'h', 201, '{}', now() FROM generate_series(1, ${GROWTH}) g`.execute(
      server.ctx.db,
    );
    await sql`INSERT INTO limit_usage (owner_id, kind, period, used)
      SELECT gen_random_uuid(), 'transfer', '2026-01-01', 0 FROM generate_series(1, ${GROWTH}) g`.execute(
      server.ctx.db,
    );
    const before = await settled(
      (c) => (c.idempotency_keys?.ins ?? 0) >= GROWTH && (c.limit_usage?.ins ?? 0) >= GROWTH,
    );

    for (let i = 0; i < TRANSFERS; i++) expect((await send()).status).toBe(201);
    const after = await settled(
      (c) => (c.idempotency_keys?.ins ?? 0) >= (before.idempotency_keys?.ins ?? 0) + TRANSFERS,
    );

    const read = (table: string) => (after[table]?.seq ?? 0) - (before[table]?.seq ?? 0);
    // A single full read of either table would be more than GROWTH rows; the first version read
    // both whole in every batch (more than TRANSFERS × GROWTH rows each).
    expect(read('idempotency_keys')).toBeLessThan(GROWTH);
    expect(read('limit_usage')).toBeLessThan(GROWTH);
  });
});
