// A company's users as the sub-account calls read and change them: what is shown of each, one member
// (another company's user is "not found"), the list, a new user, a change, and the record of changes.
import type { Insertable, Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { CustomersTable, SubaccountChangesTable } from '../../db/schema';
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

/** One of the company's users; `lock` holds the row until the transaction ends (a change decides on it). */
export async function memberOf(
  db: Db,
  companyId: string,
  customerId: string,
  lock = false,
): Promise<Member> {
  const query = db
    .selectFrom('customers')
    .select(columns)
    .where('id', '=', customerId)
    .where('company_id', '=', companyId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
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

type ChangeRecord = Omit<Insertable<SubaccountChangesTable>, 'id'>;

/** Records a change made to a company's user (in the transaction that makes it). */
export async function recordChange(db: Db, change: ChangeRecord): Promise<void> {
  await db
    .insertInto('subaccount_changes')
    .values({ id: crypto.randomUUID(), ...change })
    .execute();
}

/** The company's recorded changes, newest first (keyset order: created_at, id), at most `limit`. */
export function changesOf(
  db: Db,
  companyId: string,
  after: { at: Date; id: string } | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('subaccount_changes as c')
    .innerJoin('customers as b', 'b.id', 'c.changed_by')
    .innerJoin('customers as u', 'u.id', 'c.customer_id')
    .select([
      'c.id',
      'c.change',
      'c.from_role',
      'c.to_role',
      'c.created_at',
      'b.id as by_id',
      'b.email as by_email',
      'b.first_name as by_first_name',
      'b.last_name as by_last_name',
      'u.id as user_id',
      'u.email as user_email',
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
    ])
    .where('c.company_id', '=', companyId);
  if (after) {
    const { at, id } = after;
    query = query.where((eb) =>
      eb.or([
        eb('c.created_at', '<', at),
        eb.and([eb('c.created_at', '=', at), eb('c.id', '<', id)]),
      ]),
    );
  }
  return query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}
