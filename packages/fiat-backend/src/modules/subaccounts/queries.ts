// A company's users as the sub-account calls read and change them: what is shown of each, one member
// (another company's user is "not found"), the list, a new user, a change.
import type { Insertable, Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { CustomersTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Db } from '../../money/ledger';

const columns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'customer_type',
  'disabled_at',
  'invited_at',
  'password_changed_at',
  'created_at',
] as const;
export type Member = Pick<Selectable<CustomersTable>, (typeof columns)[number]>;

export async function memberOf(db: Db, companyId: string, customerId: string): Promise<Member> {
  const row = await db
    .selectFrom('customers')
    .select(columns)
    .where('id', '=', customerId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found', 'This user is not part of your company.');
  return row;
}

export function membersOf(db: Db, companyId: string): Promise<Member[]> {
  return db
    .selectFrom('customers')
    .select(columns)
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('email')
    .execute();
}

export async function emailTaken(db: Db, emailNormalized: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('customers')
      .select('id')
      .where('email_normalized', '=', emailNormalized)
      .executeTakeFirst()) !== undefined
  );
}

/**
 * Adds a company's user. The customers' unique e-mail decides between concurrent invitations of
 * one address: every one but the first gets the same 409 as an invitation made afterwards.
 */
export async function insertMember(db: Db, row: Insertable<CustomersTable>): Promise<Member> {
  try {
    return await db
      .insertInto('customers')
      .values(row)
      .returning(columns)
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}

export const emailTakenError = () =>
  new ApiError('email_taken', 'A user with this e-mail address already exists.');

export function updateMember(
  db: Db,
  customerId: string,
  changes: Partial<
    Pick<Selectable<CustomersTable>, 'customer_type' | 'disabled_at' | 'updated_at'>
  >,
): Promise<Member> {
  return db
    .updateTable('customers')
    .set(changes)
    .where('id', '=', customerId)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function companyName(db: Db, companyId: string): Promise<string | undefined> {
  return (
    await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst()
  )?.name;
}
