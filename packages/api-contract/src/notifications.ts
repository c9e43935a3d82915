// The live notification centre (issue 27): money in, a transfer's status, an approval waiting or
// decided, a scheduled run that failed, a request paid, a security alert. Each is kept (a list with
// read and unread) and pushed at once over server-sent events to the customer's open pages.
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, rawText, uuidSchema } from './common';
import { API_PATHS } from './paths';

export const NOTIFICATION_KINDS = [
  'money_in',
  'transfer_status',
  'approval_waiting',
  'approval_decided',
  'scheduled_run_failed',
  'request_paid',
  'request_received',
  'request_declined',
  'security_alert',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The stream's event name for a notification (`event: notification`): in constants.ts, for the app. */
export { NOTIFICATION_EVENT } from './constants';
/** How long a stream ticket is valid, in seconds (single use). */
export const STREAM_TICKET_SECONDS = 60;

/** A customer's event counter as text: "1", "2", … (the stream's `id:`, the list's cursor). */
const seqSchema = rawText().regex(/^[1-9][0-9]{0,17}$/, 'A notification number: digits, from 1.');
/** Where a stream starts: a notification number, or 0 (from the first; a customer who has none yet). */
const startSchema = rawText().regex(
  /^(0|[1-9][0-9]{0,17})$/,
  'A notification number: digits, from 0 (before the first).',
);

export const notificationSchema = z.object({
  id: uuidSchema,
  /** This customer's own counter, 1, 2, 3, …: the stream's event id (Last-Event-ID) and the list's cursor. */
  seq: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path of the app to open, e.g. /transactions/<id>; null: nothing to open. */
  link: z.string().nullable(),
  transaction_id: uuidSchema.nullable(),
  created_at: isoDateTime,
  read_at: isoDateTime.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotifications = defineCall({
  id: 'listNotifications',
  area: 'notifications',
  method: API_PATHS.listNotifications.method,
  path: API_PATHS.listNotifications.path,
  summary: "The caller's notifications, newest first, with the count of unread ones",
  description:
    'Pass the smallest seq of a page as `before` for the next page; next_before is null on the last page. ' +
    'unread counts every unread notification, not only this page.',
  auth: 'bearer',
  query: z.object({
    before: seqSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
    unread_only: z.enum(['true', 'false']).optional(),
  }),
  status: 200,
  response: envelope(
    z.object({
      items: z.array(notificationSchema),
      unread: z.number().int().nonnegative(),
      next_before: z.string().nullable(),
    }),
  ),
  errors: [],
});

export const markNotificationRead = defineCall({
  id: 'markNotificationRead',
  area: 'notifications',
  method: API_PATHS.markNotificationRead.method,
  path: API_PATHS.markNotificationRead.path,
  summary: 'Mark one notification read (again: no change)',
  auth: 'bearer',
  params: z.object({ notification_id: uuidSchema }),
  status: 200,
  response: envelope(
    z.object({ notification: notificationSchema, unread: z.number().int().nonnegative() }),
  ),
  errors: ['not_found'],
});

export const markAllNotificationsRead = defineCall({
  id: 'markAllNotificationsRead',
  area: 'notifications',
  method: API_PATHS.markAllNotificationsRead.method,
  path: API_PATHS.markAllNotificationsRead.path,
  summary:
    'Mark every notification read (up to a seq, when given: those that arrived later stay unread)',
  auth: 'bearer',
  body: z.object({ up_to: seqSchema.optional() }).optional(),
  status: 200,
  response: envelope(
    z.object({ marked: z.number().int().nonnegative(), unread: z.number().int().nonnegative() }),
  ),
  errors: [],
});

export const createStreamTicket = defineCall({
  id: 'createStreamTicket',
  area: 'notifications',
  method: API_PATHS.createStreamTicket.method,
  path: API_PATHS.createStreamTicket.path,
  summary:
    'A single-use ticket, valid 60 seconds, to open the notification stream with EventSource',
  description:
    'EventSource cannot send an Authorization header, and an access token never goes in a URL: pass this ticket ' +
    'as ?ticket= instead. It opens one stream, within 60 seconds, for the session that asked for it.',
  auth: 'bearer',
  status: 201,
  response: envelope(z.object({ ticket: z.string(), expires_at: isoDateTime })),
  errors: ['rate_limited'],
});

export const notificationStream = defineCall({
  id: 'notificationStream',
  area: 'notifications',
  method: API_PATHS.notificationStream.method,
  path: API_PATHS.notificationStream.path,
  summary: 'The live notifications, as server-sent events (text/event-stream)',
  description:
    'Send Accept: text/event-stream (EventSource does). Authenticated by the bearer token or by ?ticket= (see ' +
    'createStreamTicket). Each notification is an event `notification` whose id is its seq and whose data is the ' +
    'notification as JSON. With Last-Event-ID (the header EventSource sends on reconnecting, or ?last_event_id=) the ' +
    'ones after it are sent first, in order, then the new ones as they happen; without it, only new ones. A comment ' +
    'line every 20 seconds keeps the connection open; the stream ends when the session does. At most 10 streams ' +
    'per customer on one server process (429 rate_limited beyond: one per open page is the use).',
  auth: 'bearer',
  query: z.object({
    ticket: rawText().min(16).max(200).optional(),
    last_event_id: startSchema.optional(),
  }),
  status: 200,
  response: z.string(),
  errors: ['unauthorized', 'rate_limited'],
});
