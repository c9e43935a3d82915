// Password reset: the same answer whether or not the e-mail is registered; a signed, single-use
// link valid 30 minutes; a reset logs out every session. A change within a session (issue 26): the
// current password, the same rules for the new one, the other sessions end.
import type {
  changePassword,
  checkResetLink,
  forgotPassword,
  resetPassword,
} from '@bank/api-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { passwordProblem } from '../../security/passwords';
import type { ClientInfo } from '../../security/sessions';
import { sendAlert } from '../customers/alerts';
import { customerByEmail, customerById, normaliseEmail } from '../customers/customers';
import { checkLink, mailLink, useLink } from '../links/links';
import { requireStepUp } from '../passkeys/step-up';

const SAME_ANSWER =
  'If an account uses this e-mail address, we have sent it a link to reset the password. The link expires in 30 minutes.';

/** Sends a reset link when the address is registered; always the same answer. */
export async function requestReset(
  ctx: AppContext,
  { body, client }: CallInput<typeof forgotPassword>,
) {
  const { limits } = ctx.config;
  const email = normaliseEmail(body.email);
  await ctx.rateLimit.hit(`reset:ip:${client.ip}`, limits.resetPerIp);
  if (!(await ctx.captcha.verify(body.tokenV3))) {
    await ctx.audit.record('captcha_failed', {
      ip: client.ip,
      details: { call: 'forgot_password' },
    });
    throw new ApiError(
      'captcha_invalid',
      'The anti-bot check failed or expired. Please try again.',
    );
  }
  try {
    await ctx.rateLimit.hit(`reset:email:${email}`, limits.resetPerEmail);
  } catch {
    // Over the per-address limit: answer the same, send nothing (no enumeration, no mail bombing).
    return { data: { message: SAME_ANSWER } };
  }
  const customer = await customerByEmail(ctx, email);
  if (customer) {
    await mailLink(ctx, 'password_reset', customer, {
      subject: 'Reset your password',
      before: `Someone asked to reset the password of your ${ctx.config.bankName} account. If it was you, open:`,
      page: 'reset_password',
      after:
        'The link works once and expires in 30 minutes. If it was not you, ignore this e-mail.',
    });
  }
  await ctx.audit.record('password_reset_requested', {
    customerId: customer?.id ?? null,
    ip: client.ip,
    details: { known: Boolean(customer) },
  });
  return { data: { message: SAME_ANSWER } };
}

/** A reset link that can still be used, and its customer: unused, unexpired, not older than the last password change. */
async function usableResetLink(ctx: AppContext, token: string, client: ClientInfo) {
  await ctx.rateLimit.hit(`reset:ip:${client.ip}`, ctx.config.limits.codeVerifyPerIp);
  const link = await checkLink(ctx, token, 'password_reset');
  const customer = await customerById(ctx, link.customer_id);
  if (customer.password_changed_at.getTime() > link.created_at.getTime()) {
    throw new ApiError(
      'link_expired',
      'This link was replaced by a newer password change. Ask for a new one.',
    );
  }
  return { link, customer };
}

/** Whether a reset link can still be used (the page shows /expired_link otherwise). */
export async function checkReset(
  ctx: AppContext,
  { body, client }: CallInput<typeof checkResetLink>,
) {
  const { link } = await usableResetLink(ctx, body.token, client);
  return { data: { expires_at: link.expires_at.toISOString() } };
}

/** Sets the new password, logs out every session and tells the customer. */
export async function reset(ctx: AppContext, { body, client }: CallInput<typeof resetPassword>) {
  const { link, customer } = await usableResetLink(ctx, body.token, client);
  const problem = passwordProblem(body.password, customer.email);
  if (problem) throw new ApiError('password_policy', problem, { fields: { password: problem } });
  // A reset exists to replace a password that may be known to someone else; keeping it, or going
  // back to a recent one, would leave the account as open as before. The link stays usable.
  await refuseReusedPassword(ctx, customer, body.password, 'password');
  const hash = await ctx.passwords.hash(body.password);
  await useLink(ctx, link.id);
  const now = ctx.clock.now();
  // Setting a password also accepts a pending invitation (sub-accounts), whose unusable
  // placeholder is no password to remember.
  await ctx.db.transaction().execute(async (tx) => {
    if (!customer.invited_at)
      await rememberReplacedPassword(tx, customer.id, customer.password_hash, now);
    await tx
      .updateTable('customers')
      .set({ password_hash: hash, password_changed_at: now, updated_at: now, invited_at: null })
      .where('id', '=', customer.id)
      .execute();
  });
  const revoked = await ctx.sessions.revokeAll(customer.id, 'password_reset');
  await ctx.lockout.reset(customer.email_normalized);
  await ctx.audit.record('password_reset_completed', {
    customerId: customer.id,
    ip: client.ip,
    details: { sessions_revoked: revoked },
  });
  await sendAlert(ctx, customer.email, { kind: 'password_changed' }, client);
  return {
    data: { message: 'Your password has been changed. Please log in with the new password.' },
  };
}

/**
 * Changes the password within a session: a customer who has a passkey confirms it is them first;
 * the current password (attempts limited); the reset's rules for the new one. Every other session
 * ends (a change made because someone else may know the password must shut them out), this one
 * stays, and the customer is told by e-mail.
 */
export async function change(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof changePassword>,
) {
  await requireStepUp(ctx, auth, 'change_password');
  const customer = await customerById(ctx, auth.customerId);
  await ctx.rateLimit.hit(`password-change:customer:${customer.id}`, {
    limit: ctx.config.limits.codeAttempts,
    windowSeconds: 900,
  });
  if (!(await ctx.passwords.verify(customer.password_hash, body.current_password))) {
    const wrong = 'The current password is not correct.';
    throw new ApiError('password_incorrect', wrong, { fields: { current_password: wrong } });
  }
  const problem = passwordProblem(body.new_password, customer.email);
  if (problem)
    throw new ApiError('password_policy', problem, { fields: { new_password: problem } });
  await refuseReusedPassword(ctx, customer, body.new_password, 'new_password');
  const hash = await ctx.passwords.hash(body.new_password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await rememberReplacedPassword(tx, customer.id, customer.password_hash, now);
    await tx
      .updateTable('customers')
      .set({ password_hash: hash, password_changed_at: now, updated_at: now })
      .where('id', '=', customer.id)
      .execute();
  });
  const ended = await ctx.sessions.revokeAll(customer.id, 'password_changed', auth.sessionId);
  await ctx.audit.record('password_changed', {
    customerId: customer.id,
    ip: client.ip,
    details: { sessions_revoked: ended },
  });
  await sendAlert(ctx, customer.email, { kind: 'password_changed', inSession: true }, client);
  return {
    data: {
      message:
        ended > 0
          ? 'Your password has been changed, and your other devices have been logged out.'
          : 'Your password has been changed.',
      sessions_ended: ended,
    },
  };
}

/** The current password and the last PASSWORD_HISTORY - 1 replaced ones may not be chosen again. */
const PASSWORD_HISTORY = 5;

async function refuseReusedPassword(
  ctx: AppContext,
  customer: { id: string; password_hash: string },
  password: string,
  field: string,
) {
  if (await ctx.passwords.verify(customer.password_hash, password)) {
    const same = 'This is your current password: choose a new one.';
    throw new ApiError('password_policy', same, { fields: { [field]: same } });
  }
  const earlier = await ctx.db
    .selectFrom('password_history')
    .select('password_hash')
    .where('customer_id', '=', customer.id)
    .orderBy('replaced_at', 'desc')
    .limit(PASSWORD_HISTORY - 1)
    .execute();
  for (const row of earlier) {
    if (await ctx.passwords.verify(row.password_hash, password)) {
      const used = `You used this password before: choose one that is not among your last ${PASSWORD_HISTORY} passwords.`;
      throw new ApiError('password_policy', used, { fields: { [field]: used } });
    }
  }
}

/** Keeps the replaced password's hash, and only as many as the rule reads. */
async function rememberReplacedPassword(
  db: Kysely<Database>,
  customerId: string,
  passwordHash: string,
  now: Date,
) {
  await db
    .insertInto('password_history')
    .values({
      id: crypto.randomUUID(),
      customer_id: customerId,
      password_hash: passwordHash,
      replaced_at: now,
    })
    .execute();
  const kept = await db
    .selectFrom('password_history')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('replaced_at', 'desc')
    .limit(PASSWORD_HISTORY - 1)
    .execute();
  await db
    .deleteFrom('password_history')
    .where('customer_id', '=', customerId)
    .where(
      'id',
      'not in',
      kept.map((r) => r.id),
    )
    .execute();
}
