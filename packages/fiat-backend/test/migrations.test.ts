// Migrations are frozen once released: each file's SHA-256 is checked in (RELEASED.sha256) and
// compared here. A database upgraded release by release (one migration at a time, from 0001) and one
// created fresh end with the same schema: tables, columns, constraints, indexes, functions, triggers.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../src/db';
import { migrations, migratorOf } from '../src/db/migrations';
import { historyRows } from '../src/modules/history/queries';
import { ENGINES, openTestStorage } from './helpers';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
const migrationFiles = readdirSync(folder)
  .filter((f) => /^\d{4}_.+\.ts$/.test(f))
  .sort();

describe('released migrations', () => {
  it('never change: each file still has the SHA-256 it was released with', () => {
    const released = new Map(
      readFileSync(path.join(folder, 'RELEASED.sha256'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => {
          const [hash = '', file = ''] = line.split(/\s+\*?/);
          return [file, hash] as const;
        }),
    );
    const problems: string[] = [];
    for (const file of migrationFiles) {
      // Line endings normalised, so that a checkout with CRLF does not count as a change.
      const hash = createHash('sha256')
        .update(readFileSync(path.join(folder, file), 'utf8').replace(/\r\n/g, '\n'))
        .digest('hex');
      const expected = released.get(file);
      if (!expected)
        problems.push(
          `${file} is not in RELEASED.sha256: add its line (\`sha256sum ${file}\` in src/db/migrations) when you release it.`,
        );
      else if (expected !== hash)
        problems.push(
          `${file} changed after it was released: a database that ran it will never run it again. Put it back as it was and add a new migration instead.`,
        );
    }
    for (const file of released.keys())
      if (!migrationFiles.includes(file))
        problems.push(`${file} was released and must stay (databases have run it).`);
    expect(problems).toEqual([]);
  });

  it('are all run, in the order of their numbers', () => {
    expect(Object.keys(migrations)).toEqual(migrationFiles.map((f) => f.replace(/\.ts$/, '')));
  });
});

/** The schema as PostgreSQL's catalogue describes it, with the schema's own name taken out. */
async function catalogue(storage: Storage): Promise<Record<string, unknown[]>> {
  const { db } = storage;
  const {
    rows: [current],
  } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = current?.schema ?? 'public';
  const query = async (text: ReturnType<typeof sql>) =>
    JSON.parse(
      JSON.stringify((await text.execute(db)).rows)
        .split(`${schema}.`)
        .join('S.')
        .split(`"${schema}"`)
        .join('S'),
    ) as unknown[];
  return {
    tables: await query(
      sql`SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY 1`,
    ),
    columns: await query(sql`
      SELECT table_name, column_name, ordinal_position, data_type, udt_name, character_maximum_length, numeric_precision, column_default, is_nullable, is_identity
      FROM information_schema.columns WHERE table_schema = ${schema} ORDER BY 1, 3`),
    constraints: await query(sql`
      SELECT t.relname AS table_name, c.conname, c.contype, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = ${schema} ORDER BY 1, 2`),
    indexes: await query(
      sql`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = ${schema} ORDER BY 1, 2`,
    ),
    sequences: await query(
      sql`SELECT sequence_name, data_type, start_value, increment FROM information_schema.sequences WHERE sequence_schema = ${schema} ORDER BY 1`,
    ),
    functions: await query(sql`
      SELECT p.proname, pg_get_function_identity_arguments(p.oid) AS arguments, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = ${schema} ORDER BY 1, 2`),
    triggers: await query(sql`
      SELECT c.relname AS table_name, t.tgname, pg_get_triggerdef(t.oid) AS definition
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ${schema} AND NOT t.tgisinternal ORDER BY 1, 2`),
  };
}

for (const engine of ENGINES) {
  describe(`migrations on ${engine}`, () => {
    it('a database upgraded one migration at a time ends with the schema of a fresh one', async () => {
      const stepwise = await openTestStorage(engine);
      const fresh = await openTestStorage(engine);
      try {
        const migrator = await migratorOf(stepwise.storage.db);
        for (const name of Object.keys(migrations)) {
          // One release at a time: each start of an upgraded server runs only what is new to it.
          const { error, results } = await migrator.migrateTo(name);
          expect(error).toBeUndefined();
          expect(results?.map((r) => `${r.migrationName} ${r.status}`)).toEqual([
            `${name} Success`,
          ]);
        }
        const { error } = await (await migratorOf(fresh.storage.db)).migrateToLatest();
        expect(error).toBeUndefined();
        const [a, b] = [await catalogue(stepwise.storage), await catalogue(fresh.storage)];
        expect(a.tables?.length).toBeGreaterThan(20);
        expect(a.functions?.map((f) => (f as { proname: string }).proname)).toEqual(
          expect.arrayContaining([
            'bank_move',
            'bank_move_batch',
            'postings_balanced',
            'ledger_append_only',
          ]),
        );
        expect(a.triggers?.length).toBeGreaterThanOrEqual(3);
        expect(a).toEqual(b);
        // And the function a fresh database runs is 0005's (one probe per key), not 0004's first version.
        const batch = b.functions?.find(
          (f) => (f as { proname: string }).proname === 'bank_move_batch',
        ) as { definition: string };
        expect(batch.definition).toContain('LIMIT 1');
      } finally {
        await stepwise.storage.close();
        await fresh.storage.close();
        await stepwise.drop();
        await fresh.drop();
      }
    }, 180_000);

    it('0007 makes the transactions written before it findable by their search text, each side by its own view', async () => {
      const { storage, drop } = await openTestStorage(engine);
      try {
        const { db } = storage;
        const migrator = await migratorOf(db);
        expect((await migrator.migrateTo('0006_kyc_and_settings')).error).toBeUndefined();
        const [id, payer, payee] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
        const at = new Date('2026-03-01T08:00:00Z');
        const details = {
          counterparty: { name: 'Gulf Rentals LLC', detail: '•••• 4321' },
          sender: { name: 'Aisha Al Marri', detail: '•••• 9876' },
        };
        await sql`INSERT INTO transactions (id, type, status, owner_id, counterparty_owner_id, currency, amount, purpose_code, reference, details, created_at, updated_at, status_changed_at, completed_at)
          VALUES (${id}, 'internal_transfer', 'completed', ${payer}, ${payee}, 'AED', 12000, 'RNT', 'Rent 100% March_2026', ${JSON.stringify(details)}, ${at}, ${at}, ${at}, ${at})`.execute(
          db,
        );
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const found = async (ownerId: string, text: string) =>
          (await historyRows(db, { ownerId, text }, 10)).map((r) => r.id);
        for (const text of [
          'gulf RENTALS',
          'llc •••• 4321',
          'rent 100% march_2026',
          'rnt',
          id.slice(0, 8).toUpperCase(),
        ])
          expect(await found(payer, text), text).toEqual([id]);
        for (const text of ['AISHA al marri', '9876', 'Rent 100%', 'Rnt', id.slice(-12)])
          expect(await found(payee, text), text).toEqual([id]);
        for (const [ownerId, text] of [
          [payer, 'Aisha'],
          [payee, 'Gulf'],
          [payer, 'Rent 1000'],
          [payer, 'Rent_100'],
          [payer, 'March 2026'],
          [payer, '2026 RNT'],
        ] as const) {
          expect(await found(ownerId, text), text).toEqual([]);
        }
      } finally {
        await storage.close();
        await drop();
      }
    }, 180_000);
  });
}
