// The migrations, in order, run at start by Kysely's Migrator: one file per migration, each a list
// of SQL statements. A released migration never changes (its SHA-256 is in RELEASED.sha256 and
// test/migrations.test.ts compares them): a schema change is a new file, added to the list below.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from '../schema';
import * as m0001 from './0001_identity';
import * as m0002 from './0002_money';
import * as m0003 from './0003_fast_movement';
import * as m0004 from './0004_batch_movement';
import * as m0005 from './0005_batch_movement_by_index';
import * as m0006 from './0006_kyc_and_settings';
import * as m0007 from './0007_history_search';
import * as m0008 from './0008_consent';
import * as m0009 from './0009_password_history';
import * as m0010 from './0010_unique_beneficiaries';
import * as m0011 from './0011_transaction_references';
import * as m0012 from './0012_subaccount_changes';
import * as m0013 from './0013_passkeys';
import * as m0014 from './0014_step_up';
import * as m0015 from './0015_instant_proxies';
import * as m0016 from './0016_notifications';
import * as m0017 from './0017_standing_orders';
import * as m0018 from './0018_money_requests';
import * as m0019 from './0019_external_standing_orders';
import * as m0020 from './0020_one_payment_per_request';
import * as m0021 from './0021_approval_rules';
import * as m0022 from './0022_bulk_payments';
import * as m0023 from './0023_payroll';

function fromStatements(statements: readonly string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

export const migrations: Record<string, Migration> = {
  '0001_identity': fromStatements(m0001.statements),
  '0002_money': fromStatements(m0002.statements),
  '0003_fast_movement': fromStatements(m0003.statements),
  '0004_batch_movement': fromStatements(m0004.statements),
  '0005_batch_movement_by_index': fromStatements(m0005.statements),
  '0006_kyc_and_settings': fromStatements(m0006.statements),
  '0007_history_search': fromStatements(m0007.statements),
  '0008_consent': fromStatements(m0008.statements),
  '0009_password_history': fromStatements(m0009.statements),
  '0010_unique_beneficiaries': fromStatements(m0010.statements),
  '0011_transaction_references': fromStatements(m0011.statements),
  '0012_subaccount_changes': fromStatements(m0012.statements),
  '0013_passkeys': fromStatements(m0013.statements),
  '0014_step_up': fromStatements(m0014.statements),
  '0015_instant_proxies': fromStatements(m0015.statements),
  '0016_notifications': fromStatements(m0016.statements),
  '0017_standing_orders': fromStatements(m0017.statements),
  '0018_money_requests': fromStatements(m0018.statements),
  '0019_external_standing_orders': fromStatements(m0019.statements),
  '0020_one_payment_per_request': fromStatements(m0020.statements),
  '0021_approval_rules': fromStatements(m0021.statements),
  '0022_bulk_payments': fromStatements(m0022.statements),
  '0023_payroll': fromStatements(m0023.statements),
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** The migrator of this connection's schema. */
export async function migratorOf(db: Kysely<Database>): Promise<Migrator> {
  // Name the schema explicitly, so that the bookkeeping tables are this schema's (tests isolate
  // each suite in its own schema of one database; introspection reads this schema only, see
  // introspector.ts).
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  return new Migrator({ db, provider: new StaticProvider(), migrationTableSchema: schema });
}

export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await (await migratorOf(db)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
