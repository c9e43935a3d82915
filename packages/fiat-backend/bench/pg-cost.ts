// PostgreSQL's share of the hot path, without HTTP: CONC loops call moveAtOnce (the grouped
// bank_move_batch) with batches of at most BATCH items, INFLIGHT batches at once, for SECONDS; prints
// the median and 10th percentile of a batch's time per item and the CPU time of every PostgreSQL
// process per movement. EXTRA_SQL (statements separated by ';;') runs after the migrations, to try a
// change of schema; NOAUTH=1 leaves out the session check; KEEP=1 keeps the schema.
// `node --import tsx bench/pg-cost.ts` (BENCH_DATABASE_URL, default the local cluster).
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openStorage } from '../src/db';
import { batchStats, configureBatching, moveAtOnce } from '../src/money/fast';
import { internalLines } from '../src/money/movements';
import { insertValues, rowOf } from '../src/money/records';
import { scopeOf } from '../src/money/idempotency';
import { createServer } from '../src/server';
import type { AuthInfo } from '../src/security/sessions';
import { fundedCustomer, postgresCpuMs } from './support';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://bank:bank@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.SECONDS ?? 8);
const CONC = Number(process.env.CONC ?? 16);

async function main() {
  const name = `pgcost_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${name}`);
  const storage = await openStorage({ databaseUrl: url, schema: name, poolSize: 8 });
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      LOG_LEVEL: 'warn',
      SEED: 'false',
      SANDBOX_TICK_MS: '0',
      ARGON2_MEMORY_KIB: '64',
      ARGON2_ITERATIONS: '1',
    });
    const { ctx } = await createServer(config, { storage });
    for (const q of (process.env.EXTRA_SQL ?? '').split(';;').filter(Boolean))
      await sql.raw(q).execute(storage.db);
    const people: { id: string; wallet: string; auth: AuthInfo }[] = [];
    for (let i = 0; i < 200; i++) {
      const { customer, wallet } = await fundedCustomer(ctx, i, 'pc');
      const t = await ctx.sessions.create(customer, { ip: '127.0.0.1', userAgent: 'b' });
      people.push({
        id: customer.id,
        wallet: wallet.id,
        auth: {
          customerId: customer.id,
          sessionId: t.sessionId,
          userType: 'individual',
          customerType: null,
          companyId: null,
          kycStatus: 'approved',
        },
      });
    }
    configureBatching({
      maxInFlight: Number(process.env.INFLIGHT ?? 1),
      maxBatch: Number(process.env.BATCH ?? 16),
    });
    const answer = { data: { x: 'y'.repeat(1100) } };
    let done = 0;
    let stop = false;
    const one = async () => {
      const a = people[Math.floor(Math.random() * people.length)]!;
      let b = people[Math.floor(Math.random() * people.length)]!;
      while (b === a) b = people[Math.floor(Math.random() * people.length)]!;
      const at = new Date();
      const row = insertValues(
        {
          id: crypto.randomUUID(),
          type: 'internal_transfer',
          status: 'completed',
          owner_id: a.id,
          created_by: a.id,
          counterparty_owner_id: b.id,
          from_account_id: a.wallet,
          to_account_id: b.wallet,
          currency: 'AED',
          amount: 100n,
          fee: 0n,
          dest_currency: 'AED',
          dest_amount: 100n,
          details: { counterparty: { name: 'x', detail: 'y' } },
        },
        at,
      );
      await moveAtOnce(ctx, {
        scope: scopeOf(a.id, 'internalTransfer', crypto.randomUUID(), {}, { n: Math.random() }),
        actor: { ownerId: a.id, userType: 'individual' },
        limit: { kind: 'transfer', aed: 100n },
        row,
        lines: internalLines(ctx.ledger, rowOf(row)),
        kind: 'internal_transfer',
        answer,
        at,
        auth: process.env.NOAUTH ? undefined : a.auth,
      });
      done++;
    };
    const loop = async () => {
      while (!stop) await one();
    };
    stop = false;
    const warm = Array.from({ length: CONC }, loop);
    await new Promise((r) => setTimeout(r, 2000));
    stop = true;
    await Promise.all(warm);
    stop = false;
    done = 0;
    batchStats.length = 0;
    const c0 = postgresCpuMs(true);
    const n0 = process.cpuUsage();
    const t0 = Date.now();
    const loops = Array.from({ length: CONC }, loop);
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    stop = true;
    await Promise.all(loops);
    const secs = (Date.now() - t0) / 1000;
    const nu = process.cpuUsage(n0);
    const per = batchStats
      .filter(([n]) => n === Number(process.env.BATCH ?? 16))
      .map(([n, ms]) => ms / n)
      .sort((x, y) => x - y);
    console.log(
      `median ms/item ${per[Math.floor(per.length / 2)]?.toFixed(3)} p10 ${per[Math.floor(per.length / 10)]?.toFixed(3)} (${per.length} full batches) · ${(done / secs).toFixed(0)} moves/s  PG CPU ${((postgresCpuMs(true) - c0) / done).toFixed(3)} ms/move  node ${((nu.user + nu.system) / 1000 / done).toFixed(3)} ms/move`,
    );
    await storage.close();
  } finally {
    if (!process.env.KEEP) {
      await admin.query(`DROP SCHEMA ${name} CASCADE`);
      // The job queue's schema beside it (pg-boss, modules/standing/runner.ts).
      await admin.query(`DROP SCHEMA IF EXISTS ${name}_pgboss CASCADE`);
    } else console.log('schema', name);
    await admin.end();
  }
  process.exit(0);
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
