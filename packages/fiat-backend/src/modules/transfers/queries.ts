// The transfers' own reads: wallets by id or account number, a payee's name, the sender's person and
// country, where a transfer code goes, and the caller's own external transfer.
import { ApiError } from '../../http/errors';
import type { Actor } from '../../money/actor';
import type { Db } from '../../money/ledger';
import type { KnownPerson, TxRow } from '../../money/records';
import type { AccountRow } from '../../money/wallets';

/** Customer wallets by id, or the one with this account number (one query for all). */
export function walletsByIdOrNumber(
  db: Db,
  ids: string[],
  accountNumber: string | undefined,
): Promise<AccountRow[]> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('kind', '=', 'wallet')
    .where((eb) =>
      eb.or([
        ...ids.map((id) => eb('id', '=', id)),
        ...(accountNumber ? [eb('account_number', '=', accountNumber)] : []),
      ]),
    )
    .execute();
}

export function accountById(db: Db, id: string): Promise<AccountRow> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function personOf(db: Db, customerId: string): Promise<KnownPerson> {
  return db
    .selectFrom('customers')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

export async function countryOfResidence(db: Db, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('customers')
    .select('country_of_residence')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.country_of_residence ?? null;
}

/** Where a customer's codes can go: e-mail, and the phone when it is verified. */
export function codeContacts(db: Db, customerId: string) {
  return db
    .selectFrom('customers')
    .select(['email', 'phone', 'phone_verified_at', 'otp_channel'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
}

/** An external transfer the caller created (another's, or another holder's, is "not found"). */
export async function ownExternalTransfer(db: Db, actor: Actor, id: string): Promise<TxRow> {
  const row = await db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', actor.ownerId)
    .where('type', '=', 'external_transfer')
    .executeTakeFirst();
  if (!row || row.created_by !== actor.customerId)
    throw new ApiError('not_found', 'This transfer does not exist.');
  return row;
}
