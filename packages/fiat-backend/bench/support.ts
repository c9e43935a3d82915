// What the benches share: CPU time read from /proc, and a funded bench customer written through
// the server's own code.
import { readdirSync, readFileSync } from 'node:fs';
import type { AppContext } from '../src/context';
import { normaliseEmail } from '../src/context';
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
    .values({
      id, email, email_normalized: normaliseEmail(email), email_verified_at: now, password_hash: 'bench-no-login', password_changed_at: now,
      user_type: 'individual', customer_type: null, company_id: null, first_name: 'Bench', last_name: `Customer ${i}`,
      date_of_birth: '1990-01-01', nationality: 'AE', country_of_residence: 'AE', phone: null, phone_verified_at: null,
      totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_pending_secret: null, totp_pending_attempts: 0,
      otp_channel: null, mfa_required: false, kyc_status: 'approved', created_at: now, updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const wallet = await createWallet(ctx.db, { id, type: 'customer' }, requireAsset('AED'), now);
  await creditIncomingTransfer(ctx, { iban: wallet.iban ?? '', amount: '90000.00', currency: 'AED', senderName: 'Bench funding' });
  return { customer, wallet };
}
