// What a probe from outside found (issue 23), on PGlite and PostgreSQL: concurrent identical
// requests decided by a constraint (one invitation, one beneficiary, the rest the sequential 409),
// rates and figures past what the arithmetic holds answered 4xx, a token with a subject that is not
// a UUID a 401, an address over 16 KB the one error body with `Connection: close`, and a file name
// that looks like markup kept as data.
import net from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, ISSUER } from '../src/security/sessions';
import { ENGINES, call, expectError, startServer, type TestServer } from './helpers';
import { jpegFile, upload } from './kyc-fixtures';
import { apiFor, fund, key, newCustomer, openWallet, tokenFor } from './money-helpers';

const GB = {
  kind: 'external',
  name: 'Supplier Ltd',
  iban: 'GB29NWBK60161331926819',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  bank_address: 'London',
  country: 'GB',
  currency: 'GBP',
};

/** The raw answer to a request written by hand (what a client that is not a browser may send). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.write(request);
  });
}

for (const engine of ENGINES) {
  describe(`what the probe found, on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('ten concurrent invitations of one e-mail: one 201, nine 409 email_taken, one user', async () => {
      const admin = apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'));
      const email = `race-${key().slice(0, 8)}@falcon-trading.demo.bank`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          admin('POST', '/subaccount/invite', {
            email,
            first_name: 'Race',
            last_name: `Number${i}`,
            customer_type: 'viewer',
          }),
        ),
      );
      const statuses = answers.map((a) => `${a.status} ${a.body.error?.code ?? 'ok'}`).sort();
      expect(statuses).toEqual(['201 ok', ...Array.from({ length: 9 }, () => '409 email_taken')]);
      const users = await server.ctx.db
        .selectFrom('customers')
        .select('id')
        .where('email_normalized', '=', email)
        .execute();
      expect(users).toHaveLength(1);
    });

    it('two identical concurrent beneficiaries (external and internal): one row, the other the sequential 409', async () => {
      const c = await newCustomer(server);
      const api = apiFor(server, c.token);
      const other = await newCustomer(server);
      await openWallet(server, other.token, 'AED');
      const internal = { kind: 'internal', email: other.email, currency: 'AED' };
      for (const body of [GB, internal]) {
        const answers = await Promise.all(
          [1, 2, 3, 4].map(() => api('POST', '/beneficiary/add', body)),
        );
        const statuses = answers.map((a) => `${a.status} ${a.body.error?.code ?? 'ok'}`).sort();
        expect(statuses).toEqual([
          '201 ok',
          '409 beneficiary_exists',
          '409 beneficiary_exists',
          '409 beneficiary_exists',
        ]);
      }
      const rows = await server.ctx.db
        .selectFrom('beneficiaries')
        .select('kind')
        .where('owner_id', '=', c.customerId)
        .where('deleted_at', 'is', null)
        .execute();
      expect(rows.map((r) => r.kind).sort()).toEqual(['external', 'internal']);
      // A deleted beneficiary may be saved again.
      const list = (await api('GET', '/beneficiary/list')).body.data as {
        beneficiary_id: string;
        kind: string;
      }[];
      const external = list.find((b) => b.kind === 'external');
      expect((await api('DELETE', `/beneficiary/${external?.beneficiary_id}`)).status).toBe(200);
      expect((await api('POST', '/beneficiary/add', GB)).status).toBe(201);
    });

    it('refuses a rate outside what the arithmetic holds, and answers an overflowing figure with a 4xx', async () => {
      for (const rate of ['0.000000000000000001', '1000000000000', '1.0000000000001']) {
        const answer = await call(server, 'POST', '/dev/fx/rates', {
          body: { rates: { TRY: rate } },
        });
        expectError(answer, 422, 'value_out_of_range');
        expect(answer.body.error.message).toMatch(/outside the range a rate may have/);
      }
      // The extremes that are allowed still quote without overflow.
      const c = await newCustomer(server);
      const api = apiFor(server, c.token);
      const aed = await openWallet(server, c.token, 'AED');
      await openWallet(server, c.token, 'TRY');
      await fund(server, aed, '100000', 'AED');
      for (const rate of ['0.00000001', '999999999']) {
        expect(
          (await call(server, 'POST', '/dev/fx/rates', { body: { rates: { TRY: rate } } })).status,
        ).toBe(200);
        for (const amount of ['1', '100000', '9'.repeat(37)]) {
          const quote = await api('POST', '/fx/quote', {
            from_currency: 'AED',
            to_currency: 'TRY',
            amount_minor: amount,
          });
          expect(quote.status, `${rate} ${amount}: ${JSON.stringify(quote.body)}`).toBeLessThan(
            500,
          );
        }
      }
      await call(server, 'POST', '/dev/fx/rates', { body: { rates: { TRY: '34.5' } } });
    });

    it('answers a signed token whose subject or session is not a UUID with 401', async () => {
      const c = await newCustomer(server);
      const forged = async (claims: Record<string, unknown>) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(server.ctx.keys.accessToken);
      const sid = crypto.randomUUID();
      for (const claims of [
        { sub: 'not-a-uuid', sid },
        { sub: "1' OR '1'='1", sid },
        { sub: '-'.repeat(36), sid },
        { sub: c.customerId, sid: '-'.repeat(36) },
        { sub: c.customerId, sid: 42 },
      ]) {
        const answer = await call(server, 'POST', '/customer/isauthorised', {
          token: await forged(claims),
        });
        expectError(answer, 401, 'unauthorized');
      }
    });

    it('answers an address over 16 KB with the one error body and Connection: close', async () => {
      const port = Number(new URL(server.base).port);
      const answer = await rawRequest(
        port,
        `GET /api/fiat/fx/rates?pad=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      );
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head).toMatch(/\r\nConnection: close\r\n/i);
      expect(JSON.parse(body)).toEqual({
        error: {
          code: 'request_header_too_large',
          message: 'The address or the headers of this request are too long (the limit is 16 KB).',
        },
      });
      // The server is still there for everyone else.
      expect((await call(server, 'GET', '/public/fees')).status).toBe(200);
    });

    it('keeps a KYC file name that looks like markup as data: echoed as sent in JSON, never in a header', async () => {
      const c = await newCustomer(server, { kyc: 'not_started' });
      const hostile = '<img src=x onerror=alert(1)>.png';
      const answer = await upload(
        server.api,
        c.token,
        '/kyc/documents/selfie',
        jpegFile(),
        'image/jpeg',
        hostile,
      );
      expect(answer.status).toBe(201);
      const doc = answer.body.data.documents.find(
        (d: { document_type: string }) => d.document_type === 'selfie',
      );
      expect(doc.file_name).toBe(hostile);
      const served = await fetch(`${server.api}/kyc/files/${doc.document_id}`, {
        headers: { authorization: `Bearer ${c.token}` },
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-disposition')).toBe('inline; filename="selfie.jpg"');
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    });
  });
}
