// Security alerts, read from the outbox over real HTTP on PGlite and PostgreSQL: a login from a new
// device or place, a lockout, a password and a second-factor change each e-mail the customer what
// happened and what to do if it was not them; the login history marks failed attempts as failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  captchaToken,
  ENGINES,
  expectError,
  loginRequest,
  PASSWORD,
  startServer,
  tokenIn,
  type TestServer,
} from './helpers';
import { apiFor, newCustomer } from './money-helpers';

const NOT_YOU = /If this was not you, .*call us/s;

for (const engine of ENGINES) {
  describe(`security alerts on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine, { limits: { lockoutThreshold: 3 } });
    });
    afterAll(async () => {
      await server?.close();
    });
    const mailsTo = (to: string) =>
      server.messages.filter((m) => m.to === to && m.channel === 'email');

    it('tells the customer of a login from a new device, not of the same one again; history marks failures', async () => {
      const browser = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0' };
      expect((await loginRequest(server, 'aisha@demo.bank', PASSWORD, browser)).status).toBe(200);
      const before = mailsTo('aisha@demo.bank').length; // the first login ever is no news
      expect((await loginRequest(server, 'aisha@demo.bank', PASSWORD, browser)).status).toBe(200);
      expect(mailsTo('aisha@demo.bank')).toHaveLength(before);
      // The history is ordered by time: each attempt a second after the one before.
      server.clock.advance(1);
      expectError(
        await loginRequest(server, 'aisha@demo.bank', 'not the password', browser),
        401,
        'invalid_credentials',
      );
      server.clock.advance(1);
      const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1' };
      const other = await loginRequest(server, 'aisha@demo.bank', PASSWORD, phone);
      expect(other.status).toBe(200);
      const alert = mailsTo('aisha@demo.bank').at(-1);
      expect(alert?.subject).toBe('New login to your Sadu Bank account');
      expect(alert?.text).toContain('iPhone');
      expect(alert?.text).toContain('IP address 127.0.0.1');
      expect(alert?.text).toMatch(/When: \d\d-\d\d-\d{4} \d\d:\d\d UTC/);
      expect(alert?.text).toMatch(NOT_YOU);

      const token = other.body.new_jwt_tokens.tokens.access_token as string;
      const history = (await call(server, 'GET', '/security/login-activity', { token })).body.data;
      expect(
        history.recent_login_history.slice(0, 3).map((e: { success: boolean }) => e.success),
      ).toEqual([true, false, true]);
      expect(history.last_failed_login).not.toBeNull();
    });

    it('tells the customer when failed attempts lock the login', async () => {
      for (let i = 0; i < 2; i++)
        expectError(
          await loginRequest(server, 'omar@demo.bank', 'wrong password here'),
          401,
          'invalid_credentials',
        );
      expect(mailsTo('omar@demo.bank').filter((m) => /locked/.test(m.subject ?? ''))).toHaveLength(
        0,
      );
      expectError(
        await loginRequest(server, 'omar@demo.bank', 'wrong password here'),
        429,
        'account_locked',
      );
      const alert = mailsTo('omar@demo.bank').at(-1);
      expect(alert?.subject).toBe('Your Sadu Bank login is locked after failed attempts');
      expect(alert?.text).toMatch(/locked until \d\d-\d\d-\d{4} \d\d:\d\d UTC/);
      expect(alert?.text).toMatch(NOT_YOU);
    });

    it('tells the customer of a password change and of second-factor changes', async () => {
      await call(server, 'POST', '/password/forgot', {
        body: { email: 'layla@demo.bank', tokenV3: await captchaToken(server) },
      });
      const link = tokenIn(mailsTo('layla@demo.bank').at(-1)?.text ?? '');
      expect(
        (
          await call(server, 'POST', '/password/reset', {
            body: { token: link, password: 'a brand new passphrase 7' },
          })
        ).status,
      ).toBe(200);
      const changed = mailsTo('layla@demo.bank').at(-1);
      expect(changed?.subject).toBe('Your password was changed');
      expect(changed?.text).toMatch(
        /every session was logged out.*If this was not you, ask for a new password/s,
      );

      const c = await newCustomer(server);
      await server.ctx.db
        .updateTable('customers')
        .set({ phone: '+971501234999', phone_verified_at: server.clock.now() })
        .where('id', '=', c.customerId)
        .execute();
      const api = apiFor(server, c.token);
      expect(
        (await api('PUT', '/security/mfa/otp_channel', { otp_channel: 'whatsapp' })).status,
      ).toBe(200);
      const alert = mailsTo(c.email).at(-1);
      expect(alert?.subject).toBe('Your Sadu Bank second factor was changed');
      expect(alert?.text).toContain('login codes are now sent by WhatsApp');
      expect(alert?.text).toMatch(NOT_YOU);
    });
  });
}
