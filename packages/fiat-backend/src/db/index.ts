// Storage: PGlite in a data folder by default, PostgreSQL when a URL is given; Kysely over both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './introspector';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

/**
 * int8 (bigint columns, count(*)) arrives as a JavaScript bigint from both drivers (pg answers strings,
 * PGlite numbers, by default). Money is read in exactly one shape; sums of bigint columns are numeric
 * in PostgreSQL, so queries cast them back to bigint (`sum(amount)::bigint`).
 */
const INT8_OID = 20;
const parseInt8 = (value: string) => BigInt(value);

/**
 * A LISTEN on one channel: `onPayload` gets each NOTIFY's payload (sent with pg_notify, delivered
 * at its transaction's commit); the returned function stops listening.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onError?: (error: unknown) => void,
) => Promise<() => Promise<void>>;

export interface Storage {
  db: Kysely<Database>;
  engine: Engine;
  /**
   * PostgreSQL: a dedicated connection (outside the pool) per call, reconnected when it drops;
   * PGlite: its own listen, in process (PGlite is one process's database).
   */
  listen: Listen;
  /**
   * How the job queue (pg-boss, modules/standing) reaches this database. PostgreSQL: a connection
   * string (pg-boss keeps a small pool of its own); PGlite: an adapter over the one connection,
   * through the same queue as Kysely, so the two never interleave inside a transaction.
   */
  jobs: JobsDatabase;
  close(): Promise<void>;
}

/** pg-boss's `db` option: one SQL text, with or without parameters. */
export interface JobsSqlAdapter {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export type JobsDatabase =
  { engine: 'postgres'; connectionString: string } | { engine: 'pglite'; adapter: JobsSqlAdapter };

/** A valid channel name, as a quoted identifier (LISTEN takes no parameter). */
const channelIdentifier = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  return `"${channel}"`;
};

/** LISTEN on PostgreSQL over a client of its own, reconnecting after a lost connection. */
function pgListen(config: pg.ClientConfig): Listen {
  return async (channel, onPayload, onError) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const c = new pg.Client(config);
      c.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      c.on('error', (error) => {
        onError?.(error);
        void c.end().catch(() => {});
        if (client === c) client = undefined;
        if (!stopped) retry = setTimeout(() => void connect().catch(onError ?? (() => {})), 1000);
      });
      await c.connect();
      await c.query(`LISTEN ${channelIdentifier(channel)}`);
      if (stopped) await c.end();
      else client = c;
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = undefined;
    };
  };
}

/** A one-connection "pool" over PGlite: a queue hands the single connection to one user at a time. */
class PGlitePool {
  private queue: Promise<void> = Promise.resolve();
  constructor(private readonly pglite: PGlite) {}

  async connect() {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const pglite = this.pglite;
    return {
      async query(text: string, parameters: readonly unknown[]) {
        const result = await pglite.query<Record<string, unknown>>(text, parameters as unknown[]);
        const command = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SELECT';
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release() {
        release();
      },
    };
  }

  async end() {
    await this.queue;
    await this.pglite.close();
  }

  /**
   * pg-boss's adapter: the connection from the same queue. Without parameters pg-boss sends several
   * statements at once (its schema, its maintenance), which only `exec` runs; with them, `query`.
   */
  jobsAdapter(): JobsSqlAdapter {
    return {
      executeSql: async (text, values) => {
        const connection = await this.connect();
        try {
          if (!values?.length) {
            const results = await this.pglite.exec(text);
            const last = results.at(-1);
            return { rows: last?.rows ?? [] };
          }
          const result = await this.pglite.query<Record<string, unknown>>(text, values);
          return { rows: result.rows };
        } finally {
          connection.release();
        }
      },
    };
  }
}

export interface StorageOptions {
  /** postgres:// URL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (tests isolate each file in its own). */
  schema?: string | undefined;
  poolSize?: number;
}

export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? parseInt8
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // Surface a wrong URL or a stopped server at start, with the driver's reason.
    const client = await pool.connect();
    client.release();
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    const listen = pgListen({
      connectionString: options.databaseUrl,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return {
      db,
      engine: 'postgres',
      listen,
      jobs: { engine: 'postgres', connectionString: options.databaseUrl },
      close: () => db.destroy(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the history's free-text search by index (migration 0007 creates it in the database).
  const pgliteOptions = { parsers: { [INT8_OID]: parseInt8 }, extensions: { pg_trgm } };
  const pglite = options.dataDir
    ? new PGlite(options.dataDir, pgliteOptions)
    : new PGlite(pgliteOptions);
  await pglite.waitReady;
  const pool = new PGlitePool(pglite);
  const db = new Kysely<Database>({
    dialect: new OwnSchemaPostgresDialect({ pool: pool as unknown as pg.Pool }),
  });
  const listen: Listen = async (channel, onPayload) => {
    const stop = await pglite.listen(channelIdentifier(channel).slice(1, -1), onPayload);
    return async () => {
      if (!pglite.closed) await stop();
    };
  };
  return {
    db,
    engine: 'pglite',
    listen,
    jobs: { engine: 'pglite', adapter: pool.jobsAdapter() },
    close: () => db.destroy(),
  };
}
