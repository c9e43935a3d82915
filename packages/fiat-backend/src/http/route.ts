// Registers a contract call as a Fastify route: the request (body, query, params) is parsed with
// the call's zod schemas and the answer is checked against its response schema before it is sent.
import { FIAT_BASE_PATH, type CallDefinition, type ParsedBody, type ParsedParams, type ParsedQuery, type ResponseBody } from '@bank/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthInfo, ClientInfo, Sessions } from '../security/sessions';
import { ApiError } from './errors';

export interface Handled<C> {
  body: ParsedBody<C>;
  query: ParsedQuery<C>;
  params: ParsedParams<C>;
  auth: C extends { auth: 'bearer' } ? AuthInfo : undefined;
  client: ClientInfo;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a service gets of a call: its parsed body, query and parameters, the caller and the client. */
export type CallInput<C> = Pick<Handled<C>, 'body' | 'query' | 'params' | 'auth' | 'client'>;

function fieldsOf(error: z.ZodError, prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

function parse(schema: z.ZodType | undefined, value: unknown, prefix: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldsOf(result.error, prefix);
    // One field wrong: its own message is the answer's message (specific, for the app to show).
    const only = Object.values(fields);
    const message = only.length === 1 && only[0] ? only[0] : 'Some fields are missing or not valid.';
    throw new ApiError('validation_error', message, { fields });
  }
  return result.data;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}

export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  sessions: Sessions,
  call: C,
  handler: (input: Handled<C>) => Promise<ResponseBody<C>>,
): void {
  app.route({
    method: call.method,
    url: FIAT_BASE_PATH + call.path,
    handler: async (request, reply) => {
      const auth = call.auth === 'bearer' ? await sessions.authenticate(request.headers.authorization) : undefined;
      const params = parse(call.params, request.params, 'params');
      const query = parse(call.query, request.query ?? {}, 'query');
      const body = call.body ? parse(call.body, request.body, '') : undefined;
      const result = await handler({
        body,
        query,
        params,
        auth,
        client: clientOf(request),
        request,
        reply,
      } as Handled<C>);
      const checked = call.response.safeParse(result);
      if (!checked.success) {
        request.log.error({ call: call.id, issues: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 'response broke the contract');
        throw new ApiError('internal_error', 'Internal Server Error - Something went wrong on the server.');
      }
      reply.status(call.status);
      return checked.data;
    },
  });
}

/**
 * Registers a contract call whose answer is a file (a statement): the request is parsed as usual,
 * then the handler writes the reply itself (type, disposition, a stream).
 */
export function registerFileCall<C extends CallDefinition>(
  app: FastifyInstance,
  sessions: Sessions,
  call: C,
  handler: (input: Handled<C>) => Promise<unknown>,
): void {
  app.route({
    method: call.method,
    url: FIAT_BASE_PATH + call.path,
    handler: async (request, reply) => {
      const auth = call.auth === 'bearer' ? await sessions.authenticate(request.headers.authorization) : undefined;
      const params = parse(call.params, request.params, 'params');
      const query = parse(call.query, request.query ?? {}, 'query');
      return handler({ body: undefined, query, params, auth, client: clientOf(request), request, reply } as Handled<C>);
    },
  });
}
