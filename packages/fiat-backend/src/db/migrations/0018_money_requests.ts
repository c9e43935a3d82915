// Migration 0018. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Requests for money and pay links (issue 27). A request asks for an amount in dirhams into one of
// the requester's wallets, either of a contact (payer_customer_id, found by their proxy when asked)
// or as a link (token, 128 random bits, kept in clear so the requester can share it again: it lets
// its holder see the amount and pay, never take money). A payment claims the request first
// (status paying, with who, when and their idempotency key), so two payers cannot both pay it; paid records the
// transaction. The notification kinds gain request_received and request_declined.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `CREATE TABLE money_requests (
    id uuid PRIMARY KEY,
    requester_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    account_id uuid NOT NULL REFERENCES accounts(id),
    amount bigint NOT NULL CHECK (amount > 0),
    currency text NOT NULL,
    note text,
    channel text NOT NULL CHECK (channel IN ('proxy', 'link')),
    payer_id uuid REFERENCES customers(id) ON DELETE CASCADE,
    payer_proxy text,
    token text UNIQUE,
    status text NOT NULL CHECK (status IN ('open', 'paying', 'paid', 'declined', 'cancelled')),
    paying_by uuid,
    paying_since ${ts},
    paying_key text,
    paid_by uuid,
    transaction_id uuid REFERENCES transactions(id),
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    decided_at ${ts},
    CHECK ((channel = 'proxy') = (payer_id IS NOT NULL)),
    CHECK ((channel = 'link') = (token IS NOT NULL))
  )`,
  `CREATE INDEX money_requests_requester ON money_requests (requester_id, created_at)`,
  `CREATE INDEX money_requests_payer ON money_requests (payer_id, created_at) WHERE payer_id IS NOT NULL`,
  `ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`,
  `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('money_in',
    'transfer_status', 'approval_waiting', 'approval_decided', 'scheduled_run_failed', 'request_paid',
    'request_received', 'request_declined', 'security_alert'))`,
];
