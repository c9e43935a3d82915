// A customer's proxies (issue 27): their own verified mobile number or e-mail linked to one of their
// AED wallets, so that anyone can pay them by it. Linking sends a code to the number or address (it
// may have changed hands since it was verified); one active proxy belongs to one account, and the
// partial unique index (migration 0015) holds that under races. Decisions (README, "Instant
// payments"): individual customers only; the proxy is the profile's own number or address, never
// another one typed in; a customer who links a proxy already theirs to another wallet moves it.
import {
  INSTANT_CURRENCY,
  type confirmProxy,
  type listProxies,
  type Proxy,
  type registerProxy,
  type removeProxy,
  type ResponseBody,
} from '@bank/api-contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { ProxiesTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, type Actor } from '../../money/actor';
import { ownWallet } from '../../money/wallets';
import { customerById, maskEmail, maskPhone } from '../customers/customers';
import { displayProxy } from './proxy-text';

type ProxyRow = Selectable<ProxiesTable>;

function proxyView(row: ProxyRow): Proxy {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    wallet_id: row.account_id,
    status: row.status,
    created_at: row.created_at.toISOString(),
    activated_at: row.activated_at?.toISOString() ?? null,
  };
}

function individualOnly(actor: Actor): void {
  if (actor.userType !== 'individual')
    throw new ApiError(
      'forbidden',
      "Instant payment proxies are for personal accounts: a company is paid by its account's IBAN.",
    );
}

export async function listOwnProxies(ctx: AppContext, { auth }: CallInput<typeof listProxies>) {
  const actor = actorOf(auth);
  individualOnly(actor);
  const rows = await ctx.db
    .selectFrom('proxies')
    .selectAll()
    .where('customer_id', '=', actor.customerId)
    .orderBy('kind', 'desc')
    .orderBy('created_at')
    .execute();
  return { data: rows.map(proxyView) };
}

export async function startProxy(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof registerProxy>,
): Promise<ResponseBody<typeof registerProxy>> {
  const actor = actorOf(auth);
  individualOnly(actor);
  const wallet = await ownWallet(ctx.db, actor, body.wallet_id);
  if (wallet.currency !== INSTANT_CURRENCY || wallet.asset_kind !== 'fiat')
    throw new ApiError(
      'currency_not_allowed',
      'Instant payments arrive in dirhams: link the proxy to an AED wallet.',
      { fields: { wallet_id: 'Choose an AED wallet.' } },
    );
  const customer = await customerById(ctx, actor.customerId);
  const value =
    body.kind === 'mobile'
      ? customer.phone_verified_at
        ? customer.phone
        : null
      : customer.email_verified_at
        ? customer.email_normalized
        : null;
  if (!value)
    throw new ApiError(
      'invalid_state',
      body.kind === 'mobile'
        ? 'Add and verify a mobile number in your profile first.'
        : 'Verify your e-mail address first: follow the link we sent you.',
    );
  const current = await ctx.db
    .selectFrom('proxies')
    .selectAll()
    .where('customer_id', '=', actor.customerId)
    .where('kind', '=', body.kind)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (current && current.value === value && current.account_id === wallet.id)
    throw new ApiError('invalid_state', 'This proxy is already linked to this wallet.');
  await ctx.rateLimit.hit(
    `code-send:customer:${actor.customerId}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const now = ctx.clock.now();
  const row: ProxyRow = {
    id: crypto.randomUUID(),
    customer_id: actor.customerId,
    kind: body.kind,
    value,
    account_id: wallet.id,
    status: 'pending',
    created_at: now,
    activated_at: null,
  };
  await ctx.db.transaction().execute(async (tx) => {
    // One link waits per kind: asking again replaces the one not yet confirmed.
    await tx
      .deleteFrom('proxies')
      .where('customer_id', '=', actor.customerId)
      .where('kind', '=', body.kind)
      .where('status', '=', 'pending')
      .execute();
    await tx.insertInto('proxies').values(row).execute();
  });
  const channel = body.kind === 'mobile' ? 'sms' : 'email';
  const { code, expiresAt } = await ctx.codes.issue('proxy_link', row.id, channel);
  await ctx.notifier.send({
    channel,
    to: value,
    ...(channel === 'email' ? { subject: 'Your code to receive instant payments' } : {}),
    text: `Your ${ctx.config.bankName} code to receive instant payments at ${displayProxy(row)} is ${code}. It expires in 5 minutes. Never share it.`,
  });
  await ctx.audit.record('proxy_link_started', {
    customerId: actor.customerId,
    ip: client.ip,
    details: { kind: body.kind },
  });
  return {
    data: {
      proxy: proxyView(row),
      code: {
        channel,
        sent_to: channel === 'sms' ? maskPhone(value) : maskEmail(value),
        expires_at: expiresAt.toISOString(),
      },
    },
  };
}

async function ownProxy(ctx: AppContext, customerId: string, id: string): Promise<ProxyRow> {
  const row = await ctx.db
    .selectFrom('proxies')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found', 'This proxy does not exist.');
  return row;
}

export async function finishProxy(
  ctx: AppContext,
  { auth, params, body, client }: CallInput<typeof confirmProxy>,
): Promise<ResponseBody<typeof confirmProxy>> {
  const actor = actorOf(auth);
  individualOnly(actor);
  const row = await ownProxy(ctx, actor.customerId, params.proxy_id);
  if (row.status === 'active') return { data: proxyView(row) };
  await ctx.codes.consume('proxy_link', row.id, body.otp_code);
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction().execute(async (tx) => {
      // Linked before to another wallet of theirs, or with a number they no longer have: replaced.
      await tx
        .deleteFrom('proxies')
        .where('customer_id', '=', actor.customerId)
        .where('kind', '=', row.kind)
        .where('status', '=', 'active')
        .execute();
      await tx
        .updateTable('proxies')
        .set({ status: 'active', activated_at: now })
        .where('id', '=', row.id)
        .execute();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(
      'proxy_taken',
      row.kind === 'mobile'
        ? 'This number is already linked to another account for instant payments. Unlink it there first, or call us if it is no longer theirs.'
        : 'This address is already linked to another account for instant payments. Unlink it there first, or call us.',
    );
  }
  await ctx.audit.record('proxy_linked', {
    customerId: actor.customerId,
    ip: client.ip,
    details: { kind: row.kind },
  });
  return { data: proxyView({ ...row, status: 'active', activated_at: now }) };
}

export async function unlinkProxy(
  ctx: AppContext,
  { auth, params, client }: CallInput<typeof removeProxy>,
): Promise<ResponseBody<typeof removeProxy>> {
  const actor = actorOf(auth);
  individualOnly(actor);
  const row = await ownProxy(ctx, actor.customerId, params.proxy_id);
  await ctx.db.deleteFrom('proxies').where('id', '=', row.id).execute();
  await ctx.audit.record('proxy_unlinked', {
    customerId: actor.customerId,
    ip: client.ip,
    details: { kind: row.kind },
  });
  return {
    data: {
      message:
        row.status === 'active'
          ? `${displayProxy(row)} is no longer linked: nobody can pay you by it.`
          : 'The link you started was cancelled.',
    },
  };
}
