// Migration 0019. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Standing orders of external transfers (issue 27): kind external, set up awaiting_confirmation
// until the one-time code sent for it is entered (the mandate for its runs).

export const statements: readonly string[] = [
  `ALTER TABLE standing_orders DROP CONSTRAINT standing_orders_kind_check`,
  `ALTER TABLE standing_orders ADD CONSTRAINT standing_orders_kind_check
    CHECK (kind IN ('internal', 'instant', 'external'))`,
  `ALTER TABLE standing_orders DROP CONSTRAINT standing_orders_status_check`,
  `ALTER TABLE standing_orders ADD CONSTRAINT standing_orders_status_check
    CHECK (status IN ('awaiting_confirmation', 'active', 'paused', 'cancelled', 'finished', 'awaiting_approval'))`,
];
