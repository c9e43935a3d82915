// Migration 0012. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// The changes made to a company's users, as its administrators read them: who changed whom, when,
// and from what to what (a role from → to, or the user disabled or enabled). A record stays as long
// as the company: the people it names are never deleted from under it (no cascade).

const ts = 'timestamptz';
const roles = `('viewer', 'preparer', 'approver', 'admin')`;

export const statements: readonly string[] = [
  `CREATE TABLE subaccount_changes (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies(id),
    changed_by uuid NOT NULL REFERENCES customers(id),
    customer_id uuid NOT NULL REFERENCES customers(id),
    change text NOT NULL CHECK (change IN ('role', 'disable', 'enable')),
    from_role text CHECK (from_role IN ${roles}),
    to_role text CHECK (to_role IN ${roles}),
    created_at ${ts} NOT NULL,
    CHECK (CASE WHEN change = 'role' THEN from_role IS NOT NULL AND to_role IS NOT NULL
                ELSE from_role IS NULL AND to_role IS NULL END)
  )`,
  `CREATE INDEX subaccount_changes_company ON subaccount_changes (company_id, created_at DESC, id DESC)`,
];
