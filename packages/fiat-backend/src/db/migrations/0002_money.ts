// Migration 0002. Released: never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Money: integer minor units in bigint, never floats; wallets and the bank's accounts in one ledger
// whose postings sum to zero per journal and currency (a statement trigger checks it) and are
// append-only; quotes, beneficiaries, transactions, idempotency keys, limit usage, card payments,
// crypto addresses.

const ts = 'timestamptz';

export const statements: readonly string[] = [
  `ALTER TABLE customers ADD COLUMN kyc_status text NOT NULL DEFAULT 'not_started'
    CHECK (kyc_status IN ('not_started', 'pending', 'approved', 'rejected'))`,
  `ALTER TABLE customers ADD COLUMN disabled_at ${ts}`,
  `ALTER TABLE customers ADD COLUMN invited_at ${ts}`,
  `ALTER TABLE customers ADD COLUMN invited_by uuid REFERENCES customers(id)`,
  `CREATE SEQUENCE account_number_seq START 1`,
  // Customer wallets and the bank's own accounts, one ledger. Wallet balances are materialised
  // (updated in the same database transaction as their postings); the bank's accounts are not
  // (no hot rows): their balance is the sum of their postings.
  `CREATE TABLE accounts (
    id uuid PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('wallet', 'bank')),
    owner_id uuid,
    owner_type text CHECK (owner_type IN ('customer', 'company')),
    bank_role text CHECK (bank_role IN ('fees', 'fx', 'settlement', 'suspense', 'card_clearing', 'custody')),
    currency text NOT NULL CHECK (currency ~ '^[A-Z]{3,5}$'),
    asset_kind text NOT NULL CHECK (asset_kind IN ('fiat', 'crypto')),
    account_number text UNIQUE,
    iban text UNIQUE,
    balance bigint NOT NULL DEFAULT 0,
    on_hold bigint NOT NULL DEFAULT 0,
    created_at ${ts} NOT NULL,
    CHECK ((kind = 'wallet' AND owner_id IS NOT NULL AND owner_type IS NOT NULL AND bank_role IS NULL AND account_number IS NOT NULL)
        OR (kind = 'bank' AND owner_id IS NULL AND bank_role IS NOT NULL)),
    CHECK (kind = 'bank' OR (on_hold >= 0 AND balance >= on_hold))
  )`,
  `CREATE UNIQUE INDEX accounts_wallet ON accounts (owner_id, currency) WHERE kind = 'wallet'`,
  `CREATE UNIQUE INDEX accounts_bank ON accounts (bank_role, currency) WHERE kind = 'bank'`,
  `CREATE TABLE fx_rates (
    currency text PRIMARY KEY,
    per_usd text NOT NULL CHECK (per_usd ~ '^[0-9]+(\\.[0-9]+)?$' AND per_usd !~ '^[0.]+$'),
    source text NOT NULL,
    updated_at ${ts} NOT NULL
  )`,
  `CREATE TABLE quotes (
    id uuid PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('fx', 'topup_card')),
    owner_id uuid NOT NULL,
    customer_id uuid NOT NULL REFERENCES customers(id),
    wallet_id uuid REFERENCES accounts(id),
    from_currency text NOT NULL,
    to_currency text NOT NULL,
    sell bigint NOT NULL CHECK (sell > 0),
    buy bigint NOT NULL CHECK (buy >= 0),
    fee bigint NOT NULL CHECK (fee >= 0),
    rate text NOT NULL,
    mid_rate text NOT NULL,
    spread_bps integer NOT NULL,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    used_at ${ts}
  )`,
  `CREATE TABLE beneficiaries (
    id uuid PRIMARY KEY,
    owner_id uuid NOT NULL,
    kind text NOT NULL CHECK (kind IN ('internal', 'external')),
    nickname text,
    name text NOT NULL,
    currency text NOT NULL,
    account_number text,
    iban text,
    bic text,
    bank_name text,
    bank_address text,
    country text,
    address text,
    target_account_id uuid REFERENCES accounts(id),
    created_by uuid REFERENCES customers(id),
    created_at ${ts} NOT NULL,
    updated_at ${ts} NOT NULL,
    deleted_at ${ts},
    CHECK (kind = 'external' OR target_account_id IS NOT NULL)
  )`,
  `CREATE INDEX beneficiaries_owner ON beneficiaries (owner_id, created_at)`,
  `CREATE TABLE transactions (
    id uuid PRIMARY KEY,
    type text NOT NULL CHECK (type IN ('topup_card', 'topup_bank_transfer', 'internal_transfer', 'external_transfer',
      'conversion', 'crypto_deposit', 'crypto_conversion')),
    status text NOT NULL CHECK (status IN ('awaiting_confirmation', 'awaiting_approval', 'pending', 'processing',
      'completed', 'failed', 'returned', 'rejected', 'expired')),
    owner_id uuid NOT NULL,
    created_by uuid REFERENCES customers(id),
    counterparty_owner_id uuid,
    from_account_id uuid REFERENCES accounts(id),
    to_account_id uuid REFERENCES accounts(id),
    currency text NOT NULL,
    amount bigint NOT NULL CHECK (amount > 0),
    fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
    hold bigint NOT NULL DEFAULT 0 CHECK (hold >= 0),
    dest_currency text,
    dest_amount bigint CHECK (dest_amount >= 0),
    rate text,
    quote_id uuid REFERENCES quotes(id),
    beneficiary_id uuid REFERENCES beneficiaries(id),
    purpose_code text,
    charges text CHECK (charges IN ('OUR', 'SHA', 'BEN')),
    reference text,
    external_ref text,
    details text NOT NULL DEFAULT '{}',
    history text NOT NULL DEFAULT '[]',
    approved_by uuid REFERENCES customers(id),
    rejected_by uuid REFERENCES customers(id),
    rejection_reason text,
    failure_reason text,
    confirm_by ${ts},
    created_at ${ts} NOT NULL,
    updated_at ${ts} NOT NULL,
    status_changed_at ${ts} NOT NULL,
    completed_at ${ts}
  )`,
  `CREATE INDEX transactions_owner ON transactions (owner_id, created_at DESC, id DESC)`,
  `CREATE INDEX transactions_counterparty ON transactions (counterparty_owner_id, created_at DESC, id DESC) WHERE counterparty_owner_id IS NOT NULL`,
  `CREATE INDEX transactions_rail ON transactions (status, status_changed_at) WHERE type = 'external_transfer'`,
  `CREATE UNIQUE INDEX transactions_external_ref ON transactions (type, external_ref) WHERE external_ref IS NOT NULL`,
  `CREATE TABLE journals (
    id uuid PRIMARY KEY,
    transaction_id uuid NOT NULL REFERENCES transactions(id),
    kind text NOT NULL,
    created_at ${ts} NOT NULL
  )`,
  `CREATE INDEX journals_transaction ON journals (transaction_id)`,
  `CREATE TABLE postings (
    journal_id uuid NOT NULL REFERENCES journals(id),
    line smallint NOT NULL,
    account_id uuid NOT NULL REFERENCES accounts(id),
    currency text NOT NULL,
    amount bigint NOT NULL CHECK (amount <> 0),
    created_at ${ts} NOT NULL,
    PRIMARY KEY (journal_id, line)
  )`,
  `CREATE INDEX postings_account ON postings (account_id, created_at)`,
  // Every INSERT into postings must balance per journal and currency, and name each account's own currency.
  `CREATE FUNCTION postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM new_postings GROUP BY journal_id, currency HAVING sum(amount) <> 0) THEN
      RAISE EXCEPTION 'unbalanced journal: postings must sum to zero per currency' USING ERRCODE = '23514';
    END IF;
    IF EXISTS (SELECT 1 FROM new_postings p JOIN accounts a ON a.id = p.account_id WHERE a.currency <> p.currency) THEN
      RAISE EXCEPTION 'posting currency differs from its account''s' USING ERRCODE = '23514';
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER postings_balanced AFTER INSERT ON postings REFERENCING NEW TABLE AS new_postings
    FOR EACH STATEMENT EXECUTE FUNCTION postings_balanced()`,
  `CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = '55000';
  END $$`,
  `CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
  `CREATE TRIGGER journals_append_only BEFORE UPDATE OR DELETE ON journals FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
  `CREATE TABLE idempotency_keys (
    customer_id uuid NOT NULL,
    key text NOT NULL,
    call text NOT NULL,
    request_hash text NOT NULL,
    status_code integer,
    response text,
    created_at ${ts} NOT NULL,
    PRIMARY KEY (customer_id, key)
  )`,
  `CREATE TABLE limit_usage (
    owner_id uuid NOT NULL,
    kind text NOT NULL,
    period text NOT NULL,
    used bigint NOT NULL CHECK (used >= 0),
    PRIMARY KEY (owner_id, kind, period)
  )`,
  `CREATE TABLE card_payments (
    id text PRIMARY KEY,
    reference text NOT NULL UNIQUE,
    amount bigint NOT NULL CHECK (amount > 0),
    currency text NOT NULL,
    brand text NOT NULL,
    last4 text NOT NULL,
    fingerprint text NOT NULL,
    status text NOT NULL CHECK (status IN ('declined', 'authorised', 'captured', 'settled')),
    decline_code text,
    created_at ${ts} NOT NULL,
    captured_at ${ts},
    settled_at ${ts}
  )`,
  `CREATE TABLE crypto_addresses (
    id uuid PRIMARY KEY,
    wallet_id uuid NOT NULL REFERENCES accounts(id),
    asset text NOT NULL,
    network text NOT NULL,
    address text NOT NULL,
    memo text,
    created_at ${ts} NOT NULL,
    UNIQUE (wallet_id, network)
  )`,
  `CREATE UNIQUE INDEX crypto_addresses_address ON crypto_addresses (network, address, (coalesce(memo, '')))`,
  `CREATE INDEX crypto_addresses_lookup ON crypto_addresses (address)`,
];
