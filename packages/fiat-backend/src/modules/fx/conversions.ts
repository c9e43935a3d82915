// FX quotes (the customer's rate: mid less the spread, rounded down; fee; expiry) and conversions
// between the caller's wallets at exactly a quote's rate while it is valid; the indicative mid rates.
import {
  executeConversion,
  type fxQuote,
  type FxQuote,
  type listFxRates,
} from '@bank/api-contract';
import { addSeconds } from '../../clock';
import type { AppContext } from '../../context';
import { notifyTransaction } from '../notifications/notifications';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireMover, type Actor } from '../../money/actor';
import { submittablePlan, waitForApproval } from '../policies/paths';
import { money, parseMinor, requireAsset, type Asset } from '../../money/assets';
import { usableQuote, useQuote, type QuoteRow } from '../../money/common';
import { requireCrypto } from '../../money/crypto-access';
import { parseDecimal, scaleMinor, type Rational } from '../../money/decimal';
import { applyRate, customerRate, inverseRate, midRate, type RateTable } from '../../money/fx';
import { idempotent, keyedCall } from '../../money/idempotency';
import { checkLimit } from '../../money/limits';
import { aedValue, runNew } from '../../money/movements';
import { computeFee, feeRule } from '../../money/policy';
import { presentOne, type Details } from '../../money/records';
import { claimResubmission, refuseResubmission } from '../../money/resubmission';
import { walletByCurrency } from '../../money/wallets';

export function quoteView(q: QuoteRow, now: Date): FxQuote {
  return {
    quote_id: q.id,
    from_currency: q.from_currency,
    to_currency: q.to_currency,
    sell: money(q.sell, q.from_currency),
    buy: money(q.buy, q.to_currency),
    fee: money(q.fee, q.from_currency),
    total_debit: money(q.sell + q.fee, q.from_currency),
    rate: q.rate,
    mid_rate: q.mid_rate,
    inverse_rate: inverseRate(q.rate),
    spread_bps: q.spread_bps,
    expires_at: q.expires_at.toISOString(),
    expires_in: Math.max(0, Math.ceil((q.expires_at.getTime() - now.getTime()) / 1000)),
  };
}

/** What the customer asks for: an amount to sell, or (`{ buy }`) an amount that should arrive. */
export type FxSide = bigint | { buy: bigint };

/**
 * The terms of a conversion at the customer's rate. Selling: what arrives is rounded down. Buying
 * an amount: exactly that arrives, and the amount sold is the least that buys it at the rate,
 * rounded up to the source's minor unit (the bank never gives more than the rate allows).
 */
function priceFx(ctx: AppContext, rates: RateTable, from: Asset, to: Asset, side: FxSide) {
  if (from.code === to.code)
    throw new ApiError('validation_error', 'Choose two different currencies.', {
      fields: { to_currency: 'Choose two different currencies.' },
    });
  const isCrypto = from.kind === 'crypto' || to.kind === 'crypto';
  const spread = isCrypto ? ctx.config.money.cryptoSpreadBps : ctx.config.money.fxSpreadBps;
  const rate = customerRate(rates, from.code, to.code, spread);
  const sell =
    typeof side === 'bigint'
      ? side
      : scaleMinor(side.buy, inverted(parseDecimal(rate)), to.minorUnits, from.minorUnits, 'up');
  const buy = typeof side === 'bigint' ? applyRate(side, rate, from.code, to.code) : side.buy;
  if (buy <= 0n)
    throw new ApiError('validation_error', `The amount is too small to convert into ${to.code}.`, {
      fields: { amount_minor: 'Too small to convert.' },
    });
  return { rate, spread, sell, buy };
}

const inverted = (r: Rational): Rational => ({ num: r.den, den: r.num });

/** Creates an FX quote for selling `amount` of `from` into `to` (or buying `{ buy }`). feeType: the conversion fee to charge, if any. */
export async function createFxQuote(
  ctx: AppContext,
  actor: Actor,
  from: Asset,
  to: Asset,
  amount: FxSide,
  feeType: 'conversion' | 'crypto_conversion' | null,
  table?: RateTable,
  beforeInsert?: (sell: bigint) => Promise<void>,
): Promise<QuoteRow> {
  const rates = table ?? (await ctx.rates.table(true));
  const { rate, spread, sell, buy } = priceFx(ctx, rates, from, to, amount);
  await beforeInsert?.(sell);
  const fee = feeType
    ? computeFee(feeRule(actor.userType, feeType), sell, from.code, rates).fee
    : 0n;
  const now = ctx.clock.now();
  return ctx.db
    .insertInto('quotes')
    .values({
      id: crypto.randomUUID(),
      kind: 'fx',
      owner_id: actor.ownerId,
      customer_id: actor.customerId,
      wallet_id: null,
      from_currency: from.code,
      to_currency: to.code,
      sell,
      buy,
      fee,
      rate,
      mid_rate: midRate(rates, from.code, to.code),
      spread_bps: spread,
      created_at: now,
      expires_at: addSeconds(now, ctx.config.money.quoteTtl),
      used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A quote for a conversion (what is sold or what should arrive), its limit checked on what is sold. */
export async function quoteConversion(ctx: AppContext, { auth, body }: CallInput<typeof fxQuote>) {
  const actor = actorOf(auth);
  requireMover(actor);
  const from = requireAsset(body.from_currency, 'from_currency');
  const to = requireAsset(body.to_currency, 'to_currency');
  const isCrypto = from.kind === 'crypto' || to.kind === 'crypto';
  if (isCrypto) await requireCrypto(ctx.db, actor);
  const side: FxSide =
    body.buy_amount_minor !== undefined
      ? { buy: parseMinor(body.buy_amount_minor, to, 'buy_amount_minor') }
      : parseMinor(body.amount_minor ?? '', from);
  const rates = await ctx.rates.table(true);
  const limit = (sell: bigint) =>
    checkLimit(
      ctx.db,
      actor,
      isCrypto ? 'crypto' : 'conversion',
      aedValue(rates, sell, from.code),
      ctx.clock.now(),
    );
  const quote = await createFxQuote(
    ctx,
    actor,
    from,
    to,
    side,
    isCrypto ? 'crypto_conversion' : 'conversion',
    rates,
    limit,
  );
  return { data: quoteView(quote, ctx.clock.now()) };
}

/** Converts at a valid quote of the caller (a preparer's waits for approval). */
export async function convert(
  ctx: AppContext,
  { auth, body }: CallInput<typeof executeConversion>,
) {
  const { actor, scope, replay } = await keyedCall(ctx.db, auth, requireMover, {
    call: executeConversion.id,
    key: body.idempotency_key,
    body,
  });
  if (replay.replay) return replay.body as never;
  const now = ctx.clock.now();
  const quote = await usableQuote(ctx.db, actor, body.quote_id, 'fx', now);
  const isCrypto =
    requireAsset(quote.from_currency).kind === 'crypto' ||
    requireAsset(quote.to_currency).kind === 'crypto';
  if (isCrypto) await requireCrypto(ctx.db, actor);
  const [from, to] = await Promise.all([
    walletByCurrency(ctx.db, actor.ownerId, quote.from_currency),
    walletByCurrency(ctx.db, actor.ownerId, quote.to_currency),
  ]);
  if (!from)
    throw new ApiError('not_found', `You have no ${quote.from_currency} wallet to convert from.`);
  if (!to)
    throw new ApiError(
      'not_found',
      `You have no ${quote.to_currency} wallet yet: open one, then convert.`,
    );
  const rates = await ctx.rates.table();
  // The company's approval rules (a person's conversion needs none).
  const plan =
    actor.userType === 'corporate'
      ? await submittablePlan(ctx.db, actor, 'conversion', quote.sell, quote.from_currency, rates)
      : null;
  const approval = plan?.required === true;
  if (approval)
    await checkLimit(
      ctx.db,
      actor,
      isCrypto ? 'crypto' : 'conversion',
      aedValue(rates, quote.sell, quote.from_currency),
      now,
    );
  const values = {
    id: crypto.randomUUID(),
    type: isCrypto ? ('crypto_conversion' as const) : ('conversion' as const),
    owner_id: actor.ownerId,
    created_by: actor.customerId,
    counterparty_owner_id: null,
    from_account_id: from.id,
    to_account_id: to.id,
    currency: quote.from_currency,
    amount: quote.sell,
    fee: quote.fee,
    dest_currency: quote.to_currency,
    dest_amount: quote.buy,
    rate: quote.rate,
    quote_id: quote.id,
    details: {
      counterparty: {
        name: `${quote.from_currency} → ${quote.to_currency}`,
        detail: `1 ${quote.from_currency} = ${quote.rate} ${quote.to_currency}`,
      },
    } as Details,
  };
  if (body.resubmits) {
    if (!approval) refuseResubmission();
    values.details.resubmission_of = body.resubmits;
  }
  const result = await idempotent(ctx.db, ctx.clock, scope, 201, async (tx) => {
    await useQuote(tx, quote, now);
    if (body.resubmits) await claimResubmission(tx, actor, body.resubmits, values.type, values.id);
    const row =
      approval && plan
        ? await waitForApproval(tx, actor, values, plan, now)
        : await runNew(ctx.ledger, tx, actor, values, now, rates);
    return { data: await presentOne(tx, actor.ownerId, row) };
  });
  // Committed: a preparer's conversion waits for the company's approvers, who are told.
  if (approval) await notifyTransaction(ctx, result.data.transaction_id);
  return result;
}

/** Indicative mid rates against a base currency. */
export async function indicativeRates(ctx: AppContext, { query }: CallInput<typeof listFxRates>) {
  const base = requireAsset(query.base ?? 'AED', 'base');
  const rates = await ctx.rates.table();
  return {
    data: {
      base: base.code,
      rates: [...rates.keys()]
        .filter((c) => c !== base.code)
        .map((c) => ({
          currency: c,
          mid_rate: midRate(rates, base.code, c),
          updated_at: rates.get(c)?.updatedAt.toISOString() ?? ctx.clock.now().toISOString(),
        })),
      spread_bps: ctx.config.money.fxSpreadBps,
      crypto_spread_bps: ctx.config.money.cryptoSpreadBps,
    },
  };
}
