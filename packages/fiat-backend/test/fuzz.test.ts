// Property-based fuzzing of every request body, query and path parameter (fast-check): malformed
// input always gets a 4xx with the error body, never a 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList, errorBodySchema, FIAT_BASE_PATH, type CallDefinition } from '@bank/api-contract';
import { ENGINES, startServer, type TestServer } from './helpers';

const RUNS: Record<string, number> = { pglite: 40, postgres: 12 };

/** Valid-looking values per field name, so mutations reach deep into the handlers. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('aisha@demo.bank', 'a@b.co', 'x@y', ''),
  password: fc.constantFrom('Demo-Bank-2026!', 'x', 'a'.repeat(200)),
  otp_code: fc.constantFrom('123456', '000000', 'ABCDE-FGH23', '12345'),
  grant_type: fc.constantFrom('password', 'http://auth0.com/oauth/grant-type/mfa-otp', 'http://auth0.com/oauth/grant-type/mfa-oob'),
  channel: fc.constantFrom('sms', 'whatsapp', 'email'),
  user_type: fc.constantFrom('individual', 'corporate', 'other'),
  phone: fc.constantFrom('+971501234567', '0501234567'),
  date_of_birth: fc.constantFrom('1990-01-01', '2030-02-30', '01-01-1990'),
  // Money: amounts and codes at the edges, so that mutations reach the money handlers' own checks.
  amount: fc.constantFrom('10.00', '0', '-1', '1.001', '1e5', '99999999999999999999', '0.00000001', ' 5 '),
  currency: fc.constantFrom('AED', 'USD', 'JPY', 'BHD', 'BTC', 'XYZ', 'aed', ''),
  from_currency: fc.constantFrom('AED', 'USD', 'BTC', 'XYZ'),
  to_currency: fc.constantFrom('EUR', 'AED', 'ETH', 'QQQ'),
  idempotency_key: fc.constantFrom('0b0f3c3e-8e7b-4b7e-9a43-2f1d2c3b4a59', 'short', 'x'.repeat(101)),
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
  const field = (k: string) => fc.oneof(plausible[k] ?? fc.string({ maxLength: 40 }), json, fc.constant(undefined));
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, field(k)])), { requiredKeys: [] });
  return fc.oneof(json, record, record.map((r) => ({ ...r, extra: '💥' })));
}

function fill(path: string, value: string): string {
  return path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(value));
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

    it('never answers 5xx to malformed bodies, queries or path parameters', async () => {
      const customer = await server.ctx.db.selectFrom('customers').selectAll().where('email_normalized', '=', 'aisha@demo.bank').executeTakeFirstOrThrow();
      // a real session, so bearer calls get past authentication and reach their validation
      const token = (await server.ctx.sessions.create(customer, { ip: '127.0.0.1', userAgent: 'fuzz' })).accessToken;
      for (const call of callList) {
        const url = FIAT_BASE_PATH + call.path;
        const headers: Record<string, string> = call.auth === 'bearer' ? { authorization: `Bearer ${token}` } : {};
        const property = fc.asyncProperty(
          bodyArbitrary(call),
          fc.dictionary(fc.constantFrom('customer_id', 'limit', 'channel', 'recipient', 'x'), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
          fc.string({ maxLength: 40 }),
          async (body, query, param) => {
            const res = await server.app.inject({
              method: call.method,
              url: fill(url, param || 'x'),
              query,
              headers: { ...headers, ...(call.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
              ...(call.method === 'GET' ? {} : { payload: body === undefined ? '' : JSON.stringify(body) }),
            });
            if (res.statusCode >= 500) throw new Error(`${call.id} answered ${res.statusCode}: ${res.body} for ${JSON.stringify(body)}`);
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
    }, callList.length * (RUNS[engine] ?? 10) * 250);

    it('answers garbage that is not JSON with invalid_json', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ minLength: 1, maxLength: 100 }).filter((s) => {
          try {
            JSON.parse(s);
            return false;
          } catch {
            return s.trim() !== '';
          }
        }), async (raw) => {
          const res = await server.app.inject({ method: 'POST', url: `${FIAT_BASE_PATH}/auth0/login_with_auth0`, payload: raw, headers: { 'content-type': 'application/json' } });
          expect(res.statusCode).toBe(400);
          expect(res.json().error.code).toBe('invalid_json');
        }),
        { numRuns: RUNS[engine] ?? 10 },
      );
    });
  });
}
