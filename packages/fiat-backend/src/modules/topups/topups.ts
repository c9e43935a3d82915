// Top-ups: bank-transfer instructions (the wallet's IBAN), and card top-ups (quote with the fee,
// then the sandbox provider authorises and captures; the wallet is credited from card clearing).
import {
  type bankTransferInstructions,
  type cardTopupQuote,
  confirmCardTopup,
  type getTopup,
} from '@bank/api-contract';
import { luhnValid } from '../../adapters/card-sandbox';
import { addSeconds } from '../../clock';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireMover, type Actor } from '../../money/actor';
import { display, money, parseMinor, requireAsset } from '../../money/assets';
import { holderName, usableQuote, useQuote } from '../../money/common';
import {
  answerOf,
  complete,
  inTransaction,
  isInProgress,
  reserve,
  scopeOf,
} from '../../money/idempotency';
import { checkLimit, consumeLimit } from '../../money/limits';
import { aedValue, giveBackLimit } from '../../money/movements';
import { computeFee, feeRule } from '../../money/policy';
import {
  insertTransaction,
  lockTransaction,
  presentOne,
  transition,
  visibleTransaction,
} from '../../money/records';
import { ownWallet, BANK } from '../../money/wallets';

function requireCardTopup(actor: Actor): void {
  requireMover(actor);
  if (actor.customerType === 'preparer') {
    throw new ApiError(
      'forbidden',
      'A card payment cannot wait for approval: card top-ups of a business account are for its approvers and administrators.',
    );
  }
}

const invalid = (field: string, message: string) =>
  new ApiError('validation_error', message, { fields: { [field]: message } });

export async function instructions(
  ctx: AppContext,
  { auth, params }: CallInput<typeof bankTransferInstructions>,
) {
  const actor = actorOf(auth);
  const wallet = await ownWallet(ctx.db, actor, params.wallet_id);
  if (!wallet.iban)
    throw new ApiError(
      'currency_not_allowed',
      'Virtual-asset wallets are funded by deposit (see /crypto/deposit).',
    );
  return {
    data: {
      wallet_id: wallet.id,
      currency: wallet.currency,
      account_name: await holderName(ctx.db, actor.ownerId, actor.ownerType),
      account_number: wallet.account_number ?? '',
      iban: wallet.iban,
      bic: BANK.bic,
      // The payer's bank asks for the beneficiary bank's legal name (the brand is not registered).
      bank_name: ctx.config.legalName,
      bank_address: BANK.address,
      reference: `TOPUP-${wallet.account_number?.slice(-8)}`,
      fee: money(0n, wallet.currency),
    },
  };
}

export async function cardQuote(ctx: AppContext, { auth, body }: CallInput<typeof cardTopupQuote>) {
  const actor = actorOf(auth);
  requireCardTopup(actor);
  const wallet = await ownWallet(ctx.db, actor, body.wallet_id);
  if (wallet.asset_kind !== 'fiat')
    throw new ApiError(
      'currency_not_allowed',
      'Virtual-asset wallets cannot be topped up by card.',
    );
  const amount = parseMinor(body.amount_minor, requireAsset(wallet.currency));
  const rates = await ctx.rates.table();
  const now = ctx.clock.now();
  await checkLimit(ctx.db, actor, 'topup_card', aedValue(rates, amount, wallet.currency), now);
  const fee = computeFee(feeRule(actor.userType, 'topup_card'), amount, wallet.currency, rates).fee;
  const quote = await ctx.db
    .insertInto('quotes')
    .values({
      id: crypto.randomUUID(),
      kind: 'topup_card',
      owner_id: actor.ownerId,
      customer_id: actor.customerId,
      wallet_id: wallet.id,
      from_currency: wallet.currency,
      to_currency: wallet.currency,
      sell: amount,
      buy: amount,
      fee,
      rate: '1',
      mid_rate: '1',
      spread_bps: 0,
      created_at: now,
      expires_at: addSeconds(now, ctx.config.money.quoteTtl),
      used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    data: {
      quote_id: quote.id,
      wallet_id: wallet.id,
      amount: money(amount, wallet.currency),
      fee: money(fee, wallet.currency),
      total_charge: money(amount + fee, wallet.currency),
      expires_at: quote.expires_at.toISOString(),
    },
  };
}

export async function topupOne(ctx: AppContext, { auth, params }: CallInput<typeof getTopup>) {
  const actor = actorOf(auth);
  const row = await visibleTransaction(ctx.db, actor.ownerId, params.transaction_id);
  if (row.type !== 'topup_card' && row.type !== 'topup_bank_transfer')
    throw new ApiError('not_found', 'This top-up does not exist.');
  return { data: await presentOne(ctx.db, actor.ownerId, row) };
}

/**
 * Confirms a card top-up: the key and the top-up recorded first (pending), then the provider
 * authorises and captures, then the wallet is credited. A replayed answer keeps its status (`setStatus`).
 */
export async function confirmCard(
  ctx: AppContext,
  { auth, body }: CallInput<typeof confirmCardTopup>,
  setStatus: (status: number) => void,
) {
  const actor = actorOf(auth);
  requireCardTopup(actor);
  const scope = scopeOf(actor.customerId, confirmCardTopup.id, body.idempotency_key, {}, body);
  const replayOf = (found: { status: number; body: unknown }): never => {
    if (found.status >= 400) {
      const e = (found.body as { error: { code: 'card_declined'; message: string } }).error;
      throw new ApiError(e.code, e.message);
    }
    setStatus(found.status);
    return found.body as never;
  };
  // A repeat of this request (a double click, a retry) gets the first one's answer, waiting for it
  // while the first is still with the card provider; it never runs the checks a second time, where
  // it would find the quote already used.
  const prior = await answerOf(ctx.db, scope);
  if (prior.replay) return replayOf(prior);
  try {
    return await confirmCardOnce(ctx, actor, body, scope, replayOf);
  } catch (error) {
    // A concurrent repeat took the key between our look and our checks (its quote then reads as
    // used): its answer is ours.
    if (error instanceof ApiError && (isInProgress(error) || error.code === 'quote_invalid')) {
      const answer = await answerOf(ctx.db, scope);
      if (answer.replay) return replayOf(answer);
    }
    throw error;
  }
}

async function confirmCardOnce(
  ctx: AppContext,
  actor: ReturnType<typeof actorOf>,
  body: CallInput<typeof confirmCardTopup>['body'],
  scope: ReturnType<typeof scopeOf>,
  replayOf: (found: { status: number; body: unknown }) => never,
) {
  const digits = body.card.number.replace(/\D/g, '');
  if (!luhnValid(digits))
    throw invalid('card.number', 'The card number is not valid: check it for a typing error.');
  const now = ctx.clock.now();
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (body.card.expiry_year * 12 + (body.card.expiry_month - 1) < month)
    throw invalid('card.expiry_year', 'The card has expired.');

  const quote = await usableQuote(ctx.db, actor, body.quote_id, 'topup_card', now);
  const wallet = await ownWallet(ctx.db, actor, quote.wallet_id ?? '');
  const { sell: amount, fee } = quote;
  const charge = amount + fee;
  const rates = await ctx.rates.table();
  const aed = aedValue(rates, amount, wallet.currency);
  await checkLimit(ctx.db, actor, 'topup_card', aed, now);

  // 1. Reserve the key and record the top-up (pending) before calling the provider.
  const id = crypto.randomUUID();
  const started = await inTransaction(ctx.db, async (tx) => {
    const replay = await reserve(tx, ctx.clock, scope);
    if (replay.replay) return replay;
    await useQuote(tx, quote, now);
    const limit = await consumeLimit(tx, actor, 'topup_card', aed, now);
    await insertTransaction(
      tx,
      {
        id,
        type: 'topup_card',
        status: 'pending',
        owner_id: actor.ownerId,
        created_by: actor.customerId,
        counterparty_owner_id: null,
        from_account_id: null,
        to_account_id: wallet.id,
        currency: wallet.currency,
        amount,
        fee,
        quote_id: quote.id,
        details: { counterparty: { name: 'Card top-up', detail: null }, limit },
      },
      now,
    );
    return { replay: false as const, limit };
  });
  if (started.replay) return replayOf(started);

  // 2. The provider authorises and captures (idempotent by our transaction id).
  const auth2 = await ctx.cards.authorise({
    reference: id,
    amount: charge,
    currency: wallet.currency,
    card: {
      number: digits,
      expiryMonth: body.card.expiry_month,
      expiryYear: body.card.expiry_year,
      cvc: body.card.cvc,
      holderName: body.card.holder_name,
    },
  });
  const card = { brand: auth2.brand, last4: auth2.last4 };
  const counterparty = { name: `${card.brand} •••• ${card.last4}`, detail: body.card.holder_name };
  if (auth2.status === 'declined') {
    const message = `The card payment of ${display(charge, wallet.currency)} was declined: ${auth2.declineMessage ?? 'declined by the issuer.'}`;
    await inTransaction(ctx.db, async (tx) => {
      const row = await lockTransaction(tx, id);
      await giveBackLimit(tx, row);
      await transition(tx, row, 'failed', ctx.clock.now(), {
        failure_reason: message,
        details: { counterparty, card, card_payment_id: auth2.paymentId },
      });
      await complete(tx, scope, 402, new ApiError('card_declined', message).body());
    });
    throw new ApiError('card_declined', message);
  }
  if (auth2.status === 'authorised') await ctx.cards.capture(auth2.paymentId);

  // 3. Credit the wallet from card clearing, charge the fee, complete; store the answer.
  return inTransaction(ctx.db, async (tx) => {
    const row = await lockTransaction(tx, id);
    await ctx.ledger.post(tx, id, 'topup_card', [
      {
        account: ctx.ledger.bankAccount('card_clearing', wallet.currency),
        currency: wallet.currency,
        amount: -charge,
      },
      { account: wallet.id, currency: wallet.currency, amount, wallet: true },
      {
        account: ctx.ledger.bankAccount('fees', wallet.currency),
        currency: wallet.currency,
        amount: fee,
      },
    ]);
    const done = await transition(tx, row, 'completed', ctx.clock.now(), {
      details: { counterparty, card, card_payment_id: auth2.paymentId, limit: started.limit },
    });
    const answer = { data: await presentOne(tx, actor.ownerId, done) };
    await complete(tx, scope, 201, answer);
    return answer;
  });
}
