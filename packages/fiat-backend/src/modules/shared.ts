// Helpers shared by the modules: customers, finishing a login, cookies, recovery codes.
import { REFRESH_COOKIE, type MissingField } from '@bank/api-contract';
import type { FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import { addSeconds } from '../clock';
import type { AppContext } from '../context';
import type { CustomersTable } from '../db/schema';
import { ApiError } from '../http/errors';
import { hmac, normaliseRecoveryCode, randomToken, recoveryCode, safeEqual, sha256 } from '../security/crypto';
import type { ClientInfo } from '../security/sessions';

export type Customer = Selectable<CustomersTable>;

export const MFA_TOKEN_TTL = 300;
export const UPDATE_TOKEN_TTL = 900;

export async function customerByEmail(ctx: AppContext, emailNormalized: string): Promise<Customer | undefined> {
  return ctx.db.selectFrom('customers').selectAll().where('email_normalized', '=', emailNormalized).executeTakeFirst();
}

export async function customerById(ctx: AppContext, id: string): Promise<Customer> {
  const row = await ctx.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('unauthorized', 'Your session has ended. Please log in again.');
  return row;
}

export function missingFields(c: Customer): MissingField[] {
  const missing: MissingField[] = [];
  if (!c.first_name) missing.push('first_name');
  if (!c.last_name) missing.push('last_name');
  if (!c.date_of_birth) missing.push('date_of_birth');
  if (!c.nationality) missing.push('nationality');
  if (!c.country_of_residence) missing.push('country_of_residence');
  if (!c.phone) missing.push('phone');
  return missing;
}

export function hasSecondFactor(c: Customer): boolean {
  return c.totp_enabled_at !== null || c.otp_channel !== null;
}

export function setRefreshCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE.name, token, {
    httpOnly: true,
    secure: true,
    sameSite: ctx.config.cookieSameSite,
    path: REFRESH_COOKIE.path,
    maxAge: ctx.config.refreshTokenTtl,
  });
}

export function clearRefreshCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE.name, {
    httpOnly: true,
    secure: true,
    sameSite: ctx.config.cookieSameSite,
    path: REFRESH_COOKIE.path,
  });
}

export async function recordLogin(
  ctx: AppContext,
  customerId: string,
  success: boolean,
  reason: string | null,
  client: ClientInfo,
): Promise<void> {
  const place = ctx.geo.lookup(client.ip);
  await ctx.db
    .insertInto('login_events')
    .values({
      id: crypto.randomUUID(),
      customer_id: customerId,
      success,
      reason,
      ip: client.ip,
      city: place.city,
      country: place.country,
      user_agent: client.userAgent?.slice(0, 512) ?? null,
      created_at: ctx.clock.now(),
    })
    .execute();
}

/** A single-use token (mfa_token, update_token) bound to a customer; stored as SHA-256. */
export async function issueChallenge(
  ctx: AppContext,
  customerId: string,
  purpose: 'mfa' | 'update',
  enrollment: boolean,
): Promise<{ token: string; ttl: number }> {
  const token = randomToken();
  const ttl = purpose === 'mfa' ? MFA_TOKEN_TTL : UPDATE_TOKEN_TTL;
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('auth_challenges')
    .values({
      id: crypto.randomUUID(),
      customer_id: customerId,
      token_hash: sha256(token),
      purpose,
      enrollment,
      created_at: now,
      expires_at: addSeconds(now, ttl),
      used_at: null,
      attempts: 0,
    })
    .execute();
  return { token, ttl };
}

export async function findChallenge(ctx: AppContext, token: string, purpose: 'mfa' | 'update') {
  const row = await ctx.db
    .selectFrom('auth_challenges')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.used_at || row.expires_at.getTime() <= ctx.clock.now().getTime() || row.attempts >= ctx.config.limits.codeAttempts) {
    throw new ApiError(
      'mfa_token_invalid',
      purpose === 'mfa' ? 'This login step has expired. Please log in again.' : 'This step has expired. Please log in again.',
    );
  }
  return row;
}

export async function useChallenge(ctx: AppContext, id: string): Promise<void> {
  const done = await ctx.db
    .updateTable('auth_challenges')
    .set({ used_at: ctx.clock.now() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!done) throw new ApiError('mfa_token_invalid', 'This login step was already completed. Please log in again.');
}

/**
 * The end of every login path: an update_token when required profile fields are missing,
 * otherwise a session, the refresh cookie, a login-activity entry and the access token.
 */
export async function finishLogin(
  ctx: AppContext,
  customer: Customer,
  client: ClientInfo,
  reply: FastifyReply,
  recoveryCodes?: string[],
) {
  if (customer.disabled_at) throw new ApiError('account_disabled', 'This user has been disabled by your company\'s administrator.');
  const missing = missingFields(customer);
  if (missing.length > 0) {
    const { token, ttl } = await issueChallenge(ctx, customer.id, 'update', false);
    return {
      data: { status: 'update_required' as const, update_token: token, expires_in: ttl, missing_fields: missing },
    };
  }
  const issued = await ctx.sessions.create(customer, client);
  setRefreshCookie(ctx, reply, issued.refreshToken);
  await recordLogin(ctx, customer.id, true, null, client);
  await ctx.audit.record('login_succeeded', { customerId: customer.id, ip: client.ip, details: { session_id: issued.sessionId } });
  return {
    data: {
      status: 'authenticated' as const,
      customer_id: customer.id,
      user_type: customer.user_type,
      customer_type: customer.customer_type,
      ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
    },
    new_jwt_tokens: { tokens: { access_token: issued.accessToken, token_type: 'Bearer' as const, expires_in: issued.expiresIn } },
  };
}

/** Replaces a customer's recovery codes with ten new ones; answers them in clear, once. */
export async function newRecoveryCodes(ctx: AppContext, customerId: string): Promise<string[]> {
  const codes = Array.from({ length: 10 }, () => recoveryCode());
  const now = ctx.clock.now();
  await ctx.db.deleteFrom('recovery_codes').where('customer_id', '=', customerId).execute();
  await ctx.db
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({
        id: crypto.randomUUID(),
        customer_id: customerId,
        code_hash: hmac(ctx.keys.codes, `recovery:${customerId}:${normaliseRecoveryCode(code)}`),
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/** Uses one recovery code; false when none matches. */
export async function consumeRecoveryCode(ctx: AppContext, customerId: string, code: string): Promise<boolean> {
  const digest = hmac(ctx.keys.codes, `recovery:${customerId}:${normaliseRecoveryCode(code)}`);
  const rows = await ctx.db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
  const match = rows.find((r) => safeEqual(r.code_hash, digest));
  if (!match) return false;
  const used = await ctx.db
    .updateTable('recovery_codes')
    .set({ used_at: ctx.clock.now() })
    .where('id', '=', match.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export async function recoveryCodesLeft(ctx: AppContext, customerId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
