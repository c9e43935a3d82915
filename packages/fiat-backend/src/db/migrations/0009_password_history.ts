// Migration 0009. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Password history: the hashes (argon2id, as the current one) of a customer's last few replaced
// passwords, so a reset cannot go back to one of them (the current one is refused too). Kept only
// as many as the rule checks; removed with the customer.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `CREATE TABLE password_history (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    password_hash text NOT NULL,
    replaced_at ${ts} NOT NULL
  )`,
  `CREATE INDEX password_history_customer ON password_history (customer_id, replaced_at DESC)`,
];
