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
import { actorOf, requireMover, type Actor } from '../../money/actor';
import { display, parseMinor, requireAsset } from '../../money/assets';
import type { Db } from '../../money/ledger';
import { ownWallet, type AccountRow } from '../../money/wallets';
import { transferInternal, type TransferState } from '../transfers/internal';
import { displayProxy, maskName, readProxy, type ProxyValue } from './proxy-text';

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
) {
  await ctx.rateLimit.hit(
    `proxy-${use}:customer:${actor.customerId}`,
    use === 'lookup'
      ? ctx.config.limits.proxyLookupPerCustomer
      : ctx.config.limits.proxyPaymentPerCustomer,
  );
  const proxy = readProxy(text);
  const linked = await linkedTo(ctx.db, proxy);
  await ctx.db
    .insertInto('proxy_lookups')
    .values({
      id: crypto.randomUUID(),
      customer_id: actor.customerId,
      proxy_digest: createHash('sha256').update(`${proxy.kind}:${proxy.value}`).digest('hex'),
      found: Boolean(linked),
      at: ctx.clock.now(),
    })
    .execute();
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
  const { proxy, linked } = await resolveProxy(ctx, actor, body.proxy, 'lookup');
  return {
    data: {
      kind: proxy.kind,
      proxy: proxy.value,
      name: maskName(linked.first_name, linked.last_name),
      bank_name: ctx.config.bankName,
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
  const { proxy, linked } = await resolveProxy(ctx, actor, body.proxy, 'payment');
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
