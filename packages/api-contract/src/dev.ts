// Development-only calls (never served when NODE_ENV=production).
import { z } from 'zod';
import { defineCall, envelope, isoDateTime } from './common';

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: isoDateTime,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const readOutbox = defineCall({
  id: 'readOutbox',
  area: 'dev',
  method: 'GET',
  path: '/dev/outbox',
  summary: 'The development outbox: messages the backend "sent", newest first',
  auth: 'none',
  devOnly: true,
  query: z.object({
    recipient: z.string().max(254).optional(),
    channel: z.enum(['email', 'sms', 'whatsapp']).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  }),
  status: 200,
  response: envelope(z.array(outboxMessageSchema)),
  errors: [],
});
