// Migration 0014. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Step-up grants (issue 26): a customer who has a passkey confirms it is them again, within a
// session, before a risky change (the e-mail, the phone, the second factor). One row per session
// and kind of change, for the minutes the change may take; it goes with its session.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `CREATE TABLE step_up_grants (
    session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    action text NOT NULL,
    subject text NOT NULL DEFAULT '',
    method text NOT NULL CHECK (method IN ('passkey', 'code')),
    granted_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    PRIMARY KEY (session_id, action)
  )`,
];
