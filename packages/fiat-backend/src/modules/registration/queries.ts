// The registrations table: a registration in progress, by its token's hash; a new one; a step's changes.
import type { Kysely, Selectable } from 'kysely';
import type { Database, RegistrationsTable } from '../../db/schema';
import { EMPTY_PROFILE } from '../customers/customers';

export type Registration = Selectable<RegistrationsTable>;

export function registrationByToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<Registration | undefined> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A new registration: only its type and e-mail are known yet. */
export function insertRegistration(
  db: Kysely<Database>,
  values: Pick<
    Registration,
    'token_hash' | 'user_type' | 'email' | 'email_normalized' | 'created_at' | 'expires_at'
  >,
): Promise<Registration> {
  return db
    .insertInto('registrations')
    .values({
      id: crypto.randomUUID(),
      corporate_email_verified_at: null,
      password_hash: null,
      ...EMPTY_PROFILE,
      company_name: null,
      otp_channel: null,
      completed_at: null,
      customer_id: null,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateRegistration(
  db: Kysely<Database>,
  id: string,
  values: Partial<Registration>,
): Promise<Registration> {
  return db
    .updateTable('registrations')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
