// Internal transfers: to another customer of the bank (a saved beneficiary or an account number) or
// between the caller's own wallets. The hot path — no quote, no approval — is one grouped statement
// (money/fast.ts) whose answer is built beforehand; the general path runs in a transaction here.
import { internalTransfer, type ParsedBody, type ResponseBody } from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError, unauthorized } from '../../http/errors';
import { actorOf, requireMover } from '../../money/actor';
import { submittablePlan, waitForApproval } from '../policies/paths';
import { display, parseMinor, requireAsset } from '../../money/assets';
import { TtlCache } from '../../money/cache';
import {
  checkPurpose,
  holderName,
  maskAccount,
  usableQuote,
  useQuote,
  type QuoteRow,
} from '../../money/common';
import { moveAtOnce, SessionChanged } from '../../money/fast';
import { idempotent, lookup, scopeOf } from '../../money/idempotency';
import { checkLimit } from '../../money/limits';
import { aedValue, internalLines, runNew } from '../../money/movements';
import { computeFee, feeRule } from '../../money/policy';
import {
  insertValues,
  present,
  presentOne,
  rowOf,
  type Details,
  type KnownPerson,
  type Party,
} from '../../money/records';
import { claimResubmission, refuseResubmission } from '../../money/resubmission';
import { type AccountRow } from '../../money/wallets';
import type { AuthInfo } from '../../security/sessions';
import { beneficiaryOf, payeeName } from '../beneficiaries/queries';
import { notifyTransaction, queueMoneyIn, queuePaymentSent } from '../notifications/notifications';
import { accountById, personOf, walletsByIdOrNumber } from './queries';
import { walletOfEmail } from './recipient';

export type InternalTransferBody = ParsedBody<typeof internalTransfer>;

/** Whether the caller's session was checked in the database for this request (not remembered). */
export interface TransferState {
  checked: boolean;
  /**
   * A standing order's run (modules/standing): made for its creator with no session of theirs; the
   * runner checked the customer and their role in the database just before. The movement's
   * statement then skips its session check.
   */
  sessionless?: boolean;
  /**
   * Approved beforehand: a standing order's run, whose order was approved under the company's rules
   * when it was set up (its mandate). The rules are not applied to each run again.
   */
  mandate?: boolean;
}

/**
 * An instant payment to a proxy (modules/instant): the payer typed a number or address, so the
 * receipt shows it, and the payee's account number is never shown to them.
 */
export interface ByProxy {
  /** What the payer's receipt shows for the payee instead of their account number. */
  proxy: string;
  /** The request for money this payment pays. */
  request?: string;
}

/** Thrown before anything moves when a remembered session check must be made in the database first. */
export class Recheck extends Error {}

/**
 * What the hot path remembers per server: display names (a minute of staleness is fine for a
 * counterparty), people, and wallets' fixed facts (id, number, currency, holder: never balances).
 */
interface Caches {
  names: TtlCache<string>;
  people: TtlCache<KnownPerson>;
  walletMeta: TtlCache<AccountRow>;
}
const caches = new WeakMap<AppContext['db'], Caches>();

function cachesOf(ctx: AppContext): Caches {
  let c = caches.get(ctx.db);
  if (!c) {
    c = {
      names: new TtlCache<string>(60_000),
      people: new TtlCache<KnownPerson>(60_000),
      walletMeta: new TtlCache<AccountRow>(600_000),
    };
    caches.set(ctx.db, c);
  }
  return c;
}

export const notFiat = () =>
  new ApiError(
    'currency_not_allowed',
    'Virtual assets cannot be transferred: convert them to a currency first.',
  );

/** A quote must be for exactly this pair and amount. */
export function quoteMismatch(quote: QuoteRow, from: string, to: string, sell: bigint): void {
  if (quote.from_currency !== from || quote.to_currency !== to || quote.sell !== sell) {
    throw new ApiError(
      'quote_invalid',
      `This quote sells ${display(quote.sell, quote.from_currency)} for ${quote.to_currency}; this transfer needs ${display(sell, from)} for ${to}. Ask for a new quote.`,
    );
  }
}

/**
 * The call: the session check may come from memory (`sessions.cached`): the movement's own
 * statement checks the session again, and anything else (the general path, a refusal before the
 * movement, a session that changed) is answered only after a check in the database.
 */
export async function internalTransferCall(
  ctx: AppContext,
  auth: AuthInfo,
  body: InternalTransferBody,
  authorization: string | undefined,
) {
  const state = { checked: !ctx.sessions.fromMemory(auth) };
  try {
    return await transferInternal(ctx, auth, body, state);
  } catch (error) {
    // A refusal before the movement, or the general path, with a session check from memory: check
    // the session in the database (401 when it ended) and run again with what it says now.
    if (
      !(error instanceof SessionChanged) &&
      (state.checked || !(error instanceof ApiError || error instanceof Recheck))
    )
      throw error;
    ctx.sessions.forget(authorization);
    const fresh = await ctx.sessions.authenticate(authorization);
    try {
      return await transferInternal(ctx, fresh, body, { checked: true });
    } catch (again) {
      if (again instanceof SessionChanged) throw unauthorized();
      throw again;
    }
  }
}

/**
 * An internal transfer for this caller. `state.checked` false means the session check came from
 * memory: anything but the grouped movement (which checks the session itself) throws Recheck first.
 */
export async function transferInternal(
  ctx: AppContext,
  auth: AuthInfo,
  body: InternalTransferBody,
  state: TransferState = { checked: true },
  via?: ByProxy,
): Promise<ResponseBody<typeof internalTransfer>> {
  const { names, people, walletMeta } = cachesOf(ctx);
  const actor = actorOf(auth);
  requireMover(actor);
  const scope = scopeOf(actor.customerId, internalTransfer.id, body.idempotency_key, {}, body);
  // A used quote would refuse a replay before the key is looked at: answer replays first then.
  if (!state.checked && (body.quote_id || actor.userType === 'corporate')) throw new Recheck();
  if (body.quote_id) {
    const prior = await lookup(ctx.db, scope);
    if (prior.replay) return prior.body as never;
  }
  const now = ctx.clock.now();
  // The source and (when given by account number or id) the destination: a wallet's id, number,
  // currency and holder never change, so they are remembered (balances are never read from here).
  const wanted = [
    `id:${body.from_wallet_id}`,
    ...(body.to_wallet_id ? [`id:${body.to_wallet_id}`] : []),
    ...(body.to_account_number ? [`no:${body.to_account_number}`] : []),
  ];
  let wallets = wanted
    .map((k) => walletMeta.peek(k))
    .filter((w): w is AccountRow => w !== undefined);
  if (wallets.length < wanted.length) {
    wallets = await walletsByIdOrNumber(
      ctx.db,
      [body.from_wallet_id, ...(body.to_wallet_id ? [body.to_wallet_id] : [])],
      body.to_account_number,
    );
    for (const w of wallets) {
      walletMeta.put(`id:${w.id}`, w);
      if (w.account_number) walletMeta.put(`no:${w.account_number}`, w);
    }
  }
  const from = wallets.find((w) => w.id === body.from_wallet_id && w.owner_id === actor.ownerId);
  if (!from) throw new ApiError('not_found', 'This wallet does not exist.');
  if (from.asset_kind !== 'fiat') throw notFiat();
  const amount = parseMinor(body.amount_minor, requireAsset(from.currency));
  const purpose = body.purpose_code ? checkPurpose(body.purpose_code) : null;
  let to: AccountRow;
  let counterparty: Party;
  let beneficiaryId: string | null = null;
  if (body.to_wallet_id) {
    const own = wallets.find((w) => w.id === body.to_wallet_id && w.owner_id === actor.ownerId);
    if (!own) throw new ApiError('not_found', 'This wallet does not exist.');
    to = own;
    counterparty = {
      name: `Own ${to.currency} wallet`,
      detail: maskAccount(to.account_number ?? ''),
    };
  } else if (body.beneficiary_id) {
    const b = await beneficiaryOf(ctx.db, actor, body.beneficiary_id);
    if (b.kind !== 'internal' || !b.target_account_id) {
      throw new ApiError(
        'validation_error',
        'This is an external beneficiary: use an external transfer.',
        { fields: { beneficiary_id: 'Not an internal beneficiary.' } },
      );
    }
    const target = await accountById(ctx.db, b.target_account_id);
    to = target;
    beneficiaryId = b.id;
    counterparty = { name: b.nickname ?? b.name, detail: maskAccount(target.account_number ?? '') };
  } else if (body.to_email) {
    // Paid by the address they bank with: the sender knows it, so the receipt shows it, not the account.
    to = await walletOfEmail(ctx.db, body.to_email, requireAsset(body.to_currency ?? '').code);
    const target = to;
    counterparty = {
      name:
        target.owner_id === actor.ownerId
          ? `Own ${target.currency} wallet`
          : await names.get(`payee:${target.owner_id}`, () => payeeName(ctx.db, target)),
      detail: body.to_email,
    };
  } else {
    const target = wallets.find((w) => w.account_number === body.to_account_number);
    if (!target)
      throw new ApiError(
        'not_found',
        `No wallet of the bank has the account number ${body.to_account_number}.`,
      );
    to = target;
    const name =
      target.owner_id === actor.ownerId
        ? `Own ${target.currency} wallet`
        : await names.get(`payee:${target.owner_id}`, () => payeeName(ctx.db, target));
    counterparty = { name, detail: via ? via.proxy : maskAccount(target.account_number ?? '') };
  }
  if (to.id === from.id)
    throw new ApiError('validation_error', 'Choose a destination other than the source wallet.', {
      fields: { to_wallet_id: 'Same as the source wallet.' },
    });
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
  const fee = computeFee(
    feeRule(actor.userType, 'internal_transfer'),
    amount,
    from.currency,
    rates,
  ).fee;
  const own = to.owner_id === actor.ownerId;
  const d: Details = { counterparty };
  if (body.resubmits) d.resubmission_of = body.resubmits;
  if (via?.request) d.money_request = via.request;
  if (!own) {
    // The payee in full for an approver or the history's details: an account of this bank.
    d.beneficiary = {
      name: counterparty.name,
      iban: null,
      account_number: via ? null : to.account_number,
      bic: null,
      bank_name: ctx.config.bankName,
      country: 'AE',
    };
    d.sender = {
      name: await names.get(`holder:${actor.ownerId}`, () =>
        holderName(ctx.db, actor.ownerId, actor.ownerType),
      ),
      detail: maskAccount(from.account_number ?? ''),
    };
  }
  // The company's approval rules (a person's transfer needs none, and reads nothing for them).
  const plan =
    actor.userType === 'corporate' && !state.mandate
      ? await submittablePlan(ctx.db, actor, 'internal_transfer', amount, from.currency, rates)
      : null;
  const approval = plan?.required === true;
  if (approval)
    await checkLimit(ctx.db, actor, 'transfer', aedValue(rates, amount, from.currency), now);
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
  if (body.resubmits && !approval) refuseResubmission();
  if (!approval && !quote) {
    // The hot path: one statement (bank_move), the answer built beforehand and stored with the key.
    // Its reference now: the answer is made (and stored with the key) before the insert.
    const row = insertValues({ ...values, status: 'completed', ref: await ctx.refs.next() }, now);
    const full = rowOf(row);
    const me = await people.get(actor.customerId, () => personOf(ctx.db, actor.customerId));
    const [view] = await present(ctx.db, actor.ownerId, [full], {
      accounts: [from, to],
      people: [me],
    });
    // The statement checks the session before anything else: its refusals are answers.
    state.checked = true;
    const answer = { data: view };
    const result = await moveAtOnce(ctx, {
      scope,
      actor,
      limit: { kind: 'transfer', aed: aedValue(rates, amount, from.currency) },
      row,
      lines: internalLines(ctx.ledger, full),
      kind: 'internal_transfer',
      answer,
      at: now,
      ...(state.sessionless ? {} : { auth }),
    });
    // Committed, and not a replay (a replay answers the stored copy): the payee's money in is handed
    // to this server's batcher (recorded with others in one statement, its e-mail or SMS in one
    // insert, a few milliseconds later); the answer waits for none of it. Never throws.
    if (result === answer && !own && to.owner_id)
      queueMoneyIn(ctx, {
        kind: 'money_in',
        transactionId: row.id,
        walletId: to.id,
        ownerId: to.owner_id,
        currency: to.currency,
        amount,
        from: d.sender?.name ?? 'A customer of the bank',
      });
    // An instant payment (a proxy's, a request's): the payer's centre says it went, too.
    if (result === answer && !own && via)
      queuePaymentSent(ctx, {
        transactionId: row.id,
        ownerId: actor.ownerId,
        currency: from.currency,
        amount,
        to: counterparty.name,
      });
    return result as never;
  }
  if (!state.checked) throw new Recheck();
  const result = await idempotent(ctx.db, ctx.clock, scope, 201, async (tx) => {
    if (quote) await useQuote(tx, quote, now);
    if (body.resubmits)
      await claimResubmission(tx, actor, body.resubmits, 'internal_transfer', values.id);
    const row =
      approval && plan
        ? await waitForApproval(tx, actor, values, plan, now)
        : await runNew(ctx.ledger, tx, actor, values, now, rates);
    return { data: await presentOne(tx, actor.ownerId, row) };
  });
  // Committed: the approvers of a prepared one, or the payee, are told (never throws).
  await notifyTransaction(ctx, result.data.transaction_id);
  return result;
}
