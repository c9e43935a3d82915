// The second factor of a login: codes by SMS or WhatsApp, authenticator enrolment when the login
// requires one, and the confirmation with an authenticator code, a sent code or a recovery code
// (chosen by Auth0's grant type).
import {
  GRANT_MFA_OOB,
  GRANT_MFA_OTP,
  type confirmMfa,
  type ParsedBody,
  type sendMfaOtp,
} from '@bank/api-contract';
import { OTP_CODE_PATTERN } from '@bank/lookups/identity';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { ClientInfo } from '../../security/sessions';
import { checkTotp, newTotpSetup } from '../../security/totp';
import { customerById, maskPhone, normaliseEmail, type Customer } from '../customers/customers';
import { sendAlert } from '../customers/alerts';
import { mobileNumber } from '../customers/phones';
import {
  consumeRecoveryCode,
  newRecoveryCodes,
  recoveryCodesLeft,
} from '../customers/recovery-codes';
import {
  activateAuthenticator,
  rememberTotpStep,
  setCodeChannel,
  setPendingAuthenticator,
} from '../customers/second-factor';
import { findChallenge, spendAttempt, useChallenge } from './challenges';
import { failedLogin, finishLogin, recordLogin, type Outcome } from './login';

export async function sendLoginCode(
  ctx: AppContext,
  body: ParsedBody<typeof sendMfaOtp>,
  client: ClientInfo,
) {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`code-send:ip:${client.ip}`, limits.codeSendPerIp);
  const challenge = await findChallenge(ctx, body.mfa_token, 'mfa');
  await ctx.rateLimit.hit(`code-send:customer:${challenge.customer_id}`, limits.codeSendPerSubject);
  const customer = await customerById(ctx, challenge.customer_id);
  if (
    !customer.phone ||
    !customer.phone_verified_at ||
    (!customer.otp_channel && !challenge.enrollment)
  ) {
    throw new ApiError('forbidden', 'Codes by SMS or WhatsApp are not set up for this login.');
  }
  if (!mobileNumber(customer.phone)) {
    // Numbers kept from before the bank checked the type: no code goes to a landline.
    throw new ApiError(
      'validation_error',
      `Codes by SMS or WhatsApp go to a mobile number, and ${maskPhone(customer.phone)} is not one: use your authenticator app or a recovery code, or contact us.`,
      { fields: { channel: 'Needs a mobile number.' } },
    );
  }
  const { code, expiresAt } = await ctx.codes.issue('login', challenge.id, body.channel);
  await ctx.notifier.send({
    channel: body.channel,
    to: customer.phone,
    text: `Your ${ctx.config.bankName} login code is ${code}. It expires in 5 minutes. Never share it with anyone, including bank staff.`,
  });
  await ctx.audit.record('mfa_code_sent', {
    customerId: customer.id,
    ip: client.ip,
    details: { channel: body.channel },
  });
  const now = ctx.clock.now();
  return {
    data: {
      channel: body.channel,
      phone_hint: maskPhone(customer.phone),
      expires_at: expiresAt.toISOString(),
      expires_in: Math.round((expiresAt.getTime() - now.getTime()) / 1000),
    },
  };
}

/** /login/verify: a pending authenticator for a login that must enrol one (confirmed with mfa-otp). */
export async function enrolAuthenticator(ctx: AppContext, mfaToken: string) {
  const challenge = await findChallenge(ctx, mfaToken, 'mfa');
  const customer = await customerById(ctx, challenge.customer_id);
  if (!challenge.enrollment || customer.totp_enabled_at)
    throw new ApiError(
      'mfa_token_invalid',
      'An authenticator is already set up: confirm with its code.',
    );
  const setup = await newTotpSetup(customer.email, ctx.config.bankName);
  await setPendingAuthenticator(ctx, customer.id, setup.secret);
  return { data: setup };
}

type Challenge = Awaited<ReturnType<typeof findChallenge>>;

/** An authenticator code; at login enrolment it activates the authenticator and makes the recovery codes. */
async function authenticatorCode(
  ctx: AppContext,
  customer: Customer,
  challenge: Challenge,
  code: string,
  client: ClientInfo,
): Promise<{ valid: boolean; recoveryCodes?: string[] }> {
  const now = ctx.clock.now();
  const secret = customer.totp_enabled_at
    ? customer.totp_secret
    : challenge.enrollment
      ? customer.totp_pending_secret
      : null;
  if (!secret) throw new ApiError('invalid_code', 'No authenticator app is set up for this login.');
  if (!OTP_CODE_PATTERN.test(code))
    throw new ApiError('invalid_code', 'Enter the 6-digit code from your authenticator app.');
  const step = await checkTotp(
    secret,
    code,
    now,
    customer.totp_enabled_at ? customer.totp_last_step : null,
  );
  if (step === null) return { valid: false };
  if (customer.totp_enabled_at) {
    await rememberTotpStep(ctx, customer.id, step);
    return { valid: true };
  }
  await activateAuthenticator(ctx, customer.id, secret, step);
  const recoveryCodes = await newRecoveryCodes(ctx, customer.id);
  await ctx.audit.record('totp_enrolled', {
    customerId: customer.id,
    ip: client.ip,
    details: { at: 'login' },
  });
  return { valid: true, recoveryCodes };
}

/**
 * A code sent by SMS or WhatsApp. Its channel becomes the customer's: at login enrolment it sets
 * the factor up; afterwards it is the channel the next login offers first (the last one used).
 */
async function sentCode(
  ctx: AppContext,
  customer: Customer,
  challenge: Challenge,
  code: string,
  client: ClientInfo,
): Promise<boolean> {
  if (!OTP_CODE_PATTERN.test(code))
    throw new ApiError('invalid_code', 'Enter the 6-digit code we sent you.');
  try {
    await ctx.codes.consume('login', challenge.id, code);
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'invalid_code') throw error;
    return false;
  }
  const sent = await ctx.db
    .selectFrom('one_time_codes')
    .select('channel')
    .where('purpose', '=', 'login')
    .where('subject', '=', challenge.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const channel = sent?.channel === 'whatsapp' ? 'whatsapp' : 'sms';
  if (customer.otp_channel !== channel) {
    await setCodeChannel(ctx, customer.id, channel);
    if (challenge.enrollment && !customer.otp_channel)
      await ctx.audit.record('otp_channel_changed', {
        customerId: customer.id,
        ip: client.ip,
        details: { channel },
      });
  }
  return true;
}

async function recoveryCode(
  ctx: AppContext,
  customer: Customer,
  code: string,
  client: ClientInfo,
): Promise<boolean> {
  if (!customer.totp_enabled_at)
    throw new ApiError(
      'invalid_code',
      'Recovery codes come with an authenticator app, which is not set up.',
    );
  const valid = await consumeRecoveryCode(ctx, customer.id, code);
  if (valid)
    await ctx.audit.record('recovery_code_used', {
      customerId: customer.id,
      ip: client.ip,
      details: { remaining: await recoveryCodesLeft(ctx, customer.id) },
    });
  return valid;
}

/**
 * confirm_auth0: the password again (bound to the mfa_token's customer), one attempt of the step
 * spent, then the factor the grant type names; a wrong code counts toward the lockout.
 */
export async function confirmSecondFactor(
  ctx: AppContext,
  body: ParsedBody<typeof confirmMfa>,
  client: ClientInfo,
): Promise<Outcome<typeof confirmMfa>> {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`code-verify:ip:${client.ip}`, limits.codeVerifyPerIp);
  const challenge = await findChallenge(ctx, body.mfa_token, 'mfa');
  const customer = await customerById(ctx, challenge.customer_id);
  const email = normaliseEmail(body.email);
  if (email !== customer.email_normalized)
    throw new ApiError(
      'mfa_token_invalid',
      'This login step does not match the e-mail. Please log in again.',
    );
  await ctx.lockout.assertOpen(email);
  if (!(await ctx.passwords.verify(customer.password_hash, body.password)))
    return failedLogin(ctx, email, customer, 'bad_password', client);
  // One attempt of the mfa_token is spent before the code is checked (at most 5 per token).
  const attempts = await spendAttempt(ctx, challenge.id);
  if (attempts === undefined)
    throw new ApiError('too_many_attempts', 'Too many wrong codes. Please log in again.');

  let valid: boolean;
  let recoveryCodes: string[] | undefined;
  if (body.grant_type === GRANT_MFA_OTP)
    ({ valid, recoveryCodes } = await authenticatorCode(
      ctx,
      customer,
      challenge,
      body.otp_code,
      client,
    ));
  else if (body.grant_type === GRANT_MFA_OOB)
    valid = await sentCode(ctx, customer, challenge, body.otp_code, client);
  else valid = await recoveryCode(ctx, customer, body.otp_code, client);

  if (!valid) {
    await ctx.audit.record('mfa_failed', {
      customerId: customer.id,
      ip: client.ip,
      details: { grant: body.grant_type.split('/').pop() ?? '' },
    });
    if (attempts >= limits.codeAttempts) {
      await recordLogin(ctx, customer.id, false, 'bad_code', client);
      const lockedUntil = await ctx.lockout.fail(email);
      if (lockedUntil)
        await sendAlert(ctx, customer.email, { kind: 'locked', until: lockedUntil }, client);
      throw new ApiError('too_many_attempts', 'Too many wrong codes. Please log in again.');
    }
    return failedLogin(ctx, email, customer, 'bad_code', client);
  }
  await useChallenge(ctx, challenge.id);
  await ctx.lockout.reset(email);
  const usedRecoveryCode = body.grant_type !== GRANT_MFA_OTP && body.grant_type !== GRANT_MFA_OOB;
  const left = usedRecoveryCode ? await recoveryCodesLeft(ctx, customer.id) : undefined;
  return finishLogin(ctx, await customerById(ctx, customer.id), client, {
    recoveryCodes,
    recoveryCodesLeft: left,
  });
}
