// Migration 0015. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Instant payments by proxy (issue 27): a customer links their own mobile number or e-mail (a
// proxy) to an AED wallet. A proxy is pending until the code sent to it is entered; one active
// proxy belongs to one account (the partial unique index). Every look-up of a proxy is logged, by
// a digest of the proxy (never the number or address in clear), so scraping can be seen.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `CREATE TABLE proxies (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('mobile', 'email')),
    value text NOT NULL,
    account_id uuid NOT NULL REFERENCES accounts(id),
    status text NOT NULL CHECK (status IN ('pending', 'active')),
    created_at ${ts} NOT NULL,
    activated_at ${ts}
  )`,
  `CREATE UNIQUE INDEX proxies_active_value ON proxies (kind, value) WHERE status = 'active'`,
  `CREATE INDEX proxies_customer ON proxies (customer_id)`,
  `CREATE TABLE proxy_lookups (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    proxy_digest text NOT NULL,
    found boolean NOT NULL,
    at ${ts} NOT NULL
  )`,
  `CREATE INDEX proxy_lookups_customer ON proxy_lookups (customer_id, at)`,
];
