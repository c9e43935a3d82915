// The password step of a login, what a failed attempt costs (lockout, login activity, audit), the
// methods a second factor may use, missing profile fields, and the end of every login path.
import type {
  confirmMfa,
  loginWithAuth0,
  MfaMethod,
  ParsedBody,
  ResponseBody,
  updateInfo,
} from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { ClientInfo } from '../../security/sessions';
import {
  customerByEmail,
  customerById,
  hasSecondFactor,
  maskPhone,
  missingFields,
  normaliseEmail,
  type Customer,
} from '../customers/customers';
import { sendAlert } from '../customers/alerts';
import { recoveryCodesLeft } from '../customers/recovery-codes';
import { requireMobile } from '../customers/phones';
import { findChallenge, issueChallenge, useChallenge } from './challenges';

/** A call's answer, and the refresh token its route sets as the cookie when the login is complete. */
export interface Outcome<C> {
  answer: ResponseBody<C>;
  refreshToken?: string;
}

const invalidCredentials = () =>
  new ApiError('invalid_credentials', 'The e-mail or password is not correct.');

export async function recordLogin(
  ctx: AppContext,
  customerId: string,
  success: boolean,
  reason: string | null,
  client: ClientInfo,
  method: 'password' | 'passkey' | null = null,
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
      method,
    })
    .execute();
}

/**
 * Whether this login comes from a browser and country never seen in an earlier successful login,
 * when there was one (a customer's first login is no news to them).
 */
async function fromNewDeviceOrPlace(
  ctx: AppContext,
  customerId: string,
  client: ClientInfo,
): Promise<boolean> {
  const earlier = ctx.db
    .selectFrom('login_events')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('success', '=', true);
  if (!(await earlier.limit(1).executeTakeFirst())) return false;
  const agent = client.userAgent?.slice(0, 512) ?? null;
  const seen = await earlier
    .where((eb) => (agent === null ? eb('user_agent', 'is', null) : eb('user_agent', '=', agent)))
    .where('country', '=', ctx.geo.lookup(client.ip).country)
    .limit(1)
    .executeTakeFirst();
  return !seen;
}

/** A failed password or code: counts toward the lockout, is recorded and audited; always throws. */
export async function failedLogin(
  ctx: AppContext,
  email: string,
  customer: Customer | undefined,
  reason: string,
  client: ClientInfo,
): Promise<never> {
  const lockedUntil = await ctx.lockout.fail(email);
  if (customer) await recordLogin(ctx, customer.id, false, reason, client);
  await ctx.audit.record('login_failed', {
    customerId: customer?.id ?? null,
    ip: client.ip,
    details: { reason },
  });
  if (lockedUntil) {
    if (customer)
      await sendAlert(ctx, customer.email, { kind: 'locked', until: lockedUntil }, client);
    await ctx.audit.record('account_locked', {
      customerId: customer?.id ?? null,
      ip: client.ip,
      details: { until: lockedUntil.toISOString() },
    });
    throw ctx.lockout.lockedError(lockedUntil);
  }
  throw reason === 'bad_code'
    ? new ApiError('invalid_code', 'The code is not correct.')
    : invalidCredentials();
}

async function mfaMethods(
  ctx: AppContext,
  customer: Customer,
  enrollment: boolean,
  hasPasskey: boolean,
): Promise<MfaMethod[]> {
  const methods: MfaMethod[] = [];
  if (customer.totp_enabled_at || enrollment) methods.push('otp');
  if ((customer.otp_channel || enrollment) && customer.phone && customer.phone_verified_at)
    methods.push('sms', 'whatsapp');
  if (customer.totp_enabled_at && (await recoveryCodesLeft(ctx, customer.id)) > 0)
    methods.push('recovery_code');
  if (hasPasskey) methods.unshift('passkey');
  return methods;
}

/**
 * The end of every login path: an update_token when required profile fields are missing,
 * otherwise a session, a login-activity entry and the access token (and the refresh token).
 */
export async function finishLogin(
  ctx: AppContext,
  customer: Customer,
  client: ClientInfo,
  codes: {
    recoveryCodes?: string[];
    recoveryCodesLeft?: number;
    /** How the login was made (the login activity shows it); a password login by default. */
    method?: 'password' | 'passkey';
  } = {},
): Promise<Outcome<typeof confirmMfa>> {
  if (customer.disabled_at)
    throw new ApiError(
      'account_disabled',
      "This user has been disabled by your company's administrator.",
    );
  const missing = missingFields(customer);
  if (missing.length > 0) {
    const { token, ttl } = await issueChallenge(ctx, customer.id, 'update', false);
    return {
      answer: {
        data: {
          status: 'update_required' as const,
          update_token: token,
          expires_in: ttl,
          missing_fields: missing,
        },
      },
    };
  }
  const issued = await ctx.sessions.create(customer, client);
  const newPlace = await fromNewDeviceOrPlace(ctx, customer.id, client);
  await recordLogin(ctx, customer.id, true, null, client, codes.method ?? 'password');
  if (newPlace) await sendAlert(ctx, customer.email, { kind: 'new_login' }, client);
  await ctx.audit.record('login_succeeded', {
    customerId: customer.id,
    ip: client.ip,
    details: { session_id: issued.sessionId, method: codes.method ?? 'password' },
  });
  return {
    refreshToken: issued.refreshToken,
    answer: {
      data: {
        status: 'authenticated' as const,
        customer_id: customer.id,
        user_type: customer.user_type,
        customer_type: customer.customer_type,
        ...(codes.recoveryCodes ? { recovery_codes: codes.recoveryCodes } : {}),
        ...(codes.recoveryCodesLeft !== undefined
          ? { recovery_codes_left: codes.recoveryCodesLeft }
          : {}),
      },
      new_jwt_tokens: {
        tokens: {
          access_token: issued.accessToken,
          token_type: 'Bearer' as const,
          expires_in: issued.expiresIn,
        },
      },
    },
  };
}

/** The password step: rate limits, captcha, lockout, password; then the second factor or the end of the login. */
export async function passwordLogin(
  ctx: AppContext,
  body: ParsedBody<typeof loginWithAuth0>,
  client: ClientInfo,
): Promise<Outcome<typeof loginWithAuth0>> {
  const { limits } = ctx.config;
  const email = normaliseEmail(body.email);
  await ctx.rateLimit.hit(`login:ip:${client.ip}`, limits.loginPerIp);
  await ctx.rateLimit.hit(`login:account:${email}`, limits.loginPerAccount);
  if (!(await ctx.captcha.verify(body.tokenV3))) {
    await ctx.audit.record('captcha_failed', { ip: client.ip, details: { call: 'login' } });
    throw new ApiError(
      'captcha_invalid',
      'The anti-bot check failed or expired. Please try again.',
    );
  }
  await ctx.lockout.assertOpen(email);
  const customer = await customerByEmail(ctx, email);
  const ok = customer
    ? await ctx.passwords.verify(customer.password_hash, body.password)
    : await ctx.passwords.verifyDummy(body.password);
  if (!customer || !ok) return failedLogin(ctx, email, customer, 'bad_password', client);
  if (customer.disabled_at) {
    await recordLogin(ctx, customer.id, false, 'disabled', client);
    throw new ApiError(
      'account_disabled',
      "This user has been disabled by your company's administrator.",
    );
  }
  // A passkey is a second factor of its own: a customer who added one is asked for it (or a code).
  const passkey = await ctx.db
    .selectFrom('passkeys')
    .select('id')
    .where('customer_id', '=', customer.id)
    .limit(1)
    .executeTakeFirst();
  if (hasSecondFactor(customer) || passkey || customer.mfa_required) {
    const enrollment = !hasSecondFactor(customer) && !passkey;
    const { token, ttl } = await issueChallenge(ctx, customer.id, 'mfa', enrollment);
    await ctx.audit.record('mfa_challenge_issued', {
      customerId: customer.id,
      ip: client.ip,
      details: { enrollment },
    });
    return {
      answer: {
        data: {
          status: 'mfa_required' as const,
          mfa_token: token,
          expires_in: ttl,
          mfa_methods: await mfaMethods(ctx, customer, enrollment, Boolean(passkey)),
          enrollment_required: enrollment,
          phone_hint:
            customer.phone && customer.phone_verified_at ? maskPhone(customer.phone) : null,
          preferred_channel:
            customer.otp_channel === 'sms' || customer.otp_channel === 'whatsapp'
              ? customer.otp_channel
              : null,
        },
      },
    };
  }
  await ctx.lockout.reset(email);
  const { answer, refreshToken } = await finishLogin(ctx, customer, client);
  return refreshToken ? { answer, refreshToken } : { answer };
}

/** /update_info: the missing profile fields, then the end of the login (which must now authenticate). */
export async function completeProfile(
  ctx: AppContext,
  body: ParsedBody<typeof updateInfo>,
  client: ClientInfo,
): Promise<Outcome<typeof updateInfo>> {
  const challenge = await findChallenge(ctx, body.update_token, 'update');
  const customer = await customerById(ctx, challenge.customer_id);
  const { update_token: _token, ...fields } = body;
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (fields.phone !== undefined) given.phone = requireMobile(fields.phone);
  const merged = { ...customer, ...given };
  const still = missingFields(merged);
  if (still.length > 0) {
    throw new ApiError('validation_error', 'Some required details are still missing.', {
      fields: Object.fromEntries(still.map((f) => [f, 'Required.'])),
    });
  }
  const now = ctx.clock.now();
  await ctx.db
    .updateTable('customers')
    .set({
      first_name: merged.first_name,
      last_name: merged.last_name,
      date_of_birth: merged.date_of_birth,
      nationality: merged.nationality,
      country_of_residence: merged.country_of_residence,
      phone: merged.phone,
      phone_verified_at: merged.phone === customer.phone ? customer.phone_verified_at : null,
      updated_at: now,
    })
    .where('id', '=', customer.id)
    .execute();
  await useChallenge(ctx, challenge.id);
  await ctx.audit.record('profile_updated', {
    customerId: customer.id,
    ip: client.ip,
    details: { fields: Object.keys(fields).join(',') },
  });
  const result = await finishLogin(ctx, await customerById(ctx, customer.id), client);
  const { answer, refreshToken } = result;
  if (answer.data.status !== 'authenticated' || !('new_jwt_tokens' in answer) || !refreshToken) {
    throw new ApiError(
      'internal_error',
      'Internal Server Error - Something went wrong on the server.',
    );
  }
  return { refreshToken, answer: { data: answer.data, new_jwt_tokens: answer.new_jwt_tokens } };
}
