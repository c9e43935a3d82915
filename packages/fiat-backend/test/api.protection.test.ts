// Protection: progressive lockout with a retry time, rate limits per IP and per account, and logs
// that never carry passwords, codes or tokens.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  codeIn,
  ENGINES,
  expectError,
  lastMessage,
  login,
  loginRequest,
  PASSWORD,
  startServer,
  type TestServer,
} from './helpers';

for (const engine of ENGINES) {
  describe(`lockout and rate limits on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine, {
        limits: {
          loginPerIp: { limit: 40, windowSeconds: 900 },
          loginPerAccount: { limit: 25, windowSeconds: 900 },
          resetPerEmail: { limit: 3, windowSeconds: 3600 },
          codeSendPerSubject: { limit: 3, windowSeconds: 900 },
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('locks a login after 5 failures, says when to retry, and doubles the wait on the next failure', async () => {
      for (let i = 0; i < 4; i++)
        expectError(
          await loginRequest(server, 'aisha@demo.bank', 'wrong-password-1'),
          401,
          'invalid_credentials',
        );
      const locked = await loginRequest(server, 'aisha@demo.bank', 'wrong-password-1');
      expectError(locked, 429, 'account_locked');
      expect(locked.body.error.retry_after_seconds).toBe(60);
      expect(Date.parse(locked.body.error.retry_at)).toBe(server.clock.now().getTime() + 60_000);
      expect(locked.body.error.message).toMatch(/Try again in 60 seconds/);
      expect(locked.headers.get('retry-after')).toBe('60');
      // even the right password waits
      expectError(await loginRequest(server, 'aisha@demo.bank'), 429, 'account_locked');
      server.clock.advance(61);
      const doubled = await loginRequest(server, 'aisha@demo.bank', 'wrong-password-1');
      expectError(doubled, 429, 'account_locked');
      expect(doubled.body.error.retry_after_seconds).toBe(120);
      server.clock.advance(121);
      expect((await loginRequest(server, 'aisha@demo.bank')).status).toBe(200);
      // a success resets the count
      expectError(
        await loginRequest(server, 'aisha@demo.bank', 'wrong-password-1'),
        401,
        'invalid_credentials',
      );
      const audit = await server.ctx.db
        .selectFrom('audit_log')
        .select('event')
        .where('event', '=', 'account_locked')
        .execute();
      expect(audit.length).toBe(2);
    });

    it('locks unknown e-mails the same way (no enumeration)', async () => {
      for (let i = 0; i < 4; i++)
        expectError(
          await loginRequest(server, 'ghost@demo.bank', 'wrong-password-1'),
          401,
          'invalid_credentials',
        );
      expectError(
        await loginRequest(server, 'ghost@demo.bank', 'wrong-password-1'),
        429,
        'account_locked',
      );
    });

    it('limits login attempts per account and per IP', async () => {
      server.clock.advance(3600);
      let last;
      for (let i = 0; i < 26; i++) last = await loginRequest(server, 'layla@demo.bank');
      expectError(last!, 429, 'rate_limited');
      expect(last!.body.error.retry_after_seconds).toBeGreaterThan(0);
      server.clock.advance(901);
      const emails = ['a', 'b', 'c'].map((x) => `${x}-someone@demo.bank`);
      let ipLimited;
      for (let i = 0; i < 45 && !ipLimited; i++) {
        const r = await loginRequest(server, emails[i % 3] as string, `wrong-password-${i}`);
        if (r.status === 429 && r.body.error.code === 'rate_limited') ipLimited = r;
      }
      expect(ipLimited?.body.error.code).toBe('rate_limited');
      server.clock.advance(901);
    });

    it('limits password-reset mails per address without changing the answer', async () => {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const { captchaToken } = await import('./helpers');
        answers.push(
          await call(server, 'POST', '/password/forgot', {
            body: { email: 'omar@demo.bank', tokenV3: await captchaToken(server) },
          }),
        );
      }
      expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
      const mails = await call(server, 'GET', '/dev/outbox?recipient=omar%40demo.bank&limit=50');
      expect(
        mails.body.data.filter((m: { subject: string }) => m.subject === 'Reset your password'),
      ).toHaveLength(3);
    });

    it('limits codes sent per login', async () => {
      server.clock.advance(3600);
      const t = (await loginRequest(server, 'layla@demo.bank')).body.data.mfa_token as string;
      for (let i = 0; i < 3; i++)
        expect(
          (
            await call(server, 'POST', '/auth0/mfa/send_otp', {
              body: { mfa_token: t, channel: 'sms' },
            })
          ).status,
        ).toBe(202);
      expectError(
        await call(server, 'POST', '/auth0/mfa/send_otp', {
          body: { mfa_token: t, channel: 'sms' },
        }),
        429,
        'rate_limited',
      );
    });
  });
}

describe('logs', () => {
  it('never contain passwords, codes or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startServer('pglite', { logStream: stream });
    try {
      const secrets: string[] = [PASSWORD];
      const a = await login(server, 'aisha@demo.bank');
      secrets.push(a.token, a.cookie.split('=')[1] as string);
      await loginRequest(server, 'aisha@demo.bank', 'Secret-Wrong-Password-9');
      secrets.push('Secret-Wrong-Password-9');
      const mfa = await loginRequest(server, 'layla@demo.bank');
      const mfaToken = mfa.body.data.mfa_token as string;
      secrets.push(mfaToken);
      await call(server, 'POST', '/auth0/mfa/send_otp', {
        body: { mfa_token: mfaToken, channel: 'sms' },
      });
      const code = codeIn((await lastMessage(server, '+971501110003')).body);
      secrets.push(code);
      const ok = await call(server, 'POST', '/auth0/mfa/confirm_auth0', {
        body: {
          grant_type: 'http://auth0.com/oauth/grant-type/mfa-oob',
          mfa_token: mfaToken,
          otp_code: code,
          email: 'layla@demo.bank',
          password: PASSWORD,
        },
      });
      secrets.push(ok.body.new_jwt_tokens.tokens.access_token);
      const refreshed = await call(server, 'POST', '/customer/refresh', { cookie: a.cookie });
      secrets.push(refreshed.body.new_jwt_tokens.tokens.access_token);
      // a validation failure that echoes nothing of the body
      await call(server, 'POST', '/auth0/login_with_auth0', {
        body: { email: 'x', password: 'Leaky-Password-77' },
      });
      secrets.push('Leaky-Password-77');
      // A pay link's token is read from the path (its page, public).
      const linkToken = 'PayLinkTokenSecret0123';
      await call(server, 'GET', `/pay_links/${linkToken}`);
      secrets.push(linkToken);
      server.ctx.log.info(
        { body: { password: 'Direct-Log-Password', otp_code: '123456', token: 'tok-direct' } },
        'a careless log line',
      );
      secrets.push('Direct-Log-Password', 'tok-direct');
      const all = lines.join('');
      expect(lines.length).toBeGreaterThan(10);
      expect(all).toContain('audit login_succeeded');
      expect(all).toContain('[redacted]');
      for (const secret of secrets)
        expect(all.includes(secret), `log contains a secret (${secret.slice(0, 4)}…)`).toBe(false);
      expect(all).not.toMatch(/"otp_code":"\d{6}"/);
    } finally {
      await server.close();
    }
  });
});
