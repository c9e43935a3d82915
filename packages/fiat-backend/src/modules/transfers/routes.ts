// Internal transfers (another customer of the bank, or between the caller's own wallets) and
// external transfers (review → create with a one-time code sent → confirm → the sandbox rail).
import {
  confirmExternalTransfer,
  createExternalTransfer,
  externalTransferQuote,
  internalTransfer,
  resendTransferOtp,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import { addSeconds } from '../../clock';
import type { AppContext } from '../../context';
import { maskPhone } from '../customers/customers';
import { ApiError, unauthorized } from '../../http/errors';
import { registerCall } from '../../http/route';
import { actorOf, needsApproval, requireBeneficiaryManager, requireMover, type Actor } from '../../money/actor';
import { display, money, parseAmount, requireAsset, type Asset } from '../../money/assets';
import { checkPurpose, holderName, maskAccount, shortName, usableQuote, useQuote, type QuoteRow } from '../../money/common';
import { complete, idempotent, inTransaction, lookup, reserve, scopeOf } from '../../money/idempotency';
import { checkLimit } from '../../money/limits';
import { aedValue, execute, internalLines, runNew, totalDebit } from '../../money/movements';
import { TtlCache } from '../../money/cache';
import { moveAtOnce, SessionChanged } from '../../money/fast';
import type { AuthInfo } from '../../security/sessions';
import { computeFee, feeRule } from '../../money/policy';
import { insertTransaction, insertValues, lockTransaction, present, presentOne, rowOf, transition, type Details, type KnownPerson, type Party } from '../../money/records';
import { ownWallet, type AccountRow } from '../../money/wallets';
import { beneficiaryOf, checkExternal, type ExternalDetails } from '../beneficiaries/beneficiaries';
import { createFxQuote, quoteView } from '../fx/conversions';

const notFiat = () => new ApiError('currency_not_allowed', 'Virtual assets cannot be transferred: convert them to a currency first.');

function quoteMismatch(quote: QuoteRow, from: string, to: string, sell: bigint): void {
  if (quote.from_currency !== from || quote.to_currency !== to || quote.sell !== sell) {
    throw new ApiError(
      'quote_invalid',
      `This quote sells ${display(quote.sell, quote.from_currency)} for ${quote.to_currency}; this transfer needs ${display(sell, from)} for ${to}. Ask for a new quote.`,
    );
  }
}

async function availableCheck(wallet: AccountRow, needed: bigint): Promise<void> {
  const available = wallet.balance - wallet.on_hold;
  if (available < needed) {
    throw new ApiError(
      'insufficient_funds',
      `Insufficient funds: the available balance of the ${wallet.currency} wallet is ${display(available, wallet.currency)}, and this needs ${display(needed, wallet.currency)}.`,
    );
  }
}

/** True for transfers in AED and to or from the UAE (UAE Central Bank purpose-of-payment rule). */
export function purposeRequired(from: string, to: string, beneficiaryCountry: string, senderCountry: string | null): boolean {
  return from === 'AED' || to === 'AED' || beneficiaryCountry === 'AE' || senderCountry === 'AE';
}

interface ExternalPlan {
  from: AccountRow;
  asset: Asset;
  amount: bigint;
  fee: bigint;
  correspondent: bigint;
  principal: bigint;
  beneficiary: ReturnType<typeof checkExternal>;
  beneficiaryId: string | null;
  destCurrency: string;
  purposeRequired: boolean;
}

async function planExternal(
  ctx: AppContext,
  actor: Actor,
  body: { from_wallet_id: string; beneficiary_id?: string | undefined; beneficiary?: Omit<ExternalDetails, never> | undefined; amount: string; charges: 'OUR' | 'SHA' | 'BEN' },
): Promise<ExternalPlan> {
  const from = await ownWallet(ctx.db, actor, body.from_wallet_id);
  if (from.asset_kind !== 'fiat') throw notFiat();
  const asset = requireAsset(from.currency);
  const amount = parseAmount(body.amount, asset);
  let beneficiary: ReturnType<typeof checkExternal>;
  let beneficiaryId: string | null = null;
  if (body.beneficiary_id) {
    const b = await beneficiaryOf(ctx.db, actor, body.beneficiary_id);
    if (b.kind !== 'external') throw new ApiError('validation_error', 'This is an internal beneficiary: use an internal transfer.', { fields: { beneficiary_id: 'Not an external beneficiary.' } });
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
  const rates = await ctx.rates.table();
  const { fee, correspondent } = computeFee(feeRule(actor.userType, 'external_transfer'), amount, from.currency, rates, { our: body.charges === 'OUR' });
  const principal = body.charges === 'BEN' ? amount - fee : amount;
  if (principal <= 0n) {
    throw new ApiError('validation_error', `When the beneficiary pays the charges (BEN), the amount must be more than the fee of ${display(fee, from.currency)}.`, {
      fields: { amount: 'Must be more than the fee.' },
    });
  }
  const sender = await ctx.db.selectFrom('customers').select('country_of_residence').where('id', '=', actor.customerId).executeTakeFirst();
  // A corporate holder is a UAE company (the bank's business customers are incorporated in the UAE).
  const senderCountry = actor.userType === 'corporate' ? 'AE' : (sender?.country_of_residence ?? null);
  return {
    from,
    asset,
    amount,
    fee,
    correspondent,
    principal,
    beneficiary,
    beneficiaryId,
    destCurrency: beneficiary.currency,
    purposeRequired: purposeRequired(from.currency, beneficiary.currency, beneficiary.country, senderCountry),
  };
}

async function otpTarget(ctx: AppContext, customerId: string, wanted?: 'sms' | 'whatsapp' | 'email') {
  const c = await ctx.db.selectFrom('customers').select(['email', 'phone', 'phone_verified_at', 'otp_channel']).where('id', '=', customerId).executeTakeFirstOrThrow();
  const phoneOk = Boolean(c.phone && c.phone_verified_at);
  const channel = wanted && (wanted === 'email' || phoneOk) ? wanted : phoneOk ? (c.otp_channel ?? 'sms') : 'email';
  const to = channel === 'email' ? c.email : (c.phone ?? '');
  const sentTo = channel === 'email' ? c.email.replace(/^(.).*(@.*)$/, '$1•••$2') : maskPhone(to);
  return { channel, to, sentTo };
}

async function sendTransferCode(ctx: AppContext, transactionId: string, target: Awaited<ReturnType<typeof otpTarget>>, what: string) {
  const { code, expiresAt } = await ctx.codes.issue('transfer_confirm', transactionId, target.channel);
  await ctx.notifier.send({
    channel: target.channel,
    to: target.to,
    subject: 'Confirm your transfer',
    text: `Your code to confirm the transfer of ${what} is ${code}. It expires in 5 minutes. Never share it with anyone, including bank staff.`,
  });
  return expiresAt;
}

/**
 * A stored answer of external-transfer creation in today's shape: answers stored before the
 * envelope was made one (`data.transaction` and `data.otp`) are replayed as `data` = the
 * transaction with `data.confirmation`.
 */
export function createdShape(body: unknown): unknown {
  const data = (body as { data?: { transaction?: object; otp?: object } } | undefined)?.data;
  if (!data?.transaction || !data.otp) return body;
  return { data: { ...data.transaction, confirmation: data.otp } };
}

export function transferRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Display names change rarely: a minute of staleness is fine for a transaction's counterparty.
  const names = new TtlCache<string>(60_000);
  const people = new TtlCache<KnownPerson>(60_000);
  const walletMeta = new TtlCache<AccountRow>(600_000);

  // The hot path. Its session check may come from memory (`sessions.cached`): the movement's own
  // statement checks the session again, and anything else (the general path, a refusal before the
  // movement, a session that changed) is answered only after a check in the database.
  type Body = Parameters<Parameters<typeof registerCall<typeof internalTransfer>>[3]>[0]['body'];
  class Recheck extends Error {}
  registerCall(app, ctx.sessions.cached, internalTransfer, async ({ auth, body, request }) => {
    const state = { checked: !ctx.sessions.fromMemory(auth) };
    try {
      return await transferInternal(auth, body, state);
    } catch (error) {
      // A refusal before the movement, or the general path, with a session check from memory: check
      // the session in the database (401 when it ended) and run again with what it says now.
      if (!(error instanceof SessionChanged) && (state.checked || !(error instanceof ApiError || error instanceof Recheck))) throw error;
      ctx.sessions.forget(request.headers.authorization);
      const fresh = await ctx.sessions.authenticate(request.headers.authorization);
      try {
        return await transferInternal(fresh, body, { checked: true });
      } catch (again) {
        if (again instanceof SessionChanged) throw unauthorized();
        throw again;
      }
    }
  });

  async function transferInternal(auth: AuthInfo, body: Body, state: { checked: boolean }) {
    const actor = actorOf(auth);
    requireMover(actor);
    const scope = scopeOf(actor.customerId, internalTransfer.id, body.idempotency_key, {}, body);
    // A used quote would refuse a replay before the key is looked at: answer replays first then.
    if (!state.checked && (body.quote_id || needsApproval(actor))) throw new Recheck();
    if (body.quote_id) {
      const prior = await lookup(ctx.db, scope);
      if (prior.replay) return prior.body as never;
    }
    const now = ctx.clock.now();
    // The source and (when given by account number or id) the destination: a wallet's id, number,
    // currency and holder never change, so they are remembered (balances are never read from here).
    const wanted = [`id:${body.from_wallet_id}`, ...(body.to_wallet_id ? [`id:${body.to_wallet_id}`] : []), ...(body.to_account_number ? [`no:${body.to_account_number}`] : [])];
    let wallets = wanted.map((k) => walletMeta.peek(k)).filter((w): w is AccountRow => w !== undefined);
    if (wallets.length < wanted.length) {
      wallets = await ctx.db
        .selectFrom('accounts')
        .selectAll()
        .where('kind', '=', 'wallet')
        .where((eb) =>
          eb.or([
            eb('id', '=', body.from_wallet_id),
            ...(body.to_wallet_id ? [eb('id', '=', body.to_wallet_id)] : []),
            ...(body.to_account_number ? [eb('account_number', '=', body.to_account_number)] : []),
          ]),
        )
        .execute();
      for (const w of wallets) {
        walletMeta.put(`id:${w.id}`, w);
        if (w.account_number) walletMeta.put(`no:${w.account_number}`, w);
      }
    }
    const from = wallets.find((w) => w.id === body.from_wallet_id && w.owner_id === actor.ownerId);
    if (!from) throw new ApiError('not_found', 'This wallet does not exist.');
    if (from.asset_kind !== 'fiat') throw notFiat();
    const amount = parseAmount(body.amount, requireAsset(from.currency));
    const purpose = body.purpose_code ? checkPurpose(body.purpose_code) : null;
    let to: AccountRow;
    let counterparty: Party;
    let beneficiaryId: string | null = null;
    if (body.to_wallet_id) {
      const own = wallets.find((w) => w.id === body.to_wallet_id && w.owner_id === actor.ownerId);
      if (!own) throw new ApiError('not_found', 'This wallet does not exist.');
      to = own;
      counterparty = { name: `Own ${to.currency} wallet`, detail: maskAccount(to.account_number ?? '') };
    } else if (body.beneficiary_id) {
      const b = await beneficiaryOf(ctx.db, actor, body.beneficiary_id);
      if (b.kind !== 'internal' || !b.target_account_id) {
        throw new ApiError('validation_error', 'This is an external beneficiary: use an external transfer.', { fields: { beneficiary_id: 'Not an internal beneficiary.' } });
      }
      const target = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', b.target_account_id).executeTakeFirstOrThrow();
      to = target;
      beneficiaryId = b.id;
      counterparty = { name: b.nickname ?? b.name, detail: maskAccount(target.account_number ?? '') };
    } else {
      const target = wallets.find((w) => w.account_number === body.to_account_number);
      if (!target) throw new ApiError('not_found', `No wallet of the bank has the account number ${body.to_account_number}.`);
      to = target;
      const name =
        target.owner_id === actor.ownerId
          ? `Own ${target.currency} wallet`
          : await names.get(`payee:${target.owner_id}`, async () =>
              target.owner_type === 'company'
                ? holderName(ctx.db, target.owner_id ?? '', 'company')
                : ctx.db
                    .selectFrom('customers')
                    .select(['first_name', 'last_name'])
                    .where('id', '=', target.owner_id ?? '')
                    .executeTakeFirst()
                    .then((p) => shortName(p?.first_name ?? null, p?.last_name ?? null, 'Customer')),
            );
      counterparty = { name, detail: maskAccount(target.account_number ?? '') };
    }
    if (to.id === from.id) throw new ApiError('validation_error', 'Choose a destination other than the source wallet.', { fields: { to_wallet_id: 'Same as the source wallet.' } });
    if (to.asset_kind !== 'fiat') throw notFiat();
    let quote: QuoteRow | undefined;
    if (to.currency !== from.currency) {
      if (!body.quote_id) {
        const message = `The wallets' currencies differ (${from.currency} → ${to.currency}): get a quote (POST /fx/quote) for this amount and pass its quote_id.`;
        throw new ApiError('validation_error', message, { fields: { quote_id: message } });
      }
      quote = await usableQuote(ctx.db, actor, body.quote_id, 'fx', now);
      quoteMismatch(quote, from.currency, to.currency, amount);
    }
    const rates = await ctx.rates.table();
    const fee = computeFee(feeRule(actor.userType, 'internal_transfer'), amount, from.currency, rates).fee;
    const own = to.owner_id === actor.ownerId;
    const d: Details = { counterparty };
    if (!own) d.sender = { name: await names.get(`holder:${actor.ownerId}`, () => holderName(ctx.db, actor.ownerId, actor.ownerType)), detail: maskAccount(from.account_number ?? '') };
    const approval = needsApproval(actor);
    if (approval) await checkLimit(ctx.db, actor, 'transfer', aedValue(rates, amount, from.currency), now);
    const values = {
      id: crypto.randomUUID(),
      type: 'internal_transfer' as const,
      owner_id: actor.ownerId,
      created_by: actor.customerId,
      counterparty_owner_id: to.owner_id,
      from_account_id: from.id,
      to_account_id: to.id,
      currency: from.currency,
      amount,
      fee,
      dest_currency: to.currency,
      dest_amount: quote ? quote.buy : amount,
      rate: quote?.rate ?? null,
      quote_id: quote?.id ?? null,
      beneficiary_id: beneficiaryId,
      purpose_code: purpose,
      reference: body.reference ?? null,
      details: d,
    };
    if (!approval && !quote) {
      // The hot path: one statement (bank_move), the answer built beforehand and stored with the key.
      const row = insertValues({ ...values, status: 'completed' }, now);
      const full = rowOf(row);
      const me = await people.get(actor.customerId, async () =>
        ctx.db.selectFrom('customers').select(['id', 'first_name', 'last_name', 'email']).where('id', '=', actor.customerId).executeTakeFirstOrThrow(),
      );
      const [view] = await present(ctx.db, actor.ownerId, [full], { accounts: [from, to], people: [me] });
      // The statement checks the session before anything else: its refusals are answers.
      state.checked = true;
      return (await moveAtOnce(ctx, {
        scope,
        actor,
        limit: { kind: 'transfer', aed: aedValue(rates, amount, from.currency) },
        row,
        lines: internalLines(ctx.ledger, full),
        kind: 'internal_transfer',
        answer: { data: view },
        at: now,
        auth,
      })) as never;
    }
    if (!state.checked) throw new Recheck();
    return idempotent(ctx.db, ctx.clock, scope, 201, async (tx) => {
      if (quote) await useQuote(tx, quote, now);
      const row = approval ? await insertTransaction(tx, { ...values, status: 'awaiting_approval' }, now) : await runNew(ctx.ledger, tx, actor, values, now, rates);
      return { data: await presentOne(tx, actor.ownerId, row) };
    });
  }

  registerCall(app, ctx.sessions, externalTransferQuote, async ({ auth, body }) => {
    const actor = actorOf(auth);
    requireMover(actor);
    const plan = await planExternal(ctx, actor, body);
    const rates = await ctx.rates.table();
    await checkLimit(ctx.db, actor, 'transfer', aedValue(rates, plan.amount, plan.from.currency), ctx.clock.now());
    let quote = null;
    let receives = plan.principal;
    if (plan.destCurrency !== plan.from.currency) {
      const q = await createFxQuote(ctx, actor, plan.asset, requireAsset(plan.destCurrency), plan.principal, null);
      quote = quoteView(q, ctx.clock.now());
      receives = q.buy;
    }
    return {
      data: {
        amount: money(plan.amount, plan.from.currency),
        fee: money(plan.fee, plan.from.currency),
        correspondent_fee: money(plan.correspondent, plan.from.currency),
        total_debit: money(body.charges === 'BEN' ? plan.amount : plan.amount + plan.fee, plan.from.currency),
        beneficiary_receives: money(receives, plan.destCurrency),
        charges: body.charges,
        quote,
        purpose_code_required: plan.purposeRequired,
      },
    };
  });

  registerCall(app, ctx.sessions, createExternalTransfer, async ({ auth, body }) => {
    const actor = actorOf(auth);
    requireMover(actor);
    const scope = scopeOf(actor.customerId, createExternalTransfer.id, body.idempotency_key, {}, body);
    const prior = await lookup(ctx.db, scope);
    if (prior.replay) return createdShape(prior.body) as never;
    if (body.save_beneficiary && body.beneficiary) requireBeneficiaryManager(actor);
    const now = ctx.clock.now();
    const plan = await planExternal(ctx, actor, body);
    let purpose: string | null = null;
    if (body.purpose_code) purpose = checkPurpose(body.purpose_code);
    else if (plan.purposeRequired) {
      const message = 'A purpose-of-payment code is required for transfers in AED and to or from the UAE.';
      throw new ApiError('validation_error', message, { fields: { purpose_code: message } });
    }
    let quote: QuoteRow | undefined;
    if (plan.destCurrency !== plan.from.currency) {
      if (!body.quote_id) {
        const message = `The beneficiary receives ${plan.destCurrency}: review the transfer (POST /transfer/external/quote) and pass its quote_id.`;
        throw new ApiError('validation_error', message, { fields: { quote_id: message } });
      }
      quote = await usableQuote(ctx.db, actor, body.quote_id, 'fx', now);
      quoteMismatch(quote, plan.from.currency, plan.destCurrency, plan.principal);
    }
    const debit = body.charges === 'BEN' ? plan.amount : plan.amount + plan.fee;
    if (!needsApproval(actor)) await availableCheck(plan.from, debit);
    const rates = await ctx.rates.table();
    await checkLimit(ctx.db, actor, 'transfer', aedValue(rates, plan.amount, plan.from.currency), now);
    const target = await otpTarget(ctx, actor.customerId);
    const b = plan.beneficiary;
    const id = crypto.randomUUID();
    const fresh = await inTransaction(ctx.db, async (tx) => {
      const replay = await reserve(tx, ctx.clock, scope);
      if (replay.replay) return { body: replay.body, fresh: false };
      if (quote) await useQuote(tx, quote, now);
      let beneficiaryId = plan.beneficiaryId;
      if (body.save_beneficiary && body.beneficiary) {
        beneficiaryId = crypto.randomUUID();
        await tx
          .insertInto('beneficiaries')
          .values({ id: beneficiaryId, owner_id: actor.ownerId, kind: 'external', nickname: body.beneficiary.nickname ?? null, ...b, target_account_id: null, created_by: actor.customerId, created_at: now, updated_at: now, deleted_at: null })
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
            counterparty: { name: b.name, detail: `${b.bank_name} · ${maskAccount(b.iban ?? b.account_number ?? '')}` },
            beneficiary: { name: b.name, iban: b.iban, account_number: b.account_number, bic: b.bic, bank_name: b.bank_name, country: b.country },
            principal: plan.principal.toString(),
            correspondent_fee: plan.correspondent.toString(),
          },
        },
        now,
      );
      const answer = {
        data: {
          ...(await presentOne(tx, actor.ownerId, row)),
          confirmation: { channel: target.channel, sent_to: target.sentTo, expires_at: addSeconds(now, ctx.config.limits.codeTtlSeconds).toISOString() },
        },
      };
      await complete(tx, scope, 201, answer);
      return { body: answer, fresh: true };
    });
    if (fresh.fresh) await sendTransferCode(ctx, id, target, `${display(debit, plan.from.currency)} to ${b.name}`);
    return createdShape(fresh.body) as never;
  });

  registerCall(app, ctx.sessions, resendTransferOtp, async ({ auth, params, body }) => {
    const actor = actorOf(auth);
    requireMover(actor);
    const row = await ctx.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', params.transaction_id)
      .where('owner_id', '=', actor.ownerId)
      .where('type', '=', 'external_transfer')
      .executeTakeFirst();
    if (!row || row.created_by !== actor.customerId) throw new ApiError('not_found', 'This transfer does not exist.');
    if (row.status !== 'awaiting_confirmation') throw new ApiError('invalid_state', `This transfer is ${row.status.replace(/_/g, ' ')}: it needs no code.`);
    await ctx.rateLimit.hit(`code-send:customer:${actor.customerId}`, ctx.config.limits.codeSendPerSubject);
    const target = await otpTarget(ctx, actor.customerId, body?.channel);
    const expiresAt = await sendTransferCode(ctx, row.id, target, `${display(totalDebit(row), row.currency)}`);
    return { data: { channel: target.channel, sent_to: target.sentTo, expires_at: expiresAt.toISOString() } };
  });

  registerCall(app, ctx.sessions, confirmExternalTransfer, async ({ auth, params, body }) => {
    const actor = actorOf(auth);
    requireMover(actor);
    const scope = scopeOf(actor.customerId, confirmExternalTransfer.id, body.idempotency_key, params, body);
    const prior = await lookup(ctx.db, scope);
    if (prior.replay) return prior.body as never;
    const now = ctx.clock.now();
    const row = await ctx.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', params.transaction_id)
      .where('owner_id', '=', actor.ownerId)
      .where('type', '=', 'external_transfer')
      .executeTakeFirst();
    if (!row || row.created_by !== actor.customerId) throw new ApiError('not_found', 'This transfer does not exist.');
    if (row.status !== 'awaiting_confirmation') throw new ApiError('invalid_state', `This transfer is already ${row.status.replace(/_/g, ' ')}.`);
    if (row.confirm_by && row.confirm_by.getTime() <= now.getTime()) {
      await inTransaction(ctx.db, async (tx) => {
        const locked = await lockTransaction(tx, row.id);
        if (locked.status === 'awaiting_confirmation') await transition(tx, locked, 'expired', now, { failure_reason: 'Not confirmed in time.' });
      });
      throw new ApiError('invalid_state', 'This transfer was not confirmed in time and has expired. Please start again.');
    }
    await ctx.codes.consume('transfer_confirm', row.id, body.otp_code);
    const rates = await ctx.rates.table();
    return idempotent(ctx.db, ctx.clock, scope, 200, async (tx) => {
      const locked = await lockTransaction(tx, row.id, actor.ownerId);
      if (locked.status !== 'awaiting_confirmation') throw new ApiError('invalid_state', `This transfer is already ${locked.status.replace(/_/g, ' ')}.`);
      const next = needsApproval(actor) ? await transition(tx, locked, 'awaiting_approval', now) : await execute(ctx.ledger, tx, actor, locked, now, rates);
      return { data: await presentOne(tx, actor.ownerId, next) };
    });
  });
}
