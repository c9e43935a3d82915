// The short references of transactions (`SB-7KQ2-9F4M`, migration 0011), for the one path that
// answers before its insert: the internal transfer's single statement (bank_move) stores its answer
// with the idempotency key, so the answer must carry the reference the row will have. Every other
// writer leaves the reference to the insert's trigger and reads it back.
//
// The numbers come from the database's sequence a block at a time (one query per hundred
// transfers), so several server processes on one database never hand out the same one; each
// number is turned into its reference by the database's own `transaction_ref`, the one
// implementation of the scramble.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** References per block (the trigger's numbers are blocks too: see migration 0011). */
const BLOCK = 100;

export class TransactionRefs {
  private pool: string[] = [];
  private filling: Promise<void> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /** A reference no other transaction of this database has or will get. */
  async next(): Promise<string> {
    while (this.pool.length === 0) {
      this.filling ??= this.fill().finally(() => (this.filling = undefined));
      await this.filling;
    }
    return this.pool.shift()!;
  }

  private async fill() {
    const { rows } = await sql<{ ref: string }>`
      SELECT transaction_ref(b.n * ${BLOCK} + g) AS ref
        FROM (SELECT nextval('transaction_ref_seq') AS n) b, generate_series(0, ${BLOCK - 1}) g
       ORDER BY g`.execute(this.db);
    this.pool.push(...rows.map((r) => r.ref));
  }
}
