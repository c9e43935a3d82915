// The notification centre's calls: the list with the unread count, mark read (one, all), the
// stream's ticket and the stream itself (server-sent events).
import {
  FIAT_BASE_PATH,
  createStreamTicket,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationStream,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { markAllRead, markRead, page, present, unreadCount } from './queries';
import { issueTicket, openStream } from './stream';

export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listNotifications, async ({ auth, query }) => {
    const limit = query.limit ?? 20;
    const rows = await page(ctx.db, auth.customerId, {
      before: query.before !== undefined ? BigInt(query.before) : undefined,
      limit,
      unreadOnly: query.unread_only === 'true',
    });
    const lastRow = rows.at(-1);
    return {
      data: {
        items: rows.map(present),
        unread: await unreadCount(ctx.db, auth.customerId),
        next_before: rows.length === limit && lastRow ? lastRow.seq.toString() : null,
      },
    };
  });
  registerCall(app, ctx.sessions, markNotificationRead, async ({ auth, params }) => {
    const row = await markRead(ctx.db, auth.customerId, params.notification_id, ctx.clock.now());
    if (!row) throw new ApiError('not_found', 'There is no such notification.');
    return {
      data: { notification: present(row), unread: await unreadCount(ctx.db, auth.customerId) },
    };
  });
  registerCall(app, ctx.sessions, markAllNotificationsRead, async ({ auth, body }) => {
    const marked = await markAllRead(
      ctx.db,
      auth.customerId,
      body?.up_to !== undefined ? BigInt(body.up_to) : undefined,
      ctx.clock.now(),
    );
    return { data: { marked, unread: await unreadCount(ctx.db, auth.customerId) } };
  });
  registerCall(app, ctx.sessions, createStreamTicket, (input) => issueTicket(ctx, input));
  app.route({
    method: notificationStream.method,
    url: FIAT_BASE_PATH + notificationStream.path,
    handler: (request, reply) => openStream(ctx, request, reply),
  });
}
