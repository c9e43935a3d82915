// Each server (and each test file) keeps to its own PostgreSQL schema. Kysely's stock introspector
// read every schema of the database by name, so a migration that ran while another schema was
// being dropped failed with `schema "…" does not exist`: it failed CI once, and under the churn
// below it failed about one call in four. The server's introspector reads its own schema only.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../src/db';
import { migrate } from '../src/db/migrations';
import { testDatabaseUrl } from './helpers';

const name = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

describe('introspection on postgres', () => {
  let admin: pg.Client;
  const schemas: string[] = [];
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
  });
  afterAll(async () => {
    for (const s of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
    await admin.end();
  });

  async function fresh(): Promise<Storage> {
    const schema = name('intro');
    schemas.push(schema);
    await admin.query(`CREATE SCHEMA ${schema}`);
    return openStorage({ databaseUrl: testDatabaseUrl(), schema, poolSize: 2 });
  }

  it('sees only the tables of its own schema', async () => {
    const other = name('other');
    schemas.push(other);
    await admin.query(
      `CREATE SCHEMA ${other}; CREATE TABLE ${other}.elsewhere (id serial PRIMARY KEY)`,
    );
    const storage = await fresh();
    try {
      await migrate(storage.db);
      const tables = await storage.db.introspection.getTables();
      const names = tables.map((t) => t.name);
      expect(names).toContain('customers');
      expect(names).not.toContain('elsewhere');
      expect(names).not.toContain('kysely_migration');
      expect(new Set(tables.map((t) => t.schema)).size).toBe(1);
      const withKysely = (
        await storage.db.introspection.getTables({ withInternalKyselyTables: true })
      ).map((t) => t.name);
      expect(withKysely).toEqual(
        expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']),
      );
      const customers = tables.find((t) => t.name === 'customers');
      expect(customers?.columns.find((c) => c.name === 'id')).toMatchObject({ isNullable: false });
      const schemaNames = (await storage.db.introspection.getSchemas()).map((s) => s.name);
      expect(schemaNames).toHaveLength(1);
    } finally {
      await storage.close();
    }
  });

  it(
    'migrates while other schemas of the database are created and dropped',
    { timeout: 120_000 },
    async () => {
      const churn = new pg.Client({ connectionString: testDatabaseUrl() });
      await churn.connect();
      const churned = name('churn');
      let stop = false;
      let cycles = 0;
      const loop = (async () => {
        while (!stop) {
          await churn.query(
            `CREATE SCHEMA ${churned}; CREATE TABLE ${churned}.t (id serial PRIMARY KEY, v text)`,
          );
          await churn.query(`DROP SCHEMA ${churned} CASCADE`);
          cycles++;
        }
      })();
      try {
        for (let i = 0; i < 4; i++) {
          const storage = await fresh();
          try {
            expect(await migrate(storage.db)).toContain('0001_identity');
            // And again on a migrated schema: the bookkeeping tables are found, nothing reruns.
            expect(await migrate(storage.db)).toEqual([]);
            for (let j = 0; j < 100; j++)
              await storage.db.introspection.getTables({ withInternalKyselyTables: true });
          } finally {
            await storage.close();
          }
        }
      } finally {
        stop = true;
        await loop;
        await churn.end();
      }
      expect(cycles).toBeGreaterThan(0);
    },
  );
});
