// The double-entry ledger. Every movement is a journal of postings that sum to zero per currency
// (checked here and by a database trigger); postings are append-only. Wallet balances are
// materialised in the same database transaction as their postings, by conditional updates taken in
// account-id order (no deadlocks, never below the amount on hold); the bank's own accounts (fees,
// FX, settlement, suspense, card clearing, custody) are not materialised, so they are never hot rows.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { ALL_ASSET_CODES, display, findAsset } from './assets';

export type BankRole = 'fees' | 'fx' | 'settlement' | 'suspense' | 'card_clearing' | 'custody';
const BANK_ROLES: BankRole[] = ['fees', 'fx', 'settlement', 'suspense', 'card_clearing', 'custody'];

export type Db = Kysely<Database> | Transaction<Database>;

export interface Line {
  account: string;
  currency: string;
  /** Signed: + increases the account (credit to a wallet), − decreases it. */
  amount: bigint;
  /** A customer wallet (materialised balance, never below its hold). */
  wallet?: boolean;
  /** Part of this wallet's hold that the posting consumes (released in the same update). */
  releaseHold?: bigint;
}

export interface LedgerCheck {
  journals: number;
  postings: number;
  unbalanced: { journal_id: string; currency: string; sum: string }[];
  walletMismatches: { account_id: string; balance: string; postings: string }[];
  negativeWallets: { account_id: string; balance: string; on_hold: string }[];
  /** Sum of every posting per currency: always zero. */
  totals: { currency: string; sum: string }[];
}

/**
 * Throws unless the lines sum to zero in each currency: every journal, before it is written. The
 * postings trigger (migration 0002) checks the same in the database, as the last line of defence.
 */
export function assertBalanced(
  lines: readonly Pick<Line, 'currency' | 'amount'>[],
  what: string,
): void {
  const sums = new Map<string, bigint>();
  for (const l of lines) sums.set(l.currency, (sums.get(l.currency) ?? 0n) + l.amount);
  for (const [currency, sum] of sums)
    if (sum !== 0n) throw new Error(`unbalanced ${what}: ${currency} sums to ${sum}`);
}

/** The specific insufficient_funds error: the wallet's available balance and what was needed. */
export async function insufficientFunds(
  db: Db,
  walletId: string,
  needed: bigint,
): Promise<ApiError> {
  const w = await db
    .selectFrom('accounts')
    .select(['currency', 'balance', 'on_hold'])
    .where('id', '=', walletId)
    .executeTakeFirst();
  if (!w) return new ApiError('not_found', 'This wallet does not exist.');
  const available = w.balance - w.on_hold;
  return new ApiError(
    'insufficient_funds',
    `Insufficient funds: the available balance of the ${w.currency} wallet is ${display(available, w.currency)}, and this needs ${display(needed, w.currency)}.`,
  );
}

export class Ledger {
  private readonly bank = new Map<string, string>();
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Creates the bank's own accounts for every asset (idempotent) and caches their ids. */
  async ensureBankAccounts(): Promise<void> {
    const now = this.clock.now();
    const rows = ALL_ASSET_CODES.flatMap((currency) =>
      BANK_ROLES.map((bank_role) => ({
        id: crypto.randomUUID(),
        kind: 'bank' as const,
        owner_id: null,
        owner_type: null,
        bank_role,
        currency,
        asset_kind: findAsset(currency)?.kind ?? 'fiat',
        account_number: null,
        iban: null,
        created_at: now,
      })),
    );
    await this.db
      .insertInto('accounts')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['bank_role', 'currency']).where('kind', '=', 'bank').doNothing(),
      )
      .execute();
    const existing = await this.db
      .selectFrom('accounts')
      .select(['id', 'bank_role', 'currency'])
      .where('kind', '=', 'bank')
      .execute();
    for (const a of existing) this.bank.set(`${a.bank_role}:${a.currency}`, a.id);
  }

  bankAccount(role: BankRole, currency: string): string {
    const id = this.bank.get(`${role}:${currency}`);
    if (!id) throw new Error(`no ${role} account in ${currency}`);
    return id;
  }

  /** Posts one journal: wallet balances first (in id order), then the journal and its postings in one statement. */
  async post(
    tx: Transaction<Database>,
    transactionId: string,
    kind: string,
    input: Line[],
    at?: Date,
  ): Promise<string> {
    const lines = input.filter((l) => l.amount !== 0n);
    assertBalanced(lines, `journal ${kind}`);
    // One balance update per wallet, in a consistent order.
    const deltas = new Map<string, { amount: bigint; release: bigint; currency: string }>();
    for (const l of lines) {
      if (!l.wallet) continue;
      const d = deltas.get(l.account) ?? { amount: 0n, release: 0n, currency: l.currency };
      d.amount += l.amount;
      d.release += l.releaseHold ?? 0n;
      deltas.set(l.account, d);
    }
    for (const [account, d] of [...deltas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const updated = await sql<{ id: string }>`
        UPDATE accounts SET balance = balance + ${d.amount}, on_hold = on_hold - ${d.release}
        WHERE id = ${account} AND kind = 'wallet' AND on_hold - ${d.release} >= 0 AND balance + ${d.amount} >= on_hold - ${d.release}
        RETURNING id`.execute(tx);
      if (!updated.rows.length) throw await this.insufficient(tx, account, -d.amount);
    }
    const journalId = crypto.randomUUID();
    const when = at ?? this.clock.now();
    await tx
      .with('j', (db) =>
        db
          .insertInto('journals')
          .values({ id: journalId, transaction_id: transactionId, kind, created_at: when })
          .returning('id'),
      )
      .insertInto('postings')
      .values(
        lines.map((l, i) => ({
          journal_id: journalId,
          line: i + 1,
          account_id: l.account,
          currency: l.currency,
          amount: l.amount,
          created_at: when,
        })),
      )
      .execute();
    return journalId;
  }

  /** Reserves `amount` of a wallet's available balance. */
  async hold(tx: Transaction<Database>, walletId: string, amount: bigint): Promise<void> {
    const updated = await sql<{ id: string }>`
      UPDATE accounts SET on_hold = on_hold + ${amount}
      WHERE id = ${walletId} AND kind = 'wallet' AND balance - on_hold >= ${amount}
      RETURNING id`.execute(tx);
    if (!updated.rows.length) throw await this.insufficient(tx, walletId, amount);
  }

  async release(tx: Transaction<Database>, walletId: string, amount: bigint): Promise<void> {
    if (amount === 0n) return;
    await sql`UPDATE accounts SET on_hold = on_hold - ${amount} WHERE id = ${walletId} AND on_hold >= ${amount}`.execute(
      tx,
    );
  }

  private insufficient(
    tx: Transaction<Database>,
    walletId: string,
    needed: bigint,
  ): Promise<ApiError> {
    return insufficientFunds(tx, walletId, needed);
  }

  /** Checks the whole ledger: balanced journals, wallet balances equal to their postings, none below zero. */
  static async check(db: Db): Promise<LedgerCheck> {
    const [counts, unbalanced, mismatches, negative, totals] = await Promise.all([
      sql<{
        journals: string;
        postings: string;
      }>`SELECT (SELECT count(*) FROM journals)::text AS journals, (SELECT count(*) FROM postings)::text AS postings`.execute(
        db,
      ),
      sql<{ journal_id: string; currency: string; sum: string }>`
        SELECT journal_id, currency, sum(amount)::text AS sum FROM postings GROUP BY journal_id, currency HAVING sum(amount) <> 0`.execute(
        db,
      ),
      sql<{ account_id: string; balance: string; postings: string }>`
        SELECT a.id AS account_id, a.balance::text AS balance, coalesce(p.total, 0)::text AS postings
        FROM accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM postings GROUP BY account_id) p ON p.account_id = a.id
        WHERE a.kind = 'wallet' AND a.balance <> coalesce(p.total, 0)`.execute(db),
      sql<{ account_id: string; balance: string; on_hold: string }>`
        SELECT id AS account_id, balance::text AS balance, on_hold::text AS on_hold FROM accounts
        WHERE kind = 'wallet' AND (balance < 0 OR on_hold < 0 OR balance < on_hold)`.execute(db),
      sql<{
        currency: string;
        sum: string;
      }>`SELECT currency, sum(amount)::text AS sum FROM postings GROUP BY currency ORDER BY currency`.execute(
        db,
      ),
    ]);
    return {
      journals: Number(counts.rows[0]?.journals ?? 0),
      postings: Number(counts.rows[0]?.postings ?? 0),
      unbalanced: unbalanced.rows,
      walletMismatches: mismatches.rows,
      negativeWallets: negative.rows,
      totals: totals.rows,
    };
  }
}
