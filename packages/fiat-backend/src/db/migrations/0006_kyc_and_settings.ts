// Migration 0006. Released: never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// JSON values are text columns, as in 0002 (one reading of them on both engines).
// Rows that happen in one instant keep their order by `seq`.
// Identity verification (KYC): one submission per individual or per company, its shareholders,
// its documents (the checked file itself, in the database), every transition with who and when.
// Profile and settings: the address and occupation of a customer, a pending change of e-mail or
// phone (confirmed by a code to the new address or number), and stored preferences.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `CREATE TABLE kyc_submissions (
    id uuid PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('individual', 'corporate')),
    customer_id uuid NOT NULL REFERENCES customers(id),
    company_id uuid REFERENCES companies(id),
    state text NOT NULL CHECK (state IN ('in_progress', 'submitted', 'under_review', 'approved', 'rejected', 'resubmission')),
    round integer NOT NULL DEFAULT 1 CHECK (round >= 1),
    personal text,
    company text,
    authorised_person text,
    rejection text,
    fixed text NOT NULL DEFAULT '[]',
    submitted_at ${ts},
    decided_at ${ts},
    created_at ${ts} NOT NULL,
    updated_at ${ts} NOT NULL,
    CHECK ((kind = 'individual' AND company_id IS NULL) OR (kind = 'corporate' AND company_id IS NOT NULL))
  )`,
  `CREATE UNIQUE INDEX kyc_submissions_individual ON kyc_submissions (customer_id) WHERE kind = 'individual'`,
  `CREATE UNIQUE INDEX kyc_submissions_company ON kyc_submissions (company_id) WHERE kind = 'corporate'`,
  `CREATE TABLE kyc_shareholders (
    id uuid PRIMARY KEY,
    seq bigint GENERATED ALWAYS AS IDENTITY,
    submission_id uuid NOT NULL REFERENCES kyc_submissions(id) ON DELETE CASCADE,
    name text NOT NULL,
    nationality text NOT NULL CHECK (nationality ~ '^[A-Z]{2}$'),
    share_bps integer NOT NULL CHECK (share_bps > 0 AND share_bps <= 10000),
    created_at ${ts} NOT NULL,
    updated_at ${ts} NOT NULL
  )`,
  `CREATE INDEX kyc_shareholders_submission ON kyc_shareholders (submission_id)`,
  `CREATE TABLE kyc_documents (
    id uuid PRIMARY KEY,
    seq bigint GENERATED ALWAYS AS IDENTITY,
    submission_id uuid NOT NULL REFERENCES kyc_submissions(id) ON DELETE CASCADE,
    document_type text NOT NULL CHECK (document_type IN ('identity_front', 'identity_back', 'passport', 'selfie', 'proof_of_address',
      'trade_licence', 'memorandum', 'board_resolution', 'authorised_person_id', 'shareholder_id')),
    shareholder_id uuid REFERENCES kyc_shareholders(id) ON DELETE CASCADE,
    content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
    size_bytes integer NOT NULL CHECK (size_bytes > 0),
    sha256 text NOT NULL,
    file_name text,
    width integer,
    height integer,
    content bytea NOT NULL,
    round integer NOT NULL,
    uploaded_by uuid NOT NULL REFERENCES customers(id),
    created_at ${ts} NOT NULL,
    replaced_at ${ts},
    CHECK ((document_type = 'shareholder_id') = (shareholder_id IS NOT NULL))
  )`,
  // One current document per type (per shareholder); replaced ones are kept for the record.
  `CREATE UNIQUE INDEX kyc_documents_current ON kyc_documents (submission_id, document_type, (coalesce(shareholder_id, '00000000-0000-0000-0000-000000000000'::uuid))) WHERE replaced_at IS NULL`,
  `CREATE TABLE kyc_events (
    id uuid PRIMARY KEY,
    seq bigint GENERATED ALWAYS AS IDENTITY,
    submission_id uuid NOT NULL REFERENCES kyc_submissions(id) ON DELETE CASCADE,
    from_state text NOT NULL,
    to_state text NOT NULL,
    actor_type text NOT NULL CHECK (actor_type IN ('customer', 'operations', 'auto_review')),
    actor_id uuid,
    actor_name text NOT NULL,
    reasons text NOT NULL DEFAULT '[]',
    created_at ${ts} NOT NULL
  )`,
  `CREATE INDEX kyc_events_submission ON kyc_events (submission_id, created_at)`,
  `ALTER TABLE customers ADD COLUMN address text`,
  `ALTER TABLE customers ADD COLUMN occupation text`,
  `CREATE TABLE contact_changes (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('email', 'phone')),
    value text NOT NULL,
    value_normalized text NOT NULL,
    channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
    code_verified_at ${ts},
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    completed_at ${ts},
    cancelled_at ${ts}
  )`,
  `CREATE INDEX contact_changes_customer ON contact_changes (customer_id, kind, created_at)`,
  `CREATE TABLE customer_settings (
    customer_id uuid PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
    language text CHECK (language IN ('en', 'ar')),
    theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark', 'high_contrast')),
    notifications text NOT NULL DEFAULT '{}',
    updated_at ${ts} NOT NULL
  )`,
];
