// The security settings' reads: a customer's login events and one of their active sessions.
import type { Db } from '../../money/ledger';

/** The latest successful and failed logins, and the latest `recent` attempts, newest first. */
export async function loginEvents(db: Db, customerId: string, recent: number) {
  const base = db
    .selectFrom('login_events')
    .select(['ip', 'city', 'country', 'created_at', 'success', 'method'])
    .where('customer_id', '=', customerId);
  const [lastOk, lastFailed, history] = await Promise.all([
    base.where('success', '=', true).orderBy('created_at', 'desc').limit(1).executeTakeFirst(),
    base.where('success', '=', false).orderBy('created_at', 'desc').limit(1).executeTakeFirst(),
    base.orderBy('created_at', 'desc').limit(recent).execute(),
  ]);
  return { lastOk, lastFailed, history };
}

/** One of the customer's sessions that is still active (another customer's is not found). */
export function activeSessionOf(db: Db, customerId: string, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}
