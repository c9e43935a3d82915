// Migration 0001. Released: never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Identity: companies, customers, sessions and refresh tokens, second factors, registrations,
// links, login events, audit log, outbox, rate limits, captcha replay.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `CREATE TABLE companies (
    id uuid PRIMARY KEY,
    name text NOT NULL,
    created_at ${ts} NOT NULL
  )`,
  `CREATE TABLE customers (
    id uuid PRIMARY KEY,
    email text NOT NULL,
    email_normalized text NOT NULL UNIQUE,
    email_verified_at ${ts},
    password_hash text NOT NULL,
    password_changed_at ${ts} NOT NULL,
    user_type text NOT NULL CHECK (user_type IN ('individual', 'corporate')),
    customer_type text CHECK (customer_type IN ('viewer', 'preparer', 'approver', 'admin')),
    company_id uuid REFERENCES companies(id),
    first_name text,
    last_name text,
    date_of_birth text CHECK (date_of_birth ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    nationality text CHECK (nationality ~ '^[A-Z]{2}$'),
    country_of_residence text CHECK (country_of_residence ~ '^[A-Z]{2}$'),
    phone text,
    phone_verified_at ${ts},
    totp_secret text,
    totp_enabled_at ${ts},
    totp_last_step integer,
    totp_pending_secret text,
    totp_pending_attempts integer NOT NULL DEFAULT 0,
    otp_channel text CHECK (otp_channel IN ('sms', 'whatsapp')),
    mfa_required boolean NOT NULL DEFAULT false,
    created_at ${ts} NOT NULL,
    updated_at ${ts} NOT NULL,
    CHECK ((user_type = 'individual' AND customer_type IS NULL AND company_id IS NULL)
        OR (user_type = 'corporate' AND customer_type IS NOT NULL AND company_id IS NOT NULL))
  )`,
  `CREATE INDEX customers_company ON customers (company_id)`,
  `CREATE TABLE login_throttle (
    subject text PRIMARY KEY,
    failures integer NOT NULL,
    last_failure_at ${ts} NOT NULL,
    locked_until ${ts}
  )`,
  `CREATE TABLE sessions (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    created_at ${ts} NOT NULL,
    last_used_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    revoked_at ${ts},
    revoked_reason text,
    user_agent text,
    device text NOT NULL,
    ip text NOT NULL,
    city text NOT NULL,
    country text NOT NULL
  )`,
  `CREATE INDEX sessions_customer ON sessions (customer_id, revoked_at)`,
  `CREATE TABLE refresh_tokens (
    id uuid PRIMARY KEY,
    session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    used_at ${ts}
  )`,
  `CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id)`,
  `CREATE TABLE auth_challenges (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    purpose text NOT NULL CHECK (purpose IN ('mfa', 'update')),
    enrollment boolean NOT NULL DEFAULT false,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    used_at ${ts},
    attempts integer NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE one_time_codes (
    id uuid PRIMARY KEY,
    purpose text NOT NULL,
    subject text NOT NULL,
    channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp', 'email')),
    code_hash text NOT NULL,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    used_at ${ts}
  )`,
  `CREATE INDEX one_time_codes_subject ON one_time_codes (purpose, subject, created_at)`,
  `CREATE TABLE recovery_codes (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    created_at ${ts} NOT NULL,
    used_at ${ts}
  )`,
  `CREATE INDEX recovery_codes_customer ON recovery_codes (customer_id)`,
  `CREATE TABLE registrations (
    id uuid PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    user_type text NOT NULL CHECK (user_type IN ('individual', 'corporate')),
    email text NOT NULL,
    email_normalized text NOT NULL,
    corporate_email_verified_at ${ts},
    password_hash text,
    first_name text,
    last_name text,
    date_of_birth text,
    nationality text,
    country_of_residence text,
    phone text,
    company_name text,
    phone_verified_at ${ts},
    otp_channel text,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    completed_at ${ts},
    customer_id uuid REFERENCES customers(id) ON DELETE SET NULL
  )`,
  `CREATE TABLE link_tokens (
    id uuid PRIMARY KEY,
    purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verify')),
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    email text NOT NULL,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    used_at ${ts}
  )`,
  `CREATE TABLE login_events (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    success boolean NOT NULL,
    reason text,
    ip text NOT NULL,
    city text NOT NULL,
    country text NOT NULL,
    user_agent text,
    created_at ${ts} NOT NULL
  )`,
  `CREATE INDEX login_events_customer ON login_events (customer_id, success, created_at)`,
  `CREATE TABLE audit_log (
    id uuid PRIMARY KEY,
    event text NOT NULL,
    customer_id uuid,
    ip text,
    details text NOT NULL,
    created_at ${ts} NOT NULL
  )`,
  `CREATE INDEX audit_log_customer ON audit_log (customer_id, created_at)`,
  `CREATE TABLE outbox (
    id uuid PRIMARY KEY,
    channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
    recipient text NOT NULL,
    subject text,
    body text NOT NULL,
    created_at ${ts} NOT NULL
  )`,
  `CREATE INDEX outbox_recipient ON outbox (recipient, created_at)`,
  `CREATE TABLE rate_limits (
    key text PRIMARY KEY,
    window_start ${ts} NOT NULL,
    count integer NOT NULL
  )`,
  `CREATE TABLE captcha_used (
    signature text PRIMARY KEY,
    expires_at ${ts} NOT NULL
  )`,
];
