// Migration 0005. Released: never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// bank_move_batch replaced (CREATE OR REPLACE): its first version (0004) looked idempotency keys up,
// and updated limit rows and wallets, through joins that PostgreSQL planned, on small tables, as a
// hash of the whole table, and kept that plan: each batch cost more as keys accumulated. Here every
// lookup and update by key is one index probe per row (LATERAL … LIMIT 1, loops and `= ANY` by key),
// whatever the table's size. The rest of the function is 0004's.

export const statements: readonly string[] = [
  `CREATE OR REPLACE FUNCTION bank_move_batch(p_items jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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
  END $$`,
];
