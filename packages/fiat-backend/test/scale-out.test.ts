// Scale-out, shown (issue 27): HAProxy in front of two server processes (`tsx src/main.ts`) on one
// PostgreSQL schema. Through the balancer only: customers' wallets opened and funded, a payee's
// notification stream, a standing order due today, then a stream of internal transfers during which
// one process is killed with SIGKILL (a client retries what failed with the same idempotency key),
// then the scheduler's tick. Every acknowledged transfer exists once, the run is made once, the
// payee's stream on the surviving process gets the money that arrived after the kill, and the
// ledger balances. PostgreSQL only (processes share nothing else); haproxy missing is a failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, packageDir } from '../src/config';
import { openStorage } from '../src/db';
import { Ledger } from '../src/money/ledger';
import { dubaiDate } from '../src/modules/standing/dates';
import { createServer } from '../src/server';
import { call, freePort, serverProcessEnv, testSchema, type TestServer } from './helpers';
import { key, newCustomer } from './money-helpers';

const HAPROXY = '/usr/sbin/haproxy';
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  // Every child first (even when the test failed half-way), then the schema.
  await Promise.all(children.map((c) => stop(c)));
  for (const c of cleanups.reverse()) await c();
});

const pause = () => new Promise((r) => setTimeout(r, 20));

/** Polls `ready` every 20 ms until it is true, or fails after `ms` saying what it waited for. */
async function until(what: string, ms: number, ready: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await pause();
  }
}

function child(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const c = spawn(command, args, {
    cwd: packageDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  c.stderr?.on('data', (d) => (stderr += String(d)));
  c.on('exit', (code, signal) => {
    if (code && signal !== 'SIGKILL') console.error(`${command} exited ${code}: ${stderr}`);
  });
  children.push(c);
  return c;
}

async function stop(c: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (c.exitCode !== null || c.signalCode !== null) return;
  const exited = new Promise((r) => c.once('exit', r));
  c.kill(signal);
  await exited;
}

async function healthy(url: string, c: ChildProcess): Promise<void> {
  await until(`${url} to answer`, 60_000, async () => {
    if (c.exitCode !== null) throw new Error(`${String(c.spawnargs[0])} exited with ${c.exitCode}`);
    try {
      return (await fetch(url)).ok;
    } catch {
      return false; // not listening yet
    }
  });
}

interface Stream {
  status: number;
  /** The notifications' data, in order. */
  events: { eventId: string; kind: string; transaction_id: string | null }[];
  ended: boolean;
  close(): void;
}

/** A notification stream read as a page's EventSource would (bearer token, Last-Event-ID). */
async function openStream(api: string, token: string, lastEventId?: string): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(`${api}/notifications/stream`, {
    headers: {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const stream: Stream = {
    status: response.status,
    events: [],
    ended: false,
    close: () => abort.abort(),
  };
  if (response.status !== 200 || !response.body) {
    stream.ended = true;
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let id = '';
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data !== undefined && id) stream.events.push({ ...JSON.parse(data), eventId: id });
        }
      }
    } catch {
      // aborted, or the process holding it died
    }
    stream.ended = true;
  })();
  return stream;
}

interface Sent {
  key: string;
  /** When it was first sent, by Date.now(). */
  at: number;
  transactionId?: string;
  attempts: number;
}

describe('scale-out on postgres: HAProxy, two server processes, one database', () => {
  it(
    'keeps every acknowledged transfer once, runs a standing order once and streams on the survivor when a process is killed',
    { timeout: 180_000 },
    async () => {
      if (!existsSync(HAPROXY))
        throw new Error(
          `${HAPROXY} is missing: this test needs HAProxy. Install Debian's package (apt-get install -y haproxy), ` +
            'or run `pnpm test` at the workspace root, which installs it (scripts/lib.mjs, ensureSystemPackages).',
        );
      const created = await testSchema('scale'); // fails clearly without TEST_DATABASE_URL
      cleanups.push(created.drop);
      const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
      // Development routes on (/dev/bank/incoming, /dev/scheduler/tick).
      const env = (port: number) =>
        serverProcessEnv(port, 'scale-out-test-secret-scale-out-test-secret-0123', {
          HOST: '127.0.0.1',
          DATABASE_URL: created.databaseUrl,
          // The run is made by the tick below, not by a cron minute that could fall mid-kill.
          STANDING_ORDERS_CRON: 'false',
        });

      // Migrations and customers (with their sessions) by the server's own code in this process.
      const storage = await openStorage({
        databaseUrl: created.url,
        schema: created.schema,
        poolSize: 2,
      });
      const setup = await createServer(loadConfig(env(0)), { storage });
      const setupServer = { ctx: setup.ctx } as TestServer;
      const payer = await newCustomer(setupServer);
      const orderer = await newCustomer(setupServer);
      const payee = await newCustomer(setupServer);
      await setup.app.close();

      const a = child(process.execPath, ['--import', 'tsx', 'src/main.ts'], env(portA));
      const b = child(process.execPath, ['--import', 'tsx', 'src/main.ts'], env(portB));
      const apiA = `http://127.0.0.1:${portA}/api/fiat`;
      const apiB = `http://127.0.0.1:${portB}/api/fiat`; // the survivor
      await Promise.all([healthy(`${apiA}/health`, a), healthy(`${apiB}/health`, b)]);

      const dir = mkdtempSync(path.join(tmpdir(), 'fiat-scale-out-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      const cfg = path.join(dir, 'haproxy.cfg');
      writeFileSync(
        cfg,
        `global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A notification stream is one long answer: its 20-second keep-alive stays within client and
  # server; the tunnel timeout is for connections that became tunnels.
  timeout tunnel 1h
  timeout http-request 10s
  # A request whose connection to a dead process failed goes to another one.
  option redispatch
  retries 3

frontend bank
  bind 127.0.0.1:${portLb}
  default_backend fiat

backend fiat
  balance roundrobin
  option httpchk GET /api/fiat/health
  http-check expect status 200
  default-server inter 200ms fall 2 rise 1
  server a 127.0.0.1:${portA} check
  server b 127.0.0.1:${portB} check
`,
      );
      const lb = child(HAPROXY, ['-f', cfg, '-db'], {});
      const api = `http://127.0.0.1:${portLb}/api/fiat`;
      await healthy(`${api}/health`, lb);
      const balancer = { api } as TestServer;
      const as = (token: string) => (method: string, p: string, body?: unknown) =>
        call(balancer, method, p, { token, ...(body === undefined ? {} : { body }) });

      // (1) Wallets opened and funded through the balancer (the dev route of an incoming transfer).
      const open = async (token: string) => {
        const answer = await as(token)('POST', '/wallet/open', { currency: 'AED' });
        expect(answer.status).toBe(201);
        return answer.body.data as { wallet_id: string; iban: string; account_number: string };
      };
      const from = await open(payer.token);
      const orderFrom = await open(orderer.token);
      const to = await open(payee.token);
      for (const w of [from, orderFrom]) {
        const funded = await call(balancer, 'POST', '/dev/bank/incoming', {
          body: {
            iban: w.iban,
            amount_minor: '1000000',
            currency: 'AED',
            sender_name: 'Scale out',
          },
        });
        expect(funded.status).toBe(201);
      }

      // (2) The payee's streams: one through the balancer, one on the process that will survive.
      const viaLb = await openStream(api, payee.token);
      const onB = await openStream(apiB, payee.token);
      expect([viaLb.status, onB.status]).toEqual([200, 200]);

      // (3) A standing order due today (Dubai's date), made by the tick below.
      const today = dubaiDate(new Date());
      const order = await as(orderer.token)('POST', '/standing_orders', {
        kind: 'internal',
        from_wallet_id: orderFrom.wallet_id,
        to_account_number: to.account_number,
        amount_minor: '700',
        frequency: 'once',
        start_date: today,
        reference: 'Scale out',
      });
      expect(order.status).toBe(201);
      const orderId = order.body.data.id as string;

      // (4) Transfers from 8 clients at once through the balancer; each retries its own request,
      // with the same key, until it is answered (a dead process: 502/503, or the connection drops).
      const sent: Sent[] = [];
      const transfer = async (s: Sent) => {
        const deadline = Date.now() + 30_000;
        for (;;) {
          s.attempts++;
          const answer = await as(payer.token)('POST', '/transfer/internal', {
            idempotency_key: s.key,
            from_wallet_id: from.wallet_id,
            to_account_number: to.account_number,
            amount_minor: '100',
          }).catch(() => undefined); // the connection dropped: send it again
          if (answer?.status === 201) {
            s.transactionId = answer.body.data.transaction_id as string;
            return;
          }
          if (
            answer &&
            answer.status < 500 &&
            answer.body?.error?.code !== 'idempotency_in_progress'
          )
            throw new Error(`transfer: ${answer.status} ${JSON.stringify(answer.body)}`);
          if (Date.now() > deadline) throw new Error(`transfer ${s.key} never answered`);
          await pause();
        }
      };
      let sending = true;
      const worker = async () => {
        while (sending) {
          const s: Sent = { key: key(), at: Date.now(), attempts: 0 };
          sent.push(s);
          await transfer(s);
        }
      };
      const workers = Array.from({ length: 8 }, worker);
      const acknowledged = () => sent.filter((s) => s.transactionId).length;
      await until('30 transfers before the kill', 30_000, () => acknowledged() >= 30);
      // SSE passes through HAProxy as it is written (no buffering): events on the balanced stream.
      await until('events on the stream through HAProxy', 10_000, () => viaLb.events.length > 0);
      await stop(a, 'SIGKILL');
      const killedAt = Date.now();
      const before = acknowledged();
      await until('30 transfers after the kill', 30_000, () => acknowledged() >= before + 30);
      sending = false;
      await Promise.all(workers);
      expect(sent.every((s) => s.transactionId)).toBe(true);
      console.info(
        `scale-out: ${sent.length} transfers, ${sent.filter((s) => s.attempts > 1).length} sent again after a failure`,
      );

      // (5) The scheduler's tick through the balancer, twice: the run is made once.
      const ticks = [];
      for (let i = 0; i < 2; i++) {
        const tick = await call(balancer, 'POST', '/dev/scheduler/tick');
        expect(tick.status).toBe(200);
        ticks.push(tick.body.data as { claimed: number; completed: number; failed: number });
      }
      expect(ticks.map((t) => t.claimed)).toEqual([1, 0]);
      expect(ticks[0]?.completed).toBe(1);

      // Money that arrived after the kill (sent once process A was gone, so made by B) and the
      // standing order's run reach the payee's stream on B.
      const db = new pg.Client({ connectionString: created.url });
      await db.connect();
      await db.query(`SET search_path TO ${created.schema}`);
      cleanups.push(() => db.end());
      const runs = await db.query<{ status: string; transaction_id: string | null }>(
        'SELECT status, transaction_id FROM standing_order_runs WHERE order_id = $1',
        [orderId],
      );
      expect(runs.rows).toHaveLength(1);
      expect(runs.rows[0]?.status).toBe('completed');
      const runTx = runs.rows[0]?.transaction_id ?? '';
      const afterKill = sent.filter((s) => s.at > killedAt).map((s) => s.transactionId ?? '');
      expect(afterKill.length).toBeGreaterThan(0);
      const arrived = () => new Set(onB.events.map((e) => e.transaction_id));
      await until('the money after the kill on the survivor’s stream', 10_000, () =>
        [...afterKill, runTx].every((id) => arrived().has(id)),
      );
      expect(onB.ended).toBe(false);
      expect(onB.events.every((e) => e.kind === 'money_in')).toBe(true);
      // Event ids (the payee's own counter) go up, none twice.
      const seqs = onB.events.map((e) => Number(e.eventId));
      expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
      // The balanced stream: still on B, or (it was on A) reconnected by its Last-Event-ID, as
      // EventSource does; either way it gets the run's money.
      let balanced = viaLb;
      if (viaLb.ended) {
        balanced = await openStream(api, payee.token, viaLb.events.at(-1)?.eventId);
        expect(balanced.status).toBe(200);
      }
      await until('the run’s money on the balanced stream', 10_000, () =>
        balanced.events.some((e) => e.transaction_id === runTx),
      );
      for (const s of [viaLb, balanced, onB]) s.close();

      // Every acknowledged transfer exists exactly once: one transaction per key, no other.
      const rows = await db.query<{ id: string; status: string }>(
        `SELECT id, status FROM transactions WHERE from_account_id = $1 AND type = 'internal_transfer'`,
        [from.wallet_id],
      );
      const ids = rows.rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(sent.map((s) => s.transactionId).sort());
      expect(rows.rows.every((r) => r.status === 'completed')).toBe(true);
      const keys = await db.query<{ key: string; response: string | null }>(
        'SELECT key, response FROM idempotency_keys WHERE customer_id = $1',
        [payer.customerId],
      );
      expect(keys.rows.map((r) => r.key).sort()).toEqual(sent.map((s) => s.key).sort());
      expect(keys.rows.every((r) => r.response !== null)).toBe(true);
      const balances = await db.query<{ id: string; balance: string }>(
        'SELECT id, balance::text AS balance FROM accounts WHERE id = ANY($1)',
        [[from.wallet_id, orderFrom.wallet_id, to.wallet_id]],
      );
      const balanceOf = (id: string) =>
        BigInt(balances.rows.find((r) => r.id === id)?.balance ?? -1);
      expect(balanceOf(from.wallet_id)).toBe(1_000_000n - 100n * BigInt(sent.length));
      expect(balanceOf(orderFrom.wallet_id)).toBe(1_000_000n - 700n);
      expect(balanceOf(to.wallet_id)).toBe(100n * BigInt(sent.length) + 700n);

      // The ledger balances (the check every money suite ends with).
      await stop(b, 'SIGTERM');
      const check = await openStorage({
        databaseUrl: created.url,
        schema: created.schema,
        poolSize: 1,
      });
      try {
        const ledger = await Ledger.check(check.db);
        expect(ledger.unbalanced).toEqual([]);
        expect(ledger.walletMismatches).toEqual([]);
        expect(ledger.negativeWallets).toEqual([]);
        for (const t of ledger.totals) expect(t.sum).toBe('0');
      } finally {
        await check.close();
      }
    },
  );
});
