// The beneficiaries table and the lookups adding one needs: a holder's own beneficiaries (never
// another's, never a deleted one), duplicates, the holder behind an e-mail, and a payee's name.
import type { Insertable, Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { BeneficiariesTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Actor } from '../../money/actor';
import { holderName, shortName } from '../../money/common';
import type { Db } from '../../money/ledger';
import type { AccountRow } from '../../money/wallets';
import { normaliseEmail } from '../customers/customers';

export type BeneficiaryRow = Selectable<BeneficiariesTable>;

const live = (db: Db, ownerId: string) =>
  db.selectFrom('beneficiaries').where('owner_id', '=', ownerId).where('deleted_at', 'is', null);

/** One of the holder's beneficiaries; another holder's, or a deleted one, is "not found". */
export async function beneficiaryOf(db: Db, actor: Actor, id: string): Promise<BeneficiaryRow> {
  const row = await live(db, actor.ownerId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('not_found', 'This beneficiary does not exist.');
  return row;
}

export function beneficiariesOf(
  db: Db,
  ownerId: string,
  filter: { kind?: 'internal' | 'external' | undefined; currency?: string | undefined },
): Promise<BeneficiaryRow[]> {
  let q = live(db, ownerId).selectAll();
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  if (filter.currency) q = q.where('currency', '=', filter.currency);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Whether the holder already has this account (external: its IBAN or number in this currency; internal: the wallet). */
export async function hasBeneficiary(
  db: Db,
  ownerId: string,
  account:
    { iban: string | null; account_number: string | null; currency: string } | { wallet: string },
): Promise<boolean> {
  let q = live(db, ownerId).select('id');
  if ('wallet' in account) q = q.where('target_account_id', '=', account.wallet);
  else
    q = q
      .where('currency', '=', account.currency)
      .where(account.iban ? 'iban' : 'account_number', '=', account.iban ?? account.account_number);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * Saves a beneficiary. The unique indexes (one live beneficiary per account, migration 0010)
 * decide between two identical requests at the same moment: the second gets the same 409 as a
 * request made after the first.
 */
export async function insertBeneficiary(
  db: Db,
  values: Insertable<BeneficiariesTable>,
): Promise<BeneficiaryRow> {
  try {
    return await db
      .insertInto('beneficiaries')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(
        'beneficiary_exists',
        values.kind === 'external'
          ? 'You already have this beneficiary (same account and currency).'
          : 'You already have this beneficiary.',
      );
    }
    throw error;
  }
}

export function updateBeneficiaryRow(
  db: Db,
  id: string,
  changes: Partial<BeneficiaryRow>,
): Promise<BeneficiaryRow> {
  return db
    .updateTable('beneficiaries')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deleting keeps the row, so that past transactions stay readable. */
export async function markDeleted(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('beneficiaries').set({ deleted_at: at }).where('id', '=', id).execute();
}

/** The holder (the person, or a corporate user's company) behind an active customer's e-mail. */
export async function holderOfEmail(db: Db, email: string): Promise<string | undefined> {
  const person = await db
    .selectFrom('customers')
    .select(['id', 'company_id', 'user_type'])
    .where('email_normalized', '=', normaliseEmail(email))
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!person) return undefined;
  return (person.user_type === 'corporate' ? person.company_id : person.id) ?? undefined;
}

/** How the holder of a wallet is shown to someone paying it: the company's name, or "Omar H." (confirmation of payee). */
export async function payeeName(
  db: Db,
  wallet: Pick<AccountRow, 'owner_id' | 'owner_type'>,
): Promise<string> {
  if (wallet.owner_type === 'company') return holderName(db, wallet.owner_id ?? '', 'company');
  const p = await db
    .selectFrom('customers')
    .select(['first_name', 'last_name'])
    .where('id', '=', wallet.owner_id ?? '')
    .executeTakeFirst();
  return shortName(p?.first_name ?? null, p?.last_name ?? null, 'Customer');
}
