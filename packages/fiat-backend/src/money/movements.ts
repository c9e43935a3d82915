// The journals of each kind of movement, and the step that executes a transaction once it may move
// money (at once, or when an approver approves a preparer's). Every function runs inside the
// caller's database transaction.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { atMid, type RateTable } from './fx';
import type { Ledger, Line } from './ledger';
import { consumeLimit, releaseLimit, type LimitHolder, type LimitUse } from './limits';
import type { LimitKind } from './policy';
import { details, insertTransaction, transition, type TxRow } from './records';

export function limitKindOf(type: TxRow['type']): LimitKind | undefined {
  switch (type) {
    case 'internal_transfer':
    case 'external_transfer':
      return 'transfer';
    case 'conversion':
      return 'conversion';
    case 'crypto_conversion':
      return 'crypto';
    default:
      return undefined;
  }
}

/** AED fils at the mid rate (limits), rounded up. */
export function aedValue(rates: RateTable, amount: bigint, currency: string): bigint {
  return atMid(rates, amount, currency, 'AED', 'up');
}

/** Internal transfers and conversions: debit source (amount + fee), fee to the bank, FX through the bank's FX accounts. */
export function internalLines(ledger: Ledger, row: TxRow): Line[] {
  if (!row.from_account_id || !row.to_account_id)
    throw new Error('internal movement without wallets');
  const { amount, fee } = row;
  const lines: Line[] = [
    { account: row.from_account_id, currency: row.currency, amount: -(amount + fee), wallet: true },
    { account: ledger.bankAccount('fees', row.currency), currency: row.currency, amount: fee },
  ];
  const dest = row.dest_currency ?? row.currency;
  if (dest === row.currency) {
    lines.push({ account: row.to_account_id, currency: row.currency, amount, wallet: true });
  } else {
    const destAmount = row.dest_amount;
    if (destAmount === null)
      throw new Error('movement between currencies without its destination amount');
    lines.push(
      { account: ledger.bankAccount('fx', row.currency), currency: row.currency, amount },
      { account: ledger.bankAccount('fx', dest), currency: dest, amount: -destAmount },
      { account: row.to_account_id, currency: dest, amount: destAmount, wallet: true },
    );
  }
  return lines;
}

/** External transfer handed to the rail: the hold becomes a debit; principal to settlement (through FX when needed). */
export function externalLines(
  ledger: Ledger,
  row: TxRow,
  sign: 1n | -1n = 1n,
  withFee = true,
): Line[] {
  if (!row.from_account_id) throw new Error('external transfer without a wallet');
  const { amount, fee } = row;
  const principal = row.charges === 'BEN' ? amount - fee : amount;
  const debit = withFee ? principal + fee : principal;
  const dest = row.dest_currency ?? row.currency;
  const destAmount = row.dest_amount !== null ? row.dest_amount : principal;
  const lines: Line[] = [
    {
      account: row.from_account_id,
      currency: row.currency,
      amount: -debit * sign,
      wallet: true,
      releaseHold: sign === 1n ? row.hold : 0n,
    },
  ];
  if (withFee)
    lines.push({
      account: ledger.bankAccount('fees', row.currency),
      currency: row.currency,
      amount: fee * sign,
    });
  if (dest === row.currency) {
    lines.push({
      account: ledger.bankAccount('settlement', dest),
      currency: dest,
      amount: principal * sign,
    });
  } else {
    lines.push(
      {
        account: ledger.bankAccount('fx', row.currency),
        currency: row.currency,
        amount: principal * sign,
      },
      { account: ledger.bankAccount('fx', dest), currency: dest, amount: -destAmount * sign },
      {
        account: ledger.bankAccount('settlement', dest),
        currency: dest,
        amount: destAmount * sign,
      },
    );
  }
  return lines;
}

export function totalDebit(row: {
  amount: TxRow['amount'] | bigint;
  fee: TxRow['fee'] | bigint;
  charges: TxRow['charges'];
}): bigint {
  return row.charges === 'BEN' ? row.amount : row.amount + row.fee;
}

// Nothing here may use the database outside `tx`: on PGlite the transaction holds the only
// connection (rates are read before the transaction starts).

/**
 * Executes a transaction that may now move money (created by someone who needs no approval, or
 * approved): consumes the limit; internal transfers and conversions post and complete; external
 * transfers are held and handed to the rail (pending).
 */
export async function execute(
  ledger: Ledger,
  tx: Transaction<Database>,
  holder: LimitHolder,
  row: TxRow,
  now: Date,
  rates: RateTable,
  extra: { approved_by?: string } = {},
): Promise<TxRow> {
  const kind = limitKindOf(row.type);
  let limit: LimitUse | undefined;
  if (kind)
    limit = await consumeLimit(tx, holder, kind, aedValue(rates, row.amount, row.currency), now);
  const d = { ...details(row), ...(limit ? { limit } : {}) };
  if (row.type === 'external_transfer') {
    if (!row.from_account_id) throw new Error('external transfer without a wallet');
    const hold = totalDebit(row);
    await ledger.hold(tx, row.from_account_id, hold);
    return transition(tx, row, 'pending', now, { ...extra, hold, details: d });
  }
  if (
    row.type === 'internal_transfer' ||
    row.type === 'conversion' ||
    row.type === 'crypto_conversion'
  ) {
    await ledger.post(tx, row.id, row.type, internalLines(ledger, row), now);
    return transition(tx, row, 'completed', now, { ...extra, details: d });
  }
  throw new ApiError('invalid_state', `A ${row.type} cannot be executed this way.`);
}

/**
 * Records and executes a new transaction in one go (no approval needed): limit, row with its final
 * status, then the journal (internal transfers, conversions) or the hold (external transfers).
 */
export async function runNew(
  ledger: Ledger,
  tx: Transaction<Database>,
  holder: LimitHolder,
  values: Omit<Parameters<typeof insertTransaction>[1], 'status'>,
  now: Date,
  rates: RateTable,
): Promise<TxRow> {
  const type = values.type as TxRow['type'];
  const kind = limitKindOf(type);
  const limit = kind
    ? await consumeLimit(tx, holder, kind, aedValue(rates, values.amount, values.currency), now)
    : undefined;
  const d = { ...(values.details ?? {}), ...(limit ? { limit } : {}) };
  if (type === 'external_transfer') {
    if (!values.from_account_id) throw new Error('external transfer without a wallet');
    const hold = totalDebit({
      amount: values.amount,
      fee: values.fee ?? 0n,
      charges: values.charges ?? null,
    });
    await ledger.hold(tx, values.from_account_id, hold);
    return insertTransaction(tx, { ...values, status: 'pending', hold, details: d }, now);
  }
  const row = await insertTransaction(tx, { ...values, status: 'completed', details: d }, now);
  await ledger.post(tx, row.id, type, internalLines(ledger, row), now);
  return row;
}

/** Gives back the limit usage of a transaction that failed. */
export async function giveBackLimit(tx: Transaction<Database>, row: TxRow): Promise<void> {
  const use = details(row).limit;
  if (use) await releaseLimit(tx, row.owner_id, use);
}
