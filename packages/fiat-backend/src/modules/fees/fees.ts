// The fees and limits the bank publishes (the same data it charges and enforces), and the caller's
// limits with what is used and left today and this month.
import type { getLimits, publicFees } from '@bank/api-contract';
import type { AppContext } from '../../context';
import type { CallInput } from '../../http/route';
import { actorOf } from '../../money/actor';
import { money } from '../../money/assets';
import { limitStatus } from '../../money/limits';
import {
  FEE_SCHEDULE,
  LIMITS,
  LIMITS_BEFORE_KYC,
  limitsOf as limitsInForce,
  type LimitRule,
  type UserType,
} from '../../money/policy';

const PUBLISHED = new Date('2026-01-01T00:00:00.000Z');

const limitView = (l: LimitRule) => ({
  kind: l.kind,
  label: l.label,
  per_transaction: money(l.perTransaction, 'AED'),
  daily: money(l.daily, 'AED'),
  monthly: money(l.monthly, 'AED'),
});

/** The fee schedule and limits, for one customer type or both. */
export async function schedule(ctx: AppContext, { query }: CallInput<typeof publicFees>) {
  const types: UserType[] = query.customer_type
    ? [query.customer_type]
    : ['individual', 'corporate'];
  return {
    data: {
      currency: 'AED' as const,
      updated_at: PUBLISHED.toISOString(),
      schedules: types.map((t) => ({
        customer_type: t,
        label: t === 'individual' ? 'Personal accounts' : 'Business accounts',
        fees: FEE_SCHEDULE[t].map((f) => ({
          transaction_type: f.type,
          label: f.label,
          percent_bps: f.percentBps,
          fixed: money(f.fixed, 'AED'),
          min: money(f.min, 'AED'),
          max: f.max === null ? null : money(f.max, 'AED'),
          our_surcharge: f.ourSurcharge === null ? null : money(f.ourSurcharge, 'AED'),
          note: f.note,
        })),
        limits: LIMITS[t].map(limitView),
        limits_before_verification: LIMITS_BEFORE_KYC[t].map(limitView),
        fx_spread_bps: ctx.config.money.fxSpreadBps,
        crypto_spread_bps: ctx.config.money.cryptoSpreadBps,
      })),
    },
  };
}

/** The caller's limits: caps, used and remaining, today and this month (UAE time). */
export async function limitsOf(ctx: AppContext, { auth }: CallInput<typeof getLimits>) {
  const actor = actorOf(auth);
  const now = ctx.clock.now();
  const data = await Promise.all(
    limitsInForce(actor.userType, actor.kycApproved).map(async (l) => {
      const s = await limitStatus(ctx.db, actor, l.kind, now);
      const left = (cap: bigint, used: bigint) => (cap > used ? cap - used : 0n);
      return {
        ...limitView(l),
        used_today: money(s.usedToday, 'AED'),
        used_this_month: money(s.usedThisMonth, 'AED'),
        remaining_today: money(left(l.daily, s.usedToday), 'AED'),
        remaining_this_month: money(left(l.monthly, s.usedThisMonth), 'AED'),
      };
    }),
  );
  return { data };
}
