// Standing orders (issue 27): creating one (its schedule checked against today in Dubai), the
// Upcoming list with each order's next dates, one order with its runs, and the customer's changes:
// skip the next run, pause, resume, change the amount, cancel; a company approver's approval of a
// preparer's order (once: its runs then go without further approval).
import {
  INSTANT_MAX_MINOR,
  type changeStandingOrderAmount,
  type createStandingOrder,
  type ParsedBody,
  type StandingOrder,
  type StandingRun,
} from '@bank/api-contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { StandingOrderRunsTable, StandingOrdersTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import {
  actorOf,
  needsApproval,
  requireApprover,
  requireMover,
  requireVerified,
  type Actor,
} from '../../money/actor';
import { display, money, parseMinor, requireAsset } from '../../money/assets';
import type { Db } from '../../money/ledger';
import { checkPerPayment } from '../../money/limits';
import { aedValue } from '../../money/movements';
import { ownWallet } from '../../money/wallets';
import { platformLookup } from '../../adapters/instant-platform-sandbox';
import { readProxy } from '../instant/proxy-text';
import { otpTarget, sendMoneyCode } from '../transfers/codes';
import { payeeFingerprint, standingExternalTarget } from '../transfers/external';
import type { AuthInfo } from '../../security/sessions';
import {
  approvalPlan,
  checkCanApprove,
  giveApproval,
  recordPath,
  replacePath,
  submittablePlan,
  type Subject,
} from '../policies/paths';
import { dubaiDate, firstOnOrAfter, nextAfter, upcoming, weekdayOf, type Schedule } from './dates';

export type OrderRow = Selectable<StandingOrdersTable>;
export type RunRow = Selectable<StandingOrderRunsTable>;

/** How many next dates the Upcoming list shows per order. */
const NEXT_RUNS_SHOWN = 3;

const invalid = (field: string, message: string) =>
  new ApiError('validation_error', message, { fields: { [field]: message } });

const scheduleOf = (o: Pick<OrderRow, 'frequency' | 'day'>): Schedule => ({
  frequency: o.frequency,
  day: o.day,
});

/**
 * The order after a run date was used (made or skipped): its next date, and finished when the end
 * is reached (a one-off, the last of max_runs, or past until_date).
 */
export function advance(
  o: Pick<OrderRow, 'frequency' | 'day' | 'end_kind' | 'end_date' | 'max_runs' | 'runs_made'>,
  date: string,
  counted: boolean,
): { next_run_date: string | null; runs_made: number; finished: boolean } {
  const runs = o.runs_made + (counted ? 1 : 0);
  let next = nextAfter(scheduleOf(o), date);
  if (o.end_kind === 'count' && o.max_runs !== null && runs >= o.max_runs) next = null;
  if (o.end_kind === 'until' && next && o.end_date && next > o.end_date) next = null;
  return { next_run_date: next, runs_made: runs, finished: next === null };
}

type CreateBody = ParsedBody<typeof createStandingOrder>;

/** The kind of payment the company's approval rules see in an order's runs. */
function orderKind(kind: OrderRow['kind'], proxy: string | undefined) {
  if (kind === 'external') return 'external_transfer' as const;
  if (kind === 'instant' && proxy && platformLookup(readProxy(proxy)))
    return 'external_transfer' as const;
  return 'internal_transfer' as const;
}

/** A standing order as the approval rules see it (each run's amount: the mandate approved). */
function orderSubject(o: OrderRow): Subject {
  return {
    type: 'standing_order',
    id: o.id,
    kind: orderKind(o.kind, (o.body as Record<string, string | undefined>).proxy),
    amount: o.amount,
    currency: o.currency,
    preparedBy: o.created_by,
    createdAt: o.created_at,
  };
}

/** The path of an order's runs under the company's rules now (none for a person's order). */
async function orderPlan(
  ctx: AppContext,
  actor: Actor,
  o: Pick<OrderRow, 'kind' | 'amount' | 'currency'>,
  proxy: string | undefined,
) {
  if (actor.userType !== 'corporate') return null;
  return submittablePlan(
    ctx.db,
    actor,
    orderKind(o.kind, proxy),
    o.amount,
    o.currency,
    await ctx.rates.table(),
  );
}

/** The transfer's body kept with the order: all but the idempotency key and the amount. */
function transferBody(b: CreateBody): Record<string, string> {
  const keep = [
    'beneficiary_id',
    'to_wallet_id',
    'to_account_number',
    'to_email',
    'to_currency',
    'proxy',
    'purpose_code',
    'reference',
  ] as const;
  const out: Record<string, string> = { from_wallet_id: b.from_wallet_id };
  for (const k of keep) if (b[k] !== undefined) out[k] = String(b[k]);
  return out;
}

export async function createOrder(
  ctx: AppContext,
  auth: AuthInfo,
  b: CreateBody,
): Promise<{ data: StandingOrder }> {
  const actor = actorOf(auth);
  requireMover(actor);
  const today = dubaiDate(ctx.clock.now());
  if (b.start_date < today)
    throw invalid('start_date', `The first date is in the past: choose ${today} or later.`);
  const from = await ownWallet(ctx.db, actor, b.from_wallet_id);
  if (from.asset_kind !== 'fiat')
    throw new ApiError('currency_not_allowed', 'Virtual assets cannot be sent by standing order.');
  if (b.kind === 'instant' && from.currency !== 'AED')
    throw new ApiError(
      'currency_not_allowed',
      'Instant payments are made in dirhams: pay from an AED wallet.',
      { fields: { from_wallet_id: 'Choose an AED wallet.' } },
    );
  const amount = parseMinor(b.amount_minor, requireAsset(from.currency));
  await refuseOverPerPayment(ctx, actor, amount, from.currency);
  // An instant payment to a proxy at another bank leaves the bank: its runs need the identity
  // check, so the order does too (said now, not at its first run).
  if (b.kind === 'instant' && b.proxy && platformLookup(readProxy(b.proxy)))
    requireVerified(actor, 'Instant payments to other banks');
  // To another bank: the identity check, and the beneficiary as each run will check it.
  const external =
    b.kind === 'external'
      ? (requireVerified(actor, 'Standing orders to other banks'),
        await standingExternalTarget(ctx, actor, {
          from_wallet_id: b.from_wallet_id,
          beneficiary_id: b.beneficiary_id ?? '',
          purpose_code: b.purpose_code,
        }))
      : undefined;
  if (b.kind === 'instant' && amount > INSTANT_MAX_MINOR) {
    const message = `An instant payment is at most ${display(INSTANT_MAX_MINOR, 'AED')}.`;
    throw new ApiError('limit_exceeded', message, { fields: { amount_minor: message } });
  }
  // A destination given by wallet or account number must be in the source's currency (a run makes
  // no currency conversion: its quote would have expired).
  const target = b.to_wallet_id
    ? await ownWallet(ctx.db, actor, b.to_wallet_id)
    : b.to_account_number
      ? await ctx.db
          .selectFrom('accounts')
          .selectAll()
          .where('account_number', '=', b.to_account_number)
          .where('kind', '=', 'wallet')
          .executeTakeFirst()
      : undefined;
  if ((b.to_wallet_id || b.to_account_number) && !target)
    throw new ApiError('not_found', `No wallet of the bank has this account number.`, {
      fields: { to_account_number: 'No such account.' },
    });
  if (target && target.currency !== from.currency) {
    const message = `A standing order pays in the source wallet's currency (${from.currency}); this wallet is in ${target.currency}.`;
    throw new ApiError('currency_not_allowed', message, {
      fields: { [b.to_wallet_id ? 'to_wallet_id' : 'to_account_number']: message },
    });
  }
  if (target?.id === from.id)
    throw invalid('to_wallet_id', 'Choose a destination other than the source wallet.');
  const day =
    b.frequency === 'weekly'
      ? (b.weekday ?? weekdayOf(b.start_date))
      : b.frequency === 'monthly'
        ? (b.day_of_month ?? Number(b.start_date.slice(8, 10)))
        : null;
  const schedule: Schedule = { frequency: b.frequency, day };
  const first = firstOnOrAfter(schedule, b.start_date);
  if (b.until_date && first > b.until_date)
    throw invalid('until_date', `The first run would be on ${first}, after the end date.`);
  const now = ctx.clock.now();
  // The company's approval rules decide whether the order waits (an external one: once confirmed).
  const plan = external
    ? null
    : await orderPlan(ctx, actor, { kind: b.kind, amount, currency: from.currency }, b.proxy);
  const row = await ctx.db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('standing_orders')
      .values({
        id: crypto.randomUUID(),
        owner_id: actor.ownerId,
        created_by: actor.customerId,
        approved_by: null,
        approved_at: null,
        kind: b.kind,
        // An external order keeps the payee its code confirmed: each run pays only that account.
        body: JSON.stringify({
          ...transferBody(b),
          ...(external ? { payee: payeeFingerprint(external.beneficiary) } : {}),
        }),
        from_account_id: from.id,
        amount,
        currency: from.currency,
        frequency: b.frequency,
        day,
        start_date: b.start_date,
        end_kind: b.until_date ? 'until' : b.max_runs ? 'count' : 'never',
        end_date: b.until_date ?? null,
        max_runs: b.max_runs ?? null,
        // An external order waits for the one-time code sent for it (the mandate of its runs).
        status: external
          ? 'awaiting_confirmation'
          : plan?.required
            ? 'awaiting_approval'
            : 'active',
        next_run_date: first,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (plan?.required) await recordPath(tx, 'standing_order', inserted.id, plan, actor, now);
    return inserted;
  });
  if (!external) return { data: present(row, null) };
  return { data: { ...present(row, null), confirmation: await sendOrderCode(ctx, actor, row) } };
}

/** The one-time code of an external order, sent to who set it up (the per-customer code limit). */
async function sendOrderCode(ctx: AppContext, actor: Actor, row: OrderRow) {
  await ctx.rateLimit.hit(
    `code-send:customer:${actor.customerId}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const beneficiary = (row.body as Record<string, string | undefined>).payee?.split('|')[0];
  const codeTo = await otpTarget(ctx, actor.customerId);
  const expiresAt = await sendMoneyCode(
    ctx,
    'standing_confirm',
    row.id,
    codeTo,
    `the standing order of ${display(row.amount, row.currency)}${beneficiary ? ` to ${beneficiary}` : ''}`,
  );
  return { channel: codeTo.channel, sent_to: codeTo.sentTo, expires_at: expiresAt.toISOString() };
}

/** A new code for an external order waiting for one (the last one expired, or never came). */
export async function resendOrderCode(ctx: AppContext, auth: AuthInfo, id: string) {
  const actor = actorOf(auth);
  requireMover(actor);
  const o = await orderOf(ctx.db, actor, id);
  if (o.status !== 'awaiting_confirmation')
    throw new ApiError(
      'invalid_state',
      `This order is ${o.status.replace(/_/g, ' ')}: it needs no code.`,
    );
  if (o.created_by !== actor.customerId)
    throw new ApiError(
      'forbidden',
      'Only who set up this standing order confirms it, with the code sent to them.',
    );
  return { data: await sendOrderCode(ctx, actor, o) };
}

/**
 * Confirms an external order with the code sent for it (only by who set it up): it becomes active,
 * or waits for one approval when a preparer set it up. Dates passed meanwhile are not made.
 */
export async function confirmOrder(ctx: AppContext, auth: AuthInfo, id: string, code: string) {
  const actor = actorOf(auth);
  requireMover(actor);
  const o = await orderOf(ctx.db, actor, id);
  if (o.status !== 'awaiting_confirmation')
    throw new ApiError(
      'invalid_state',
      `This order is ${o.status.replace(/_/g, ' ')}: it needs no code.`,
    );
  if (o.created_by !== actor.customerId)
    throw new ApiError(
      'forbidden',
      'Only who set up this standing order confirms it, with the code sent to them.',
    );
  const plan = await orderPlan(ctx, actor, o, undefined);
  await ctx.codes.consume('standing_confirm', o.id, code);
  return change(ctx, auth, id, async (row, a, today, tx) => {
    if (row.status !== 'awaiting_confirmation')
      throw new ApiError('invalid_state', `This order is ${row.status.replace(/_/g, ' ')}.`);
    let next = row.next_run_date;
    while (next && next < today) next = advance(row, next, false).next_run_date;
    if (!next) return { status: 'finished', next_run_date: null };
    if (plan?.required) await recordPath(tx, 'standing_order', row.id, plan, a, ctx.clock.now());
    return { status: plan?.required ? 'awaiting_approval' : 'active', next_run_date: next };
  });
}

function presentRun(r: RunRow, currency: string): StandingRun {
  return {
    run_date: r.run_date,
    status: r.status,
    amount: r.amount === null ? null : money(r.amount, currency),
    transaction_id: r.transaction_id,
    error_code: r.error_code,
    error_message: r.error_message,
  };
}

function present(o: OrderRow, lastFailure: RunRow | null): StandingOrder {
  const body = o.body as Record<string, string | undefined>;
  const live =
    o.status === 'active' ||
    o.status === 'awaiting_approval' ||
    o.status === 'awaiting_confirmation';
  return {
    id: o.id,
    kind: o.kind,
    status: o.status,
    from_wallet_id: o.from_account_id,
    amount: money(o.amount, o.currency),
    to: {
      beneficiary_id: body.beneficiary_id ?? null,
      to_wallet_id: body.to_wallet_id ?? null,
      to_account_number: body.to_account_number ?? null,
      to_email: body.to_email ?? null,
      to_currency: body.to_currency ?? null,
      proxy: body.proxy ?? null,
    },
    purpose_code: body.purpose_code ?? null,
    reference: body.reference ?? null,
    frequency: o.frequency,
    start_date: o.start_date,
    weekday: o.frequency === 'weekly' ? o.day : null,
    day_of_month: o.frequency === 'monthly' ? o.day : null,
    until_date: o.end_date,
    max_runs: o.max_runs,
    runs_made: o.runs_made,
    next_run_date: o.next_run_date,
    next_runs: live
      ? upcoming(
          scheduleOf(o),
          o.next_run_date,
          o.end_kind === 'count' && o.max_runs !== null
            ? Math.min(NEXT_RUNS_SHOWN, o.max_runs - o.runs_made)
            : NEXT_RUNS_SHOWN,
          o.end_date,
        )
      : [],
    created_by: o.created_by,
    approved_by: o.approved_by,
    created_at: o.created_at.toISOString(),
    last_failure: lastFailure ? presentRun(lastFailure, o.currency) : null,
  };
}

/** The last run of each order, when it failed. */
async function lastFailures(db: Db, orders: OrderRow[]): Promise<Map<string, RunRow>> {
  if (!orders.length) return new Map();
  const runs = await db
    .selectFrom('standing_order_runs')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .where('status', '!=', 'skipped')
    .orderBy('run_date', 'desc')
    .execute();
  const last = new Map<string, RunRow>();
  for (const r of runs) if (!last.has(r.order_id)) last.set(r.order_id, r);
  return new Map([...last].filter(([, r]) => r.status === 'failed'));
}

export async function listOrders(
  ctx: AppContext,
  auth: AuthInfo,
  all: boolean,
): Promise<{ data: StandingOrder[] }> {
  const actor = actorOf(auth);
  let q = ctx.db.selectFrom('standing_orders').selectAll().where('owner_id', '=', actor.ownerId);
  if (!all)
    q = q.where('status', 'in', ['awaiting_confirmation', 'active', 'paused', 'awaiting_approval']);
  const rows = await q.orderBy('next_run_date').orderBy('created_at').execute();
  const failures = await lastFailures(ctx.db, rows);
  return { data: rows.map((o) => present(o, failures.get(o.id) ?? null)) };
}

async function orderOf(db: Db, actor: Actor, id: string, lock = false): Promise<OrderRow> {
  let q = db
    .selectFrom('standing_orders')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', actor.ownerId);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new ApiError('not_found', 'No such standing order.');
  return row;
}

export async function getOrder(ctx: AppContext, auth: AuthInfo, id: string) {
  const actor = actorOf(auth);
  const o = await orderOf(ctx.db, actor, id);
  const runs = await ctx.db
    .selectFrom('standing_order_runs')
    .selectAll()
    .where('order_id', '=', o.id)
    .orderBy('run_date', 'desc')
    .execute();
  const last = runs.find((r) => r.status !== 'skipped');
  return {
    data: {
      ...present(o, last?.status === 'failed' ? last : null),
      runs: runs.map((r) => presentRun(r, o.currency)),
    },
  };
}

const over = (o: OrderRow) =>
  new ApiError(
    'invalid_state',
    o.status === 'cancelled'
      ? 'This standing order was cancelled.'
      : 'This standing order has no runs left.',
  );

/** A change to one order in a transaction (the row locked), answered with the order. */
async function change(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
  apply: (o: OrderRow, actor: Actor, today: string, tx: Db) => Promise<Partial<OrderRow>>,
): Promise<{ data: StandingOrder }> {
  const actor = actorOf(auth);
  requireMover(actor);
  const today = dubaiDate(ctx.clock.now());
  const row = await ctx.db.transaction().execute(async (tx) => {
    const o = await orderOf(tx, actor, id, true);
    const set = await apply(o, actor, today, tx);
    return tx
      .updateTable('standing_orders')
      .set({ ...set, updated_at: ctx.clock.now() } as never)
      .where('id', '=', o.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { data: present(row, null) };
}

export const skipNext = (ctx: AppContext, auth: AuthInfo, id: string) =>
  change(ctx, auth, id, async (o, _actor, _today, tx) => {
    if (!['active', 'paused', 'awaiting_approval'].includes(o.status) || !o.next_run_date)
      throw over(o);
    // The skipped date takes the run's place: no process can claim it any more.
    const inserted = await tx
      .insertInto('standing_order_runs')
      .values({
        order_id: o.id,
        run_date: o.next_run_date,
        status: 'skipped',
        amount: null,
        transaction_id: null,
        error_code: null,
        error_message: null,
        job_id: null,
        claimed_at: ctx.clock.now(),
        finished_at: ctx.clock.now(),
      })
      .onConflict((c) => c.doNothing())
      .returning('order_id')
      .executeTakeFirst();
    if (!inserted)
      throw new ApiError('invalid_state', 'This run is already being made: it cannot be skipped.');
    const next = advance(o, o.next_run_date, false);
    return {
      next_run_date: next.next_run_date,
      ...(next.finished ? { status: 'finished' as const } : {}),
    };
  });

export const pauseOrder = (ctx: AppContext, auth: AuthInfo, id: string) =>
  change(ctx, auth, id, async (o) => {
    if (o.status !== 'active')
      throw new ApiError(
        'invalid_state',
        `Only an active order can be paused; this one is ${o.status}.`,
      );
    return { status: 'paused' };
  });

export const resumeOrder = (ctx: AppContext, auth: AuthInfo, id: string) =>
  change(ctx, auth, id, async (o, actor, today, tx) => {
    if (o.status !== 'paused')
      throw new ApiError(
        'invalid_state',
        `Only a paused order can be resumed; this one is ${o.status}.`,
      );
    // Dates that went by while paused are not made later.
    let next = o.next_run_date;
    while (next && next < today) next = advance(o, next, false).next_run_date;
    if (!next) return { status: 'finished', next_run_date: null };
    // A preparer's changed order waits for its approval again.
    const path = await tx
      .selectFrom('approval_paths')
      .select('subject_id')
      .where('subject_type', '=', 'standing_order')
      .where('subject_id', '=', o.id)
      .executeTakeFirst();
    const waits = o.approved_by === null && (needsApproval(actor) || path !== undefined);
    return { status: waits ? 'awaiting_approval' : 'active', next_run_date: next };
  });

export const cancelOrder = (ctx: AppContext, auth: AuthInfo, id: string) =>
  change(ctx, auth, id, async (o) => {
    if (o.status === 'cancelled' || o.status === 'finished') throw over(o);
    return { status: 'cancelled', next_run_date: null };
  });

/**
 * An amount over the customer's per-payment limit for transfers (in AED at today's mid rate; the
 * limits after the identity check's approval) could never go: refused when the order is set up or changed, not at its first run. The day's and the
 * month's use are checked at each run, as for a transfer the customer makes that day.
 */
async function refuseOverPerPayment(
  ctx: AppContext,
  actor: ReturnType<typeof actorOf>,
  amount: bigint,
  currency: string,
): Promise<void> {
  const aed = aedValue(await ctx.rates.table(), amount, currency);
  try {
    // The limits once the identity check is approved: an order set up while it is pending may run
    // after it is approved (each run checks the limits in force on its day).
    checkPerPayment({ ...actor, kycApproved: true }, 'transfer', aed);
  } catch (error) {
    // Said at the amount, as the transfer flows say it.
    if (error instanceof ApiError)
      throw new ApiError(error.code, error.message, { fields: { amount_minor: error.message } });
    throw error;
  }
}

export const changeAmount = (
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
  body: ParsedBody<typeof changeStandingOrderAmount>,
) =>
  change(ctx, auth, id, async (o, actor, _today, tx) => {
    if (o.status === 'cancelled' || o.status === 'finished') throw over(o);
    // The one-time code confirmed this amount to this payee: a new amount is a new order.
    if (o.kind === 'external') {
      const message =
        'The code you entered confirmed this amount: to pay another, cancel this standing order and set up a new one.';
      throw new ApiError('invalid_state', message, { fields: { amount_minor: message } });
    }
    const amount = parseMinor(body.amount_minor, requireAsset(o.currency));
    await refuseOverPerPayment(ctx, actor, amount, o.currency);
    if (o.kind === 'instant' && amount > INSTANT_MAX_MINOR) {
      const message = `An instant payment is at most ${display(INSTANT_MAX_MINOR, 'AED')}.`;
      throw new ApiError('limit_exceeded', message, { fields: { amount_minor: message } });
    }
    // A new amount is a new instruction: the company's rules decide again who approves it.
    const plan =
      actor.userType === 'corporate'
        ? await approvalPlan(
            tx,
            actor,
            orderKind(o.kind, (o.body as Record<string, string | undefined>).proxy),
            amount,
            o.currency,
            await ctx.rates.table(),
          )
        : null;
    if (!plan?.required) return { amount };
    await replacePath(tx, 'standing_order', o.id, plan, actor, ctx.clock.now());
    return {
      amount,
      status: o.status === 'active' ? 'awaiting_approval' : o.status,
      approved_by: null,
      approved_at: null,
    };
  });

/** An order this approver may approve now under the company's rules (read only, before a code). */
async function approvableOrder(ctx: AppContext, actor: Actor, id: string) {
  requireApprover(actor);
  const o = await orderOf(ctx.db, actor, id);
  if (o.status !== 'awaiting_approval')
    throw new ApiError('invalid_state', `This order is ${o.status}: there is nothing to approve.`);
  await checkCanApprove(ctx, actor, orderSubject(o));
  return o;
}

const approvalCodeSubject = (orderId: string, approverId: string) => `${orderId}:${approverId}`;

/** The approver's one-time code for this order (issue 28: every approval is confirmed by a second factor). */
export async function sendOrderApprovalCode(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
  channel?: 'sms' | 'whatsapp' | 'email',
) {
  const actor = actorOf(auth);
  const o = await approvableOrder(ctx, actor, id);
  await ctx.rateLimit.hit(
    `code-send:customer:${actor.customerId}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const target = await otpTarget(ctx, actor.customerId, channel);
  const expiresAt = await sendMoneyCode(
    ctx,
    'review_approve',
    approvalCodeSubject(o.id, actor.customerId),
    target,
    `the approval of the standing order of ${display(o.amount, o.currency)}`,
  );
  return {
    data: { channel: target.channel, sent_to: target.sentTo, expires_at: expiresAt.toISOString() },
  };
}

export async function approveOrder(ctx: AppContext, auth: AuthInfo, id: string, code: string) {
  const actor = actorOf(auth);
  const o = await approvableOrder(ctx, actor, id);
  await ctx.codes.consume('review_approve', approvalCodeSubject(o.id, actor.customerId), code);
  const rates = await ctx.rates.table();
  return change(ctx, auth, id, async (o, a, _today, tx) => {
    if (o.status !== 'awaiting_approval')
      throw new ApiError(
        'invalid_state',
        `This order is ${o.status}: there is nothing to approve.`,
      );
    // The company's rules: this approval may not be the last one the order's path asks for.
    const given = await giveApproval(tx, a, orderSubject(o), ctx.clock.now(), rates);
    if (!given.complete) return {};
    const today = dubaiDate(ctx.clock.now());
    let next = o.next_run_date;
    while (next && next < today) next = advance(o, next, false).next_run_date;
    return next
      ? {
          status: 'active',
          approved_by: a.customerId,
          approved_at: ctx.clock.now(),
          next_run_date: next,
        }
      : { status: 'finished', next_run_date: null };
  });
}
