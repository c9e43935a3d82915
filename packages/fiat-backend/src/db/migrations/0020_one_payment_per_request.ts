// Migration 0020. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// One payment per request for money (issue 27), whatever happens to the claims of migration 0018:
// the payment carries the request's id in its details, and a second one is refused by this index.

export const statements: readonly string[] = [
  `CREATE UNIQUE INDEX transactions_money_request ON transactions ((details::jsonb ->> 'money_request'))
    WHERE (details::jsonb ->> 'money_request') IS NOT NULL`,
];
