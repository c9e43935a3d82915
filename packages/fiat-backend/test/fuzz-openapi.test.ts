// Fuzzing from the OpenAPI document (generated from the contract, so every call is covered and a
// new one needs no change here), on PGlite and PostgreSQL: for each operation, requests that the
// document calls valid (every field drawn from its JSON Schema: types, enums, patterns, formats,
// lengths, required keys; real ids of the caller's wallets, beneficiaries and transactions among
// the uuids, so the requests reach deep into the handlers) with one value then spoilt: the wrong
// type, control characters, huge, tiny, negative and exotic amounts, overlong text. Whatever
// comes, the answer is never a 5xx, and every refusal is the one error body.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOpenApiDocument,
  callList,
  errorBodySchema,
  FORBIDDEN_TEXT_SAMPLES,
} from '@bank/api-contract';
import { ENGINES, startServer, type TestServer } from './helpers';

/** Runs per operation; FUZZ_RUNS raises it for a longer search (CI runs the default). */
const RUNS: Record<string, number> = process.env.FUZZ_RUNS
  ? { pglite: Number(process.env.FUZZ_RUNS), postgres: Number(process.env.FUZZ_RUNS) }
  : { pglite: 12, postgres: 6 };

interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: Schema | boolean;
  $ref?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Schema;
}

/** Values that break things: wrong types, control and spoofing characters, numbers at the edges. */
const SPOILERS: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1e308,
    -0,
    [],
    {},
    '',
    ' ',
    '9'.repeat(39),
    '99999999999999999999999999999999999.99',
    '0.0000000000000000001',
    '-0.01',
    '1e400',
    'NaN',
    'Infinity',
    '١٢٣٫٤٥',
    '1,000.00',
    '0x10',
    '00000000-0000-0000-0000-000000000000',
    '\u202Egnp.exe',
    'a'.repeat(5000),
    "'; DROP TABLE customers; --",
    '<script>alert(1)</script>',
  ),
  fc.constantFrom(...FORBIDDEN_TEXT_SAMPLES).map((c) => `a${c}b`),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Values that pass the contract and mean something to the bank, by the field's name. */
const MEANINGFUL: Record<string, fc.Arbitrary<string>> = {
  amount_minor: fc.constantFrom('1000', '1', '100000', '12345', '500050'),
  buy_amount_minor: fc.constantFrom('1000', '25000'),
  currency: fc.constantFrom('AED', 'USD', 'EUR', 'GBP', 'JPY', 'BHD', 'BTC'),
  from_currency: fc.constantFrom('AED', 'USD', 'BTC'),
  to_currency: fc.constantFrom('EUR', 'AED', 'ETH', 'GBP'),
  iban: fc.constantFrom(
    'GB29NWBK60161331926819',
    'AE070331234567890123456',
    'DE89370400440532013000',
  ),
  bic: fc.constantFrom('NWBKGB2L', 'DEUTDEFF', 'EBILAEAD'),
  country: fc.constantFrom('GB', 'AE', 'DE', 'US'),
  email: fc.constantFrom('aisha@demo.bank', 'omar@demo.bank', 'new@test.bank'),
  phone: fc.constantFrom('+971501234567', '+447700900123'),
  purpose_code: fc.constantFrom('FAM', 'GDS', 'SAL'),
};

function stringArbitrary(schema: Schema, name: string, ids: string[]): fc.Arbitrary<string> {
  if (MEANINGFUL[name]) return MEANINGFUL[name];
  if (schema.format === 'uuid') {
    return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  }
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date') return fc.constantFrom('2026-01-31', '1990-05-20', '2027-02-28');
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from: plain text of the right length.
    }
  }
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
}

/** Valid values of a schema (as far as JSON Schema says), `spoil` places one spoiler somewhere. */
function fromSchema(schema: Schema, name: string, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4 || schema.$ref) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((o) => fromSchema(o, name, ids, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  const type = types.find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name, ids);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, name, ids, depth + 1), { maxLength: 3 });
    default: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, s]) => [key, fromSchema(s, key, ids, depth + 1)]),
        ),
        { requiredKeys: [...required].filter((k) => k in properties) },
      );
    }
  }
}

/** The same value with one leaf (chosen by `pick`) replaced by `spoiler`. */
function spoil(value: unknown, pick: number, spoiler: unknown): unknown {
  const leaves: (string | number)[][] = [];
  const visit = (v: unknown, path: (string | number)[]) => {
    if (v && typeof v === 'object') {
      const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v);
      if (entries.length === 0) leaves.push(path);
      for (const [k, x] of entries) visit(x, [...path, k]);
    } else leaves.push(path);
  };
  visit(value, []);
  const path = leaves[pick % Math.max(1, leaves.length)] ?? [];
  if (path.length === 0) return spoiler;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  at[path.at(-1) as string | number] = spoiler;
  return copy;
}

/** Percent-encoding that also carries lone surrogates (as bytes no UTF-8 decoder accepts). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? 'x');
  let out = '';
  for (const c of text) {
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

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { x: v };

const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');

for (const engine of ENGINES) {
  describe(`fuzzing every operation of the OpenAPI document on ${engine}`, () => {
    let server: TestServer;
    let token = '';
    let ids: string[] = [];
    beforeAll(async () => {
      server = await startServer(engine, { listen: false, demo: true });
      const customer = await server.ctx.db
        .selectFrom('customers')
        .selectAll()
        .where('email_normalized', '=', 'aisha@demo.bank')
        .executeTakeFirstOrThrow();
      token = (await server.ctx.sessions.create(customer, { ip: '127.0.0.1', userAgent: 'fuzz' }))
        .accessToken;
      const wallets = await server.ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('owner_id', '=', customer.id)
        .execute();
      const beneficiaries = await server.ctx.db
        .selectFrom('beneficiaries')
        .select('id')
        .where('owner_id', '=', customer.id)
        .execute();
      const transactions = await server.ctx.db
        .selectFrom('transactions')
        .select('id')
        .where('owner_id', '=', customer.id)
        .limit(5)
        .execute();
      ids = [...wallets, ...beneficiaries, ...transactions].map((r) => r.id);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers contract-valid requests with one value spoilt with a 4xx or success, never a 5xx', async () => {
      const doc = buildOpenApiDocument(callList, { includeDevOnly: true });
      let operations = 0;
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, raw] of Object.entries(methods)) {
          const op = raw as {
            operationId: string;
            parameters: Parameter[];
            requestBody?: { content: Record<string, { schema: Schema }> };
            security: unknown[];
          };
          const json = op.requestBody?.content['application/json']?.schema;
          if (op.requestBody && !json) continue; // raw uploads: the document check has its own corpus
          operations++;
          const pathParams = op.parameters.filter((p) => p.in === 'path');
          const queryParams = op.parameters.filter((p) => p.in === 'query');
          const request = fc.record({
            params: fc.record(
              Object.fromEntries(
                pathParams.map((p) => [p.name, fromSchema(p.schema, p.name, ids)]),
              ),
            ),
            query: fc.record(
              Object.fromEntries(
                queryParams.map((p) => [p.name, fromSchema(p.schema, p.name, ids)]),
              ),
              { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
            ),
            body: json ? fromSchema(json, 'body', ids) : fc.constant(undefined),
          });
          const property = fc.asyncProperty(
            request,
            fc.constantFrom('params', 'query', 'body', 'none'),
            fc.nat(),
            SPOILERS,
            async (valid, where, pick, spoiler) => {
              const r =
                where === 'none'
                  ? valid
                  : { ...valid, [where]: spoil(valid[where as 'body'], pick, spoiler) };
              const params = asRecord(r.params);
              const query = asRecord(r.query);
              const search = queryString(query);
              const url =
                path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => encode(params[name])) +
                (search ? `?${search}` : '');
              const res = await server.app.inject({
                method: method.toUpperCase() as 'GET',
                url,
                headers: {
                  ...(op.security.length ? { authorization: `Bearer ${token}` } : {}),
                  ...(json ? { 'content-type': 'application/json' } : {}),
                },
                ...(json ? { payload: r.body === undefined ? '' : JSON.stringify(r.body) } : {}),
              });
              const what = `${op.operationId} ${method.toUpperCase()} ${url.slice(0, 300)} ${JSON.stringify(r.body)?.slice(0, 300)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
              if (res.statusCode >= 500) throw new Error(what);
              if (res.statusCode >= 400 && !errorBodySchema.safeParse(res.json()).success) {
                throw new Error(`not the error body: ${what}`);
              }
            },
          );
          await fc.assert(property, { numRuns: RUNS[engine] ?? 6 });
        }
      }
      expect(operations).toBeGreaterThan(90);
    }, 600_000);
  });
}
