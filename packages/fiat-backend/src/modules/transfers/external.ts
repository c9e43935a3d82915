// External transfers: review (fee for the charges option, FX quote, purpose-code rule), create with
// a one-time code sent, a new code, confirm (hold and hand to the sandbox rail).
import {
  confirmExternalTransfer,
  createExternalTransfer,
  type externalTransferQuote,
  type resendTransferOtp,
  type Transaction,
} from '@bank/api-contract';
import { addSeconds } from '../../clock';
import type { AppContext } from '../../context';
import { notifyTransaction } from '../notifications/notifications';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import {
  actorOf,
  requireBeneficiaryManager,
  requireMover,
  requireVerified,
  type Actor,
} from '../../money/actor';
import { display, money, parseMinor, requireAsset, type Asset } from '../../money/assets';
import {
  checkPurpose,
  maskAccount,
  usableQuote,
  useQuote,
  type QuoteRow,
} from '../../money/common';
import { type RateTable } from '../../money/fx';
import { complete, idempotent, inTransaction, keyedCall, reserve } from '../../money/idempotency';
import { checkLimit } from '../../money/limits';
import { aedValue, execute, runNew, totalDebit } from '../../money/movements';
import type { AuthInfo } from '../../security/sessions';
import { computeFee, feeRule } from '../../money/policy';
import { insertTransaction, lockTransaction, presentOne, transition } from '../../money/records';
import { ownWallet, type AccountRow } from '../../money/wallets';
import { checkExternal, type ExternalDetails } from '../beneficiaries/beneficiaries';
import { claimResubmission, refuseResubmission } from '../../money/resubmission';
import { beneficiaryOf } from '../beneficiaries/queries';
import { createFxQuote, quoteView } from '../fx/conversions';
import { notFiat, quoteMismatch } from './internal';
import { otpTarget, sendMoneyCode } from './codes';
import { countryOfResidence, ownExternalTransfer } from './queries';
import { verifyApproval } from '../passkeys/approval';
import { approvalStatement } from './approval-statement';
import { approvalPlan, holdForApproval, submittablePlan } from '../policies/paths';

async function availableCheck(wallet: AccountRow, needed: bigint): Promise<void> {
  const available = wallet.balance - wallet.on_hold;
  if (available < needed) {
    throw new ApiError(
      'insufficient_funds',
      `Insufficient funds: the available balance of the ${wallet.currency} wallet is ${display(available, wallet.currency)}, and this needs ${display(needed, wallet.currency)}.`,
    );
  }
}

/** Who may send money out of the bank: a mover whose identity check is approved (the KYC gate). */
function requireExternalSender(actor: Actor): void {
  requireMover(actor);
  requireVerified(actor, 'External transfers');
}

/** True for transfers in AED and to or from the UAE (UAE Central Bank purpose-of-payment rule). */
function purposeRequired(
  from: string,
  to: string,
  beneficiaryCountry: string,
  senderCountry: string | null,
): boolean {
  return from === 'AED' || to === 'AED' || beneficiaryCountry === 'AE' || senderCountry === 'AE';
}

interface ExternalPlan {
  from: AccountRow;
  asset: Asset;
  /** The amount sent from the wallet (with charges BEN, the fee comes out of it). */
  amount: bigint;
  fee: bigint;
  correspondent: bigint;
  /** What is sent on, in the wallet's currency: the amount, less the fee with charges BEN (what a quote sells). */
  principal: bigint;
  beneficiary: ReturnType<typeof checkExternal>;
  beneficiaryId: string | null;
  destCurrency: string;
  purposeRequired: boolean;
  /** The FX quote the transfer rests on when the currencies differ. */
  quote: QuoteRow | undefined;
}

/** What the customer fixes: the amount sent, or what the beneficiary's bank should receive. */
interface ExternalAmountBody {
  amount_minor?: string | undefined;
  buy_amount_minor?: string | undefined;
  charges: 'OUR' | 'SHA' | 'BEN';
}

/**
 * The FX quote for the principal sold (`sell`) or for what should arrive (`buy`): the review makes
 * one, the creation checks the one it was given. `before` checks what the quote would sell, before
 * a new quote is stored (the limit).
 */
type QuoteOf = (
  pair: { from: Asset; to: Asset },
  fx: { sell: bigint } | { buy: bigint },
  before: (sell: bigint) => Promise<void>,
) => Promise<QuoteRow>;

type Amounts = Pick<ExternalPlan, 'amount' | 'fee' | 'correspondent' | 'principal'>;

function externalFee(
  actor: Actor,
  amount: bigint,
  currency: string,
  rates: RateTable,
  charges: string,
) {
  return computeFee(feeRule(actor.userType, 'external_transfer'), amount, currency, rates, {
    our: charges === 'OUR',
  });
}

/** The amounts when the amount sent is given: with charges BEN the fee comes out of it. */
function fromAmount(
  actor: Actor,
  amount: bigint,
  currency: string,
  rates: RateTable,
  charges: string,
): Amounts {
  const { fee, correspondent } = externalFee(actor, amount, currency, rates, charges);
  const principal = charges === 'BEN' ? amount - fee : amount;
  if (principal <= 0n) {
    throw new ApiError(
      'validation_error',
      `When the beneficiary pays the charges (BEN), the amount must be more than the fee of ${display(fee, currency)}.`,
      {
        fields: { amount_minor: 'Must be more than the fee.' },
      },
    );
  }
  return { amount, fee, correspondent, principal };
}

/**
 * The amounts when what is sent on is fixed (what a quote sells, or what should arrive in the
 * wallet's own currency). With charges BEN the fee comes out of the amount: the amount is the least
 * from which the fee, taken, leaves exactly the principal (the fee only grows with the amount, so
 * amount = principal + fee(amount) is reached in a few rounds; a fixed fee in the first).
 */
function fromPrincipal(
  actor: Actor,
  principal: bigint,
  currency: string,
  rates: RateTable,
  charges: string,
): Amounts {
  if (charges !== 'BEN') return fromAmount(actor, principal, currency, rates, charges);
  let amount = principal;
  for (let round = 0; round < 64; round++) {
    const { fee, correspondent } = externalFee(actor, amount, currency, rates, charges);
    if (amount - fee === principal) return { amount, fee, correspondent, principal };
    amount = principal + fee;
  }
  throw new Error(`The fee of a BEN transfer of ${display(principal, currency)} did not settle.`);
}

/** Where the money goes and from which wallet; whether a purpose code is required. */
async function targetOf(
  ctx: AppContext,
  actor: Actor,
  body: {
    from_wallet_id: string;
    beneficiary_id?: string | undefined;
    beneficiary?: Omit<ExternalDetails, never> | undefined;
  },
) {
  const from = await ownWallet(ctx.db, actor, body.from_wallet_id);
  if (from.asset_kind !== 'fiat') throw notFiat();
  const asset = requireAsset(from.currency);
  let beneficiary: ReturnType<typeof checkExternal>;
  let beneficiaryId: string | null = null;
  if (body.beneficiary_id) {
    const b = await beneficiaryOf(ctx.db, actor, body.beneficiary_id);
    if (b.kind !== 'external')
      throw new ApiError(
        'validation_error',
        'This is an internal beneficiary: use an internal transfer.',
        { fields: { beneficiary_id: 'Not an external beneficiary.' } },
      );
    beneficiary = {
      name: b.name,
      iban: b.iban,
      account_number: b.account_number,
      bic: b.bic ?? '',
      bank_name: b.bank_name ?? '',
      bank_address: b.bank_address ?? '',
      country: b.country ?? '',
      currency: b.currency,
      address: b.address,
    };
    beneficiaryId = b.id;
  } else {
    beneficiary = checkExternal(body.beneficiary as ExternalDetails);
  }
  const residence = await countryOfResidence(ctx.db, actor.customerId);
  // A corporate holder is a UAE company (the bank's business customers are incorporated in the UAE).
  const senderCountry = actor.userType === 'corporate' ? 'AE' : residence;
  return {
    from,
    asset,
    beneficiary,
    beneficiaryId,
    destCurrency: beneficiary.currency,
    purposeRequired: purposeRequired(
      from.currency,
      beneficiary.currency,
      beneficiary.country,
      senderCountry,
    ),
  };
}

/**
 * The transfer as asked: its target, and its amounts from the side the customer fixed. The amount
 * sent (amount_minor): the fee from it, and a quote selling the principal when the currencies
 * differ. What should arrive (buy_amount_minor, in the beneficiary's currency): in the wallet's own
 * currency that is the principal; in another, a quote buying exactly that sells the principal
 * (rounded up, in the bank's favour). `limit` checks the amount sent.
 */
async function planExternal(
  ctx: AppContext,
  actor: Actor,
  body: Parameters<typeof targetOf>[2] & ExternalAmountBody,
  quoteOf: QuoteOf,
  limit: (amount: bigint, currency: string) => Promise<void>,
): Promise<ExternalPlan> {
  const target = await targetOf(ctx, actor, body);
  const { from, asset, destCurrency } = target;
  const rates = await ctx.rates.table();
  const pair =
    destCurrency !== from.currency ? { from: asset, to: requireAsset(destCurrency) } : null;
  const limitOf = (amount: bigint) => limit(amount, from.currency);
  let amounts: Amounts;
  let quote: QuoteRow | undefined;
  if (body.buy_amount_minor === undefined) {
    amounts = fromAmount(
      actor,
      parseMinor(body.amount_minor ?? '', asset),
      from.currency,
      rates,
      body.charges,
    );
    await limitOf(amounts.amount);
    if (pair) quote = await quoteOf(pair, { sell: amounts.principal }, async () => undefined);
  } else {
    const arrives = parseMinor(
      body.buy_amount_minor,
      requireAsset(destCurrency),
      'buy_amount_minor',
    );
    const plan = (principal: bigint) =>
      fromPrincipal(actor, principal, from.currency, rates, body.charges);
    if (pair) {
      quote = await quoteOf(pair, { buy: arrives }, (sell) => limitOf(plan(sell).amount));
      amounts = plan(quote.sell);
    } else {
      amounts = plan(arrives);
      await limitOf(amounts.amount);
    }
  }
  return { ...target, ...amounts, quote };
}

/** A quote given for a transfer fixing what arrives must buy exactly that, for this pair. */
function buyMismatch(quote: QuoteRow, from: string, to: string, buy: bigint): void {
  if (quote.from_currency !== from || quote.to_currency !== to || quote.buy !== buy) {
    throw new ApiError(
      'quote_invalid',
      `This quote buys ${display(quote.buy, quote.to_currency)} with ${quote.from_currency}; this transfer needs ${display(buy, to)} with ${from}. Ask for a new quote.`,
    );
  }
}

/**
 * A stored answer of external-transfer creation in today's shape: answers stored before the
 * envelope was made one (`data.transaction` and `data.otp`) are replayed as `data` = the
 * transaction with `data.confirmation`.
 */
function createdShape(body: unknown): unknown {
  const data = (body as { data?: { transaction?: object; otp?: object } } | undefined)?.data;
  if (!data?.transaction || !data.otp) return body;
  return { data: { ...data.transaction, confirmation: data.otp } };
}

/** The review of an external transfer: fee, totals, FX quote, whether a purpose code is required. */
export async function reviewExternal(
  ctx: AppContext,
  { auth, body }: CallInput<typeof externalTransferQuote>,
) {
  const actor = actorOf(auth);
  requireExternalSender(actor);
  const rates = await ctx.rates.table();
  const plan = await planExternal(
    ctx,
    actor,
    body,
    ({ from, to }, fx, before) =>
      createFxQuote(ctx, actor, from, to, 'sell' in fx ? fx.sell : fx, null, undefined, before),
    (amount, currency) =>
      checkLimit(ctx.db, actor, 'transfer', aedValue(rates, amount, currency), ctx.clock.now()),
  );
  const { quote } = plan;
  return {
    data: {
      amount: money(plan.amount, plan.from.currency),
      fee: money(plan.fee, plan.from.currency),
      correspondent_fee: money(plan.correspondent, plan.from.currency),
      total_debit: money(
        body.charges === 'BEN' ? plan.amount : plan.amount + plan.fee,
        plan.from.currency,
      ),
      beneficiary_receives: money(quote ? quote.buy : plan.principal, plan.destCurrency),
      charges: body.charges,
      quote: quote ? quoteView(quote, ctx.clock.now()) : null,
      purpose_code_required: plan.purposeRequired,
    },
  };
}

/** Creates an external transfer (awaiting_confirmation) and sends its one-time code. */
export async function createExternal(
  ctx: AppContext,
  { auth, body }: CallInput<typeof createExternalTransfer>,
) {
  const { actor, scope, replay } = await keyedCall(ctx.db, auth, requireExternalSender, {
    call: createExternalTransfer.id,
    key: body.idempotency_key,
    body,
  });
  if (replay.replay) return createdShape(replay.body) as never;
  if (body.save_beneficiary && body.beneficiary) requireBeneficiaryManager(actor);
  const now = ctx.clock.now();
  // The reviewed quote fixes the rate (and, for what should arrive, the amount sent); the limit is
  // checked below, after the funds.
  const plan = await planExternal(
    ctx,
    actor,
    body,
    async ({ from, to }, fx) => {
      if (!body.quote_id) {
        const message = `The beneficiary receives ${to.code}: review the transfer (POST /transfer/external/quote) and pass its quote_id.`;
        throw new ApiError('validation_error', message, { fields: { quote_id: message } });
      }
      const given = await usableQuote(ctx.db, actor, body.quote_id, 'fx', now);
      if ('sell' in fx) quoteMismatch(given, from.code, to.code, fx.sell);
      else buyMismatch(given, from.code, to.code, fx.buy);
      return given;
    },
    async () => undefined,
  );
  const { quote } = plan;
  let purpose: string | null = null;
  if (body.purpose_code) purpose = checkPurpose(body.purpose_code);
  else if (plan.purposeRequired) {
    const message =
      'A purpose-of-payment code is required for transfers in AED and to or from the UAE.';
    throw new ApiError('validation_error', message, { fields: { purpose_code: message } });
  }
  const debit = body.charges === 'BEN' ? plan.amount : plan.amount + plan.fee;
  const rates = await ctx.rates.table();
  // The company's approval rules: a transfer that will wait for approvers is checked against the
  // balance when it is approved; one no one could approve is refused before its code is sent.
  const approvalPath =
    actor.userType === 'corporate'
      ? await submittablePlan(
          ctx.db,
          actor,
          'external_transfer',
          plan.amount,
          plan.from.currency,
          rates,
        )
      : null;
  const approval = approvalPath?.required === true;
  if (!approval) await availableCheck(plan.from, debit);
  await checkLimit(
    ctx.db,
    actor,
    'transfer',
    aedValue(rates, plan.amount, plan.from.currency),
    now,
  );
  const target = await otpTarget(ctx, actor.customerId);
  const b = plan.beneficiary;
  const id = crypto.randomUUID();
  if (body.resubmits && !approval) refuseResubmission();
  const fresh = await inTransaction(ctx.db, async (tx) => {
    const replay = await reserve(tx, ctx.clock, scope);
    if (replay.replay) return { body: replay.body, fresh: false };
    if (body.resubmits) await claimResubmission(tx, actor, body.resubmits, 'external_transfer', id);
    if (quote) await useQuote(tx, quote, now);
    let beneficiaryId = plan.beneficiaryId;
    if (body.save_beneficiary && body.beneficiary) {
      beneficiaryId = crypto.randomUUID();
      await tx
        .insertInto('beneficiaries')
        .values({
          id: beneficiaryId,
          owner_id: actor.ownerId,
          kind: 'external',
          nickname: body.beneficiary.nickname ?? null,
          ...b,
          target_account_id: null,
          created_by: actor.customerId,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute();
    }
    const row = await insertTransaction(
      tx,
      {
        id,
        type: 'external_transfer',
        status: 'awaiting_confirmation',
        owner_id: actor.ownerId,
        created_by: actor.customerId,
        counterparty_owner_id: null,
        from_account_id: plan.from.id,
        to_account_id: null,
        currency: plan.from.currency,
        amount: plan.amount,
        fee: plan.fee,
        dest_currency: plan.destCurrency,
        dest_amount: quote ? quote.buy : plan.principal,
        rate: quote?.rate ?? null,
        quote_id: quote?.id ?? null,
        beneficiary_id: beneficiaryId,
        purpose_code: purpose,
        charges: body.charges,
        reference: body.reference ?? null,
        confirm_by: addSeconds(now, ctx.config.money.confirmTtl),
        details: {
          counterparty: {
            name: b.name,
            detail: `${b.bank_name} · ${maskAccount(b.iban ?? b.account_number ?? '')}`,
          },
          beneficiary: {
            name: b.name,
            iban: b.iban,
            account_number: b.account_number,
            bic: b.bic,
            bank_name: b.bank_name,
            country: b.country,
          },
          principal: plan.principal.toString(),
          correspondent_fee: plan.correspondent.toString(),
          ...(body.resubmits ? { resubmission_of: body.resubmits } : {}),
        },
      },
      now,
    );
    const answer = {
      data: {
        ...(await presentOne(tx, actor.ownerId, row)),
        confirmation: {
          channel: target.channel,
          sent_to: target.sentTo,
          expires_at: addSeconds(now, ctx.config.limits.codeTtlSeconds).toISOString(),
        },
      },
    };
    await complete(tx, scope, 201, answer);
    return { body: answer, fresh: true };
  });
  if (fresh.fresh)
    await sendMoneyCode(
      ctx,
      'transfer_confirm',
      id,
      target,
      `the transfer of ${display(debit, plan.from.currency)} to ${b.name}`,
    );
  return createdShape(fresh.body) as never;
}

/** A new one-time code for a transfer awaiting confirmation. */
export async function resendCode(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof resendTransferOtp>,
) {
  const actor = actorOf(auth);
  requireExternalSender(actor);
  const row = await ownExternalTransfer(ctx.db, actor, params.transaction_id);
  if (row.status !== 'awaiting_confirmation')
    throw new ApiError(
      'invalid_state',
      `This transfer is ${row.status.replace(/_/g, ' ')}: it needs no code.`,
    );
  await ctx.rateLimit.hit(
    `code-send:customer:${actor.customerId}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const target = await otpTarget(ctx, actor.customerId, body?.channel);
  const expiresAt = await sendMoneyCode(
    ctx,
    'transfer_confirm',
    row.id,
    target,
    `the transfer of ${display(totalDebit(row), row.currency)}`,
  );
  return {
    data: { channel: target.channel, sent_to: target.sentTo, expires_at: expiresAt.toISOString() },
  };
}

/** Confirms with the code: holds the money and hands the transfer to the rail (a preparer's waits for approval). */
export async function confirmExternal(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof confirmExternalTransfer>,
) {
  const { actor, scope, replay } = await keyedCall(ctx.db, auth, requireExternalSender, {
    call: confirmExternalTransfer.id,
    key: body.idempotency_key,
    params,
    body,
  });
  if (replay.replay) return replay.body as never;
  const now = ctx.clock.now();
  const row = await ownExternalTransfer(ctx.db, actor, params.transaction_id);
  if (row.status !== 'awaiting_confirmation')
    throw new ApiError(
      'invalid_state',
      `This transfer is already ${row.status.replace(/_/g, ' ')}.`,
    );
  if (row.confirm_by && row.confirm_by.getTime() <= now.getTime()) {
    await inTransaction(ctx.db, async (tx) => {
      const locked = await lockTransaction(tx, row.id);
      if (locked.status === 'awaiting_confirmation')
        await transition(tx, locked, 'expired', now, { failure_reason: 'Not confirmed in time.' });
    });
    throw new ApiError(
      'invalid_state',
      'This transfer was not confirmed in time and has expired. Please start again.',
    );
  }
  // The code sent by SMS, or a passkey's signature over what is confirmed (its amount and payee).
  if (body.passkey)
    await verifyApproval(
      ctx,
      actor.customerId,
      body.passkey,
      approvalStatement(row, 'confirm_external_transfer'),
    );
  else await ctx.codes.consume('transfer_confirm', row.id, body.otp_code ?? '');
  const rates = await ctx.rates.table();
  // The rules as they are now decide (they may have changed since the transfer was prepared).
  const path =
    actor.userType === 'corporate'
      ? await approvalPlan(ctx.db, actor, 'external_transfer', row.amount, row.currency, rates)
      : null;
  const result = await idempotent(ctx.db, ctx.clock, scope, 200, async (tx) => {
    const locked = await lockTransaction(tx, row.id, actor.ownerId);
    if (locked.status !== 'awaiting_confirmation')
      throw new ApiError(
        'invalid_state',
        `This transfer is already ${locked.status.replace(/_/g, ' ')}.`,
      );
    const next =
      path?.required === true
        ? await holdForApproval(tx, actor, locked, path, now)
        : await execute(ctx.ledger, tx, actor, locked, now, rates);
    return { data: await presentOne(tx, actor.ownerId, next) };
  });
  // Committed: a preparer's transfer now waits for the company's approvers, who are told.
  await notifyTransaction(ctx, result.data.transaction_id);
  return result;
}

/**
 * The saved external beneficiary of a standing order (issue 27), checked as each run will be: an
 * external beneficiary of the holder's, in the wallet's own currency (a run makes no conversion: a
 * quote would have expired), with a purpose code where the UAE's rule asks for one.
 */
export async function standingExternalTarget(
  ctx: AppContext,
  actor: Actor,
  body: { from_wallet_id: string; beneficiary_id: string; purpose_code?: string | undefined },
) {
  const target = await targetOf(ctx, actor, body);
  if (target.destCurrency !== target.from.currency) {
    const message = `A standing order pays in its wallet's currency (${target.from.currency}); this beneficiary receives ${target.destCurrency}. Pay from a ${target.destCurrency} wallet, or send each transfer yourself.`;
    throw new ApiError('currency_not_allowed', message, { fields: { beneficiary_id: message } });
  }
  const purpose = body.purpose_code ? checkPurpose(body.purpose_code) : null;
  if (!purpose && target.purposeRequired) {
    const message =
      'A purpose-of-payment code is required for transfers in AED and to or from the UAE.';
    throw new ApiError('validation_error', message, { fields: { purpose_code: message } });
  }
  return { ...target, purpose };
}

/** What a standing order's code confirmed of its payee: their name, account and bank. */
export function payeeFingerprint(b: {
  name: string;
  iban: string | null;
  account_number: string | null;
  bic: string | null;
}): string {
  return [b.name, b.iban ?? b.account_number ?? '', b.bic ?? ''].join('|');
}

/**
 * A standing order's run of an external transfer (issue 27): mandated once with the one-time code
 * when the order was set up, so the run asks for none; everything else as the customer's own
 * transfer (the identity check, the beneficiary still saved and in the wallet's currency, the fee,
 * funds and limits, the hold, then the rail), charges shared (SHA), once per key.
 */
export async function externalByStandingOrder(
  ctx: AppContext,
  auth: AuthInfo,
  body: {
    idempotency_key: string;
    from_wallet_id: string;
    beneficiary_id: string;
    amount_minor: string;
    purpose_code?: string;
    reference?: string;
    /** The payee the order's code confirmed (payeeFingerprint). */
    payee?: string;
  },
): Promise<{ data: Transaction }> {
  const { actor, scope, replay } = await keyedCall(ctx.db, auth, requireExternalSender, {
    call: 'standingOrderExternalRun',
    key: body.idempotency_key,
    body,
  });
  if (replay.replay) return replay.body as { data: Transaction };
  const now = ctx.clock.now();
  const target = await standingExternalTarget(ctx, actor, body);
  // The beneficiary edited since (another account, bank or name): not the payee the code confirmed.
  if (body.payee !== payeeFingerprint(target.beneficiary))
    throw new ApiError(
      'invalid_state',
      "This beneficiary's details changed after the standing order was set up, so it was not paid: check them, then set up the standing order again.",
    );
  const rates = await ctx.rates.table();
  const amounts = fromAmount(
    actor,
    parseMinor(body.amount_minor, target.asset),
    target.from.currency,
    rates,
    'SHA',
  );
  const b = target.beneficiary;
  const values = {
    id: crypto.randomUUID(),
    type: 'external_transfer' as const,
    owner_id: actor.ownerId,
    created_by: actor.customerId,
    counterparty_owner_id: null,
    from_account_id: target.from.id,
    to_account_id: null,
    currency: target.from.currency,
    amount: amounts.amount,
    fee: amounts.fee,
    dest_currency: target.destCurrency,
    dest_amount: amounts.principal,
    rate: null,
    quote_id: null,
    beneficiary_id: target.beneficiaryId,
    purpose_code: target.purpose,
    charges: 'SHA' as const,
    reference: body.reference ?? null,
    confirm_by: null,
    details: {
      counterparty: {
        name: b.name,
        detail: `${b.bank_name} · ${maskAccount(b.iban ?? b.account_number ?? '')}`,
      },
      beneficiary: {
        name: b.name,
        iban: b.iban,
        account_number: b.account_number,
        bic: b.bic,
        bank_name: b.bank_name,
        country: b.country,
      },
      principal: amounts.principal.toString(),
      correspondent_fee: amounts.correspondent.toString(),
    },
  };
  return idempotent(ctx.db, ctx.clock, scope, 201, async (tx) => {
    const row = await runNew(ctx.ledger, tx, actor, values, now, rates);
    return { data: await presentOne(tx, actor.ownerId, row) };
  });
}
