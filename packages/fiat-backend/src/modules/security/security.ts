// The security settings of a customer: login activity, active sessions (log one out, or every other),
// and the second factor (authenticator set-up, activation and removal, recovery codes, code channel).
import type {
  activateTotp,
  disableTotp,
  getLoginActivity,
  listSessions,
  regenerateRecoveryCodes,
  revokeOtherSessions,
  revokeSession,
  setOtpChannel,
  setupTotp,
} from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { checkTotp, newTotpSetup } from '../../security/totp';
import { customerById, type Customer } from '../customers/customers';
import { sendAlert } from '../customers/alerts';
import { newRecoveryCodes } from '../customers/recovery-codes';
import {
  activateAuthenticator as activate,
  mfaStatus,
  rememberTotpStep,
  removeAuthenticator as removeTotp,
  setCodeChannel,
  setPendingAuthenticator,
  spendActivationTry,
} from '../customers/second-factor';
import { activeSessionOf, loginEvents } from './queries';

const HISTORY = 20;

function entry(row: { ip: string; city: string; country: string; created_at: Date }) {
  return {
    ip_address: row.ip,
    city: row.city,
    country: row.country,
    created_at: row.created_at.toISOString(),
  };
}

/** Checks a code of the active authenticator (at most 5 tries per 15 minutes per customer). */
async function requireTotp(ctx: AppContext, customer: Customer, code: string): Promise<void> {
  if (!customer.totp_enabled_at || !customer.totp_secret)
    throw new ApiError('not_found', 'No authenticator app is set up.');
  await ctx.rateLimit.hit(`totp-check:customer:${customer.id}`, {
    limit: ctx.config.limits.codeAttempts,
    windowSeconds: 900,
  });
  const step = await checkTotp(
    customer.totp_secret,
    code,
    ctx.clock.now(),
    customer.totp_last_step,
  );
  if (step === null) throw new ApiError('invalid_code', 'The code is not correct.');
  await rememberTotpStep(ctx, customer.id, step);
}

/** The latest successful and failed logins and the recent history. */
export async function loginActivity(ctx: AppContext, { auth }: CallInput<typeof getLoginActivity>) {
  const {
    lastOk,
    lastFailed,
    history: recent,
  } = await loginEvents(ctx.db, auth.customerId, HISTORY);
  return {
    data: {
      last_successful_login: lastOk ? entry(lastOk) : null,
      last_failed_login: lastFailed ? entry(lastFailed) : null,
      recent_login_history: recent.map((r) => ({
        ...entry(r),
        success: r.success,
        method: r.success ? r.method : null,
      })),
    },
  };
}

/** The customer's active sessions, the current one marked. */
export async function activeSessions(ctx: AppContext, { auth }: CallInput<typeof listSessions>) {
  const rows = await ctx.sessions.list(auth.customerId);
  return {
    data: rows.map((s) => ({
      session_id: s.id,
      device: s.device,
      ip_address: s.ip,
      city: s.city,
      country: s.country,
      created_at: s.created_at.toISOString(),
      last_used_at: s.last_used_at.toISOString(),
      current: s.id === auth.sessionId,
    })),
  };
}

/** Logs out one of the customer's sessions (another customer's is "not found"). */
export async function logOutSession(
  ctx: AppContext,
  { auth, params, client }: CallInput<typeof revokeSession>,
) {
  const own = await activeSessionOf(ctx.db, auth.customerId, params.session_id);
  // Another customer's session is "not found", never "forbidden": nothing is revealed.
  if (!own) throw new ApiError('not_found', 'No such active session.');
  await ctx.sessions.revoke(own.id, 'revoked_by_customer');
  await ctx.audit.record('session_revoked', {
    customerId: auth.customerId,
    ip: client.ip,
    details: { session_id: own.id },
  });
  return { data: { message: 'That session has been logged out.' } };
}

/** Logs out every session but the current one. */
export async function logOutOtherSessions(
  ctx: AppContext,
  { auth, client }: CallInput<typeof revokeOtherSessions>,
) {
  const revoked = await ctx.sessions.revokeAll(auth.customerId, 'revoked_others', auth.sessionId);
  await ctx.audit.record('sessions_revoked_others', {
    customerId: auth.customerId,
    ip: client.ip,
    details: { revoked },
  });
  return { data: { revoked } };
}

/** A new pending authenticator secret (activated by a code). */
export async function startAuthenticatorSetup(
  ctx: AppContext,
  { auth }: CallInput<typeof setupTotp>,
) {
  const customer = await customerById(ctx, auth.customerId);
  const setup = await newTotpSetup(customer.email, ctx.config.bankName);
  await setPendingAuthenticator(ctx, customer.id, setup.secret);
  return { data: setup };
}

/** Activates the pending authenticator with a code (at most 5 tries); answers new recovery codes. */
export async function activateAuthenticator(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof activateTotp>,
) {
  const customer = await customerById(ctx, auth.customerId);
  if (!customer.totp_pending_secret)
    throw new ApiError('not_found', 'Start the authenticator setup first.');
  if (!(await spendActivationTry(ctx, customer.id))) {
    throw new ApiError('too_many_attempts', 'Too many wrong codes. Start the setup again.');
  }
  const now = ctx.clock.now();
  const step = await checkTotp(customer.totp_pending_secret, body.otp_code, now);
  if (step === null)
    throw new ApiError(
      'invalid_code',
      'The code is not correct. Check the time on your phone and try again.',
    );
  await activate(ctx, customer.id, customer.totp_pending_secret, step);
  const recovery_codes = await newRecoveryCodes(ctx, customer.id);
  await ctx.audit.record('totp_enrolled', {
    customerId: customer.id,
    ip: client.ip,
    details: { at: 'settings' },
  });
  await sendAlert(
    ctx,
    customer.email,
    {
      kind: 'second_factor',
      change: 'an authenticator app was set up, and new recovery codes were made',
    },
    client,
  );
  return { data: { recovery_codes } };
}

/** Removes the authenticator (a current code required) and its recovery codes. */
export async function removeAuthenticator(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof disableTotp>,
) {
  const customer = await customerById(ctx, auth.customerId);
  await requireTotp(ctx, customer, body.otp_code);
  await removeTotp(ctx, customer.id);
  await ctx.audit.record('totp_disabled', { customerId: customer.id, ip: client.ip });
  await sendAlert(
    ctx,
    customer.email,
    { kind: 'second_factor', change: 'the authenticator app was removed, with its recovery codes' },
    client,
  );
  return { data: await mfaStatus(ctx, await customerById(ctx, customer.id)) };
}

/** Ten new recovery codes (a current authenticator code required). */
export async function replaceRecoveryCodes(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof regenerateRecoveryCodes>,
) {
  const customer = await customerById(ctx, auth.customerId);
  await requireTotp(ctx, customer, body.otp_code);
  const recovery_codes = await newRecoveryCodes(ctx, customer.id);
  await ctx.audit.record('recovery_codes_regenerated', { customerId: customer.id, ip: client.ip });
  await sendAlert(
    ctx,
    customer.email,
    {
      kind: 'second_factor',
      change: 'new recovery codes were made, and the old ones no longer work',
    },
    client,
  );
  return { data: { recovery_codes } };
}

/** SMS or WhatsApp for login codes, or none (when another factor remains). */
export async function chooseCodeChannel(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof setOtpChannel>,
) {
  const customer = await customerById(ctx, auth.customerId);
  if (body.otp_channel && !(customer.phone && customer.phone_verified_at)) {
    throw new ApiError('forbidden', 'Verify a phone number first.');
  }
  if (!body.otp_channel && customer.mfa_required && !customer.totp_enabled_at) {
    throw new ApiError(
      'forbidden',
      'Your account needs a second factor: set up an authenticator app first.',
    );
  }
  await setCodeChannel(ctx, customer.id, body.otp_channel);
  await ctx.audit.record('otp_channel_changed', {
    customerId: customer.id,
    ip: client.ip,
    details: { channel: body.otp_channel },
  });
  const change = body.otp_channel
    ? `login codes are now sent by ${body.otp_channel === 'sms' ? 'SMS' : 'WhatsApp'}`
    : 'login codes are no longer sent by SMS or WhatsApp';
  await sendAlert(ctx, customer.email, { kind: 'second_factor', change }, client);
  return { data: await mfaStatus(ctx, await customerById(ctx, customer.id)) };
}
