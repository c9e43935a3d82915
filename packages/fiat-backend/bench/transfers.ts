// `pnpm --filter @bank/fiat-backend bench`: transfer throughput, on loopback, bounded in time.
// On PostgreSQL, in one run on one server: internal transfers per second through the HTTP API
// (the server in its own process, as `pnpm start` runs it), pgbench's TPC-B transactions per
// second, and their ratio (goal ≥ 0.4); then p50/p99 latency of a transfer at half the measured
// rate; then the same transfer figures with PGlite (data folder). Prints figures; asserts nothing.
//
// Environment: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else scripts/ensure-postgres.sh),
// BENCH_SECONDS (10), BENCH_CONNECTIONS (16 HTTP connections), BENCH_DB_POOL (8 connections, and
// pgbench's clients), BENCH_CUSTOMERS (200), BENCH_WORKERS (1), BENCH_PGLITE (0: skip the PGlite figure).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig, packageDir } from '../src/config';
import { openStorage, type Storage } from '../src/db';
import { Ledger } from '../src/money/ledger';
import { createServer } from '../src/server';
import { cpuMs, fundedCustomer, postgresCpuMs } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POOL = Number(process.env.BENCH_DB_POOL ?? 8);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

function postgresUrl(): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return url;
  return execFileSync(
    'bash',
    [path.join(packageDir, '..', '..', 'scripts', 'ensure-postgres.sh')],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim();
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createNetServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function schema(url: string, name: string, drop = false): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(drop ? `DROP SCHEMA IF EXISTS ${name} CASCADE` : `CREATE SCHEMA ${name}`);
  // The job queue's schema beside it (pg-boss, modules/standing/runner.ts).
  if (drop) await c.query(`DROP SCHEMA IF EXISTS ${name}_pgboss CASCADE`);
  await c.end();
}

/** pgbench TPC-B (its default script) on the same server, in a schema of its own. */
function pgbench(url: string, name: string): number {
  const env = { ...process.env, PGOPTIONS: `-c search_path=${name}` };
  const init = spawnSync('pgbench', ['-i', '-q', '-s', String(POOL), url], {
    env,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync(
    'pgbench',
    ['-n', '-c', String(POOL), '-j', '2', '-T', String(SECONDS), url],
    { env, encoding: 'utf8' },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench failed: ${run.stdout}${run.stderr}`);
  return Number(tps);
}

interface Fixture {
  tokens: string[];
  wallets: string[];
}

/** Customers with funded AED wallets and sessions, written through the server's own code. */
async function prepare(storage: Storage, env: Record<string, string>): Promise<Fixture> {
  const config = loadConfig(env);
  const { ctx, app } = await createServer(config, { storage });
  const tokens: string[] = [];
  const wallets: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const { customer, wallet } = await fundedCustomer(ctx, i, 'bench');
    tokens.push(
      (await ctx.sessions.create(customer, { ip: '127.0.0.1', userAgent: 'bench' })).accessToken,
    );
    wallets.push(wallet.account_number ?? '');
  }
  const ids = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'account_number'])
    .where('kind', '=', 'wallet')
    .execute();
  const byNumber = new Map(ids.map((r) => [r.account_number, r.id]));
  await app.close();
  return { tokens, wallets: wallets.map((n) => `${byNumber.get(n)}|${n}`) };
}

function start(env: Record<string, string>): ChildProcess {
  const profile = process.env.BENCH_PROFILE
    ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function healthy(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/fiat/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Random internal transfers of AED 1.00 between the bench customers. */
async function load(base: string, f: Fixture, rate?: number, seconds = SECONDS): Promise<Load> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/fiat/transfer/internal',
        setupRequest: (request) => {
          const from = Math.floor(Math.random() * f.tokens.length);
          let to = Math.floor(Math.random() * (f.tokens.length - 1));
          if (to >= from) to++;
          const [fromWallet] = (f.wallets[from] ?? '').split('|');
          const [, toAccount] = (f.wallets[to] ?? '').split('|');
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              authorization: `Bearer ${f.tokens[from]}`,
            },
            body: JSON.stringify({
              idempotency_key: crypto.randomUUID(),
              from_wallet_id: fromWallet,
              to_account_number: toAccount,
              amount_minor: '100',
            }),
          };
        },
      },
    ],
  });
  return {
    perSecond: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function run(
  label: string,
  env: Record<string, string>,
  storage: () => Promise<Storage>,
): Promise<Load[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const full = { ...env, PORT: String(port) };
  const s = await storage();
  const fixture = await prepare(s, full);
  const child = start(full);
  try {
    await healthy(base);
    await load(base, fixture, undefined, 2); // warm-up: JIT, pools, caches
    const cpu0 = [cpuMs(child.pid ?? 0), postgresCpuMs(), process.cpuUsage()] as const;
    const max = await load(base, fixture);
    const n = max.perSecond * SECONDS;
    const bench = process.cpuUsage(cpu0[2]);
    const cpu = `CPU per transfer: server ${((cpuMs(child.pid ?? 0) - cpu0[0]) / n).toFixed(2)} ms, PostgreSQL ${((postgresCpuMs() - cpu0[1]) / n).toFixed(2)} ms, load generator ${((bench.user + bench.system) / 1000 / n).toFixed(2)} ms`;
    const half = await load(base, fixture, Math.max(1, Math.floor(max.perSecond / 2)));
    console.log(
      `${label.padEnd(34)} ${max.perSecond.toFixed(0).padStart(8)} transfers/s   at ${Math.floor(max.perSecond / 2)}/s: p50 ${half.p50} ms, p99 ${half.p99} ms   (errors ${max.errors + half.errors})`,
    );
    console.log(`${''.padEnd(34)} ${cpu}`);
    return [max, half];
  } finally {
    await stop(child);
  }
}

async function main() {
  const url = postgresUrl();
  const stamp = Date.now();
  const base: Record<string, string> = {
    NODE_ENV: 'test',
    APP_SECRET: SECRET,
    LOG_LEVEL: 'warn',
    SEED: 'false',
    SANDBOX_TICK_MS: '0',
    ACCESS_TOKEN_TTL: '3600',
    ARGON2_MEMORY_KIB: '64',
    ARGON2_ITERATIONS: '1',
  };
  console.log(
    `\nfiat-backend transfer bench · loopback · ${SECONDS} s per figure · ${CONNECTIONS} HTTP connections · DB pool ${POOL} · ${CUSTOMERS} customers\n`,
  );

  // PostgreSQL: pgbench and the API on the same server, one after the other.
  const pgbName = `bench_pgbench_${stamp}`;
  await schema(url, pgbName);
  let tps: number;
  try {
    tps = pgbench(url, pgbName);
  } finally {
    await schema(url, pgbName, true);
  }
  console.log(
    `${'pgbench TPC-B (PostgreSQL)'.padEnd(34)} ${tps.toFixed(0).padStart(8)} tps          (${POOL} clients, scale ${POOL})`,
  );
  const apiName = `bench_api_${stamp}`;
  await schema(url, apiName);
  let pgMax: Load;
  try {
    const dbUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${apiName}`)}`;
    [pgMax] = (await run(
      `HTTP transfers (PostgreSQL, ${WORKERS} proc.)`,
      {
        ...base,
        DATABASE_URL: dbUrl,
        DATABASE_POOL_SIZE: String(Math.max(2, Math.ceil(POOL / WORKERS))),
        WORKERS: String(WORKERS),
      },
      () => openStorage({ databaseUrl: url, schema: apiName, poolSize: POOL }),
    )) as [Load];
    const check = await (async () => {
      const s = await openStorage({ databaseUrl: url, schema: apiName, poolSize: 2 });
      try {
        return await Ledger.check(s.db);
      } finally {
        await s.close();
      }
    })();
    console.log(
      `${'ledger after the PostgreSQL runs'.padEnd(34)} ${check.journals} journals, ${check.unbalanced.length} unbalanced, ${check.walletMismatches.length} wallet mismatches`,
    );
  } finally {
    await schema(url, apiName, true);
  }
  console.log(
    `${'ratio transfers/s ÷ TPC-B tps'.padEnd(34)} ${(pgMax.perSecond / tps).toFixed(2).padStart(8)}           (goal ≥ 0.40)`,
  );

  // PGlite in a data folder, as `pnpm start` runs it.
  if (process.env.BENCH_PGLITE === '0') return;
  const dir = mkdtempSync(path.join(tmpdir(), 'fiat-bench-'));
  try {
    await run('HTTP transfers (PGlite)', { ...base, DATA_DIR: dir }, () =>
      openStorage({ dataDir: path.join(dir, 'pglite') }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
