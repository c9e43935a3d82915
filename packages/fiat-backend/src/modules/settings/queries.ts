// Profile and settings rows: a customer's pending change of e-mail or phone, their stored settings.
import type { Selectable } from 'kysely';
import type { ContactChangesTable } from '../../db/schema';
import type { Db } from '../../money/ledger';

export type ContactChange = Selectable<ContactChangesTable>;

/** The customer's latest change of this kind still open (neither finished nor replaced). */
export function pendingChange(db: Db, customerId: string, kind: 'email' | 'phone') {
  return db
    .selectFrom('contact_changes')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('completed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new pending change; any earlier open one of the same kind is cancelled (its code with it). */
export async function openChange(
  db: Db,
  change: Omit<ContactChange, 'code_verified_at' | 'completed_at' | 'cancelled_at'>,
): Promise<void> {
  await db
    .updateTable('contact_changes')
    .set({ cancelled_at: change.created_at })
    .where('customer_id', '=', change.customer_id)
    .where('kind', '=', change.kind)
    .where('completed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
  await db
    .insertInto('contact_changes')
    .values({ ...change, code_verified_at: null, completed_at: null, cancelled_at: null })
    .execute();
}

export function settingsRow(db: Db, customerId: string) {
  return db
    .selectFrom('customer_settings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function saveSettings(
  db: Db,
  customerId: string,
  values: {
    language?: 'en' | 'ar';
    theme?: 'system' | 'light' | 'dark' | 'high_contrast';
    notifications?: string;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('customer_settings')
    .values({
      customer_id: customerId,
      language: values.language ?? null,
      theme: values.theme ?? 'system',
      notifications: values.notifications ?? '{}',
      updated_at: now,
    })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}
