// The notification centre's own calls (issue 27): marking read.
import { api } from '@/api/api';

/** POST /notifications/:id/read. */
export function markNotificationRead(notificationId: string) {
  return api().call('markNotificationRead', { params: { notification_id: notificationId } });
}

/** POST /notifications/read_all, up to the newest one shown (later arrivals stay unread). */
export function markAllNotificationsRead(upTo: string | undefined) {
  return api().call('markAllNotificationsRead', { json: upTo ? { up_to: upTo } : {} });
}
