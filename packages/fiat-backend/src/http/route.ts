// Registers a contract call as a Fastify route: the request (body, query, params) is parsed with
// the call's zod schemas and the answer is checked against its response schema before it is sent.
import {
  FIAT_BASE_PATH,
  type CallDefinition,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type ResponseBody,
} from '@bank/api-contract';
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
    const message =
      only.length === 1 && only[0] ? only[0] : 'Some fields are missing or not valid.';
    throw new ApiError('validation_error', message, { fields });
  }
  return result.data;
}

function clientOf(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}

/** Parses the request, runs the handler and checks its answer against the contract (a broken answer is never sent). */
async function answer<C extends CallDefinition>(
  sessions: Sessions,
  call: C,
  request: FastifyRequest,
  reply: FastifyReply,
  body: (() => unknown) | undefined,
  handler: (input: Handled<C>) => Promise<ResponseBody<C>>,
): Promise<unknown> {
  const auth =
    call.auth === 'bearer' ? await sessions.authenticate(request.headers.authorization) : undefined;
  const params = parse(call.params, request.params, 'params');
  const query = parse(call.query, request.query ?? {}, 'query');
  const parsedBody = body ? body() : call.body ? parse(call.body, request.body, '') : undefined;
  const result = await handler({
    body: parsedBody,
    query,
    params,
    auth,
    client: clientOf(request),
    request,
    reply,
  } as Handled<C>);
  const checked = call.response.safeParse(result);
  if (!checked.success) {
    request.log.error(
      {
        call: call.id,
        issues: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      },
      'response broke the contract',
    );
    throw new ApiError(
      'internal_error',
      'Internal Server Error - Something went wrong on the server.',
    );
  }
  reply.status(call.status);
  return checked.data;
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
    handler: (request, reply) => answer(sessions, call, request, reply, undefined, handler),
  });
}

/**
 * Registers a call whose body is a file sent as is (`call.rawBody`): any content type is read as
 * bytes, up to `maxBytes` (refused from Content-Length before reading when it says more), and the
 * handler gets them as `body` to decide what the file is by its content.
 */
export function registerUploadCall<C extends CallDefinition>(
  app: FastifyInstance,
  sessions: Sessions,
  call: C,
  limits: { maxBytes: number; tooLarge: (size: number) => ApiError },
  handler: (input: Handled<C> & { file: Buffer }) => Promise<ResponseBody<C>>,
): void {
  void app.register(async (scope) => {
    // In this scope only: every type is read as bytes (JSON too: a file is never parsed as JSON).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: limits.maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: call.method,
      url: FIAT_BASE_PATH + call.path,
      bodyLimit: limits.maxBytes,
      onRequest: async (request) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) throw limits.tooLarge(declared);
      },
      handler: (request, reply) => {
        let file: Buffer = Buffer.alloc(0);
        const body = () => {
          if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
            throw new ApiError(
              'validation_error',
              'There is no file in this request: send the file itself as the body (Content-Type image/jpeg, image/png or application/pdf).',
              { fields: { body: 'No file.' } },
            );
          }
          file = request.body;
          return undefined;
        };
        return answer(sessions, call, request, reply, body, (input) => handler({ ...input, file }));
      },
    });
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
      const auth =
        call.auth === 'bearer'
          ? await sessions.authenticate(request.headers.authorization)
          : undefined;
      const params = parse(call.params, request.params, 'params');
      const query = parse(call.query, request.query ?? {}, 'query');
      return handler({
        body: undefined,
        query,
        params,
        auth,
        client: clientOf(request),
        request,
        reply,
      } as Handled<C>);
    },
  });
}
