// Health, the OpenAPI document, and the development outbox.
import { FIAT_BASE_PATH, health, openApiDocument, readOutbox } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/route';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, health, async () => {
    try {
      await sql`SELECT 1`.execute(ctx.db);
    } catch {
      throw new ApiError(
        'service_unavailable',
        'Service Unavailable - The database cannot be reached.',
      );
    }
    return { data: { status: 'ok' as const, database: ctx.engine } };
  });

  const document = openApiDocument({
    includeDevOnly: ctx.config.devRoutes,
    serverUrl: ctx.config.publicUrl,
  });
  app.get(`${FIAT_BASE_PATH}/openapi.json`, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return document;
  });

  if (ctx.config.devRoutes) {
    registerCall(app, ctx.sessions, readOutbox, async ({ query }) => {
      let q = ctx.db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(query.limit ?? 50);
      if (query.recipient) q = q.where('recipient', '=', query.recipient);
      if (query.channel) q = q.where('channel', '=', query.channel);
      const rows = await q.execute();
      return { data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
    });
  }
}
