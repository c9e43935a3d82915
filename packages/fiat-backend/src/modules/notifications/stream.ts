// The notification stream, as server-sent events, written to the raw response after
// `reply.hijack()`: Fastify then neither buffers nor ends the reply, and the stream stays open
// until the client goes, the session ends or the server stops. (@fastify/sse exists for Fastify 5,
// but at 0.x; the framing is a few lines, and what matters here, the ticket, Last-Event-ID read from
// the table and the session check, would be ours anyway: see the README, "Notifications".)
import {
  STREAM_TICKET_SECONDS,
  notificationStream,
  type createStreamTicket,
} from '@bank/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { addSeconds } from '../../clock';
import { ApiError, unauthorized } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { randomToken, sha256 } from '../../security/crypto';
import { hubOf } from './hub';
import { newest } from './queries';

const TICKETS_PER_MINUTE = { limit: 30, windowSeconds: 60 };
/** Open streams a customer may hold on one server process (one per page of online banking). */
export const MAX_STREAMS_PER_CUSTOMER = 10;

/** A single-use ticket, valid STREAM_TICKET_SECONDS, bound to the caller's session. */
export async function issueTicket(ctx: AppContext, { auth }: CallInput<typeof createStreamTicket>) {
  await ctx.rateLimit.hit(`stream-ticket:${auth.customerId}`, TICKETS_PER_MINUTE);
  const now = ctx.clock.now();
  const ticket = randomToken(32);
  const expiresAt = addSeconds(now, STREAM_TICKET_SECONDS);
  await ctx.db
    .deleteFrom('notification_tickets')
    .where('customer_id', '=', auth.customerId)
    .where('expires_at', '<=', now)
    .execute();
  await ctx.db
    .insertInto('notification_tickets')
    .values({
      token_hash: sha256(ticket),
      customer_id: auth.customerId,
      session_id: auth.sessionId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { data: { ticket, expires_at: expiresAt.toISOString() } };
}

/** Spends a ticket (once, in time) and checks its session is still on. */
async function byTicket(
  ctx: AppContext,
  ticket: string,
): Promise<{ customerId: string; sessionId: string }> {
  const now = ctx.clock.now();
  const spent = await ctx.db
    .updateTable('notification_tickets')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['customer_id', 'session_id'])
    .executeTakeFirst();
  if (!spent)
    throw new ApiError(
      'unauthorized',
      'This stream ticket is not valid: it was used already or has expired. Ask for a new one.',
    );
  const session = await ctx.db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .select('sessions.id')
    .where('sessions.id', '=', spent.session_id)
    .where('sessions.customer_id', '=', spent.customer_id)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('customers.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!session) throw unauthorized();
  return { customerId: spent.customer_id, sessionId: spent.session_id };
}

/** A notification number, or 0: before the first (a page that has seen none yet). */
const EVENT_ID = /^(0|[1-9][0-9]{0,17})$/;

/** GET /notifications/stream. */
export async function openStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const parsed = notificationStream.query.safeParse(request.query ?? {});
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fields[['query', ...issue.path.map(String)].join('.')] ??= issue.message;
    const only = Object.values(fields);
    throw new ApiError(
      'validation_error',
      only.length === 1 && only[0] ? only[0] : 'Some fields are missing or not valid.',
      { fields },
    );
  }
  const query = parsed.data;
  // Only a client that reads event streams opens one (EventSource sends this Accept).
  if (!String(request.headers.accept ?? '').includes('text/event-stream'))
    throw new ApiError(
      'validation_error',
      'This is an event stream: open it with EventSource (Accept: text/event-stream).',
      { fields: { 'headers.accept': 'Send Accept: text/event-stream.' } },
    );
  const header = request.headers['last-event-id'];
  const lastHeader = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
  if (lastHeader !== undefined && !EVENT_ID.test(lastHeader))
    throw new ApiError('validation_error', 'Last-Event-ID is not the id of a notification.', {
      fields: { 'headers.last-event-id': 'A notification number: digits, from 1.' },
    });
  // Never an access token in a URL: the ticket, or the Authorization header.
  const who = query.ticket
    ? await byTicket(ctx, query.ticket)
    : await ctx.sessions.authenticate(request.headers.authorization);
  const hub = hubOf(ctx);
  if (!hub || hub.stopped)
    throw new ApiError('service_unavailable', 'The server is stopping. Try again in a moment.');
  const last = lastHeader ?? query.last_event_id;
  const lastSeq = last !== undefined ? BigInt(last) : await newest(ctx.db, who.customerId);
  // Checked here, with nothing awaited between the check and the stream's registration below, so
  // requests at the same time cannot all pass it. One stream per open page: a customer's tabs and devices fit well within the cap, which keeps one
  // account (or a stolen ticket loop) from holding a process's connections. Per process: with N
  // processes behind the balancer a customer may hold N times as many.
  if (hub.openFor(who.customerId) >= MAX_STREAMS_PER_CUSTOMER)
    throw new ApiError(
      'rate_limited',
      `You have ${MAX_STREAMS_PER_CUSTOMER} pages of online banking open already: close one and this page's notifications will follow.`,
    );

  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and some proxies buffer responses: not this one.
    'x-accel-buffering': 'no',
  });
  // The client waits 5 s before reconnecting after a drop (then sends Last-Event-ID).
  raw.write('retry: 5000\n\n');
  const stream = hub.open({
    customerId: who.customerId,
    sessionId: who.sessionId,
    lastSeq,
    write(text) {
      if (raw.destroyed || raw.writableEnded) return false;
      raw.write(text);
      return true;
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  });
  raw.on('close', () => stream.close());
}
