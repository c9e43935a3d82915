// The one wrapper of the contract's `listNotifications` (the header's bell and the notification
// centre use it).
import { api } from '@/api/api';

/** GET /notifications: newest first, with the count of unread ones (`before`: the next page). */
export function listNotifications(query: { limit?: number; before?: string } = {}) {
  return api().call('listNotifications', { searchParams: query });
}
