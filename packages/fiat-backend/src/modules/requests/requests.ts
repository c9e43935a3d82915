// Requests for money and pay links (issue 27). A customer asks for dirhams into one of their AED
// wallets, of a contact found by mobile number or e-mail (the look-up's rules: rate-limited, logged,
// one not_found whatever the reason) or as a link to share. The contact asked, or anyone holding the
// link, pays it as an instant payment (the transfer's own checks, idempotency and ledger).
//
// Paid once: a payer first claims the request (status paying, with who, when and their idempotency
// key) in one conditional update, so a second payer is refused before anything moves; the payment
// then carries the request's id in its details. A claim whose payer vanished (a crash between the
// payment and the mark) is taken over after CLAIM_STALE_MS only when no completed payment carries
// the request; if one does, the request is marked paid with it instead.
//
// Decisions (README, "Requests for money"): personal accounts only, as for proxies; a link's page
// shows the requester's masked name, and the payer sees the full name on the receipt, as with a
// payment by proxy; expired is not stored, it is an open request past expires_at.
import { randomBytes } from 'node:crypto';
import {
  INSTANT_CURRENCY,
  INSTANT_MAX_MINOR,
  MONEY_REQUEST_DEFAULT_DAYS,
  type cancelMoneyRequest,
  type createMoneyRequest,
  type declineMoneyRequest,
  type getPayLink,
  type listMoneyRequests,
  type MoneyRequest,
  type MoneyRequestStatus,
  type payMoneyRequest,
  type ResponseBody,
} from '@bank/api-contract';
import { sql, type Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { MoneyRequestsTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireMover, type Actor } from '../../money/actor';
import { display, money, parseMinor, requireAsset } from '../../money/assets';
import type { Db } from '../../money/ledger';
import { ownWallet } from '../../money/wallets';
import { notify } from '../notifications/notifications';
import { resolveProxy } from '../instant/payments';
import { displayProxy, maskName } from '../instant/proxy-text';
import { transferInternal } from '../transfers/internal';

type Row = Selectable<MoneyRequestsTable>;

const DAY_MS = 86_400_000;
/** A claim older than this, whose payer has not finished, may be taken over (after the check above). */
const CLAIM_STALE_MS = 120_000;
const REQUESTS_LINK = '/dashboard/requests';

function personalOnly(actor: Actor): void {
  requireMover(actor);
  if (actor.userType !== 'individual')
    throw new ApiError(
      'forbidden',
      'Requests for money are for personal accounts: a company is paid by transfer to its IBAN.',
    );
}

function statusOf(row: Row, now: Date): MoneyRequestStatus {
  if (row.status === 'paid' || row.status === 'declined' || row.status === 'cancelled')
    return row.status;
  return row.expires_at <= now ? 'expired' : 'open';
}

interface Names {
  first_name: string | null;
  last_name: string | null;
}

async function namesOf(db: Db, ids: string[]): Promise<Map<string, Names>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

const fullName = (n: Names | undefined) =>
  [n?.first_name, n?.last_name].filter(Boolean).join(' ') || 'A customer';

function view(row: Row, viewer: string, names: Map<string, Names>, now: Date): MoneyRequest {
  const sent = row.requester_id === viewer;
  const other = sent ? (row.payer_id ?? row.paid_by) : row.requester_id;
  const person = other ? names.get(other) : undefined;
  return {
    id: row.id,
    direction: sent ? 'sent' : 'received',
    channel: row.channel,
    amount: money(row.amount, row.currency),
    note: row.note,
    status: statusOf(row, now),
    counterparty: sent
      ? {
          name: person ? maskName(person.first_name, person.last_name) : null,
          detail: row.payer_proxy,
        }
      : { name: fullName(person), detail: null },
    wallet_id: sent ? row.account_id : null,
    token: sent ? row.token : null,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    transaction_id: row.transaction_id,
  };
}

async function viewOne(ctx: AppContext, row: Row, viewer: string): Promise<MoneyRequest> {
  const ids = [row.requester_id, row.payer_id, row.paid_by].filter((x): x is string => !!x);
  return view(row, viewer, await namesOf(ctx.db, ids), ctx.clock.now());
}

export async function createRequest(
  ctx: AppContext,
  { auth, body }: CallInput<typeof createMoneyRequest>,
): Promise<ResponseBody<typeof createMoneyRequest>> {
  const actor = actorOf(auth);
  personalOnly(actor);
  const wallet = await ownWallet(ctx.db, actor, body.wallet_id);
  if (wallet.currency !== INSTANT_CURRENCY || wallet.asset_kind !== 'fiat')
    throw new ApiError(
      'currency_not_allowed',
      'Requests are paid in dirhams: choose an AED wallet.',
      {
        fields: { wallet_id: 'Choose an AED wallet.' },
      },
    );
  const amount = parseMinor(body.amount_minor, requireAsset(INSTANT_CURRENCY));
  if (amount > INSTANT_MAX_MINOR) {
    const message = `A request is at most ${display(INSTANT_MAX_MINOR, INSTANT_CURRENCY)}, as an instant payment is.`;
    throw new ApiError('limit_exceeded', message, { fields: { amount_minor: message } });
  }
  await ctx.rateLimit.hit(
    `money-request:customer:${actor.customerId}`,
    ctx.config.limits.moneyRequestPerCustomer,
  );
  // Asked of a contact: found as a look-up finds them (its bucket, its log, its one not_found).
  const found = body.proxy ? await resolveProxy(ctx, actor, body.proxy, 'lookup') : undefined;
  // A contact at another bank: the platform carries payments, not this bank's requests.
  if (found?.remote) {
    const message = `${found.remote.bankName} holds this number or address: share a link instead, or ask them to pay by your number.`;
    throw new ApiError('validation_error', message, { fields: { proxy: message } });
  }
  const payer = found?.linked ? { proxy: found.proxy, linked: found.linked } : undefined;
  const now = ctx.clock.now();
  const note = body.note?.trim() || null;
  const row: Row = {
    id: crypto.randomUUID(),
    requester_id: actor.customerId,
    account_id: wallet.id,
    amount,
    currency: INSTANT_CURRENCY,
    note,
    channel: payer ? 'proxy' : 'link',
    payer_id: payer?.linked.customer_id ?? null,
    payer_proxy: payer ? displayProxy(payer.proxy) : null,
    token: payer ? null : randomBytes(16).toString('base64url'),
    status: 'open',
    paying_by: null,
    paying_since: null,
    paying_key: null,
    paid_by: null,
    transaction_id: null,
    created_at: now,
    expires_at: new Date(
      now.getTime() + (body.expires_in_days ?? MONEY_REQUEST_DEFAULT_DAYS) * DAY_MS,
    ),
    decided_at: null,
  };
  await ctx.db.insertInto('money_requests').values(row).execute();
  if (payer) {
    const names = await namesOf(ctx.db, [actor.customerId]);
    const who = fullName(names.get(actor.customerId));
    const sum = display(amount, INSTANT_CURRENCY);
    await notify(
      ctx,
      { customer: row.payer_id ?? '' },
      {
        kind: 'request_received',
        title: `${who} asks you for ${sum}`,
        // The note stays in the app: the bank's e-mails and texts never carry a customer's free text.
        body: 'See what it is for, and pay or decline it, in Requests.',
        link: REQUESTS_LINK,
        dedupeKey: `request_received:${row.id}`,
      },
    );
  }
  return { data: await viewOne(ctx, row, actor.customerId) };
}

export async function listRequests(
  ctx: AppContext,
  { auth, query }: CallInput<typeof listMoneyRequests>,
): Promise<ResponseBody<typeof listMoneyRequests>> {
  const actor = actorOf(auth);
  if (actor.userType !== 'individual') personalOnly(actor);
  const me = actor.customerId;
  const rows = await ctx.db
    .selectFrom('money_requests')
    .selectAll()
    .where((eb) =>
      query.direction === 'sent'
        ? eb('requester_id', '=', me)
        : query.direction === 'received'
          ? eb('payer_id', '=', me)
          : eb.or([eb('requester_id', '=', me), eb('payer_id', '=', me)]),
    )
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  const names = await namesOf(
    ctx.db,
    rows.flatMap((r) => [r.requester_id, r.payer_id, r.paid_by]).filter((x): x is string => !!x),
  );
  const now = ctx.clock.now();
  return { data: rows.map((r) => view(r, me, names, now)) };
}

const gone = () => new ApiError('not_found', 'This request does not exist.');

function notOpen(row: Row, now: Date): ApiError {
  const status = statusOf(row, now);
  const words: Record<MoneyRequestStatus, string> = {
    open: 'A payment of this request is being made: try again in a moment.',
    paid: 'This request has been paid.',
    declined: 'This request was declined.',
    cancelled: 'This request was cancelled.',
    expired: 'This request has expired: ask for a new one.',
  };
  return new ApiError('invalid_state', words[status]);
}

/**
 * A claim left by a payer: if a completed payment carries the request, it paid it (marked now);
 * otherwise the row as it was.
 */
async function settleClaim(ctx: AppContext, row: Row): Promise<Row> {
  if (row.status !== 'paying') return row;
  const paid = await paymentOf(ctx.db, row.id);
  if (!paid) return row;
  await markPaid(ctx, row, paid.created_by ?? row.paying_by ?? row.requester_id, paid.id);
  return { ...row, status: 'paid', transaction_id: paid.id };
}

/** A request as it is now. */
const rowById = (db: Db, id: string) =>
  db.selectFrom('money_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A request the customer made (requester_id) or was asked (payer_id); not_found otherwise. */
async function ownRequest(
  db: Db,
  id: string,
  side: 'requester_id' | 'payer_id',
  customerId: string,
): Promise<Row> {
  const row = await db
    .selectFrom('money_requests')
    .selectAll()
    .where('id', '=', id)
    .where(side, '=', customerId)
    .executeTakeFirst();
  if (!row) throw gone();
  return row;
}

/** Closes an open request (cancel by its requester, decline by the contact asked). */
async function close(ctx: AppContext, row: Row, status: 'cancelled' | 'declined'): Promise<Row> {
  const now = ctx.clock.now();
  // A claim whose payer vanished (no payment carries it after CLAIM_STALE_MS) does not block.
  const settled = await settleClaim(ctx, row);
  if (settled.status === 'paid') throw notOpen(settled, now);
  if (row.status === 'paying')
    await ctx.db
      .updateTable('money_requests')
      .set({ status: 'open', paying_by: null, paying_since: null, paying_key: null })
      .where('id', '=', row.id)
      .where('status', '=', 'paying')
      .where('paying_since', '<', new Date(now.getTime() - CLAIM_STALE_MS))
      .execute();
  const closed = await ctx.db
    .updateTable('money_requests')
    .set({ status, decided_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!closed) {
    const fresh = await rowById(ctx.db, row.id);
    if (fresh.status === status) return fresh; // asked twice: the same answer
    throw notOpen(fresh, now);
  }
  return closed;
}

export async function cancelRequest(
  ctx: AppContext,
  { auth, params }: CallInput<typeof cancelMoneyRequest>,
): Promise<ResponseBody<typeof cancelMoneyRequest>> {
  const actor = actorOf(auth);
  personalOnly(actor);
  const row = await ownRequest(ctx.db, params.request_id, 'requester_id', actor.customerId);
  return { data: await viewOne(ctx, await close(ctx, row, 'cancelled'), actor.customerId) };
}

export async function declineRequest(
  ctx: AppContext,
  { auth, params }: CallInput<typeof declineMoneyRequest>,
): Promise<ResponseBody<typeof declineMoneyRequest>> {
  const actor = actorOf(auth);
  personalOnly(actor);
  const row = await ownRequest(ctx.db, params.request_id, 'payer_id', actor.customerId);
  const wasOpen = row.status === 'open' || row.status === 'paying';
  const closed = await close(ctx, row, 'declined');
  if (wasOpen) {
    const names = await namesOf(ctx.db, [actor.customerId]);
    const n = names.get(actor.customerId);
    await notify(
      ctx,
      { customer: row.requester_id },
      {
        kind: 'request_declined',
        title: `Your request for ${display(row.amount, row.currency)} was declined`,
        body: `${maskName(n?.first_name ?? null, n?.last_name ?? null)} declined it. Nothing was paid.`,
        link: REQUESTS_LINK,
        dedupeKey: `request_declined:${row.id}`,
      },
    );
  }
  return { data: await viewOne(ctx, closed, actor.customerId) };
}

/** A completed payment that carries this request (it paid it even if the mark was lost). */
async function paymentOf(db: Db, requestId: string) {
  return db
    .selectFrom('transactions')
    .select(['id', 'created_by'])
    .where(sql<string>`(details::jsonb ->> 'money_request')`, '=', requestId)
    .where('status', '=', 'completed')
    .executeTakeFirst();
}

async function markPaid(
  ctx: AppContext,
  row: Row,
  payer: string,
  transactionId: string,
): Promise<void> {
  const now = ctx.clock.now();
  const marked = await ctx.db
    .updateTable('money_requests')
    .set({ status: 'paid', paid_by: payer, transaction_id: transactionId, decided_at: now })
    .where('id', '=', row.id)
    // A payment that committed is the truth, even after a cancel or decline raced it (a payment
    // slower than the claim's two minutes): the request says paid, and the requester is told.
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return;
  const names = await namesOf(ctx.db, [payer]);
  const n = names.get(payer);
  const sum = display(row.amount, row.currency);
  await notify(
    ctx,
    { customer: row.requester_id },
    {
      kind: 'request_paid',
      title: `Your request for ${sum} was paid`,
      body: `${maskName(n?.first_name ?? null, n?.last_name ?? null)} paid ${sum}${row.note ? ` for “${row.note}”` : ''}. It is in your ${row.currency} wallet now.`,
      link: REQUESTS_LINK,
      transactionId,
      dedupeKey: `request_paid:${row.id}`,
    },
  );
}

export async function payRequest(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof payMoneyRequest>,
): Promise<ResponseBody<typeof payMoneyRequest>> {
  const actor = actorOf(auth);
  personalOnly(actor);
  const me = actor.customerId;
  let row = await ctx.db
    .selectFrom('money_requests')
    .selectAll()
    .where('id', '=', params.request_id)
    .executeTakeFirst();
  // Only the contact asked, or whoever holds the link's token, may see that it exists.
  const allowed =
    row &&
    (row.channel === 'proxy'
      ? row.payer_id === me
      : body.token !== undefined && row.token === body.token);
  if (!row || !allowed) throw gone();
  if (row.requester_id === me)
    throw new ApiError(
      'validation_error',
      'This is your own request: share it with who should pay it.',
    );
  const from = await ownWallet(ctx.db, actor, body.from_wallet_id);
  if (from.currency !== INSTANT_CURRENCY || from.asset_kind !== 'fiat')
    throw new ApiError(
      'currency_not_allowed',
      'Requests are paid in dirhams: pay from an AED wallet.',
      {
        fields: { from_wallet_id: 'Choose an AED wallet.' },
      },
    );
  const now = ctx.clock.now();
  const key = body.idempotency_key;
  // The same payment asked again (its answer lost): it goes on, past the expiry too.
  const retry = row.paying_by === me && row.paying_key === key;
  if (!retry) {
    // Someone's payment may have committed without its mark: it paid the request, nobody pays again.
    row = await settleClaim(ctx, row);
    if (row.status === 'paid') throw notOpen(row, now);
  }
  if (row.status !== 'paid') {
    const stale = new Date(now.getTime() - CLAIM_STALE_MS);
    const claimed = await ctx.db
      .updateTable('money_requests')
      .set({ status: 'paying', paying_by: me, paying_since: now, paying_key: key })
      .where('id', '=', row.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'open'), eb('expires_at', '>', now)]),
          // This payment again: the same payer and key.
          eb.and([
            eb('status', '=', 'paying'),
            eb('paying_by', '=', me),
            eb('paying_key', '=', key),
          ]),
          // A claim left by a payer who vanished, and no payment carries it (checked above; the
          // unique index on the payment's request id refuses a late one).
          eb.and([
            eb('status', '=', 'paying'),
            eb('paying_since', '<', stale),
            eb('expires_at', '>', now),
          ]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!claimed) {
      const fresh = await rowById(ctx.db, row.id);
      throw notOpen(fresh, now);
    }
    row = claimed;
  }
  const account = await ctx.db
    .selectFrom('accounts')
    .select('account_number')
    .where('id', '=', row.account_id)
    .executeTakeFirstOrThrow();
  let answer: ResponseBody<typeof payMoneyRequest>;
  try {
    answer = await transferInternal(
      ctx,
      auth,
      {
        idempotency_key: body.idempotency_key,
        from_wallet_id: from.id,
        to_account_number: account.account_number ?? '',
        amount_minor: row.amount.toString(),
        reference: row.note ?? 'Request for money',
        // Not sent anywhere: it puts the request in the key's scope, so a key used for one request
        // never answers another's payment.
        money_request: row.id,
      } as Parameters<typeof transferInternal>[2],
      { checked: true },
      { proxy: 'Request for money', request: row.id },
    );
  } catch (error) {
    // Another payment carries this request already (a claim taken over too early): nothing moved.
    if (isUniqueViolation(error)) {
      const paid = await settleClaim(ctx, { ...row, status: 'paying' });
      throw notOpen(paid.status === 'paid' ? paid : { ...row, status: 'paid' }, now);
    }
    // Refused (funds, limits, a reused key): nothing moved, the request is open again. A payment
    // still in progress under this key keeps the claim; only this payment's claim is let go.
    if (!(error instanceof ApiError && error.code === 'idempotency_in_progress'))
      await ctx.db
        .updateTable('money_requests')
        .set({ status: 'open', paying_by: null, paying_since: null, paying_key: null })
        .where('id', '=', row.id)
        .where('status', '=', 'paying')
        .where('paying_by', '=', me)
        .where('paying_key', '=', key)
        .execute();
    throw error;
  }
  if (answer.data.status === 'completed') await markPaid(ctx, row, me, answer.data.transaction_id);
  return answer;
}

export async function payLinkPage(
  ctx: AppContext,
  { params, client }: CallInput<typeof getPayLink>,
): Promise<ResponseBody<typeof getPayLink>> {
  await ctx.rateLimit.hit(`pay-link:ip:${client.ip}`, ctx.config.limits.payLinkPerIp);
  const row = await ctx.db
    .selectFrom('money_requests')
    .innerJoin('customers', 'customers.id', 'money_requests.requester_id')
    .selectAll('money_requests')
    .select(['customers.first_name', 'customers.last_name'])
    .where('money_requests.token', '=', params.token)
    .executeTakeFirst();
  if (!row)
    throw new ApiError('not_found', 'This link does not exist: check it, or ask for a new one.');
  const v = view(row, row.requester_id, new Map(), ctx.clock.now());
  return {
    data: {
      request_id: row.id,
      amount: v.amount,
      requester: maskName(row.first_name, row.last_name),
      // Once closed, the page says so and no more: the note was for who would pay.
      note: v.status === 'open' ? row.note : null,
      status: v.status,
      expires_at: v.expires_at,
      bank_name: ctx.config.bankName,
    },
  };
}
