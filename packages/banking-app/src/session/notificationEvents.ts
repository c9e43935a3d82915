// The notification centre's two halves talk through the page's own events (issue 27): the header's
// bell, which holds the live stream, tells of each notification as it arrives; the list tells the
// bell the unread count after marking some read. Neither loads the other's code: the bell is in
// online banking's frame, the list is a page of its own.
import type { Notification } from '@bank/api-contract';

/** Whether notification number `a` comes after `b` (decimal text of any length, as the API gives it). */
export const isAfter = (a: string, b: string) =>
  a.length !== b.length ? a.length > b.length : a > b;

const ARRIVED = 'sadu:notification';
const UNREAD = 'sadu:notifications-unread';

function listen<T>(name: string, listener: (value: T) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}

/** The bell: a notification has arrived. */
export const tellArrival = (notification: Notification) =>
  window.dispatchEvent(new CustomEvent(ARRIVED, { detail: notification }));

/** Each notification that arrives while the page listens. */
export const onArrival = (listener: (notification: Notification) => void) =>
  listen(ARRIVED, listener);

/** The list: the unread count is now this (after marking read). */
export const tellUnread = (unread: number) =>
  window.dispatchEvent(new CustomEvent(UNREAD, { detail: unread }));

/** The unread count as the list last learnt it. */
export const onUnread = (listener: (unread: number) => void) => listen(UNREAD, listener);
