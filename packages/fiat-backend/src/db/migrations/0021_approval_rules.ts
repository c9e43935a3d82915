// Migration 0021. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// A company's approval rules (issue 28): the rules in force with their version, every proposed
// change and its decision (the audit trail; one change waits at a time), the approval path each
// payment was given when it was submitted (its steps frozen then: a later change of the rules does
// not move a payment already waiting), and each approval given (one per step, one per approver).

export const statements: readonly string[] = [
  `CREATE TABLE approval_policies (
    company_id uuid PRIMARY KEY REFERENCES companies(id),
    version integer NOT NULL,
    policy jsonb NOT NULL,
    updated_by uuid REFERENCES customers(id),
    updated_at timestamptz NOT NULL
  )`,
  `CREATE TABLE approval_rule_changes (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies(id),
    base_version integer NOT NULL,
    policy jsonb NOT NULL,
    summary jsonb NOT NULL,
    status text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected', 'withdrawn', 'superseded')),
    proposed_by uuid NOT NULL REFERENCES customers(id),
    proposed_at timestamptz NOT NULL,
    decided_by uuid REFERENCES customers(id),
    decided_at timestamptz,
    reason text
  )`,
  `CREATE UNIQUE INDEX approval_rule_changes_one_pending ON approval_rule_changes (company_id)
    WHERE status = 'pending'`,
  `CREATE INDEX approval_rule_changes_company ON approval_rule_changes (company_id, proposed_at)`,
  `CREATE TABLE approval_paths (
    subject_type text NOT NULL CHECK (subject_type IN ('transaction', 'standing_order', 'batch')),
    subject_id uuid NOT NULL,
    company_id uuid NOT NULL REFERENCES companies(id),
    kind text NOT NULL,
    rule_index integer,
    rule_name text,
    reason text NOT NULL,
    aed_value bigint NOT NULL,
    steps jsonb NOT NULL,
    prepared_by uuid NOT NULL REFERENCES customers(id),
    created_at timestamptz NOT NULL,
    PRIMARY KEY (subject_type, subject_id)
  )`,
  `CREATE TABLE approval_decisions (
    subject_type text NOT NULL,
    subject_id uuid NOT NULL,
    step integer NOT NULL,
    approver_id uuid NOT NULL REFERENCES customers(id),
    self_approved boolean NOT NULL DEFAULT false,
    aed_value bigint NOT NULL,
    decided_at timestamptz NOT NULL,
    PRIMARY KEY (subject_type, subject_id, step),
    UNIQUE (subject_type, subject_id, approver_id),
    FOREIGN KEY (subject_type, subject_id) REFERENCES approval_paths (subject_type, subject_id)
  )`,
  `CREATE INDEX approval_decisions_by_approver ON approval_decisions (approver_id, decided_at)`,
];
