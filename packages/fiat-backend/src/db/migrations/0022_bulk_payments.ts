// Migration 0022. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Bulk payments (issue 28): a company's batch (a file of payments, or a payroll month) and its rows,
// each row with what the file said, what was read of it and its problems; once sent, the row's own
// transaction, written in the same database transaction as the row's new status (a row is sent
// once, whatever happens to the process sending it).

export const statements: readonly string[] = [
  `CREATE TABLE bulk_batches (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies(id),
    kind text NOT NULL CHECK (kind IN ('bulk_payment', 'payroll')),
    name text NOT NULL,
    file_name text,
    status text NOT NULL CHECK (status IN ('draft', 'awaiting_approval', 'processing', 'done', 'rejected', 'cancelled')),
    created_by uuid NOT NULL REFERENCES customers(id),
    created_at timestamptz NOT NULL,
    submitted_at timestamptz,
    decided_by uuid REFERENCES customers(id),
    decided_at timestamptz,
    rejection_reason text,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX bulk_batches_company ON bulk_batches (company_id, created_at)`,
  `CREATE INDEX bulk_batches_processing ON bulk_batches (status) WHERE status = 'processing'`,
  `CREATE TABLE bulk_rows (
    batch_id uuid NOT NULL REFERENCES bulk_batches(id),
    line integer NOT NULL,
    input jsonb NOT NULL,
    name text NOT NULL,
    iban text NOT NULL,
    bic text,
    country text,
    currency text NOT NULL,
    amount bigint,
    fee bigint,
    purpose_code text,
    reference text,
    own_bank boolean NOT NULL,
    to_account_id uuid REFERENCES accounts(id),
    beneficiary_id uuid,
    problems jsonb NOT NULL,
    status text NOT NULL CHECK (status IN ('invalid', 'ready', 'failed', 'sent', 'removed')),
    transaction_id uuid REFERENCES transactions(id),
    failure_reason text,
    PRIMARY KEY (batch_id, line)
  )`,
  `CREATE INDEX bulk_rows_ready ON bulk_rows (batch_id, line) WHERE status = 'ready'`,
];
