// Property-based fuzzing of every request body, query and path parameter (fast-check): malformed
// input always gets a 4xx with the error body, never a 500. Every text field of every call (found
// by walking the contract's request schemas, so a new call is covered without a change here) is
// also sent the control and spoofing characters the contract refuses: always 400 naming the field.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callList,
  errorBodySchema,
  FIAT_BASE_PATH,
  FORBIDDEN_TEXT_SAMPLES,
  textFieldsOf,
  type CallDefinition,
  type TextField,
} from '@bank/api-contract';
import type { z } from 'zod';
import { ENGINES, startServer, type TestServer } from './helpers';

const RUNS: Record<string, number> = { pglite: 40, postgres: 12 };
/** Random runs per text field, besides one per refused character. */
const TEXT_RUNS = 6;

/** Valid-looking values per field name, so mutations reach deep into the handlers. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('aisha@demo.bank', 'a@b.co', 'x@y', ''),
  password: fc.constantFrom('Demo-Bank-2026!', 'x', 'a'.repeat(200)),
  otp_code: fc.constantFrom('123456', '000000', 'ABCDE-FGH23', '12345'),
  grant_type: fc.constantFrom(
    'password',
    'http://auth0.com/oauth/grant-type/mfa-otp',
    'http://auth0.com/oauth/grant-type/mfa-oob',
  ),
  channel: fc.constantFrom('sms', 'whatsapp', 'email'),
  user_type: fc.constantFrom('individual', 'corporate', 'other'),
  phone: fc.constantFrom('+971501234567', '0501234567'),
  date_of_birth: fc.constantFrom('1990-01-01', '2030-02-30', '01-01-1990'),
  // Money: amounts and codes at the edges, so that mutations reach the money handlers' own checks.
  amount: fc.constantFrom(
    '10.00',
    '0',
    '-1',
    '1.001',
    '1e5',
    '99999999999999999999',
    '0.00000001',
    ' 5 ',
  ),
  currency: fc.constantFrom('AED', 'USD', 'JPY', 'BHD', 'BTC', 'XYZ', 'aed', ''),
  from_currency: fc.constantFrom('AED', 'USD', 'BTC', 'XYZ'),
  to_currency: fc.constantFrom('EUR', 'AED', 'ETH', 'QQQ'),
  idempotency_key: fc.constantFrom(
    '0b0f3c3e-8e7b-4b7e-9a43-2f1d2c3b4a59',
    'short',
    'x'.repeat(101),
  ),
  charges: fc.constantFrom('OUR', 'SHA', 'BEN', 'ALL'),
  purpose_code: fc.constantFrom('FAM', 'GDS', 'ZZZ', 'sal', ''),
  iban: fc.constantFrom('GB29NWBK60161331926819', 'GB00', 'AE070331234567890123456', ''),
  bic: fc.constantFrom('NWBKGB2L', 'DEUTDEFF500', 'XX', ''),
  country: fc.constantFrom('GB', 'AE', 'US', 'XX'),
  kind: fc.constantFrom('internal', 'external', 'other'),
};

function bodyArbitrary(call: CallDefinition): fc.Arbitrary<unknown> {
  const json = fc.jsonValue({ maxDepth: 3 });
  const shape = (call.body as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return json;
  const keys = Object.keys(shape);
  const field = (k: string) =>
    fc.oneof(plausible[k] ?? fc.string({ maxLength: 40 }), json, fc.constant(undefined));
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, field(k)])), {
    requiredKeys: [],
  });
  return fc.oneof(
    json,
    record,
    record.map((r) => ({ ...r, extra: '💥' })),
  );
}

function fill(path: string, value: string): string {
  return path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(value));
}

/** Percent-encoding that also carries lone surrogates (as their three bytes, which no UTF-8 decoder accepts). */
function encode(value: string): string {
  let out = '';
  for (const c of value) {
    const unit = c.charCodeAt(0);
    out +=
      unit >= 0xd800 && unit <= 0xdfff && c.length === 1
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(c);
  }
  return out;
}

/** A value each required path parameter or query field accepts (so that the part under test is the one refused). */
function sample(schema: z.ZodType): string | undefined {
  const def = (
    schema as unknown as {
      _zod: {
        def: {
          type: string;
          format?: string;
          entries?: Record<string, string>;
          innerType?: z.ZodType;
        };
      };
    }
  )._zod.def;
  if (def.type === 'optional' || def.type === 'default') return undefined;
  if (def.type === 'enum') return Object.values(def.entries ?? {})[0];
  if (def.format === 'uuid') return crypto.randomUUID();
  // A number in a path (a bulk batch's row line, coerced from its text).
  if (def.type === 'number') return '1';
  return 'BTC';
}

function samples(schema: z.ZodType | undefined): Record<string, string> {
  const shape =
    (schema as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).flatMap(([k, s]) => {
      const v = sample(s);
      return v === undefined ? [] : [[k, v]];
    }),
  );
}

/**
 * The field's path as the answer's `fields` names it: each `*` is the index of an array item (0) or
 * the key of a record value, read off the smallest value that reaches the field.
 */
function namedPath(field: TextField, part: 'body' | 'query' | 'params'): string[] {
  if (part !== 'body') return field.path.map((p) => (p === '*' ? 'X' : p));
  let node: unknown = field.build('');
  return field.path.map((p) => {
    const key = p === '*' ? (Array.isArray(node) ? '0' : (Object.keys(node ?? {})[0] ?? 'X')) : p;
    node = (node as Record<string, unknown> | undefined)?.[key];
    return key;
  });
}

/** The request that holds `value` in this field of this part of the call, every other required part valid. */
function requestWith(
  call: CallDefinition,
  part: 'body' | 'query' | 'params',
  field: TextField,
  value: string,
) {
  const params = {
    ...samples(call.params),
    ...(part === 'params' ? (field.build(value) as Record<string, string>) : {}),
  };
  const query = {
    ...samples(call.query),
    ...(part === 'query' ? (field.build(value) as Record<string, string>) : {}),
  };
  const path = call.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encode(params[name] ?? 'x'),
  );
  const search = Object.entries(query)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  return {
    url: `${FIAT_BASE_PATH}${path}${search ? `?${search}` : ''}`,
    payload:
      part === 'body'
        ? JSON.stringify(field.build(value))
        : call.body && call.method !== 'GET'
          ? '{}'
          : undefined,
    /** Where the answer's `fields` names it (array items and record values by their first index or key). */
    name: [part === 'body' ? '' : part, ...namedPath(field, part)].filter(Boolean).join('.'),
  };
}

for (const engine of ENGINES) {
  describe(`fuzzing every call on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine, { listen: false });
    });
    afterAll(async () => {
      await server?.close();
    });

    it(
      'never answers 5xx to malformed bodies, queries or path parameters',
      async () => {
        const customer = await server.ctx.db
          .selectFrom('customers')
          .selectAll()
          .where('email_normalized', '=', 'aisha@demo.bank')
          .executeTakeFirstOrThrow();
        // a real session, so bearer calls get past authentication and reach their validation
        const token = (
          await server.ctx.sessions.create(customer, { ip: '127.0.0.1', userAgent: 'fuzz' })
        ).accessToken;
        for (const call of callList) {
          const url = FIAT_BASE_PATH + call.path;
          const headers: Record<string, string> =
            call.auth === 'bearer' ? { authorization: `Bearer ${token}` } : {};
          const property = fc.asyncProperty(
            bodyArbitrary(call),
            fc.dictionary(
              fc.constantFrom('customer_id', 'limit', 'channel', 'recipient', 'x'),
              fc.string({ maxLength: 30 }),
              { maxKeys: 3 },
            ),
            fc.string({ maxLength: 40 }),
            async (body, query, param) => {
              const res = await server.app.inject({
                method: call.method,
                url: fill(url, param || 'x'),
                query,
                headers: {
                  ...headers,
                  ...(call.method === 'GET' ? {} : { 'content-type': 'application/json' }),
                },
                ...(call.method === 'GET'
                  ? {}
                  : { payload: body === undefined ? '' : JSON.stringify(body) }),
              });
              if (res.statusCode >= 500)
                throw new Error(
                  `${call.id} answered ${res.statusCode}: ${res.body} for ${JSON.stringify(body)}`,
                );
              if (res.statusCode >= 400) {
                const parsed = errorBodySchema.safeParse(res.json());
                if (!parsed.success) throw new Error(`${call.id}: not the error body: ${res.body}`);
              }
              const bodyInvalid = call.body ? !call.body.safeParse(body).success : false;
              if (bodyInvalid && res.statusCode < 400) {
                throw new Error(`${call.id} accepted an invalid body: ${JSON.stringify(body)}`);
              }
            },
          );
          await fc.assert(property, { numRuns: RUNS[engine] ?? 10 });
        }
        expect(callList.length).toBeGreaterThan(30);
        // A bound, not a speed check: the property sends many requests per call, and the list of
        // calls grows with the API; a loaded CI machine must not turn that into a timeout.
      },
      callList.length * (RUNS[engine] ?? 10) * 250,
    );

    it('refuses control and spoofing characters in every text field of every call: 400 naming the field', async () => {
      const customer = await server.ctx.db
        .selectFrom('customers')
        .selectAll()
        .where('email_normalized', '=', 'aisha@demo.bank')
        .executeTakeFirstOrThrow();
      const token = (
        await server.ctx.sessions.create(customer, { ip: '127.0.0.1', userAgent: 'fuzz' })
      ).accessToken;
      let fields = 0;
      for (const call of callList) {
        for (const part of ['body', 'query', 'params'] as const) {
          for (const field of textFieldsOf(call[part])) {
            fields++;
            // A query string cannot carry a lone surrogate: its decoder turns the bytes into U+FFFD, ordinary text.
            const characters =
              part === 'query'
                ? FORBIDDEN_TEXT_SAMPLES.filter((c) => !/[\uD800-\uDFFF]/.test(c))
                : FORBIDDEN_TEXT_SAMPLES;
            const property = fc.asyncProperty(
              fc.constantFrom(...characters),
              fc.string({ maxLength: 6 }),
              fc.string({ maxLength: 6 }),
              async (bad, before, after) => {
                // Inside the value, so that trimming cannot take it away.
                const request = requestWith(call, part, field, `${before}a${bad}b${after}`);
                const res = await server.app.inject({
                  method: call.method,
                  url: request.url,
                  headers: {
                    ...(call.auth === 'bearer' ? { authorization: `Bearer ${token}` } : {}),
                    ...(request.payload !== undefined
                      ? { 'content-type': 'application/json' }
                      : {}),
                  },
                  ...(request.payload !== undefined ? { payload: request.payload } : {}),
                });
                const what = `${call.id} ${part} ${field.path.join('.')} with ${JSON.stringify(bad)}: ${res.statusCode} ${res.body}`;
                if (res.statusCode !== 400) throw new Error(what);
                const parsed = errorBodySchema.safeParse(res.json());
                if (!parsed.success || parsed.data.error.code !== 'validation_error')
                  throw new Error(what);
                // A path that is not valid UTF-8 (a lone surrogate) is refused by the router, before there are parameters to name.
                const named = Object.keys(parsed.data.error.fields ?? {});
                if (
                  !field.isKey &&
                  !named.includes(request.name) &&
                  !(part === 'params' && named.includes('path'))
                )
                  throw new Error(`${what} (expected the field ${request.name})`);
              },
            );
            await fc.assert(property, {
              numRuns: TEXT_RUNS,
              examples: characters.map((c) => [c, '', '']),
            });
          }
        }
      }
      expect(fields).toBeGreaterThan(150);
    }, 240_000);

    it('answers garbage that is not JSON with invalid_json', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ minLength: 1, maxLength: 100 }).filter((s) => {
            try {
              JSON.parse(s);
              return false;
            } catch {
              return s.trim() !== '';
            }
          }),
          async (raw) => {
            const res = await server.app.inject({
              method: 'POST',
              url: `${FIAT_BASE_PATH}/auth0/login_with_auth0`,
              payload: raw,
              headers: { 'content-type': 'application/json' },
            });
            expect(res.statusCode).toBe(400);
            expect(res.json().error.code).toBe('invalid_json');
          },
        ),
        { numRuns: RUNS[engine] ?? 10 },
      );
    });
  });
}
