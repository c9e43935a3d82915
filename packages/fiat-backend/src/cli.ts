// Commands (pnpm --filter @bank/fiat-backend run …):
//   fx:update AED=3.6725 BTC=95000 …   set mid rates (fiat: units per USD; virtual assets: USD price)
//   fx:update --drift 0.5              move every rate at random by up to ±0.5 % (a demo market)
//   fx:update --seed                   back to the seeded rates
//   sim incoming-transfer --iban AE… --amount-minor 10000 --currency AED [--sender "…"] [--reference "…"]
//   sim crypto-deposit --email aisha@demo.bank --asset BTC --amount-minor 1000000 [--network bitcoin]
//   sim crypto-deposit --address bc1q… [--memo 123] --asset BTC --amount-minor 1000000 [--tx-hash 0x…]
//   sim rail                           run the sandbox payment rail once
//   ledger:check                       verify the ledger (balanced journals, wallets = postings)
//   kyc:review EMAIL approve|reject|review [--reason ITEM=REASON …] [--by NAME] [--direct]
//                                      decide a customer's (or their company's) submitted verification
// fx:update and sim talk to the running development server (API_URL, default
// http://127.0.0.1:$PORT/api/fiat), which works with PGlite too. fx:update --direct (or with
// DATABASE_URL set and no server answering) writes the table itself: that is the production path.
import { parseArgs } from 'node:util';
import {
  SEED_CRYPTO_USD,
  SEED_FIAT_PER_USD,
  TableFxRates,
  drift,
  toTable,
} from './adapters/fx-rates';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { openStorage } from './db';
import { migrate } from './db/migrations';
import { findAsset } from './money/assets';
import { Ledger } from './money/ledger';
import { decide } from './modules/kyc/review';
import { buildNotifier } from './server';

const [command, ...rest] = process.argv.slice(2);
const api = (
  process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}/api/fiat`
).replace(/\/$/, '');

async function post(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; error?: { message: string } };
  if (!res.ok) throw new Error(`${res.status}: ${json.error?.message ?? JSON.stringify(json)}`);
  return json.data;
}

async function reachable(): Promise<boolean> {
  try {
    return (await fetch(`${api}/health`, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}

async function direct<T>(
  fn: (storage: Awaited<ReturnType<typeof openStorage>>) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const storage = await openStorage(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await migrate(storage.db);
    return await fn(storage);
  } finally {
    await storage.close();
  }
}

async function fxUpdate(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      drift: { type: 'string' },
      seed: { type: 'boolean' },
      direct: { type: 'boolean' },
      source: { type: 'string' },
    },
  });
  const quotes: Record<string, string> = values.seed
    ? { ...SEED_FIAT_PER_USD, ...SEED_CRYPTO_USD }
    : {};
  for (const p of positionals) {
    const [code, value] = p.split('=');
    if (!code || !value) throw new Error(`expected CODE=VALUE, got ${p}`);
    quotes[code.toUpperCase()] = value;
  }
  const driftPct = values.drift ? Number(values.drift) : undefined;
  if (!Object.keys(quotes).length && !driftPct)
    throw new Error('nothing to update: give CODE=VALUE pairs, --drift PCT or --seed');
  const source = values.source ?? (values.seed ? 'seed' : driftPct ? 'drift' : 'manual');
  if (!values.direct && (await reachable())) {
    const result = (await post('/dev/fx/rates', {
      rates: quotes,
      ...(driftPct ? { drift_pct: driftPct } : {}),
      source,
    })) as { updated: number };
    console.log(`Updated ${result.updated} rates on the running server (${api}).`);
    return;
  }
  await direct(async (storage) => {
    const rates = new TableFxRates(storage.db, systemClock);
    let table = toTable(quotes, (code) => findAsset(code) && findAsset(code)?.kind === 'crypto');
    if (driftPct) table = { ...drift(await rates.table(true), driftPct), ...table };
    console.log(
      `Updated ${await rates.update(table, source)} rates in the database (${storage.engine}).`,
    );
  });
}

async function sim(): Promise<void> {
  const [what, ...args] = rest;
  const { values } = parseArgs({
    args,
    options: {
      iban: { type: 'string' },
      'amount-minor': { type: 'string' },
      currency: { type: 'string' },
      sender: { type: 'string' },
      reference: { type: 'string' },
      email: { type: 'string' },
      address: { type: 'string' },
      memo: { type: 'string' },
      network: { type: 'string' },
      asset: { type: 'string' },
      'tx-hash': { type: 'string' },
    },
  });
  if (what === 'incoming-transfer') {
    console.log(
      await post('/dev/bank/incoming', {
        iban: values.iban,
        amount_minor: values['amount-minor'],
        currency: values.currency,
        sender_name: values.sender ?? 'Sandbox Sender',
        reference: values.reference,
      }),
    );
  } else if (what === 'crypto-deposit') {
    console.log(
      await post('/dev/crypto/deposit', {
        ...(values.email
          ? { email: values.email, network: values.network }
          : { address: values.address, memo: values.memo }),
        asset: values.asset,
        amount_minor: values['amount-minor'],
        tx_hash: values['tx-hash'],
      }),
    );
  } else if (what === 'rail') {
    console.log(await post('/dev/rail/tick', undefined));
  } else {
    throw new Error('sim incoming-transfer | crypto-deposit | rail');
  }
}

async function ledgerCheck(): Promise<void> {
  const check = await direct((storage) => Ledger.check(storage.db));
  console.log(JSON.stringify(check, null, 2));
  if (
    check.unbalanced.length ||
    check.walletMismatches.length ||
    check.negativeWallets.length ||
    check.totals.some((t) => t.sum !== '0')
  )
    process.exitCode = 1;
}

/** The review command: the running development server's call, or the database itself (production, or no server). */
async function kycReview(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      reason: { type: 'string', multiple: true },
      by: { type: 'string' },
      direct: { type: 'boolean' },
    },
  });
  const [email, decision] = positionals;
  if (!email || (decision !== 'approve' && decision !== 'reject' && decision !== 'review')) {
    throw new Error(
      'usage: kyc:review EMAIL approve|reject|review [--reason ITEM=REASON …] [--by NAME]',
    );
  }
  const reasons: Record<string, string> = {};
  for (const r of values.reason ?? []) {
    const at = r.indexOf('=');
    if (at < 1) throw new Error(`--reason takes ITEM=REASON (e.g. selfie="Too dark"), got ${r}`);
    reasons[r.slice(0, at)] = r.slice(at + 1);
  }
  if (decision === 'reject' && !Object.keys(reasons).length)
    throw new Error('a rejection needs at least one --reason ITEM=REASON');
  const reviewer = values.by ?? process.env.USER ?? 'operations';
  const result = (
    !values.direct && (await reachable())
      ? await post('/dev/kyc/review', { email, decision, reasons, reviewer })
      : await direct(async (storage) => {
          // Only what a decision needs: the database, the clock, the configured notifications (no rail, no server).
          const { notifier, close } = buildNotifier(loadConfig(), storage.db, systemClock, (line) =>
            console.log(line),
          );
          try {
            return await decide(
              { db: storage.db, clock: systemClock, notifier },
              email,
              decision,
              reasons,
              { type: 'operations', name: reviewer },
            );
          } finally {
            close();
          }
        })
  ) as { state: string; kyc_status: string; rejection_reasons: { item: string; reason: string }[] };
  console.log(
    `${email}: ${result.state} (kyc_status ${result.kyc_status})${result.rejection_reasons.length ? `\n${result.rejection_reasons.map((r) => `  ${r.item}: ${r.reason}`).join('\n')}` : ''}`,
  );
}

const commands: Record<string, () => Promise<void>> = {
  'fx:update': fxUpdate,
  sim,
  'ledger:check': ledgerCheck,
  'kyc:review': kycReview,
};
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: cli.ts ${Object.keys(commands).join(' | ')} …`);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
