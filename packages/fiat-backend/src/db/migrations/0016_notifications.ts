// Migration 0016. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// The live notification centre (issue 27). Each notification belongs to one customer and has `seq`,
// that customer's own counter (1, 2, 3, … with no gaps): the server-sent events' `id:`, so a
// reconnecting client names the last one it saw (Last-Event-ID). It is given by the insert as the
// customer's highest plus one; the unique index makes a concurrent insert for the same customer
// wait for the first to commit and then try the next number, so numbers are committed in order and
// a stream that has sent n never misses a later-committed n - 1. `dedupe_key` makes recording the
// same event twice (a retried request, a second rail pass) a no-op. A stream ticket is the
// single-use, short-lived token an EventSource passes in its URL instead of the access token.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `CREATE TABLE notifications (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    seq bigint NOT NULL CHECK (seq > 0),
    kind text NOT NULL CHECK (kind IN ('money_in', 'transfer_status', 'approval_waiting',
      'approval_decided', 'scheduled_run_failed', 'request_paid', 'security_alert')),
    title text NOT NULL,
    body text NOT NULL,
    link text,
    transaction_id uuid,
    dedupe_key text,
    created_at ${ts} NOT NULL,
    read_at ${ts}
  )`,
  `CREATE UNIQUE INDEX notifications_customer_seq ON notifications (customer_id, seq)`,
  `CREATE UNIQUE INDEX notifications_dedupe ON notifications (customer_id, dedupe_key) WHERE dedupe_key IS NOT NULL`,
  `CREATE INDEX notifications_unread ON notifications (customer_id) WHERE read_at IS NULL`,
  `CREATE TABLE notification_tickets (
    token_hash text PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    session_id uuid NOT NULL,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    used_at ${ts}
  )`,
  `CREATE INDEX notification_tickets_expiry ON notification_tickets (expires_at)`,
];
