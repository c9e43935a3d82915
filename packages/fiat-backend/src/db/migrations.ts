// One set of migrations for PGlite and PostgreSQL, run at start by Kysely's Migrator.
// Plain SQL that both engines accept; one statement per entry (PGlite's extended protocol runs one).
// Money (0002): integer minor units in bigint, never floats; a double-entry ledger whose postings sum to
// zero per currency per statement (a trigger checks it) and are append-only.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';

const ts = 'timestamptz';

const identity: string[] = [
  `CREATE TABLE companies (
    id uuid PRIMARY KEY,
    name text NOT NULL,
    created_at ${ts} NOT NULL
  )`,
  `CREATE TABLE customers (
    id uuid PRIMARY KEY,
    email text NOT NULL,
    email_normalized text NOT NULL UNIQUE,
    email_verified_at ${ts},
    password_hash text NOT NULL,
    password_changed_at ${ts} NOT NULL,
    user_type text NOT NULL CHECK (user_type IN ('individual', 'corporate')),
    customer_type text CHECK (customer_type IN ('viewer', 'preparer', 'approver', 'admin')),
    company_id uuid REFERENCES companies(id),
    first_name text,
    last_name text,
    date_of_birth text CHECK (date_of_birth ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    nationality text CHECK (nationality ~ '^[A-Z]{2}$'),
    country_of_residence text CHECK (country_of_residence ~ '^[A-Z]{2}$'),
    phone text,
    phone_verified_at ${ts},
    totp_secret text,
    totp_enabled_at ${ts},
    totp_last_step integer,
    totp_pending_secret text,
    totp_pending_attempts integer NOT NULL DEFAULT 0,
    otp_channel text CHECK (otp_channel IN ('sms', 'whatsapp')),
    mfa_required boolean NOT NULL DEFAULT false,
    created_at ${ts} NOT NULL,
    updated_at ${ts} NOT NULL,
    CHECK ((user_type = 'individual' AND customer_type IS NULL AND company_id IS NULL)
        OR (user_type = 'corporate' AND customer_type IS NOT NULL AND company_id IS NOT NULL))
  )`,
  `CREATE INDEX customers_company ON customers (company_id)`,
  `CREATE TABLE login_throttle (
    subject text PRIMARY KEY,
    failures integer NOT NULL,
    last_failure_at ${ts} NOT NULL,
    locked_until ${ts}
  )`,
  `CREATE TABLE sessions (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    created_at ${ts} NOT NULL,
    last_used_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    revoked_at ${ts},
    revoked_reason text,
    user_agent text,
    device text NOT NULL,
    ip text NOT NULL,
    city text NOT NULL,
    country text NOT NULL
  )`,
  `CREATE INDEX sessions_customer ON sessions (customer_id, revoked_at)`,
  `CREATE TABLE refresh_tokens (
    id uuid PRIMARY KEY,
    session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    used_at ${ts}
  )`,
  `CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id)`,
  `CREATE TABLE auth_challenges (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    purpose text NOT NULL CHECK (purpose IN ('mfa', 'update')),
    enrollment boolean NOT NULL DEFAULT false,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    used_at ${ts},
    attempts integer NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE one_time_codes (
    id uuid PRIMARY KEY,
    purpose text NOT NULL,
    subject text NOT NULL,
    channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp', 'email')),
    code_hash text NOT NULL,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    used_at ${ts}
  )`,
  `CREATE INDEX one_time_codes_subject ON one_time_codes (purpose, subject, created_at)`,
  `CREATE TABLE recovery_codes (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    created_at ${ts} NOT NULL,
    used_at ${ts}
  )`,
  `CREATE INDEX recovery_codes_customer ON recovery_codes (customer_id)`,
  `CREATE TABLE registrations (
    id uuid PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    user_type text NOT NULL CHECK (user_type IN ('individual', 'corporate')),
    email text NOT NULL,
    email_normalized text NOT NULL,
    corporate_email_verified_at ${ts},
    password_hash text,
    first_name text,
    last_name text,
    date_of_birth text,
    nationality text,
    country_of_residence text,
    phone text,
    company_name text,
    phone_verified_at ${ts},
    otp_channel text,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    completed_at ${ts},
    customer_id uuid REFERENCES customers(id) ON DELETE SET NULL
  )`,
  `CREATE TABLE link_tokens (
    id uuid PRIMARY KEY,
    purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verify')),
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    email text NOT NULL,
    created_at ${ts} NOT NULL,
    expires_at ${ts} NOT NULL,
    used_at ${ts}
  )`,
  `CREATE TABLE login_events (
    id uuid PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    success boolean NOT NULL,
    reason text,
    ip text NOT NULL,
    city text NOT NULL,
    country text NOT NULL,
    user_agent text,
    created_at ${ts} NOT NULL
  )`,
  `CREATE INDEX login_events_customer ON login_events (customer_id, success, created_at)`,
  `CREATE TABLE audit_log (
    id uuid PRIMARY KEY,
    event text NOT NULL,
    customer_id uuid,
    ip text,
    details text NOT NULL,
    created_at ${ts} NOT NULL
  )`,
  `CREATE INDEX audit_log_customer ON audit_log (customer_id, created_at)`,
  `CREATE TABLE outbox (
    id uuid PRIMARY KEY,
    channel text NOT NULL CHECK (channel IN ('email', 'sms', 'whatsapp')),
    recipient text NOT NULL,
    subject text,
    body text NOT NULL,
    created_at ${ts} NOT NULL
  )`,
  `CREATE INDEX outbox_recipient ON outbox (recipient, created_at)`,
  `CREATE TABLE rate_limits (
    key text PRIMARY KEY,
    window_start ${ts} NOT NULL,
    count integer NOT NULL
  )`,
  `CREATE TABLE captcha_used (
    signature text PRIMARY KEY,
    expires_at ${ts} NOT NULL
  )`,
];

const money: string[] = [
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

// 0003: one statement for a whole movement (the hot path of internal transfers and conversions):
// idempotency key, limits, wallet balances in id order, the transaction, its journal and postings,
// all or nothing, in one round trip and one commit. The same rules as the code path it replaces.
const fastMovement: string[] = [
  `CREATE FUNCTION bank_move(p_idem jsonb, p_limit jsonb, p_tx jsonb, p_lines jsonb, p_journal uuid, p_kind text, p_at timestamptz)
  RETURNS text LANGUAGE plpgsql AS $$
  DECLARE
    existing record;
    r record;
  BEGIN
    INSERT INTO idempotency_keys (customer_id, key, call, request_hash, status_code, response, created_at)
    VALUES ((p_idem->>'customer_id')::uuid, p_idem->>'key', p_idem->>'call', p_idem->>'hash', 201, p_idem->>'response', p_at)
    ON CONFLICT (customer_id, key) DO NOTHING;
    IF NOT FOUND THEN
      SELECT call, request_hash, response INTO existing FROM idempotency_keys
      WHERE customer_id = (p_idem->>'customer_id')::uuid AND key = p_idem->>'key';
      IF existing.call <> p_idem->>'call' OR existing.request_hash <> p_idem->>'hash' THEN
        RAISE EXCEPTION 'idempotency_key_reused' USING ERRCODE = 'P0001';
      END IF;
      IF existing.response IS NULL THEN
        RAISE EXCEPTION 'idempotency_in_progress' USING ERRCODE = 'P0001';
      END IF;
      RETURN existing.response;
    END IF;
    IF p_limit IS NOT NULL THEN
      INSERT INTO limit_usage (owner_id, kind, period, used)
      VALUES ((p_limit->>'owner_id')::uuid, p_limit->>'kind', p_limit->>'day', (p_limit->>'aed')::bigint)
      ON CONFLICT (owner_id, kind, period) DO UPDATE SET used = limit_usage.used + excluded.used
      WHERE limit_usage.used + excluded.used <= (p_limit->>'day_cap')::bigint;
      IF NOT FOUND THEN RAISE EXCEPTION 'limit_exceeded:daily' USING ERRCODE = 'P0001'; END IF;
      INSERT INTO limit_usage (owner_id, kind, period, used)
      VALUES ((p_limit->>'owner_id')::uuid, p_limit->>'kind', p_limit->>'month', (p_limit->>'aed')::bigint)
      ON CONFLICT (owner_id, kind, period) DO UPDATE SET used = limit_usage.used + excluded.used
      WHERE limit_usage.used + excluded.used <= (p_limit->>'month_cap')::bigint;
      IF NOT FOUND THEN RAISE EXCEPTION 'limit_exceeded:monthly' USING ERRCODE = 'P0001'; END IF;
    END IF;
    PERFORM 1 FROM accounts WHERE id IN (
      SELECT (l->>'account')::uuid FROM jsonb_array_elements(p_lines) l WHERE (l->>'wallet')::boolean
    ) ORDER BY id FOR UPDATE;
    FOR r IN
      SELECT (l->>'account')::uuid AS account, sum((l->>'amount')::bigint) AS delta
      FROM jsonb_array_elements(p_lines) l WHERE (l->>'wallet')::boolean GROUP BY 1 ORDER BY 1
    LOOP
      UPDATE accounts SET balance = balance + r.delta WHERE id = r.account AND kind = 'wallet' AND balance + r.delta >= on_hold;
      IF NOT FOUND THEN RAISE EXCEPTION 'insufficient_funds:%', r.account USING ERRCODE = 'P0001'; END IF;
    END LOOP;
    INSERT INTO transactions SELECT * FROM jsonb_populate_record(NULL::transactions, p_tx);
    INSERT INTO journals (id, transaction_id, kind, created_at) VALUES (p_journal, (p_tx->>'id')::uuid, p_kind, p_at);
    INSERT INTO postings (journal_id, line, account_id, currency, amount, created_at)
    SELECT p_journal, x.ord, (x.l->>'account')::uuid, x.l->>'currency', (x.l->>'amount')::bigint, p_at
    FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS x(l, ord) WHERE (x.l->>'amount')::bigint <> 0;
    RETURN NULL;
  END $$`,
];

// 0004: group commit of the hot path. Concurrent internal transfers gathered by the server run in
// one statement and one commit. Locks are taken for the whole batch first, in the order every other
// path takes them (limit rows by owner, kind and period, then wallets by id), so batches never
// deadlock with each other or with single movements. Then each item, in order, is decided from what
// the locked rows hold plus the items accepted before it: its session (not revoked, not expired,
// customer not disabled, same type, role and company as the server assumed: a remembered session
// check never moves money), its key (an earlier answer is replayed, another request refused), its
// limits and its funds. A refused item writes nothing and gets its own reason. Finally the accepted
// items are written together: keys, limit usage, wallet balances, transactions, journals and
// postings, one statement each (the postings trigger checks the whole batch at once). A key taken
// meanwhile by a concurrent request fails the batch with a serialization failure (the server runs
// it again, and that item then replays); any other failure fails the batch, which the server then
// runs item by item, so only the faulty item fails.
//
// Every lookup and update by key is one index probe per row, whatever the table's size (see 0005).
const batchMovementFunction = `CREATE OR REPLACE FUNCTION bank_move_batch(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
  DECLARE
    n integer := jsonb_array_length(p_items);
    it jsonb;
    k jsonb;
    lim jsonb;
    e jsonb;
    ck text;
    dk text;
    mk text;
    aed bigint;
    fail text;
    r record;
    cnt integer;
    wanted integer;
    outs jsonb[] := '{}';
    accepted jsonb := '[]'::jsonb;
    avail jsonb;
    usage jsonb;
    valid jsonb;
    existing jsonb;
    seen jsonb := '{}'::jsonb;
    wa text[];
    wd bigint[];
    avail0 jsonb;
    usage0 jsonb;
    changed uuid[];
  BEGIN
    -- Locks, in order: limit rows (created when missing), then wallets. What they hold is read once.
    WITH up AS (
      INSERT INTO limit_usage (owner_id, kind, period, used)
      SELECT DISTINCT o, kd, p, 0::bigint FROM (
        SELECT (i->'limit'->>'owner_id')::uuid AS o, i->'limit'->>'kind' AS kd, i->'limit'->>'day' AS p FROM jsonb_array_elements(p_items) i WHERE jsonb_typeof(i->'limit') = 'object'
        UNION ALL
        SELECT (i->'limit'->>'owner_id')::uuid, i->'limit'->>'kind', i->'limit'->>'month' FROM jsonb_array_elements(p_items) i WHERE jsonb_typeof(i->'limit') = 'object'
      ) x ORDER BY 1, 2, 3
      ON CONFLICT (owner_id, kind, period) DO UPDATE SET used = limit_usage.used
      RETURNING owner_id, kind, period, used
    )
    SELECT coalesce(jsonb_object_agg(owner_id::text || '|' || kind || '|' || period, used), '{}'::jsonb) INTO usage FROM up;
    SELECT coalesce(jsonb_object_agg(id::text, balance - on_hold) FILTER (WHERE kind = 'wallet'), '{}'::jsonb) INTO avail
    FROM (
      SELECT id, kind, balance, on_hold FROM accounts
      WHERE id = ANY (ARRAY(SELECT DISTINCT (l->>'account')::uuid FROM jsonb_array_elements(p_items) i, jsonb_array_elements(i->'lines') l WHERE (l->>'wallet')::boolean))
      ORDER BY id FOR UPDATE
    ) w;
    avail0 := avail;
    usage0 := usage;
    -- Sessions still as the server assumed them, and keys already taken.
    -- (LATERAL lookups with LIMIT 1, which the planner can't turn into a join: one index probe per
    -- item. As a join, it hashed the whole table once per batch.)
    SELECT coalesce(jsonb_object_agg(x.ord::text, true), '{}'::jsonb) INTO valid
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(i, ord)
    CROSS JOIN LATERAL (
      SELECT 1 FROM sessions s JOIN customers c ON c.id = s.customer_id
      WHERE s.id = (x.i->'auth'->>'session_id')::uuid AND s.customer_id = (x.i->'auth'->>'customer_id')::uuid
        AND s.revoked_at IS NULL AND s.expires_at > (x.i->>'at')::timestamptz AND c.disabled_at IS NULL
        AND c.user_type = x.i->'auth'->>'user_type' AND c.customer_type IS NOT DISTINCT FROM x.i->'auth'->>'customer_type'
        AND c.company_id IS NOT DISTINCT FROM (x.i->'auth'->>'company_id')::uuid
      LIMIT 1
    ) ok
    WHERE jsonb_typeof(x.i->'auth') = 'object';
    SELECT coalesce(jsonb_object_agg(t.customer_id::text || '|' || t.key, jsonb_build_object('call', t.call, 'hash', t.request_hash, 'response', t.response)), '{}'::jsonb) INTO existing
    FROM jsonb_array_elements(p_items) i
    CROSS JOIN LATERAL (
      SELECT customer_id, key, call, request_hash, response FROM idempotency_keys
      WHERE customer_id = (i->'idem'->>'customer_id')::uuid AND key = i->'idem'->>'key'
      LIMIT 1
    ) t;
    -- Each item in order.
    FOR idx IN 1 .. n LOOP
      it := p_items->(idx - 1);
      k := it->'idem';
      ck := ((k->>'customer_id')::uuid)::text || '|' || (k->>'key');
      IF jsonb_typeof(it->'auth') = 'object' AND NOT valid ? idx::text THEN
        outs := outs || '{"code": "P0001", "error": "session_invalid"}'::jsonb;
        CONTINUE;
      END IF;
      e := existing->ck;
      IF e IS NULL AND seen ? ck THEN
        e := jsonb_build_object('call', p_items->((seen->>ck)::integer - 1)->'idem'->>'call', 'hash', p_items->((seen->>ck)::integer - 1)->'idem'->>'hash',
                                'response', p_items->((seen->>ck)::integer - 1)->'idem'->>'response');
      END IF;
      IF e IS NOT NULL THEN
        outs := outs || CASE
          WHEN e->>'call' <> k->>'call' OR e->>'hash' <> k->>'hash' THEN '{"code": "P0001", "error": "idempotency_key_reused"}'::jsonb
          WHEN jsonb_typeof(e->'response') <> 'string' THEN '{"code": "P0001", "error": "idempotency_in_progress"}'::jsonb
          ELSE jsonb_build_object('replay', e->'response') END;
        CONTINUE;
      END IF;
      lim := it->'limit';
      IF jsonb_typeof(lim) = 'object' THEN
        aed := (lim->>'aed')::bigint;
        dk := ((lim->>'owner_id')::uuid)::text || '|' || (lim->>'kind') || '|' || (lim->>'day');
        mk := ((lim->>'owner_id')::uuid)::text || '|' || (lim->>'kind') || '|' || (lim->>'month');
        IF (usage->>dk)::bigint + aed > (lim->>'day_cap')::bigint THEN
          outs := outs || '{"code": "P0001", "error": "limit_exceeded:daily"}'::jsonb;
          CONTINUE;
        END IF;
        IF (usage->>mk)::bigint + aed > (lim->>'month_cap')::bigint THEN
          outs := outs || '{"code": "P0001", "error": "limit_exceeded:monthly"}'::jsonb;
          CONTINUE;
        END IF;
      END IF;
      SELECT array_agg(account ORDER BY account), array_agg(delta ORDER BY account) INTO wa, wd FROM (
        SELECT ((l->>'account')::uuid)::text AS account, sum((l->>'amount')::bigint) AS delta
        FROM jsonb_array_elements(it->'lines') l WHERE (l->>'wallet')::boolean GROUP BY 1
      ) w;
      fail := NULL;
      FOR j IN 1 .. coalesce(array_length(wa, 1), 0) LOOP
        IF NOT avail ? wa[j] OR (avail->>wa[j])::bigint + wd[j] < 0 THEN
          fail := wa[j];
          EXIT;
        END IF;
      END LOOP;
      IF fail IS NOT NULL THEN
        outs := outs || jsonb_build_object('code', 'P0001', 'error', 'insufficient_funds:' || fail);
        CONTINUE;
      END IF;
      -- Accepted: what it takes counts for the items after it.
      FOR j IN 1 .. coalesce(array_length(wa, 1), 0) LOOP
        avail := jsonb_set(avail, ARRAY[wa[j]], to_jsonb((avail->>wa[j])::bigint + wd[j]));
      END LOOP;
      IF jsonb_typeof(lim) = 'object' THEN
        usage := jsonb_set(jsonb_set(usage, ARRAY[dk], to_jsonb((usage->>dk)::bigint + aed)), ARRAY[mk], to_jsonb((usage->>mk)::bigint + aed));
      END IF;
      seen := jsonb_set(seen, ARRAY[ck], to_jsonb(idx));
      accepted := accepted || jsonb_build_array(it);
      outs := outs || '{"replay": null}'::jsonb;
    END LOOP;
    wanted := jsonb_array_length(accepted);
    IF wanted = 0 THEN RETURN to_jsonb(outs); END IF;
    -- The accepted items, written together. Keys first (in the items' order: customer, key).
    INSERT INTO idempotency_keys (customer_id, key, call, request_hash, status_code, response, created_at)
    SELECT (i->'idem'->>'customer_id')::uuid, i->'idem'->>'key', i->'idem'->>'call', i->'idem'->>'hash', 201, i->'idem'->>'response', (i->>'at')::timestamptz
    FROM jsonb_array_elements(accepted) WITH ORDINALITY AS x(i, ord) ORDER BY ord
    ON CONFLICT (customer_id, key) DO NOTHING;
    GET DIAGNOSTICS cnt = ROW_COUNT;
    IF cnt <> wanted THEN
      RAISE EXCEPTION 'bank_move_batch: an idempotency key was taken meanwhile' USING ERRCODE = '40001';
    END IF;
    -- Limit rows and wallets take what the accepted items moved (their rows are locked by this statement).
    -- Each by its key (a row per limit and period, a row per wallet): index probes, never a scan.
    FOR r IN SELECT v.k, v.total FROM jsonb_each_text(usage) AS v(k, total) WHERE v.total <> usage0->>v.k LOOP
      UPDATE limit_usage SET used = r.total::bigint
      WHERE owner_id = split_part(r.k, '|', 1)::uuid AND kind = split_part(r.k, '|', 2) AND period = split_part(r.k, '|', 3);
    END LOOP;
    SELECT coalesce(array_agg(e.k::uuid), '{}') INTO changed FROM jsonb_each_text(avail) AS e(k, val) WHERE e.val <> avail0->>e.k;
    wanted := coalesce(array_length(changed, 1), 0);
    UPDATE accounts a SET balance = a.balance + ((avail->>a.id::text)::bigint - (avail0->>a.id::text)::bigint)
    WHERE a.id = ANY (changed) AND a.kind = 'wallet' AND a.balance + ((avail->>a.id::text)::bigint - (avail0->>a.id::text)::bigint) >= a.on_hold;
    GET DIAGNOSTICS cnt = ROW_COUNT;
    IF cnt <> wanted THEN RAISE EXCEPTION 'bank_move_batch: a balance changed under its lock'; END IF;
    INSERT INTO transactions SELECT * FROM jsonb_populate_recordset(NULL::transactions, (SELECT jsonb_agg(i->'tx') FROM jsonb_array_elements(accepted) i));
    INSERT INTO journals (id, transaction_id, kind, created_at)
    SELECT (i->>'journal')::uuid, (i->'tx'->>'id')::uuid, i->>'kind', (i->>'at')::timestamptz FROM jsonb_array_elements(accepted) i;
    INSERT INTO postings (journal_id, line, account_id, currency, amount, created_at)
    SELECT (i->>'journal')::uuid, x.ord, (x.l->>'account')::uuid, x.l->>'currency', (x.l->>'amount')::bigint, (i->>'at')::timestamptz
    FROM jsonb_array_elements(accepted) i, jsonb_array_elements(i->'lines') WITH ORDINALITY AS x(l, ord) WHERE (x.l->>'amount')::bigint <> 0;
    RETURN to_jsonb(outs);
  END $$`;

const batchMovement: string[] = [
  batchMovementFunction,
  // The same checks as before, by one index lookup per posting (a join with the transition table
  // may be planned as a scan of every account). A posting whose account does not exist is refused too.
  `CREATE OR REPLACE FUNCTION postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM new_postings GROUP BY journal_id, currency HAVING sum(amount) <> 0) THEN
      RAISE EXCEPTION 'unbalanced journal: postings must sum to zero per currency' USING ERRCODE = '23514';
    END IF;
    IF EXISTS (SELECT 1 FROM new_postings p WHERE (SELECT a.currency FROM accounts a WHERE a.id = p.account_id) IS DISTINCT FROM p.currency) THEN
      RAISE EXCEPTION 'posting currency differs from its account''s' USING ERRCODE = '23514';
    END IF;
    RETURN NULL;
  END $$`,
];

function fromStatements(statements: string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

// 0005: bank_move_batch as it is now. Its first version (0004) looked idempotency keys up, and
// updated limit rows and wallets, through joins that PostgreSQL planned, on small tables, as a hash
// of the whole table, and kept that plan: each batch cost more as keys accumulated. 0004 creates
// the current version on a new database (the text is shared; CREATE OR REPLACE), and 0005 replaces
// the first version on a database that ran 0004 before.
export const migrations: Record<string, Migration> = {
  '0001_identity': fromStatements(identity),
  '0002_money': fromStatements(money),
  '0003_fast_movement': fromStatements(fastMovement),
  '0004_batch_movement': fromStatements(batchMovement),
  '0005_batch_movement_by_index': fromStatements([batchMovementFunction]),
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrate(db: Kysely<Database>): Promise<string[]> {
  // Name the schema explicitly, so that the bookkeeping tables are this schema's (tests isolate
  // each suite in its own schema of one database; introspection reads this schema only, see
  // introspector.ts).
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const migrator = new Migrator({ db, provider: new StaticProvider(), migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
