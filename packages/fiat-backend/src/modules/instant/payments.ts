// Paying by proxy (issue 27): the look-up (who a number or address pays, the name masked, the bank)
// and the payment itself, which is an internal transfer to the wallet the proxy is linked to: the
// same checks (funds, limits, a corporate preparer's approval), the same idempotency and ledger,
// settled at once at any hour. In dirhams only and at most AED 50,000 per payment, as on the
// platform. Privacy: a proxy nobody has linked answers one not_found whatever the reason (it never
// says whether the person banks elsewhere); look-ups are rate-limited per customer and each is
// logged by a digest of the proxy.
import { createHash } from 'node:crypto';
import {
  INSTANT_CURRENCY,
  INSTANT_MAX_MINOR,
  type instantPayment,
  type lookupProxy,
  type ResponseBody,
} from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireMover, requireVerified, type Actor } from '../../money/actor';
import { display, parseMinor, requireAsset } from '../../money/assets';
import type { Db } from '../../money/ledger';
import { ownWallet, type AccountRow } from '../../money/wallets';
import { transferInternal, type TransferState } from '../transfers/internal';
import { displayProxy, maskName, readProxy, type ProxyValue } from './proxy-text';
import {
  platformLookup,
  platformReference,
  type PlatformPayee,
} from '../../adapters/instant-platform-sandbox';
import { checkLimit } from '../../money/limits';
import { idempotent, keyedCall } from '../../money/idempotency';
import { aedValue, runNew } from '../../money/movements';
import { presentOne } from '../../money/records';
import { submittablePlan, waitForApproval } from '../policies/paths';
import { notifyTransaction } from '../notifications/notifications';

const nobody = () =>
  new ApiError(
    'not_found',
    'Nobody can be paid instantly at this number or address. Check it, or pay by IBAN instead.',
    { fields: { proxy: 'Nobody can be paid instantly here.' } },
  );

interface Linked {
  account: AccountRow;
  customer_id: string;
  first_name: string | null;
  last_name: string | null;
}

/** The wallet an active proxy pays, with its holder's name; undefined when nobody linked it. */
async function linkedTo(db: Db, proxy: ProxyValue): Promise<Linked | undefined> {
  const row = await db
    .selectFrom('proxies')
    .innerJoin('accounts', 'accounts.id', 'proxies.account_id')
    .innerJoin('customers', 'customers.id', 'proxies.customer_id')
    .selectAll('accounts')
    .select([
      'customers.first_name',
      'customers.last_name',
      'proxies.customer_id as linked_customer',
    ])
    .where('proxies.kind', '=', proxy.kind)
    .where('proxies.value', '=', proxy.value)
    .where('proxies.status', '=', 'active')
    .where('customers.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { first_name, last_name, linked_customer, ...account } = row;
  return { account: account as AccountRow, customer_id: linked_customer, first_name, last_name };
}

/**
 * Rate-limits and logs one look-up by this customer, then finds who the proxy pays. A look-up and a
 * payment count in separate buckets: paying the same friend often never spends the look-ups.
 */
export async function resolveProxy(
  ctx: AppContext,
  actor: Actor,
  text: string,
  use: 'lookup' | 'payment',
): Promise<
  | { proxy: ProxyValue; linked: Linked; remote?: undefined }
  | { proxy: ProxyValue; remote: PlatformPayee; linked?: undefined }
> {
  await ctx.rateLimit.hit(
    `proxy-${use}:customer:${actor.customerId}`,
    use === 'lookup'
      ? ctx.config.limits.proxyLookupPerCustomer
      : ctx.config.limits.proxyPaymentPerCustomer,
  );
  const proxy = readProxy(text);
  const linked = await linkedTo(ctx.db, proxy);
  // Nobody here: the platform's directory may know them at another bank.
  const remote = linked ? undefined : platformLookup(proxy);
  await ctx.db
    .insertInto('proxy_lookups')
    .values({
      id: crypto.randomUUID(),
      customer_id: actor.customerId,
      proxy_digest: createHash('sha256').update(`${proxy.kind}:${proxy.value}`).digest('hex'),
      found: Boolean(linked ?? remote),
      at: ctx.clock.now(),
    })
    .execute();
  if (remote) return { proxy, remote };
  if (!linked) {
    // A payment to a proxy nobody linked answers as a look-up does: it spends a look-up too, so
    // payments cannot probe the directory faster than look-ups can.
    if (use === 'payment')
      await ctx.rateLimit.hit(
        `proxy-lookup:customer:${actor.customerId}`,
        ctx.config.limits.proxyLookupPerCustomer,
      );
    throw nobody();
  }
  if (linked.account.owner_id === actor.ownerId) {
    const message = 'This is you: move money between your own wallets instead.';
    throw new ApiError('validation_error', message, { fields: { proxy: message } });
  }
  return { proxy, linked };
}

export async function lookUpProxy(
  ctx: AppContext,
  { auth, body }: CallInput<typeof lookupProxy>,
): Promise<ResponseBody<typeof lookupProxy>> {
  const actor = actorOf(auth);
  requireMover(actor);
  const found = await resolveProxy(ctx, actor, body.proxy, 'lookup');
  return {
    data: {
      kind: found.proxy.kind,
      proxy: found.proxy.value,
      name: found.remote
        ? maskName(found.remote.firstName, found.remote.lastName)
        : maskName(found.linked.first_name, found.linked.last_name),
      bank_name: found.remote ? found.remote.bankName : ctx.config.bankName,
      currency: INSTANT_CURRENCY,
    },
  };
}

export async function payByProxy(
  ctx: AppContext,
  { auth, body }: Pick<CallInput<typeof instantPayment>, 'auth' | 'body'>,
  state: TransferState = { checked: true },
): Promise<ResponseBody<typeof instantPayment>> {
  const actor = actorOf(auth);
  requireMover(actor);
  const from = await ownWallet(ctx.db, actor, body.from_wallet_id);
  if (from.currency !== INSTANT_CURRENCY)
    throw new ApiError(
      'currency_not_allowed',
      'Instant payments are made in dirhams: pay from an AED wallet.',
      {
        fields: { from_wallet_id: 'Choose an AED wallet.' },
      },
    );
  const amount = parseMinor(body.amount_minor, requireAsset(INSTANT_CURRENCY));
  if (amount > INSTANT_MAX_MINOR) {
    const message = `An instant payment is at most ${display(INSTANT_MAX_MINOR, INSTANT_CURRENCY)}: send more by IBAN transfer, or in several payments.`;
    throw new ApiError('limit_exceeded', message, { fields: { amount_minor: message } });
  }
  const found = await resolveProxy(ctx, actor, body.proxy, 'payment');
  if (found.remote) return payOtherBank(ctx, auth, body, found.proxy, found.remote, from, state);
  const { proxy, linked } = found;
  return transferInternal(
    ctx,
    auth,
    {
      idempotency_key: body.idempotency_key,
      from_wallet_id: from.id,
      to_account_number: linked.account.account_number ?? '',
      amount_minor: body.amount_minor,
      ...(body.reference ? { reference: body.reference } : {}),
    } as Parameters<typeof transferInternal>[2],
    state,
    { proxy: displayProxy(proxy) },
  );
}

/**
 * A payment to a proxy at another bank, through the instant payment platform's sandbox: money leaves
 * the bank, so the identity check must be approved (as for an external transfer). It is an external
 * transfer carrying the platform's reference (`IPP…`): held now (limits consumed, no fee), then
 * sent, accepted and settled or rejected on the platform's clock (src/money/rail.ts). A corporate
 * preparer's payment waits for an approver first. Once per idempotency key.
 */
async function payOtherBank(
  ctx: AppContext,
  auth: CallInput<typeof instantPayment>['auth'],
  body: CallInput<typeof instantPayment>['body'],
  proxy: ProxyValue,
  payee: PlatformPayee,
  from: AccountRow,
  state: TransferState,
): Promise<ResponseBody<typeof instantPayment>> {
  const { actor, scope, replay } = await keyedCall(
    ctx.db,
    auth,
    (a) => {
      requireMover(a);
      requireVerified(a, 'Instant payments to other banks');
    },
    { call: 'instantPayment', key: body.idempotency_key, body },
  );
  if (replay.replay) return replay.body as ResponseBody<typeof instantPayment>;
  const amount = parseMinor(body.amount_minor, requireAsset(INSTANT_CURRENCY));
  const now = ctx.clock.now();
  const rates = await ctx.rates.table();
  const name = maskName(payee.firstName, payee.lastName);
  const values = {
    id: crypto.randomUUID(),
    type: 'external_transfer' as const,
    owner_id: actor.ownerId,
    created_by: actor.customerId,
    counterparty_owner_id: null,
    from_account_id: from.id,
    to_account_id: null,
    currency: INSTANT_CURRENCY,
    amount,
    fee: 0n,
    dest_currency: INSTANT_CURRENCY,
    dest_amount: amount,
    rate: null,
    quote_id: null,
    beneficiary_id: null,
    purpose_code: null,
    charges: 'OUR' as const,
    reference: body.reference ?? null,
    external_ref: platformReference(),
    confirm_by: null,
    details: {
      counterparty: { name, detail: `${payee.bankName} · ${displayProxy(proxy)}` },
      beneficiary: {
        name,
        iban: null,
        account_number: null,
        bic: payee.bic,
        bank_name: payee.bankName,
        country: 'AE',
      },
      principal: amount.toString(),
    },
  };
  // The company's approval rules: a payment to another bank is a transfer to another bank.
  const plan =
    actor.userType === 'corporate' && !state.mandate
      ? await submittablePlan(ctx.db, actor, 'external_transfer', amount, INSTANT_CURRENCY, rates)
      : null;
  const approval = plan?.required === true;
  if (approval)
    await checkLimit(ctx.db, actor, 'transfer', aedValue(rates, amount, INSTANT_CURRENCY), now);
  const answer = await idempotent(ctx.db, ctx.clock, scope, 201, async (tx) => {
    const row =
      approval && plan
        ? await waitForApproval(tx, actor, values, plan, now)
        : await runNew(ctx.ledger, tx, actor, values, now, rates);
    return { data: await presentOne(tx, actor.ownerId, row) };
  });
  // Committed: a preparer's payment waits for the company's approvers, who are told.
  await notifyTransaction(ctx, answer.data.transaction_id);
  return answer;
}
