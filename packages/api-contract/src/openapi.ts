// Generates the OpenAPI 3.1 document from the calls. Pure: no Node-only imports.
import { z } from 'zod';
import {
  ERROR_STATUS,
  FIAT_BASE_PATH,
  GENERIC_ERRORS,
  AUTH_ERRORS,
  errorBodySchema,
  type CallDefinition,
  type ErrorCode,
} from './common';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path'): unknown[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

export interface OpenApiOptions {
  title?: string;
  version?: string;
  serverUrl?: string;
  includeDevOnly?: boolean;
}

export function buildOpenApiDocument(
  calls: readonly CallDefinition[],
  options: OpenApiOptions = {},
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    if (call.devOnly && !options.includeDevOnly) continue;
    const path = FIAT_BASE_PATH + call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const errors = new Set<ErrorCode>([
      ...GENERIC_ERRORS,
      ...(call.auth === 'bearer' ? AUTH_ERRORS : []),
      ...call.errors,
    ]);
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of errors) {
      const status = ERROR_STATUS[code];
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    const responses: Record<string, unknown> = {
      [String(call.status)]: {
        description: 'Success',
        content: { 'application/json': { schema: schemaOf(call.response, 'output') } },
      },
    };
    for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
      responses[String(status)] = {
        description: `Error: ${codes.join(', ')}`,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/ErrorBody' },
            examples: Object.fromEntries(
              codes.map((code) => [code, { value: { error: { code, message: '…' } } }]),
            ),
          },
        },
      };
    }
    const operation: Record<string, unknown> = {
      operationId: call.id,
      tags: [call.area],
      summary: call.summary,
      ...(call.description ? { description: call.description } : {}),
      parameters: [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query')],
      ...(call.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(call.body, 'input') } },
            },
          }
        : call.rawBody
          ? {
              requestBody: {
                required: true,
                content: Object.fromEntries(
                  call.rawBody.contentTypes.map((type) => [
                    type,
                    { schema: { type: 'string', contentMediaType: type } },
                  ]),
                ),
              },
            }
          : {}),
      responses,
      security:
        call.auth === 'bearer'
          ? [{ bearer: [] }]
          : call.auth === 'refresh_cookie'
            ? [{ refreshCookie: [] }]
            : [],
      'x-error-codes': [...errors],
    };
    paths[path] = { ...(paths[path] ?? {}), [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Fiat backend API',
      version: options.version ?? '0.1.0',
      description:
        'Generated from @bank/api-contract. Every failure answers `{ error: { code, message, fields? } }` with the ' +
        'status listed for its code. Authenticated calls carry `Authorization: Bearer`, `X-Frontend: prod` and `X-Client-Origin`.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      schemas: { ErrorBody: schemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: 'bank_refresh' },
      },
    },
  };
}
