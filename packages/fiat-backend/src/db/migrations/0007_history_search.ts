// Migration 0007. Once released, never edit this file (test/migrations.test.ts compares it with its
// SHA-256 in RELEASED.sha256); change the schema with a new migration. Plain SQL that PGlite and
// PostgreSQL both accept, one statement per entry (PGlite's extended protocol runs one).

// The history's free-text search by index. Until now `q` parsed the JSON details of every
// transaction of the holder (1.3 s for a 10,000-transaction history). Each transaction now carries
// the text `q` matches, one per side, because the other party reads differently to each side: the
// holder who made it sees `details.counterparty`, the holder who received it sees `details.sender`.
// Both texts hold the id, the reference, the purpose code and that side's party ("name detail"), one
// per line: `q` can hold no line break (the contract refuses control characters), so a match never
// spans two fields, exactly as when each field was matched on its own. A trigger writes them from the
// row itself on every insert and update, so no writer (the app's inserts, bank_move, bank_move_batch,
// a script) can forget them. pg_trgm's GIN indexes make `ILIKE '%…%'` an index search.

export const statements: readonly string[] = [
  // An extension belongs to the database, not to a schema of ours: installed into `public` (never
  // dropped, unlike the tests' schema per suite) unless the database already has it somewhere.
  // Kysely's migration lock is one advisory lock for the whole database, so two servers migrating
  // at once do not both create it.
  `CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`,
  `ALTER TABLE transactions ADD COLUMN search_made text, ADD COLUMN search_received text`,
  `CREATE FUNCTION transaction_search_text(p_id uuid, p_reference text, p_purpose_code text, p_party jsonb)
  RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT concat_ws(chr(10), p_id::text, p_reference, p_purpose_code, concat_ws(' ', p_party ->> 'name', p_party ->> 'detail'))
  $$`,
  `CREATE FUNCTION transactions_search() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    d jsonb := NEW.details::jsonb;
  BEGIN
    NEW.search_made := transaction_search_text(NEW.id, NEW.reference, NEW.purpose_code, d -> 'counterparty');
    NEW.search_received := transaction_search_text(NEW.id, NEW.reference, NEW.purpose_code, d -> 'sender');
    RETURN NEW;
  END
  $$`,
  `CREATE TRIGGER transactions_search BEFORE INSERT OR UPDATE ON transactions FOR EACH ROW EXECUTE FUNCTION transactions_search()`,
  // The transactions written before this migration: the trigger writes both texts on this update.
  `UPDATE transactions SET search_made = '', search_received = ''`,
  `ALTER TABLE transactions ALTER COLUMN search_made SET NOT NULL, ALTER COLUMN search_received SET NOT NULL`,
  // The operator class is named with the schema the extension is in (a server's search_path is its
  // own schema only). The received side is searched only where another holder received it. New rows
  // wait in a GIN index's pending list, which every search reads in full (and which the planner
  // prices so high that it stopped using the index after a 10,000-row burst, until a vacuum): 64 kB,
  // the smallest, merges them every hundred rows or so; with fastupdate off each insert cost ~3x more.
  // A trigram index serves ILIKE for any case: the texts are stored as written.
  `DO $$
  DECLARE
    trgm text := (SELECT quote_ident(n.nspname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm');
  BEGIN
    EXECUTE format('CREATE INDEX transactions_search_made ON transactions USING gin (search_made %s.gin_trgm_ops) WITH (gin_pending_list_limit = 64)', trgm);
    EXECUTE format('CREATE INDEX transactions_search_received ON transactions USING gin (search_received %s.gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE counterparty_owner_id IS NOT NULL', trgm);
  END
  $$`,
];
