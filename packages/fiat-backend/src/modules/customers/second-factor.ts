// A customer's second factor as stored: the authenticator (pending while being set up, then active,
// each time step used once), the channel of login codes, and what the settings show of them. Login
// enrolment (auth) and the security settings both go through here.
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { CustomersTable } from '../../db/schema';
import { recoveryCodesLeft } from './recovery-codes';

/** What the settings and the profile show of the second factor. */
export async function mfaStatus(
  ctx: AppContext,
  c: Pick<Selectable<CustomersTable>, 'id' | 'totp_enabled_at' | 'otp_channel'>,
) {
  return {
    totp_enabled: c.totp_enabled_at !== null,
    otp_channel: c.otp_channel,
    recovery_codes_remaining: await recoveryCodesLeft(ctx, c.id),
  };
}

/** A new authenticator secret, pending until a code from it activates it. */
export async function setPendingAuthenticator(
  ctx: AppContext,
  customerId: string,
  secret: string,
): Promise<void> {
  await ctx.db
    .updateTable('customers')
    .set({ totp_pending_secret: secret, totp_pending_attempts: 0, updated_at: ctx.clock.now() })
    .where('id', '=', customerId)
    .execute();
}

/** Takes one try of the pending authenticator's activation; false when none was left (the pending secret is then dropped). */
export async function spendActivationTry(ctx: AppContext, customerId: string): Promise<boolean> {
  const spent = await ctx.db
    .updateTable('customers')
    .set((eb) => ({ totp_pending_attempts: eb('totp_pending_attempts', '+', 1) }))
    .where('id', '=', customerId)
    .where('totp_pending_attempts', '<', ctx.config.limits.codeAttempts)
    .returning('totp_pending_attempts')
    .executeTakeFirst();
  if (!spent)
    await ctx.db
      .updateTable('customers')
      .set({ totp_pending_secret: null })
      .where('id', '=', customerId)
      .execute();
  return spent !== undefined;
}

/** The authenticator with this secret becomes the customer's, its time step `step` used. */
export async function activateAuthenticator(
  ctx: AppContext,
  customerId: string,
  secret: string,
  step: number,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .updateTable('customers')
    .set({
      totp_secret: secret,
      totp_enabled_at: now,
      totp_last_step: step,
      totp_pending_secret: null,
      totp_pending_attempts: 0,
      updated_at: now,
    })
    .where('id', '=', customerId)
    .execute();
}

/** A time step of the authenticator is used once: later codes must come from a later step. */
export async function rememberTotpStep(
  ctx: AppContext,
  customerId: string,
  step: number,
): Promise<void> {
  await ctx.db
    .updateTable('customers')
    .set({ totp_last_step: step })
    .where('id', '=', customerId)
    .execute();
}

/** Removes the authenticator and, with it, the recovery codes. */
export async function removeAuthenticator(ctx: AppContext, customerId: string): Promise<void> {
  await ctx.db
    .updateTable('customers')
    .set({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      updated_at: ctx.clock.now(),
    })
    .where('id', '=', customerId)
    .execute();
  await ctx.db.deleteFrom('recovery_codes').where('customer_id', '=', customerId).execute();
}

/** Login codes by SMS or WhatsApp, or none. */
export async function setCodeChannel(
  ctx: AppContext,
  customerId: string,
  channel: 'sms' | 'whatsapp' | null,
): Promise<void> {
  await ctx.db
    .updateTable('customers')
    .set({ otp_channel: channel, updated_at: ctx.clock.now() })
    .where('id', '=', customerId)
    .execute();
}
