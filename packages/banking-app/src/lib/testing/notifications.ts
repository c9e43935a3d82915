// The notification centre's test data (issue 27), shared by the bell's tests (src/app) and the
// list's (features/notifications): a notification, and the backend's list and stream-ticket calls.
import type { Notification } from '@bank/api-contract';
import { PATHS } from '@/access/paths';
import { fakeApi, reply, type Routes } from './pageHarness';

let n = 0;
/** A notification of this customer's with this seq (a new id each time). */
export function notification(seq: number, extra: Partial<Notification> = {}): Notification {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    seq: String(seq),
    kind: 'money_in',
    title: `AED ${seq}.00 received`,
    body: 'From Omar H. by instant payment.',
    link: PATHS.allTransactions,
    transaction_id: null,
    created_at: '2026-11-28T08:30:00.000Z',
    read_at: null,
    ...extra,
  };
}

let tickets = 0;
/**
 * The backend's notifications: `list` by pages (limit, before) with `unread`, and single-use stream
 * tickets; `extra` for the calls a test adds.
 */
export function notificationsBackend(list: Notification[], unread: number, extra: Routes = {}) {
  return fakeApi({
    'GET /notifications': (call) => {
      const limit = Number(call.query.limit);
      const before = call.query.before;
      const older = before ? list.filter((x) => Number(x.seq) < Number(before)) : list;
      const items = older.slice(0, limit);
      const more = older.length > limit;
      return reply(200, {
        data: { items, unread, next_before: more ? items.at(-1)!.seq : null },
      });
    },
    'POST /notifications/stream_ticket': () =>
      reply(201, {
        data: {
          ticket: `ticket-${++tickets}-abcdefghijklmnop`,
          expires_at: '2026-11-28T09:00:00Z',
        },
      }),
    ...extra,
  });
}
