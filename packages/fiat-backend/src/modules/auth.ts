// Login (spec: /auth0/login_with_auth0), second factor (spec: /auth0/mfa/confirm_auth0), login
// codes by SMS or WhatsApp, authenticator enrolment at login, missing-profile update, captcha.
import {
  captchaChallenge,
  confirmMfa,
  enrolTotpAtLogin,
  GRANT_MFA_OOB,
  GRANT_MFA_OTP,
  loginWithAuth0,
  sendMfaOtp,
  updateInfo,
  type MfaMethod,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { maskPhone, normaliseEmail } from '../context';
import { ApiError } from '../http/errors';
import { registerCall } from '../http/route';
import type { ClientInfo } from '../security/sessions';
import { checkTotp, newTotpSetup } from '../security/totp';
import {
  consumeRecoveryCode,
  customerByEmail,
  customerById,
  finishLogin,
  findChallenge,
  hasSecondFactor,
  issueChallenge,
  missingFields,
  newRecoveryCodes,
  recordLogin,
  recoveryCodesLeft,
  useChallenge,
  type Customer,
} from './shared';

const invalidCredentials = () => new ApiError('invalid_credentials', 'The e-mail or password is not correct.');

async function failedLogin(ctx: AppContext, email: string, customer: Customer | undefined, reason: string, client: ClientInfo): Promise<never> {
  const lockedUntil = await ctx.lockout.fail(email);
  if (customer) await recordLogin(ctx, customer.id, false, reason, client);
  await ctx.audit.record('login_failed', { customerId: customer?.id ?? null, ip: client.ip, details: { reason } });
  if (lockedUntil) {
    await ctx.audit.record('account_locked', { customerId: customer?.id ?? null, ip: client.ip, details: { until: lockedUntil.toISOString() } });
    throw ctx.lockout.lockedError(lockedUntil);
  }
  throw reason === 'bad_code' ? new ApiError('invalid_code', 'The code is not correct.') : invalidCredentials();
}

async function mfaMethods(ctx: AppContext, customer: Customer, enrollment: boolean): Promise<MfaMethod[]> {
  const methods: MfaMethod[] = [];
  if (customer.totp_enabled_at || enrollment) methods.push('otp');
  if ((customer.otp_channel || enrollment) && customer.phone && customer.phone_verified_at) methods.push('sms', 'whatsapp');
  if (customer.totp_enabled_at && (await recoveryCodesLeft(ctx, customer.id)) > 0) methods.push('recovery_code');
  return methods;
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { limits } = ctx.config;

  registerCall(app, ctx.sessions, captchaChallenge, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return (await ctx.captcha.challenge()) as never;
  });

  registerCall(app, ctx.sessions, loginWithAuth0, async ({ body, client, reply }) => {
    const email = normaliseEmail(body.email);
    await ctx.rateLimit.hit(`login:ip:${client.ip}`, limits.loginPerIp);
    await ctx.rateLimit.hit(`login:account:${email}`, limits.loginPerAccount);
    if (!(await ctx.captcha.verify(body.tokenV3))) {
      await ctx.audit.record('captcha_failed', { ip: client.ip, details: { call: 'login' } });
      throw new ApiError('captcha_invalid', 'The anti-bot check failed or expired. Please try again.');
    }
    await ctx.lockout.assertOpen(email);
    const customer = await customerByEmail(ctx, email);
    const ok = customer
      ? await ctx.passwords.verify(customer.password_hash, body.password)
      : await ctx.passwords.verifyDummy(body.password);
    if (!customer || !ok) return failedLogin(ctx, email, customer, 'bad_password', client);
    if (customer.disabled_at) {
      await recordLogin(ctx, customer.id, false, 'disabled', client);
      throw new ApiError('account_disabled', 'This user has been disabled by your company\'s administrator.');
    }

    if (hasSecondFactor(customer) || customer.mfa_required) {
      const enrollment = !hasSecondFactor(customer);
      const { token, ttl } = await issueChallenge(ctx, customer.id, 'mfa', enrollment);
      await ctx.audit.record('mfa_challenge_issued', { customerId: customer.id, ip: client.ip, details: { enrollment } });
      return {
        data: {
          status: 'mfa_required' as const,
          mfa_token: token,
          expires_in: ttl,
          mfa_methods: await mfaMethods(ctx, customer, enrollment),
          enrollment_required: enrollment,
          phone_hint: customer.phone && customer.phone_verified_at ? maskPhone(customer.phone) : null,
        },
      };
    }
    await ctx.lockout.reset(email);
    return finishLogin(ctx, customer, client, reply);
  });

  registerCall(app, ctx.sessions, sendMfaOtp, async ({ body, client }) => {
    await ctx.rateLimit.hit(`code-send:ip:${client.ip}`, limits.codeSendPerIp);
    const challenge = await findChallenge(ctx, body.mfa_token, 'mfa');
    await ctx.rateLimit.hit(`code-send:customer:${challenge.customer_id}`, limits.codeSendPerSubject);
    const customer = await customerById(ctx, challenge.customer_id);
    if (!customer.phone || !customer.phone_verified_at || (!customer.otp_channel && !challenge.enrollment)) {
      throw new ApiError('forbidden', 'Codes by SMS or WhatsApp are not set up for this login.');
    }
    const { code, expiresAt } = await ctx.codes.issue('login', challenge.id, body.channel);
    await ctx.notifier.send({
      channel: body.channel,
      to: customer.phone,
      text: `Your Bank login code is ${code}. It expires in 5 minutes. Never share it with anyone, including bank staff.`,
    });
    await ctx.audit.record('mfa_code_sent', { customerId: customer.id, ip: client.ip, details: { channel: body.channel } });
    const now = ctx.clock.now();
    return {
      data: {
        channel: body.channel,
        phone_hint: maskPhone(customer.phone),
        expires_at: expiresAt.toISOString(),
        expires_in: Math.round((expiresAt.getTime() - now.getTime()) / 1000),
      },
    };
  });

  registerCall(app, ctx.sessions, enrolTotpAtLogin, async ({ body }) => {
    const challenge = await findChallenge(ctx, body.mfa_token, 'mfa');
    const customer = await customerById(ctx, challenge.customer_id);
    if (!challenge.enrollment || customer.totp_enabled_at) {
      throw new ApiError('mfa_token_invalid', 'An authenticator is already set up: confirm with its code.');
    }
    const setup = await newTotpSetup(customer.email);
    await ctx.db
      .updateTable('customers')
      .set({ totp_pending_secret: setup.secret, totp_pending_attempts: 0, updated_at: ctx.clock.now() })
      .where('id', '=', customer.id)
      .execute();
    return { data: setup };
  });

  registerCall(app, ctx.sessions, confirmMfa, async ({ body, client, reply }) => {
    await ctx.rateLimit.hit(`code-verify:ip:${client.ip}`, limits.codeVerifyPerIp);
    const challenge = await findChallenge(ctx, body.mfa_token, 'mfa');
    const customer = await customerById(ctx, challenge.customer_id);
    const email = normaliseEmail(body.email);
    if (email !== customer.email_normalized) {
      throw new ApiError('mfa_token_invalid', 'This login step does not match the e-mail. Please log in again.');
    }
    await ctx.lockout.assertOpen(email);
    if (!(await ctx.passwords.verify(customer.password_hash, body.password))) {
      return failedLogin(ctx, email, customer, 'bad_password', client);
    }
    // One attempt of the mfa_token is spent before the code is checked (at most 5 per token).
    const spent = await ctx.db
      .updateTable('auth_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', challenge.id)
      .where('attempts', '<', limits.codeAttempts)
      .where('used_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst();
    if (!spent) throw new ApiError('too_many_attempts', 'Too many wrong codes. Please log in again.');

    const now = ctx.clock.now();
    let valid = false;
    let recoveryCodes: string[] | undefined;
    if (body.grant_type === GRANT_MFA_OTP) {
      const secret = customer.totp_enabled_at ? customer.totp_secret : challenge.enrollment ? customer.totp_pending_secret : null;
      if (!secret) throw new ApiError('invalid_code', 'No authenticator app is set up for this login.');
      if (!/^\d{6}$/.test(body.otp_code)) throw new ApiError('invalid_code', 'Enter the 6-digit code from your authenticator app.');
      const step = await checkTotp(secret, body.otp_code, now, customer.totp_enabled_at ? customer.totp_last_step : null);
      if (step !== null) {
        valid = true;
        if (customer.totp_enabled_at) {
          await ctx.db.updateTable('customers').set({ totp_last_step: step }).where('id', '=', customer.id).execute();
        } else {
          await ctx.db
            .updateTable('customers')
            .set({ totp_secret: secret, totp_enabled_at: now, totp_last_step: step, totp_pending_secret: null, updated_at: now })
            .where('id', '=', customer.id)
            .execute();
          recoveryCodes = await newRecoveryCodes(ctx, customer.id);
          await ctx.audit.record('totp_enrolled', { customerId: customer.id, ip: client.ip, details: { at: 'login' } });
        }
      }
    } else if (body.grant_type === GRANT_MFA_OOB) {
      if (!/^\d{6}$/.test(body.otp_code)) throw new ApiError('invalid_code', 'Enter the 6-digit code we sent you.');
      try {
        await ctx.codes.consume('login', challenge.id, body.otp_code);
        valid = true;
      } catch (error) {
        if (error instanceof ApiError && error.code !== 'invalid_code') throw error;
      }
      if (valid && challenge.enrollment && !customer.otp_channel) {
        const sent = await ctx.db
          .selectFrom('one_time_codes')
          .select('channel')
          .where('purpose', '=', 'login')
          .where('subject', '=', challenge.id)
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        const channel = sent?.channel === 'whatsapp' ? 'whatsapp' : 'sms';
        await ctx.db.updateTable('customers').set({ otp_channel: channel, updated_at: now }).where('id', '=', customer.id).execute();
        await ctx.audit.record('otp_channel_changed', { customerId: customer.id, ip: client.ip, details: { channel } });
      }
    } else {
      if (!customer.totp_enabled_at) throw new ApiError('invalid_code', 'Recovery codes come with an authenticator app, which is not set up.');
      valid = await consumeRecoveryCode(ctx, customer.id, body.otp_code);
      if (valid) {
        await ctx.audit.record('recovery_code_used', {
          customerId: customer.id,
          ip: client.ip,
          details: { remaining: await recoveryCodesLeft(ctx, customer.id) },
        });
      }
    }
    if (!valid) {
      await ctx.audit.record('mfa_failed', { customerId: customer.id, ip: client.ip, details: { grant: body.grant_type.split('/').pop() ?? '' } });
      if (spent.attempts >= limits.codeAttempts) {
        await recordLogin(ctx, customer.id, false, 'bad_code', client);
        await ctx.lockout.fail(email);
        throw new ApiError('too_many_attempts', 'Too many wrong codes. Please log in again.');
      }
      return failedLogin(ctx, email, customer, 'bad_code', client);
    }
    await useChallenge(ctx, challenge.id);
    await ctx.lockout.reset(email);
    return finishLogin(ctx, await customerById(ctx, customer.id), client, reply, recoveryCodes);
  });

  registerCall(app, ctx.sessions, updateInfo, async ({ body, client, reply }) => {
    const challenge = await findChallenge(ctx, body.update_token, 'update');
    const customer = await customerById(ctx, challenge.customer_id);
    const { update_token: _token, ...fields } = body;
    const merged = { ...customer, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
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
    await ctx.audit.record('profile_updated', { customerId: customer.id, ip: client.ip, details: { fields: Object.keys(fields).join(',') } });
    const result = await finishLogin(ctx, await customerById(ctx, customer.id), client, reply);
    if (result.data.status !== 'authenticated' || !('new_jwt_tokens' in result) || !result.new_jwt_tokens) {
      throw new ApiError('internal_error', 'Internal Server Error - Something went wrong on the server.');
    }
    return { data: result.data, new_jwt_tokens: result.new_jwt_tokens };
  });
}
