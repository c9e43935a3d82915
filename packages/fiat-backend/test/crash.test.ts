// The server killed with SIGKILL in the middle of a transfer load, then restarted, on PostgreSQL
// and on PGlite (its data folder): every transfer that was acknowledged exists and is complete,
// none is half-done, replaying any key moves nothing twice, and the ledger balances.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, packageDir } from '../src/config';
import { requireAsset } from '../src/money/assets';
import { creditIncomingTransfer } from '../src/money/incoming';
import { createWallet } from '../src/money/wallets';
import { createServer } from '../src/server';
import { openStorage, type Storage } from '../src/db';
import { Ledger } from '../src/money/ledger';
import { ENGINES, freePort, serverProcessEnv, testSchema } from './helpers';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The server as one process (node with the tsx loader), so that a signal reaches the server itself. */
function start(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  child.on('exit', (code, signal) => {
    if (code && code !== 0 && signal !== 'SIGKILL')
      console.error(`server exited ${code}: ${stderr}`);
  });
  return child;
}

async function healthy(api: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${api}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

interface Sent {
  key: string;
  acknowledged?: string;
}

for (const engine of ENGINES) {
  describe(`SIGKILL during a transfer load on ${engine}`, () => {
    it(
      'keeps every acknowledged transfer, completes or drops each in full, and balances',
      { timeout: 240_000 },
      async () => {
        const port = await freePort();
        const api = `http://127.0.0.1:${port}/api/fiat`;
        const env = serverProcessEnv(port, 'crash-test-secret-crash-test-secret-0123456789');
        let open: () => Promise<Storage>;
        if (engine === 'postgres') {
          const created = await testSchema('crash');
          env.DATABASE_URL = created.databaseUrl;
          open = () =>
            openStorage({ databaseUrl: created.url, schema: created.schema, poolSize: 2 });
          cleanups.push(created.drop);
        } else {
          const dir = mkdtempSync(path.join(tmpdir(), 'fiat-crash-'));
          env.DATA_DIR = dir;
          open = () => openStorage({ dataDir: path.join(dir, 'pglite') });
          cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
        }

        // Data written by the server's own code in this process (no demo seed, no login), then the server starts.
        const setup = await open();
        const { ctx, app } = await createServer(loadConfig(env), { storage: setup });
        const make = async (email: string) => {
          const now = ctx.clock.now();
          return ctx.db
            .insertInto('customers')
            .values({
              id: crypto.randomUUID(),
              email,
              email_normalized: email,
              email_verified_at: now,
              password_hash: 'x',
              password_changed_at: now,
              user_type: 'individual',
              customer_type: null,
              company_id: null,
              first_name: 'Crash',
              last_name: 'Test',
              date_of_birth: '1990-01-01',
              nationality: 'AE',
              country_of_residence: 'AE',
              phone: null,
              phone_verified_at: null,
              totp_secret: null,
              totp_enabled_at: null,
              totp_last_step: null,
              totp_pending_secret: null,
              totp_pending_attempts: 0,
              otp_channel: null,
              mfa_required: false,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        };
        const a = await make('crash-payer@test.bank');
        const b = await make('crash-payee@test.bank');
        const aedWallet = await createWallet(
          ctx.db,
          { id: a.id, type: 'customer' },
          requireAsset('AED'),
          ctx.clock.now(),
        );
        const payee = await createWallet(
          ctx.db,
          { id: b.id, type: 'customer' },
          requireAsset('AED'),
          ctx.clock.now(),
        );
        await creditIncomingTransfer(ctx, {
          iban: aedWallet.iban ?? '',
          amountMinor: '1000000',
          currency: 'AED',
          senderName: 'Crash test',
        });
        const token = (await ctx.sessions.create(a, { ip: '127.0.0.1', userAgent: 'crash test' }))
          .accessToken;
        await app.close();

        let child = start(env);
        cleanups.push(() => stop(child, 'SIGKILL'));
        await healthy(api, child);
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const aed = { wallet_id: aedWallet.id };
        const before = 1_000_000n;
        const bodyOf = (key: string) =>
          JSON.stringify({
            idempotency_key: key,
            from_wallet_id: aed.wallet_id,
            to_account_number: payee.account_number,
            amount_minor: '100',
          });

        // Load: 12 workers sending transfers until the server dies.
        const sent: Sent[] = [];
        let alive = true;
        const worker = async () => {
          while (alive) {
            const s: Sent = { key: crypto.randomUUID() };
            sent.push(s);
            try {
              const res = await fetch(`${api}/transfer/internal`, {
                method: 'POST',
                headers,
                body: bodyOf(s.key),
              });
              const json = (await res.json()) as { data?: { transaction_id: string } };
              if (res.status === 201 && json.data) s.acknowledged = json.data.transaction_id;
              else throw new Error(`unexpected ${res.status}`);
            } catch {
              return;
            }
          }
        };
        const workers = Array.from({ length: 12 }, worker);
        while (sent.filter((s) => s.acknowledged).length < 40)
          await new Promise((r) => setTimeout(r, 20));
        child.kill('SIGKILL');
        alive = false;
        await Promise.all(workers);
        await stop(child, 'SIGKILL');
        const acknowledged = sent.filter((s) => s.acknowledged);
        const unknown = sent.filter((s) => !s.acknowledged);
        expect(acknowledged.length).toBeGreaterThanOrEqual(40);
        // Killed mid-load: requests were in flight and never answered.
        expect(unknown.length).toBeGreaterThan(0);

        // Restart on the same data.
        child = start(env);
        await healthy(api, child);
        const replay = async (s: Sent) => {
          const res = await fetch(`${api}/transfer/internal`, {
            method: 'POST',
            headers,
            body: bodyOf(s.key),
          });
          return {
            status: res.status,
            id: ((await res.json()) as { data?: { transaction_id: string } }).data?.transaction_id,
          };
        };
        // An acknowledged key answers its transfer again; an unanswered one runs now or answers the one that committed.
        for (const s of acknowledged.slice(0, 10))
          expect(await replay(s)).toEqual({ status: 201, id: s.acknowledged });
        for (const s of unknown) expect((await replay(s)).status).toBe(201);
        await stop(child, 'SIGTERM');

        const storage = await open();
        try {
          const db = storage.db;
          const rows = await db
            .selectFrom('transactions')
            .select(['id', 'status'])
            .where('from_account_id', '=', aed.wallet_id)
            .where('type', '=', 'internal_transfer')
            .execute();
          const ids = new Set(rows.map((r) => r.id));
          for (const s of acknowledged) expect(ids.has(s.acknowledged ?? '')).toBe(true);
          expect(rows.every((r) => r.status === 'completed')).toBe(true);
          // Exactly one transfer per key sent, none twice.
          expect(rows.length).toBe(sent.length);
          const halfDone = await sql<{ id: string }>`
          SELECT t.id FROM transactions t LEFT JOIN journals j ON j.transaction_id = t.id
          WHERE t.status = 'completed' AND t.type = 'internal_transfer' GROUP BY t.id HAVING count(j.id) <> 1`.execute(
            db,
          );
          expect(halfDone.rows).toEqual([]);
          const pendingKeys = await db
            .selectFrom('idempotency_keys')
            .select('key')
            .where('response', 'is', null)
            .execute();
          expect(pendingKeys).toEqual([]);
          const wallet = await db
            .selectFrom('accounts')
            .select('balance')
            .where('id', '=', aed.wallet_id)
            .executeTakeFirstOrThrow();
          expect(BigInt(wallet.balance) - before).toBe(-100n * BigInt(sent.length));
          const check = await Ledger.check(db);
          expect(check.unbalanced).toEqual([]);
          expect(check.walletMismatches).toEqual([]);
          expect(check.negativeWallets).toEqual([]);
        } finally {
          await storage.close();
        }
      },
    );
  });
}
