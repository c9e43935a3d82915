// What the benches share: CPU time read from /proc, and a funded bench customer written through
// the server's own code.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AppContext } from '../src/context';
import { newCustomer } from '../src/modules/customers/customers';
import { requireAsset } from '../src/money/assets';
import { creditIncomingTransfer } from '../src/money/incoming';
import { createWallet } from '../src/money/wallets';

/** CPU time (ms, user + system) of a process so far, with its reaped children's unless `own`, from /proc (Linux). */
export function cpuMs(pid: number, own = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = own ? 0 : Number(f[13]) + Number(f[14]);
    return ((Number(f[11]) + Number(f[12]) + children) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU time of every PostgreSQL server process (all backends), from /proc. */
export function postgresCpuMs(own = false): number {
  let total = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (!readFileSync(`/proc/${d}/cmdline`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue;
    }
    total += cpuMs(Number(d), own);
  }
  return total;
}

/** An individual customer (KYC approved, no second factor) with an AED wallet funded with 90,000.00. */
export async function fundedCustomer(ctx: AppContext, i: number, prefix: string) {
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  const email = `${prefix}-${i}-${id.slice(0, 6)}@bench.test`;
  const customer = await ctx.db
    .insertInto('customers')
    .values(
      newCustomer(
        {
          id,
          email,
          email_verified_at: now,
          password_hash: 'bench-no-login',
          user_type: 'individual',
          first_name: 'Bench',
          last_name: `Customer ${i}`,
          date_of_birth: '1990-01-01',
          nationality: 'AE',
          country_of_residence: 'AE',
          kyc_status: 'approved',
        },
        now,
      ),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const wallet = await createWallet(ctx.db, { id, type: 'customer' }, requireAsset('AED'), now);
  await creditIncomingTransfer(ctx, {
    iban: wallet.iban ?? '',
    amountMinor: '9000000',
    currency: 'AED',
    senderName: 'Bench funding',
  });
  return { customer, wallet };
}

export interface PacedResult {
  sent: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/**
 * An open-loop load at a steady rate: one request every 1000/rate ms (not autocannon's burst at the
 * start of every second, which measures its own queue), each timed from when it was due, over
 * keep-alive connections. Latencies in ms.
 */
export async function paced(
  url: string,
  options: { method: string; headers: Record<string, string>; rate: number; seconds: number },
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  const start = performance.now();
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const req = request(
        url,
        { method: options.method, headers: options.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 0) >= 300) non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        non2xx++;
        resolve();
      });
      req.end();
    });
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(one(due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(
      (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(
        1,
      ),
    );
  return { sent: total, perSecond: total / elapsed, p50: at(0.5), p99: at(0.99), non2xx };
}
