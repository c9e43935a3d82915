// Security alerts a bank sends by e-mail: a login from a new device or place, a lockout after
// failed attempts, a password or second-factor change. Each says what happened, when (UTC), from
// where, and what to do if it was not the customer.
import type { AppContext } from '../../context';
import type { ClientInfo } from '../../security/sessions';
import { notifySecurityAlert } from '../notifications/notifications';
import { normaliseEmail } from './customers';

export type Alert =
  | { kind: 'new_login' }
  | { kind: 'locked'; until: Date }
  | { kind: 'second_factor'; change: string }
  /** `inSession`: changed within a session (the other sessions ended), not by a reset link. */
  | { kind: 'password_changed'; inSession?: boolean }
  | { kind: 'passkey'; change: 'added' | 'removed'; name: string };

const NOT_YOU =
  'If this was not you, change your password at once (use "Forgot password" on the login page), then call us: someone may know your password.';

function utc(date: Date): string {
  const d = date.toISOString();
  return `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)} ${d.slice(11, 16)} UTC`;
}

function where(ctx: AppContext, client: ClientInfo): string {
  const place = ctx.geo.lookup(client.ip);
  const city = [place.city, place.country].filter((p) => p && p !== 'Unknown').join(', ');
  return `${city ? `${city}, ` : ''}IP address ${client.ip}${client.userAgent ? `, on ${client.userAgent.slice(0, 120)}` : ''}`;
}

function compose(
  ctx: AppContext,
  alert: Alert,
  client: ClientInfo,
): { subject: string; text: string } {
  const bank = ctx.config.bankName;
  const when = utc(ctx.clock.now());
  switch (alert.kind) {
    case 'new_login':
      return {
        subject: `New login to your ${bank} account`,
        text: `Your ${bank} account was just logged in to from a device or place we had not seen before.\n\nWhen: ${when}\nFrom: ${where(ctx, client)}\n\nIf this was you, there is nothing to do. ${NOT_YOU}`,
      };
    case 'locked':
      return {
        subject: `Your ${bank} login is locked after failed attempts`,
        text: `Several wrong passwords or codes were entered for your ${bank} account, so logging in is locked until ${utc(alert.until)}.\n\nLast attempt: ${when}\nFrom: ${where(ctx, client)}\n\nIf this was you, wait and try again. ${NOT_YOU}`,
      };
    case 'password_changed':
      return {
        subject: 'Your password was changed',
        text: `The password of your ${bank} account was just changed, and ${alert.inSession ? 'every other session' : 'every session'} was logged out.\n\nWhen: ${when}\nFrom: ${where(ctx, client)}\n\nIf this was you, there is nothing to do. If this was not you, ask for a new password at once with "Forgot password" on the login page, then call us: someone may have reached ${alert.inSession ? 'your account' : 'your e-mail'}.`,
      };
    case 'passkey':
      return alert.change === 'added'
        ? {
            subject: `A passkey was added to your ${bank} account`,
            text: `A passkey named "${alert.name}" was added to your ${bank} account. It can now log in and approve payments on its own.\n\nWhen: ${when}\nFrom: ${where(ctx, client)}\n\nIf this was you, there is nothing to do. If this was not you, log in, remove the passkey under Security, change your password, then call us.`,
          }
        : {
            subject: `A passkey was removed from your ${bank} account`,
            text: `The passkey named "${alert.name}" was removed from your ${bank} account and can no longer log in or approve payments.\n\nWhen: ${when}\nFrom: ${where(ctx, client)}\n\nIf this was you, there is nothing to do. ${NOT_YOU}`,
          };
    case 'second_factor':
      return {
        subject: `Your ${bank} second factor was changed`,
        text: `The second factor of your ${bank} account was changed: ${alert.change}.\n\nWhen: ${when}\nFrom: ${where(ctx, client)}\n\nIf this was you, there is nothing to do. ${NOT_YOU}`,
      };
  }
}

/** E-mails the alert to the customer. */
export async function sendAlert(
  ctx: AppContext,
  to: string,
  alert: Alert,
  client: ClientInfo,
): Promise<void> {
  const message = compose(ctx, alert, client);
  await ctx.notifier.send({ channel: 'email', to, ...message });
  // And in the app's notification centre (its stream too): never fails the alert's cause.
  const customer = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('email_normalized', '=', normaliseEmail(to))
    .executeTakeFirst()
    .catch(() => undefined);
  if (customer) await notifySecurityAlert(ctx, customer.id, message);
}
