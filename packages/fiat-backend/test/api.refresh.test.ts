// Refresh-token rotation under concurrency: several tabs (or several server instances) refreshing
// with one cookie at the same moment all get the same successor and the session stays valid; a
// rotated token presented after the grace period, or two generations old, still revokes the family.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  ENGINES,
  expectError,
  login,
  startInstance,
  startServer,
  type Answer,
  type TestServer,
} from './helpers';

const TABS = 8;

function successorOf(answers: Answer[]): string {
  const cookies = new Set(answers.map((a) => a.cookies.bank_refresh?.value));
  expect(cookies.size).toBe(1);
  const [cookie] = cookies;
  if (!cookie) throw new Error('no refresh cookie');
  return `bank_refresh=${cookie}`;
}

async function expectRevoked(server: TestServer, cookie: string, token: string): Promise<void> {
  expectError(await call(server, 'POST', '/customer/refresh', { cookie }), 401, 'refresh_invalid');
  expectError(await call(server, 'POST', '/customer/isauthorised', { token }), 401, 'unauthorized');
}

for (const engine of ENGINES) {
  describe(`refresh token rotation on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it(`${TABS} refreshes at once with one cookie all succeed with one successor; the session stays valid`, async () => {
      const s = await login(server, 'aisha@demo.bank');
      const answers = await Promise.all(
        Array.from({ length: TABS }, () =>
          call(server, 'POST', '/customer/refresh', { cookie: s.cookie }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(TABS).fill(200));
      const next = successorOf(answers);
      expect(next).not.toBe(s.cookie);
      for (const a of answers) {
        const auth = await call(server, 'POST', '/customer/isauthorised', {
          token: a.body.new_jwt_tokens.tokens.access_token,
        });
        expect(auth.status).toBe(200);
        expect(auth.body.data.customer_id).toBe(s.customerId);
      }
      // One session, not eight; the successor rotates as usual.
      const sessions = await call(server, 'GET', '/security/sessions', {
        token: answers[0]?.body.new_jwt_tokens.tokens.access_token,
      });
      expect(sessions.body.data.filter((x: { current: boolean }) => x.current)).toHaveLength(1);
      const later = await call(server, 'POST', '/customer/refresh', { cookie: next });
      expect(later.status).toBe(200);
      expect(
        (
          await call(server, 'POST', '/customer/isauthorised', {
            token: later.body.new_jwt_tokens.tokens.access_token,
          })
        ).status,
      ).toBe(200);
      const reuse = await server.ctx.db
        .selectFrom('audit_log')
        .select('event')
        .where('event', '=', 'refresh_reuse_detected')
        .where('customer_id', '=', s.customerId)
        .execute();
      expect(reuse).toHaveLength(0);
    });

    it('a rotated token presented after the grace period revokes the family', async () => {
      const s = await login(server, 'aisha@demo.bank');
      const first = await call(server, 'POST', '/customer/refresh', { cookie: s.cookie });
      expect(first.status).toBe(200);
      server.clock.advance(server.ctx.config.refreshGraceSeconds + 1);
      expectError(
        await call(server, 'POST', '/customer/refresh', { cookie: s.cookie }),
        401,
        'refresh_invalid',
      );
      await expectRevoked(
        server,
        successorOf([first]),
        first.body.new_jwt_tokens.tokens.access_token,
      );
      const audit = await server.ctx.db
        .selectFrom('audit_log')
        .select('event')
        .where('event', '=', 'refresh_reuse_detected')
        .where('customer_id', '=', s.customerId)
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('a token two generations old revokes the family, even within the grace period', async () => {
      const s = await login(server, 'aisha@demo.bank');
      const first = await call(server, 'POST', '/customer/refresh', { cookie: s.cookie });
      const second = await call(server, 'POST', '/customer/refresh', {
        cookie: successorOf([first]),
      });
      expect(second.status).toBe(200);
      expectError(
        await call(server, 'POST', '/customer/refresh', { cookie: s.cookie }),
        401,
        'refresh_invalid',
      );
      await expectRevoked(
        server,
        successorOf([second]),
        second.body.new_jwt_tokens.tokens.access_token,
      );
    });

    it('without a grace period (REFRESH_GRACE_SECONDS=0) the second of two refreshes revokes the family', async () => {
      const grace = server.ctx.config.refreshGraceSeconds;
      server.ctx.config.refreshGraceSeconds = 0;
      try {
        const s = await login(server, 'aisha@demo.bank');
        const [a, b] = await Promise.all([
          call(server, 'POST', '/customer/refresh', { cookie: s.cookie }),
          call(server, 'POST', '/customer/refresh', { cookie: s.cookie }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 401]);
        const winner = a.status === 200 ? a : b;
        await expectRevoked(
          server,
          successorOf([winner]),
          winner.body.new_jwt_tokens.tokens.access_token,
        );
      } finally {
        server.ctx.config.refreshGraceSeconds = grace;
      }
    });

    if (engine === 'postgres') {
      it('several server instances sharing one PostgreSQL answer concurrent refreshes with one successor', async () => {
        const other = await startInstance(server);
        try {
          const s = await login(server, 'aisha@demo.bank');
          const answers = await Promise.all(
            Array.from({ length: TABS }, (_, i) =>
              call(i % 2 ? other : server, 'POST', '/customer/refresh', { cookie: s.cookie }),
            ),
          );
          expect(answers.map((a) => a.status)).toEqual(Array(TABS).fill(200));
          const next = successorOf(answers);
          for (const a of answers)
            expect(
              (
                await call(other, 'POST', '/customer/isauthorised', {
                  token: a.body.new_jwt_tokens.tokens.access_token,
                })
              ).status,
            ).toBe(200);
          expect((await call(other, 'POST', '/customer/refresh', { cookie: next })).status).toBe(
            200,
          );
        } finally {
          await other.close();
        }
      });
    }
  });
}
