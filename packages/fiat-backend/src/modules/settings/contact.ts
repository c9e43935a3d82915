// Changing the e-mail address or the phone number: the new one receives a code (proving it is the
// customer's), the password confirms the change (a stolen session alone cannot take the account's
// login or second factor), the old e-mail address is told. A change is open 15 minutes; a new start
// replaces it.
import type {
  confirmEmailChange,
  confirmPhoneChange,
  startEmailChange,
  startPhoneChange,
  verifyEmailChange,
} from '@bank/api-contract';
import { addSeconds } from '../../clock';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import {
  customerById,
  customerDetails,
  maskEmail,
  maskPhone,
  normaliseEmail,
  type Customer,
} from '../customers/customers';
import { NOT_MOBILE, mobileNumber } from '../customers/phones';
import { openChange, pendingChange, type ContactChange } from './queries';

const CHANGE_TTL = 15 * 60;

async function emailTaken(ctx: AppContext, normalized: string, self: string): Promise<void> {
  const other = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('email_normalized', '=', normalized)
    .where('id', '!=', self)
    .executeTakeFirst();
  if (other) throw new ApiError('email_taken', 'Another account already uses this e-mail address.');
}

/** The open change of this kind, not expired; `not_found` or `code_expired` otherwise. */
async function openOf(
  ctx: AppContext,
  customerId: string,
  kind: 'email' | 'phone',
): Promise<ContactChange> {
  const change = await pendingChange(ctx.db, customerId, kind);
  const what = kind === 'email' ? 'e-mail' : 'phone';
  if (!change)
    throw new ApiError(
      'not_found',
      `No ${what} change is waiting: start again with the new ${kind === 'email' ? 'address' : 'number'}.`,
    );
  if (change.expires_at.getTime() <= ctx.clock.now().getTime())
    throw new ApiError('code_expired', `This ${what} change has expired: start again.`);
  return change;
}

/** The password of the logged-in customer (5 tries per 15 minutes); a wrong one is 400, never 401 (the session stays). */
async function checkPassword(ctx: AppContext, customer: Customer, password: string): Promise<void> {
  await ctx.rateLimit.hit(`password-check:customer:${customer.id}`, {
    limit: ctx.config.limits.codeAttempts,
    windowSeconds: 900,
  });
  if (!(await ctx.passwords.verify(customer.password_hash, password))) {
    throw new ApiError('password_incorrect', 'The password is not correct.', {
      fields: { password: 'The password is not correct.' },
    });
  }
}

export async function beginEmailChange(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof startEmailChange>,
) {
  const customer = await customerById(ctx, auth.customerId);
  const normalized = normaliseEmail(body.new_email);
  if (normalized === customer.email_normalized)
    throw new ApiError('validation_error', 'This is already your e-mail address.', {
      fields: { new_email: 'Same as now.' },
    });
  await emailTaken(ctx, normalized, customer.id);
  await ctx.rateLimit.hit(
    `code-send:customer:${customer.id}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  await openChange(ctx.db, {
    id,
    customer_id: customer.id,
    kind: 'email',
    value: body.new_email,
    value_normalized: normalized,
    channel: 'email',
    created_at: now,
    expires_at: addSeconds(now, CHANGE_TTL),
  });
  const { code, expiresAt } = await ctx.codes.issue('email_change', id, 'email');
  await ctx.notifier.send({
    channel: 'email',
    to: body.new_email,
    subject: 'Confirm your new e-mail address',
    text: `Your code to make this your ${ctx.config.bankName} login address is ${code}. It expires in 5 minutes. If you did not ask for this, ignore this message.`,
  });
  await ctx.audit.record('email_change_started', { customerId: customer.id, ip: client.ip });
  return {
    data: {
      channel: 'email' as const,
      sent_to: maskEmail(body.new_email),
      expires_at: expiresAt.toISOString(),
    },
  };
}

export async function checkEmailCode(
  ctx: AppContext,
  { auth, body }: CallInput<typeof verifyEmailChange>,
) {
  const change = await openOf(ctx, auth.customerId, 'email');
  await ctx.codes.consume('email_change', change.id, body.otp_code);
  await ctx.db
    .updateTable('contact_changes')
    .set({ code_verified_at: ctx.clock.now() })
    .where('id', '=', change.id)
    .execute();
  return {
    data: {
      new_email: change.value,
      verified: true as const,
      expires_at: change.expires_at.toISOString(),
    },
  };
}

export async function finishEmailChange(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof confirmEmailChange>,
) {
  const customer = await customerById(ctx, auth.customerId);
  const change = await openOf(ctx, customer.id, 'email');
  if (!change.code_verified_at)
    throw new ApiError('invalid_state', 'Enter the code sent to the new address first.');
  await checkPassword(ctx, customer, body.password);
  await emailTaken(ctx, change.value_normalized, customer.id);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('customers')
      .set({
        email: change.value,
        email_normalized: change.value_normalized,
        email_verified_at: now,
        updated_at: now,
      })
      .where('id', '=', customer.id)
      .execute();
    await tx
      .updateTable('contact_changes')
      .set({ completed_at: now })
      .where('id', '=', change.id)
      .execute();
    // Links mailed to the old address (a password reset) no longer work.
    await tx
      .updateTable('link_tokens')
      .set({ used_at: now })
      .where('customer_id', '=', customer.id)
      .where('used_at', 'is', null)
      .execute();
  });
  const when = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  await ctx.notifier.send({
    channel: 'email',
    to: customer.email,
    subject: 'Your login e-mail address was changed',
    text: `The e-mail address of your ${ctx.config.bankName} account was changed to ${maskEmail(change.value)} on ${when}. If you did not do this, call us at once: someone may be using your account.`,
  });
  await ctx.notifier.send({
    channel: 'email',
    to: change.value,
    subject: 'This is now your login e-mail address',
    text: `From now on, log in to ${ctx.config.bankName} with ${change.value}.`,
  });
  await ctx.audit.record('email_changed', { customerId: customer.id, ip: client.ip });
  return { data: await customerDetails(ctx, customer.id) };
}

export async function beginPhoneChange(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof startPhoneChange>,
) {
  const customer = await customerById(ctx, auth.customerId);
  const phone = mobileNumber(body.phone);
  if (!phone)
    throw new ApiError('validation_error', NOT_MOBILE, {
      fields: { phone: 'Not a mobile number.' },
    });
  if (phone === customer.phone)
    throw new ApiError('validation_error', 'This is already your phone number.', {
      fields: { phone: 'Same as now.' },
    });
  await ctx.rateLimit.hit(
    `code-send:customer:${customer.id}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  await openChange(ctx.db, {
    id,
    customer_id: customer.id,
    kind: 'phone',
    value: phone,
    value_normalized: phone,
    channel: body.channel,
    created_at: now,
    expires_at: addSeconds(now, CHANGE_TTL),
  });
  const { code, expiresAt } = await ctx.codes.issue('phone_change', id, body.channel);
  await ctx.notifier.send({
    channel: body.channel,
    to: phone,
    text: `Your ${ctx.config.bankName} code to use this number is ${code}. It expires in 5 minutes. Never share it.`,
  });
  await ctx.audit.record('phone_change_started', {
    customerId: customer.id,
    ip: client.ip,
    details: { channel: body.channel },
  });
  return {
    data: { channel: body.channel, sent_to: maskPhone(phone), expires_at: expiresAt.toISOString() },
  };
}

export async function finishPhoneChange(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof confirmPhoneChange>,
) {
  const customer = await customerById(ctx, auth.customerId);
  const change = await openOf(ctx, customer.id, 'phone');
  // The password first: a mistyped password does not use up the code.
  await checkPassword(ctx, customer, body.password);
  await ctx.codes.consume('phone_change', change.id, body.otp_code);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('customers')
      .set({ phone: change.value, phone_verified_at: now, updated_at: now })
      .where('id', '=', customer.id)
      .execute();
    await tx
      .updateTable('contact_changes')
      .set({ completed_at: now })
      .where('id', '=', change.id)
      .execute();
  });
  await ctx.notifier.send({
    channel: 'email',
    to: customer.email,
    subject: 'Your phone number was changed',
    text: `The phone number of your ${ctx.config.bankName} account is now ${maskPhone(change.value)}. Codes are sent there from now on. If you did not do this, call us at once.`,
  });
  await ctx.audit.record('phone_changed', { customerId: customer.id, ip: client.ip });
  return { data: await customerDetails(ctx, customer.id) };
}
