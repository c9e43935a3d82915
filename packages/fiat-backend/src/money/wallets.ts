// Wallets: one per account holder per currency. Each has a 16-digit account number from a
// sequence and, for fiat, an IBAN-format virtual account (AE, our bank code, the account number)
// that identifies it for incoming transfers.
import type { Wallet } from '@bank/api-contract';
import { BANK_IBAN_CODE } from '@bank/api-contract/constants';
import { composeIBAN } from 'ibantools';
import { sql, type Selectable } from 'kysely';
import type { AccountsTable } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Actor } from './actor';
import { findAsset, money, type Asset } from './assets';
import type { Db } from './ledger';

/**
 * The bank's identifiers in payment systems. Its names (the brand and the legal entity) are
 * configuration: `ctx.config.bankName`, `legalName` (BANK_NAME, BANK_LEGAL_NAME).
 */
export const BANK = {
  bic: 'DGBKAEADXXX',
  /** The three-digit UAE bank identifier inside our IBANs. */
  code: BANK_IBAN_CODE,
  address: 'Gate Village 3, Dubai International Financial Centre, Dubai, United Arab Emirates',
} as const;

export type AccountRow = Selectable<AccountsTable>;

function accountNumberOf(sequence: bigint): string {
  return `1${sequence.toString().padStart(15, '0')}`;
}

function ibanOf(accountNumber: string): string {
  const iban = composeIBAN({ countryCode: 'AE', bban: `${BANK.code}${accountNumber}` });
  if (!iban) throw new Error(`cannot compose an IBAN for ${accountNumber}`);
  return iban;
}

export function walletView(row: AccountRow): Wallet {
  return {
    wallet_id: row.id,
    currency: row.currency,
    kind: row.asset_kind,
    name: findAsset(row.currency)?.name ?? row.currency,
    account_number: row.account_number ?? '',
    iban: row.iban,
    balance: money(row.balance, row.currency),
    available: money(row.balance - row.on_hold, row.currency),
    on_hold: money(row.on_hold, row.currency),
    created_at: row.created_at.toISOString(),
  };
}

/** Opens a wallet; 409 wallet_exists when the holder has one in this currency. */
export async function createWallet(
  db: Db,
  owner: { id: string; type: 'customer' | 'company' },
  asset: Asset,
  now: Date,
): Promise<AccountRow> {
  const { rows } = await sql<{
    n: string;
  }>`SELECT nextval('account_number_seq')::text AS n`.execute(db);
  const accountNumber = accountNumberOf(BigInt(rows[0]?.n ?? '0'));
  const row = await db
    .insertInto('accounts')
    .values({
      id: crypto.randomUUID(),
      kind: 'wallet',
      owner_id: owner.id,
      owner_type: owner.type,
      bank_role: null,
      currency: asset.code,
      asset_kind: asset.kind,
      account_number: accountNumber,
      iban: asset.kind === 'fiat' ? ibanOf(accountNumber) : null,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['owner_id', 'currency']).where('kind', '=', 'wallet').doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiError('wallet_exists', `You already have a ${asset.code} wallet.`);
  return row;
}

const noWallet = () => new ApiError('not_found', 'This wallet does not exist.');

/** The caller's wallet; another holder's wallet is "not found" (never "forbidden": no probing). */
export async function ownWallet(db: Db, actor: Actor, walletId: string): Promise<AccountRow> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', walletId)
    .where('kind', '=', 'wallet')
    .where('owner_id', '=', actor.ownerId)
    .executeTakeFirst();
  if (!row) throw noWallet();
  return row;
}

export async function walletByCurrency(
  db: Db,
  ownerId: string,
  currency: string,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('currency', '=', currency)
    .where('kind', '=', 'wallet')
    .executeTakeFirst();
}

export async function walletByAccountNumber(
  db: Db,
  accountNumber: string,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('kind', '=', 'wallet')
    .executeTakeFirst();
}

export function assertCurrencyAllowed(allowed: readonly string[], code: string): void {
  if (!allowed.includes(code)) {
    throw new ApiError(
      'currency_not_allowed',
      `Wallets in ${code} are not offered. Choose one of: ${allowed.join(', ')}.`,
    );
  }
}
