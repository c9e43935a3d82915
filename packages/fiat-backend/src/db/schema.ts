// Row types of the tables (see migrations.ts). Timestamps are always written from the injectable
// clock, never from the database's now(), so expiry is testable and both engines agree.
export interface CompaniesTable {
  id: string;
  name: string;
  created_at: Date;
}

export interface CustomersTable {
  id: string;
  email: string;
  email_normalized: string;
  email_verified_at: Date | null;
  password_hash: string;
  password_changed_at: Date;
  user_type: 'individual' | 'corporate';
  customer_type: 'viewer' | 'preparer' | 'approver' | 'admin' | null;
  company_id: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  country_of_residence: string | null;
  phone: string | null;
  phone_verified_at: Date | null;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: number | null;
  totp_pending_secret: string | null;
  totp_pending_attempts: number;
  otp_channel: 'sms' | 'whatsapp' | null;
  mfa_required: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface LoginThrottleTable {
  subject: string;
  failures: number;
  last_failure_at: Date;
  locked_until: Date | null;
}

export interface SessionsTable {
  id: string;
  customer_id: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  user_agent: string | null;
  device: string;
  ip: string;
  city: string;
  country: string;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface AuthChallengesTable {
  id: string;
  customer_id: string;
  token_hash: string;
  purpose: 'mfa' | 'update';
  enrollment: boolean;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  attempts: number;
}

export interface OneTimeCodesTable {
  id: string;
  purpose: string;
  subject: string;
  channel: 'sms' | 'whatsapp' | 'email';
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: number;
  used_at: Date | null;
}

export interface RecoveryCodesTable {
  id: string;
  customer_id: string;
  code_hash: string;
  created_at: Date;
  used_at: Date | null;
}

export interface RegistrationsTable {
  id: string;
  token_hash: string;
  user_type: 'individual' | 'corporate';
  email: string;
  email_normalized: string;
  corporate_email_verified_at: Date | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  country_of_residence: string | null;
  phone: string | null;
  company_name: string | null;
  phone_verified_at: Date | null;
  otp_channel: 'sms' | 'whatsapp' | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  customer_id: string | null;
}

export interface LinkTokensTable {
  id: string;
  purpose: 'password_reset' | 'email_verify';
  customer_id: string;
  email: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface LoginEventsTable {
  id: string;
  customer_id: string;
  success: boolean;
  reason: string | null;
  ip: string;
  city: string;
  country: string;
  user_agent: string | null;
  created_at: Date;
}

export interface AuditLogTable {
  id: string;
  event: string;
  customer_id: string | null;
  ip: string | null;
  details: string;
  created_at: Date;
}

export interface OutboxTable {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface CaptchaUsedTable {
  signature: string;
  expires_at: Date;
}

export interface Database {
  companies: CompaniesTable;
  customers: CustomersTable;
  login_throttle: LoginThrottleTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  auth_challenges: AuthChallengesTable;
  one_time_codes: OneTimeCodesTable;
  recovery_codes: RecoveryCodesTable;
  registrations: RegistrationsTable;
  link_tokens: LinkTokensTable;
  login_events: LoginEventsTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  captcha_used: CaptchaUsedTable;
}
