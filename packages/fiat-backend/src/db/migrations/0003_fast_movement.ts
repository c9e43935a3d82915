// Migration 0003. Released: never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// One statement for a whole movement (the hot path of internal transfers and conversions):
// idempotency key, limits, wallet balances in id order, the transaction, its journal and postings,
// all or nothing, in one round trip and one commit. The same rules as the code path it replaces.

export const statements: readonly string[] = [
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
