// `pnpm --filter @bank/fiat-backend bench`: bulk payments (issue 28), on loopback, bounded in time.
// One server on PGlite in a data folder, as `pnpm start` runs it (or PostgreSQL with
// BENCH_DATABASE_URL): a file of BENCH_ROWS (1,000) payments, nine in ten to other banks and one in
// ten to accounts of this bank, uploaded over HTTP (read, checked row by row and kept: the server's
// check), submitted with the maker's code, approved with the approver's, and its rows sent, each its
// own transfer: payments per second from the approval's answer to the last row sent. Also the
// check alone in this process (the same code the app runs in the browser: @bank/lookups). Prints
// figures; asserts nothing. The app's check in Chromium is e2e/bench/bulk.bench.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBulkRow, csvTable, markDuplicates, tableToRows } from '@bank/lookups/bulk-payments';
import { composeIBAN } from 'ibantools';
import { loadConfig } from '../src/config';
import { openStorage } from '../src/db';
import { Ledger } from '../src/money/ledger';
import { creditIncomingTransfer } from '../src/money/incoming';
import { createWallet } from '../src/money/wallets';
import { requireAsset } from '../src/money/assets';
import { seedIfEmpty } from '../src/seed';
import { createServer } from '../src/server';
import { fundedCustomer } from './support';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const HEADER = 'name,iban,bic,amount,currency,purpose_code,reference';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

function file(ownIbans: readonly string[]): string {
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i++) {
    if (i % 10 === 0) {
      lines.push(
        `Customer ${i},${ownIbans[(i / 10) % ownIbans.length]},,${100 + (i % 50)}.25,AED,,Bulk ${i}`,
      );
      continue;
    }
    const iban = composeIBAN({
      countryCode: 'AE',
      bban: `033${String(1_000_000 + i).padStart(16, '0')}`,
    });
    lines.push(`Supplier ${i} LLC,${iban},EBILAEAD,${200 + (i % 700)}.50,AED,GDI,INV-${i}`);
  }
  return lines.join('\n');
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiat-bulk-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    APP_SECRET: SECRET,
    SEED: 'false',
    DATA_DIR: dir,
    SANDBOX_TICK_MS: '0',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const config = loadConfig(env);
  const messages: { to: string; text: string }[] = [];
  const storage = await openStorage(
    databaseUrl ? { databaseUrl, poolSize: 8 } : { dataDir: path.join(dir, 'pglite') },
  );
  const { ctx, app } = await createServer(config, {
    storage,
    notifier: { send: async (m) => void messages.push({ to: m.to, text: m.text }) },
  });
  try {
    await seedIfEmpty(ctx);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/fiat`;
    const person = async (email: string) => {
      const c = await ctx.db
        .selectFrom('customers')
        .selectAll()
        .where('email_normalized', '=', email)
        .executeTakeFirstOrThrow();
      const token = (await ctx.sessions.create(c, { ip: '127.0.0.1', userAgent: 'bench' }))
        .accessToken;
      return { c, token };
    };
    const preparer = await person('preparer@falcon-trading.demo.bank');
    const approver = await person('approver@falcon-trading.demo.bank');
    const company = preparer.c.company_id ?? '';
    const wallet = await createWallet(
      ctx.db,
      { id: company, type: 'company' },
      requireAsset('AED'),
      ctx.clock.now(),
    );
    await creditIncomingTransfer(ctx, {
      iban: wallet.iban ?? '',
      amountMinor: '100000000000',
      currency: 'AED',
      senderName: 'Bench funding',
    });
    const own: string[] = [];
    for (let i = 0; i < 10; i++) own.push((await fundedCustomer(ctx, i, 'bulk')).wallet.iban ?? '');
    const csv = file(own);
    const headers = (token: string) => ({
      authorization: `Bearer ${token}`,
      'x-frontend': 'prod',
      'x-client-origin': 'http://127.0.0.1:5173',
    });
    const json = async (token: string, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${api}${url}`, {
        method,
        headers: { ...headers(token), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await res.json()) as { data: Record<string, unknown> };
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const code = (to: string | null) =>
      /\b(\d{6})\b/.exec(messages.filter((m) => m.to === to).at(-1)?.text ?? '')?.[1] ?? '';

    // The check alone, in this process: what the app runs in the browser.
    const rounds = 5;
    const checkTimes: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const start = process.hrtime.bigint();
      const { rows } = tableToRows(csvTable(csv));
      const checked = rows.map((row) => ({
        line: row.line,
        reference: row.reference,
        checked: checkBulkRow(row, { currencies: ['AED'], ownBankCode: '090' }),
      }));
      markDuplicates(checked);
      checkTimes.push(ms(start));
    }
    checkTimes.sort((a, b) => a - b);

    // The server: upload (read, check every row, keep the draft).
    const uploadTimes: number[] = [];
    let batchId = '';
    for (let r = 0; r < 3; r++) {
      const start = process.hrtime.bigint();
      const res = await fetch(`${api}/bulk_payments?name=Bench%20${r}&file_name=bench.csv`, {
        method: 'POST',
        headers: { ...headers(preparer.token), 'content-type': 'text/csv' },
        body: csv,
      });
      const body = (await res.json()) as {
        data: { id: string; invalid_count: number; row_count: number };
      };
      uploadTimes.push(ms(start));
      if (res.status !== 201 || body.data.invalid_count !== 0 || body.data.row_count !== ROWS)
        throw new Error(`upload: ${res.status} ${JSON.stringify(body).slice(0, 400)}`);
      batchId = body.data.id;
    }
    uploadTimes.sort((a, b) => a - b);

    // Submitted, approved, sent: every row its own transfer.
    await json(preparer.token, 'POST', `/bulk_payments/${batchId}/submit/otp`, {});
    await json(preparer.token, 'POST', `/bulk_payments/${batchId}/submit`, {
      idempotency_key: crypto.randomUUID(),
      otp_code: code(preparer.c.phone),
    });
    await json(approver.token, 'POST', `/bulk_payments/${batchId}/approve/otp`, {});
    const start = process.hrtime.bigint();
    await json(approver.token, 'POST', `/bulk_payments/${batchId}/approve`, {
      idempotency_key: crypto.randomUUID(),
      otp_code: code(approver.c.phone),
    });
    let status = '';
    const deadline = Date.now() + 300_000;
    while (status !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      // Read in this process (not the whole batch over HTTP): the bench measures the sending.
      status = (
        await ctx.db
          .selectFrom('bulk_batches')
          .select('status')
          .where('id', '=', batchId)
          .executeTakeFirstOrThrow()
      ).status;
    }
    const sendMs = ms(start);
    const sent = await ctx.db
      .selectFrom('bulk_rows')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('batch_id', '=', batchId)
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    const balanced = await Ledger.check(ctx.db);
    const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\nBulk payments (${engine}, ${ROWS} rows; ${status === 'done' ? 'all sent' : 'NOT DONE'})`,
    );
    console.log(
      `${"check in this process (the app's code), median".padEnd(52)} ${checkTimes[Math.floor(rounds / 2)]!.toFixed(0).padStart(6)} ms`,
    );
    console.log(
      `${'upload: read, check and keep on the server, median'.padEnd(52)} ${uploadTimes[1]!.toFixed(0).padStart(6)} ms`,
    );
    console.log(`${'approval → last row sent'.padEnd(52)} ${sendMs.toFixed(0).padStart(6)} ms`);
    console.log(
      `${'payments sent per second'.padEnd(52)} ${((Number(sent.n) * 1000) / sendMs).toFixed(0).padStart(6)} /s  (${sent.n} rows sent)`,
    );
    console.log(`${'ledger balanced'.padEnd(52)} ${JSON.stringify(balanced).slice(0, 80)}`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
