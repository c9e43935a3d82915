// Migration 0017. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Scheduled and recurring transfers (issue 27). A standing order keeps the transfer's body (without
// its idempotency key and amount), its amount, and its schedule in calendar dates of Asia/Dubai
// (text YYYY-MM-DD, as date_of_birth: no driver turns them into instants). A run's primary key
// (order, date) is its claim: the process whose INSERT … ON CONFLICT DO NOTHING inserted the row
// makes that run, once; its transfer's idempotency key is standing:<order>:<date>.

const ts = 'timestamptz';
const day = (column: string, nullable = false) =>
  `${column} text ${nullable ? '' : 'NOT NULL '}CHECK (${column} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;

export const statements: readonly string[] = [
  `CREATE TABLE standing_orders (
    id uuid PRIMARY KEY,
    owner_id uuid NOT NULL,
    created_by uuid NOT NULL REFERENCES customers(id),
    approved_by uuid REFERENCES customers(id),
    approved_at ${ts},
    kind text NOT NULL CHECK (kind IN ('internal', 'instant')),
    body jsonb NOT NULL,
    from_account_id uuid NOT NULL REFERENCES accounts(id),
    amount bigint NOT NULL CHECK (amount > 0),
    currency text NOT NULL,
    frequency text NOT NULL CHECK (frequency IN ('once', 'weekly', 'monthly', 'last_day')),
    day smallint CHECK (day BETWEEN 1 AND 31),
    ${day('start_date')},
    end_kind text NOT NULL CHECK (end_kind IN ('never', 'until', 'count')),
    ${day('end_date', true)},
    max_runs integer CHECK (max_runs >= 1),
    status text NOT NULL CHECK (status IN ('active', 'paused', 'cancelled', 'finished', 'awaiting_approval')),
    ${day('next_run_date', true)},
    runs_made integer NOT NULL DEFAULT 0,
    created_at ${ts} NOT NULL,
    updated_at ${ts} NOT NULL
  )`,
  `CREATE INDEX standing_orders_due ON standing_orders (next_run_date) WHERE status = 'active'`,
  `CREATE INDEX standing_orders_owner ON standing_orders (owner_id, created_at)`,
  `CREATE TABLE standing_order_runs (
    order_id uuid NOT NULL REFERENCES standing_orders(id) ON DELETE CASCADE,
    ${day('run_date')},
    status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'skipped')),
    amount bigint,
    transaction_id uuid,
    error_code text,
    error_message text,
    job_id text,
    claimed_at ${ts} NOT NULL,
    finished_at ${ts},
    PRIMARY KEY (order_id, run_date)
  )`,
  `CREATE INDEX standing_order_runs_pending ON standing_order_runs (run_date) WHERE status = 'pending'`,
];
