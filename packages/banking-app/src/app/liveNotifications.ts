// The live notification centre's client (issue 27): the unread count the header's bell shows and
// the notifications that arrive while online banking is open, from the backend's server-sent events.
// Each arrival is also told to the page (src/session/notificationEvents.ts), for the list to show.
//
// One stream per page, opened while a dashboard page is shown (the bell holds it) and closed with the
// session. EventSource cannot send the access token, and a token never goes in a URL: each opening
// asks for a single-use ticket (POST /notifications/stream_ticket, 60 s) and passes it as ?ticket=.
// The browser's own reconnection would reuse that ticket, so on any error the stream is closed and
// opened again with a new ticket and `last_event_id` (the last notification received): the backend
// sends what was missed first, in order, so nothing is lost or shown twice. Waits between attempts
// double from 1 s to 30 s and start again at 1 s once a stream is open.
import { useSyncExternalStore } from 'react';
import type { Notification } from '@bank/api-contract';
import { NOTIFICATION_EVENT } from '@bank/api-contract/constants';
import { api } from '@/api/api';
import { listNotifications } from '@/api/calls/listNotifications';
import { isAfter, onUnread, tellArrival } from '@/session/notificationEvents';

export interface LiveState {
  /** Unread notifications in all (null until the first count has come). */
  unread: number | null;
  /** The last one that arrived over the stream (said to screen readers). */
  latest: Notification | null;
}

const INITIAL: LiveState = { unread: null, latest: null };
const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;

let state: LiveState = INITIAL;
const listeners = new Set<() => void>();

function update(next: Partial<LiveState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The live state, redrawn when a notification arrives or the count changes. */
export function useLiveNotifications(): LiveState {
  return useSyncExternalStore(subscribe, () => state);
}

// The one connection of this page.
let holders = 0;
/** Bumped on closing: a ticket or a count that comes back after that is dropped. */
let generation = 0;
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let wait = FIRST_WAIT_MS;
let lastSeq: string | null = null;
let stopListening: (() => void) | undefined;

function receive(notification: Notification) {
  if (lastSeq !== null && !isAfter(notification.seq, lastSeq)) return;
  lastSeq = notification.seq;
  tellArrival(notification);
  update({
    latest: notification,
    unread: (state.unread ?? 0) + (notification.read_at ? 0 : 1),
  });
}

function retryLater(opening: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void open(opening), wait);
  wait = Math.min(wait * 2, LONGEST_WAIT_MS);
}

async function open(opening: number) {
  if (opening !== generation) return;
  if (state.unread === null) {
    // The count, and where the stream starts: after the newest notification there is.
    const first = await listNotifications({ limit: 1 });
    if (opening !== generation) return;
    if (!first.data) return retryLater(opening);
    lastSeq = first.data.data.items[0]?.seq ?? null;
    update({ unread: first.data.data.unread });
  }
  // A browser without server-sent events shows the count of when the page opened.
  if (typeof EventSource === 'undefined') return;
  const ticket = await api().call('createStreamTicket');
  if (opening !== generation) return;
  if (!ticket.data) return retryLater(opening);
  const stream = new EventSource(
    api().urlOf('notificationStream', {
      ticket: ticket.data.data.ticket,
      // 0 when none has come yet: the stream then sends every one made since, none missed.
      last_event_id: lastSeq ?? '0',
    }),
  );
  source = stream;
  stream.onopen = () => {
    wait = FIRST_WAIT_MS;
  };
  stream.addEventListener(NOTIFICATION_EVENT, (event) => {
    try {
      receive(JSON.parse((event as MessageEvent<string>).data) as Notification);
    } catch {
      // Not a notification: nothing to show.
    }
  });
  stream.onerror = () => {
    stream.close();
    if (source !== stream) return;
    source = null;
    retryLater(opening);
  };
}

/** Holds the page's stream open until the returned function is called (the last holder closes it). */
export function connectNotifications(): () => void {
  holders += 1;
  if (holders === 1) {
    // The list's count after marking read is the server's: the bell shows it.
    stopListening = onUnread((unread) => update({ unread }));
    void open(++generation);
  }
  return () => {
    holders -= 1;
    if (holders > 0) return;
    generation += 1;
    stopListening?.();
    clearTimeout(retryTimer);
    source?.close();
    source = null;
    wait = FIRST_WAIT_MS;
    lastSeq = null;
    update(INITIAL);
  };
}
