// Transactions: the business record of every movement (the ledger's journals point to it), its
// status history, and how it reads for the holder who sent it or the one who received it.
import type {
  Transaction as ApiTransaction,
  TransactionStatus,
  TransactionType,
} from '@bank/api-contract';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Database, TransactionsTable } from '../db/schema';
import { ApiError } from '../http/errors';
import { money } from './assets';
import type { Db } from './ledger';
import type { LimitUse } from './limits';

export type TxRow = Selectable<TransactionsTable>;

export interface Party {
  name: string;
  detail: string | null;
}

export interface Details {
  /** What the holder who made it sees as the other party. */
  counterparty?: Party;
  /** What the receiving holder sees as the sender (internal transfers). */
  sender?: Party;
  card?: { brand: string; last4: string };
  crypto?: { network: string; address: string; tx_hash: string };
  /** The limit usage this transaction consumed (given back if it fails). */
  limit?: LimitUse;
  /** External transfers: the principal sent, in the source currency (amount, or amount − fee for BEN). */
  principal?: string;
  correspondent_fee?: string;
  card_payment_id?: string;
  /** The request for money this payment paid (issue 27). */
  money_request?: string;
  /** A row of a bulk or payroll batch (issue 28): its key, `bulk:<batch>:<line>` (or `payroll:…`). */
  bulk?: string;
  /** Prepared again after a rejection: the rejected transaction this one replaces. */
  resubmission_of?: string;
  /** Rejected, then prepared again: the transaction that replaces it. */
  resubmitted_as?: string;
  /**
   * Money out to someone else: the payee as it was when the transaction was made (external
   * transfers: the beneficiary's bank details; internal ones: the account at this bank).
   */
  beneficiary?: {
    name: string;
    iban: string | null;
    account_number: string | null;
    bic: string | null;
    bank_name: string | null;
    country: string | null;
  };
}

export function details(row: Pick<TxRow, 'details'>): Details {
  return JSON.parse(row.details) as Details;
}

export function insertValues(
  values: Omit<
    Insertable<TransactionsTable>,
    'details' | 'history' | 'created_at' | 'updated_at' | 'status_changed_at'
  > & { details?: Details },
  now: Date,
): Insertable<TransactionsTable> {
  const status = values.status as TransactionStatus;
  return {
    ...values,
    details: JSON.stringify(values.details ?? {}),
    history: JSON.stringify([{ status, at: now.toISOString() }]),
    created_at: now,
    updated_at: now,
    status_changed_at: now,
    completed_at: status === 'completed' ? now : null,
  };
}

/** The full row that `values` will become once inserted (defaults filled), for answering before the insert. */
export function rowOf(values: Insertable<TransactionsTable>): TxRow {
  return {
    counterparty_owner_id: null,
    from_account_id: null,
    to_account_id: null,
    fee: 0n,
    hold: 0n,
    dest_currency: null,
    dest_amount: null,
    rate: null,
    quote_id: null,
    beneficiary_id: null,
    purpose_code: null,
    charges: null,
    reference: null,
    external_ref: null,
    approved_by: null,
    rejected_by: null,
    rejection_reason: null,
    failure_reason: null,
    confirm_by: null,
    created_by: null,
    completed_at: null,
    ...values,
  } as TxRow;
}

export async function insertTransaction(
  tx: Db,
  values: Parameters<typeof insertValues>[0],
  now: Date,
): Promise<TxRow> {
  return tx
    .insertInto('transactions')
    .values(insertValues(values, now))
    .returningAll()
    .executeTakeFirstOrThrow();
}

const notFound = () => new ApiError('not_found', 'This transaction does not exist.');

/** Locks a transaction of this holder for a status change. */
export async function lockTransaction(
  tx: Transaction<Database>,
  id: string,
  ownerId?: string,
): Promise<TxRow> {
  let q = tx.selectFrom('transactions').selectAll().where('id', '=', id);
  if (ownerId) q = q.where('owner_id', '=', ownerId);
  const row = await q.forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Moves a (locked) transaction to a new status, appending to its history. */
export async function transition(
  tx: Transaction<Database>,
  row: TxRow,
  status: TransactionStatus,
  now: Date,
  extra: Partial<
    Omit<Insertable<TransactionsTable>, 'id' | 'ref' | 'history' | 'status' | 'details'>
  > & {
    details?: Details;
  } = {},
): Promise<TxRow> {
  const history = [
    ...(JSON.parse(row.history) as { status: string; at: string }[]),
    { status, at: now.toISOString() },
  ];
  const { details: newDetails, ...rest } = extra;
  return tx
    .updateTable('transactions')
    .set({
      ...rest,
      ...(newDetails ? { details: JSON.stringify(newDetails) } : {}),
      status,
      history: JSON.stringify(history),
      updated_at: now,
      status_changed_at: now,
      ...(status === 'completed' ? { completed_at: now } : {}),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A transaction the viewer may see: made by its holder, or received by it once completed. */
export async function visibleTransaction(db: Db, ownerId: string, id: string): Promise<TxRow> {
  const row = await db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', ownerId),
        eb.and([
          eb('counterparty_owner_id', '=', ownerId),
          eb('status', 'in', ['completed', 'returned']),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const mask = (value: string) => `•••• ${value.slice(-4)}`;

function personName(p: {
  first_name: string | null;
  last_name: string | null;
  email: string;
}): string {
  return [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email;
}

export interface KnownAccount {
  id: string;
  currency: string;
  account_number: string | null;
  owner_id: string | null;
}
export interface KnownPerson {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

/**
 * The API view of transactions, seen by the holder `viewerOwnerId` (batch lookups of wallets and
 * people, or none when the caller already knows them all).
 */
export async function present(
  db: Db,
  viewerOwnerId: string,
  rows: TxRow[],
  known?: { accounts: KnownAccount[]; people: KnownPerson[] },
): Promise<ApiTransaction[]> {
  if (!rows.length) return [];
  const accountIds = [
    ...new Set(
      rows
        .flatMap((r) => [r.from_account_id, r.to_account_id])
        .filter((x): x is string => Boolean(x)),
    ),
  ];
  const personIds = [
    ...new Set(
      rows
        .flatMap((r) => [r.created_by, r.approved_by, r.rejected_by])
        .filter((x): x is string => Boolean(x)),
    ),
  ];
  const [accounts, people] = known
    ? [known.accounts, known.people]
    : await Promise.all([
        accountIds.length
          ? db
              .selectFrom('accounts')
              .select(['id', 'currency', 'account_number', 'owner_id'])
              .where('id', 'in', accountIds)
              .execute()
          : Promise.resolve([]),
        personIds.length
          ? db
              .selectFrom('customers')
              .select(['id', 'first_name', 'last_name', 'email'])
              .where('id', 'in', personIds)
              .execute()
          : Promise.resolve([]),
      ]);
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const personById = new Map(people.map((p) => [p.id, p]));
  const walletRef = (id: string | null) => {
    const a = id ? accountById.get(id) : undefined;
    if (!a) return null;
    const mine = a.owner_id === viewerOwnerId;
    return {
      wallet_id: a.id,
      currency: a.currency,
      account_number: mine ? (a.account_number ?? '') : mask(a.account_number ?? ''),
    };
  };
  const person = (id: string | null) => {
    const p = id ? personById.get(id) : undefined;
    return p ? { customer_id: p.id, name: personName(p) } : null;
  };

  return rows.map((r) => {
    const d = details(r);
    const receiving = r.owner_id !== viewerOwnerId;
    const own =
      !receiving &&
      (r.type === 'conversion' ||
        r.type === 'crypto_conversion' ||
        (r.type === 'internal_transfer' && r.counterparty_owner_id === r.owner_id));
    const incoming =
      receiving ||
      r.type === 'topup_card' ||
      r.type === 'topup_bank_transfer' ||
      r.type === 'crypto_deposit';
    const amount = r.amount;
    const fee = r.fee;
    const principalIsNet = r.charges === 'BEN';
    const history = JSON.parse(r.history) as { status: TransactionStatus; at: string }[];
    const base = {
      transaction_id: r.id,
      bank_reference: r.ref,
      transaction_type: r.type as TransactionType,
      status: r.status as TransactionStatus,
      quote_id: receiving ? null : r.quote_id,
      beneficiary_id: receiving ? null : r.beneficiary_id,
      purpose_code: r.purpose_code,
      charges: receiving ? null : r.charges,
      reference: r.reference,
      rejection_reason: receiving ? null : r.rejection_reason,
      failure_reason: receiving ? null : r.failure_reason,
      card: d.card ?? null,
      crypto: d.crypto ?? null,
      status_history: history,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      completed_at: r.completed_at?.toISOString() ?? null,
    };
    if (receiving) {
      const currency = r.dest_currency ?? r.currency;
      return {
        ...base,
        direction: 'in' as const,
        amount: money(r.dest_amount !== null ? r.dest_amount : amount, currency),
        fee: null,
        total_debit: null,
        counter_amount: null,
        rate: null,
        from_wallet: null,
        to_wallet: walletRef(r.to_account_id),
        counterparty: d.sender ?? null,
        payee: null,
        resubmission_of: null,
        resubmitted_as: null,
        created_by: null,
        approved_by: null,
        rejected_by: null,
      };
    }
    return {
      ...base,
      direction: own ? ('own' as const) : incoming ? ('in' as const) : ('out' as const),
      amount: money(amount, r.currency),
      fee: fee > 0n || r.type === 'external_transfer' ? money(fee, r.currency) : null,
      total_debit: r.from_account_id
        ? money(principalIsNet ? amount : amount + fee, r.currency)
        : null,
      counter_amount:
        r.dest_currency && r.dest_amount !== null && r.dest_currency !== r.currency
          ? money(r.dest_amount, r.dest_currency)
          : null,
      rate: r.rate,
      from_wallet: walletRef(r.from_account_id),
      to_wallet: walletRef(r.to_account_id),
      counterparty: d.counterparty ?? null,
      payee: own ? null : (d.beneficiary ?? null),
      resubmission_of: d.resubmission_of ?? null,
      resubmitted_as: d.resubmitted_as ?? null,
      created_by: person(r.created_by),
      approved_by: person(r.approved_by),
      rejected_by: person(r.rejected_by),
    };
  });
}

export async function presentOne(
  db: Db,
  viewerOwnerId: string,
  row: TxRow,
): Promise<ApiTransaction> {
  const [one] = await present(db, viewerOwnerId, [row]);
  if (!one) throw notFound();
  return one;
}
