// Migration 0008. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Consent: the versions of the terms and conditions and of the privacy policy a customer accepted
// when the account was opened, and when (server time). Null for customers who opened their account
// before acceptance was recorded (and for invited sub-account users): the app shows "Not recorded".
// A version is recorded with its time or not at all.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `ALTER TABLE customers ADD COLUMN terms_version text CHECK (terms_version ~ '^[0-9]{4}-[0-9]{2}$')`,
  `ALTER TABLE customers ADD COLUMN terms_accepted_at ${ts}`,
  `ALTER TABLE customers ADD COLUMN privacy_version text CHECK (privacy_version ~ '^[0-9]{4}-[0-9]{2}$')`,
  `ALTER TABLE customers ADD COLUMN privacy_accepted_at ${ts}`,
  `ALTER TABLE customers ADD CONSTRAINT customers_terms_accepted
    CHECK ((terms_version IS NULL) = (terms_accepted_at IS NULL))`,
  `ALTER TABLE customers ADD CONSTRAINT customers_privacy_accepted
    CHECK ((privacy_version IS NULL) = (privacy_accepted_at IS NULL))`,
];
