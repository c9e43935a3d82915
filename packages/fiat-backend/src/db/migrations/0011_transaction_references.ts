// Migration 0011. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// Every transaction gets a short reference a customer can read to the bank's support, as
// `SB-7KQ2-9F4M`: eight characters of an alphabet without the ones read alike (0/O, 1/I/L), so
// 31 symbols. The UUID stays the API's identifier; the reference is what people see and search.
//
// Unique by construction, never by retrying: the n-th transaction's number is n scrambled by a
// bijection of [0, 31^8) (multiplying by a prime that shares no factor with 31^8, plus an offset,
// modulo 31^8), so consecutive transactions do not read as a count and no two are ever alike for
// the first 852 billion. A trigger gives it on insert, so every writer (the app's inserts,
// bank_move, bank_move_batch, whose jsonb rows leave it null) gets one; the history's search text
// (migration 0007's trigger, which runs after this one: triggers fire by name) includes it. The
// sequence counts blocks of 100 numbers: a server that must know a reference before its insert
// takes a block at once (src/money/refs.ts); the trigger takes a block's first number.

export const statements: readonly string[] = [
  `CREATE SEQUENCE transaction_ref_seq`,
  `CREATE FUNCTION transaction_ref(p_n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
  DECLARE
    alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
    v numeric := (p_n::numeric * 1000000007 + 424242424242) % 852891037441;
    out text := '';
  BEGIN
    FOR i IN 1..8 LOOP
      out := substr(alphabet, (v % 31)::int + 1, 1) || out;
      v := floor(v / 31);
    END LOOP;
    RETURN 'SB-' || substr(out, 1, 4) || '-' || substr(out, 5, 4);
  END
  $$`,
  `ALTER TABLE transactions ADD COLUMN ref text`,
  `CREATE FUNCTION transactions_ref() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.ref IS NULL THEN
      NEW.ref := transaction_ref(nextval('transaction_ref_seq') * 100);
    END IF;
    RETURN NEW;
  END
  $$`,
  `CREATE TRIGGER transactions_ref BEFORE INSERT ON transactions FOR EACH ROW EXECUTE FUNCTION transactions_ref()`,
  // The search text of migration 0007 with the reference first (one line of its own).
  `CREATE OR REPLACE FUNCTION transactions_search() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    d jsonb := NEW.details::jsonb;
  BEGIN
    NEW.search_made := concat_ws(chr(10), NEW.ref, transaction_search_text(NEW.id, NEW.reference, NEW.purpose_code, d -> 'counterparty'));
    NEW.search_received := concat_ws(chr(10), NEW.ref, transaction_search_text(NEW.id, NEW.reference, NEW.purpose_code, d -> 'sender'));
    RETURN NEW;
  END
  $$`,
  // The transactions written before: each gets its reference, oldest first (the update's trigger
  // writes the search texts again, with it).
  `UPDATE transactions t SET ref = transaction_ref(o.n * 100)
     FROM (SELECT id, nextval('transaction_ref_seq') AS n FROM (SELECT id FROM transactions ORDER BY created_at, id) s) o
    WHERE t.id = o.id`,
  `ALTER TABLE transactions ALTER COLUMN ref SET NOT NULL`,
  `CREATE UNIQUE INDEX transactions_ref ON transactions (ref)`,
];
