// Migration 0023. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Payroll through the Wage Protection System (issue 28): a company's establishment id at the
// Ministry of Human Resources and Emiratisation, its employees (one active record per person id),
// and each payroll month with its lines as they were paid (the employee's details then, so a later
// change does not rewrite a SIF already sent). The month's payments are a bulk batch of kind payroll.

export const statements: readonly string[] = [
  `ALTER TABLE companies ADD COLUMN wps_employer_id text`,
  `CREATE TABLE employees (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies(id),
    name text NOT NULL,
    person_id text NOT NULL,
    iban text NOT NULL,
    routing_code text NOT NULL,
    fixed_salary bigint NOT NULL,
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE UNIQUE INDEX employees_one_active_person ON employees (company_id, person_id) WHERE active`,
  `CREATE TABLE payroll_runs (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies(id),
    month text NOT NULL,
    batch_id uuid NOT NULL REFERENCES bulk_batches(id),
    created_by uuid NOT NULL REFERENCES customers(id),
    created_at timestamptz NOT NULL
  )`,
  `CREATE INDEX payroll_runs_company ON payroll_runs (company_id, month)`,
  `CREATE TABLE payroll_lines (
    run_id uuid NOT NULL REFERENCES payroll_runs(id),
    employee_id uuid NOT NULL REFERENCES employees(id),
    line integer NOT NULL,
    name text NOT NULL,
    person_id text NOT NULL,
    iban text NOT NULL,
    routing_code text NOT NULL,
    fixed bigint NOT NULL,
    variable bigint NOT NULL,
    leave_days integer NOT NULL,
    PRIMARY KEY (run_id, employee_id)
  )`,
];
