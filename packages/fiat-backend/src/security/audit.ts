// The audit log of security events: a table, and a structured log line (never a secret).
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export type AuditEvent =
  | 'login_succeeded'
  | 'login_failed'
  | 'account_locked'
  | 'mfa_challenge_issued'
  | 'mfa_failed'
  | 'mfa_code_sent'
  | 'recovery_code_used'
  | 'totp_enrolled'
  | 'totp_disabled'
  | 'recovery_codes_regenerated'
  | 'otp_channel_changed'
  | 'refresh_rotated'
  | 'refresh_reuse_detected'
  | 'logout'
  | 'session_revoked'
  | 'sessions_revoked_others'
  | 'password_reset_requested'
  | 'password_reset_completed'
  | 'password_changed'
  | 'registration_started'
  | 'registration_completed'
  | 'email_verified'
  | 'profile_updated'
  | 'captcha_failed'
  | 'rate_limited'
  | 'subaccount_invited'
  | 'subaccount_role_changed'
  | 'subaccount_disabled'
  | 'subaccount_enabled'
  | 'email_change_started'
  | 'email_changed'
  | 'phone_change_started'
  | 'phone_changed'
  | 'passkey_added'
  | 'passkey_renamed'
  | 'passkey_removed'
  | 'passkey_login_failed'
  | 'passkey_approval'
  | 'step_up_code_sent'
  | 'step_up'
  | 'proxy_link_started'
  | 'proxy_linked'
  | 'proxy_unlinked'
  | 'approval_rules_changed';

export class AuditLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async record(
    event: AuditEvent,
    context: {
      customerId?: string | null;
      ip?: string | null;
      details?: Record<string, string | number | boolean | null>;
    },
  ): Promise<void> {
    const details = context.details ?? {};
    await this.db
      .insertInto('audit_log')
      .values({
        id: crypto.randomUUID(),
        event,
        customer_id: context.customerId ?? null,
        ip: context.ip ?? null,
        details: JSON.stringify(details),
        created_at: this.clock.now(),
      })
      .execute();
    this.log.info(
      {
        audit: event,
        customer_id: context.customerId ?? undefined,
        ip: context.ip ?? undefined,
        ...details,
      },
      `audit ${event}`,
    );
  }
}
