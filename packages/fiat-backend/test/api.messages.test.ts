// What the bank sends, read from the development outbox over real HTTP on PGlite and PostgreSQL:
// every SMS, WhatsApp message and e-mail names the bank by its configured brand (a bare "Bank"
// reads like phishing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { apiFor, newCustomer } from './money-helpers';
import {
  call,
  captchaToken,
  codeIn,
  ENGINES,
  lastMessage,
  loginRequest,
  startServer,
  tokenIn,
  type TestServer,
} from './helpers';

const BRAND = 'Sadu Bank';

interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
}

async function outbox(server: TestServer): Promise<OutboxRow[]> {
  return (await call(server, 'GET', '/dev/outbox?limit=200')).body.data as OutboxRow[];
}

/** The brand is there, and "Bank" appears nowhere except inside it. */
function expectBranded(row: OutboxRow): void {
  const whole = `${row.subject ?? ''}\n${row.body}`;
  expect(whole, `${row.channel} to ${row.recipient}`).toContain(BRAND);
  expect(whole.replaceAll(BRAND, ''), `${row.channel} to ${row.recipient}`).not.toMatch(/\bBank\b/);
}

describe('the brand name', () => {
  it('is Sadu Bank unless BANK_NAME says otherwise, and signs the sender of e-mail', () => {
    expect(loadConfig({}).bankName).toBe('Sadu Bank');
    expect(loadConfig({}).mailFrom).toBe('Sadu Bank <no-reply@bank.localhost>');
    expect(loadConfig({ BANK_NAME: 'Falcon Bank' })).toMatchObject({
      bankName: 'Falcon Bank',
      mailFrom: 'Falcon Bank <no-reply@bank.localhost>',
    });
    expect(() => loadConfig({ BANK_NAME: 'Evil <x@y>' })).toThrow(/BANK_NAME/);
  });
});

for (const engine of ENGINES) {
  describe(`messages on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });
    const post = (path: string, body: unknown) => call(server, 'POST', path, { body });

    it('name the bank in every SMS, WhatsApp message and e-mail of sign-up, login and reset', async () => {
      // Sign-up: corporate e-mail code, phone code by WhatsApp, e-mail verification link.
      const email = 'brand@oasis-corp.example';
      const start = await post('/registration/start', {
        user_type: 'corporate',
        email,
        tokenV3: await captchaToken(server),
      });
      const registration_token = start.body.data.registration_token as string;
      await post('/registration/corporate/verify', {
        registration_token,
        otp_code: codeIn((await lastMessage(server, email)).body),
      });
      await post('/registration/password', {
        registration_token,
        password: 'correct horse battery staple 42',
      });
      await post('/registration/personal_details', {
        registration_token,
        first_name: 'Sara',
        last_name: 'K',
        date_of_birth: '1985-06-01',
        nationality: 'IN',
        country_of_residence: 'AE',
        phone: '+971509990077',
        company_name: 'Oasis Corp',
      });
      await post('/registration/otp/generate', { registration_token, channel: 'whatsapp' });
      // Login code by SMS.
      const t = await loginRequest(server, 'layla@demo.bank');
      expect(
        (await post('/auth0/mfa/send_otp', { mfa_token: t.body.data.mfa_token, channel: 'sms' }))
          .status,
      ).toBe(202);
      // Password reset: the link, then the notice.
      await post('/password/forgot', {
        email: 'aisha@demo.bank',
        tokenV3: await captchaToken(server),
      });
      const token = tokenIn((await lastMessage(server, 'aisha@demo.bank')).body);
      expect(
        (await post('/password/reset', { token, password: 'a brand new passphrase 7' })).status,
      ).toBe(200);

      const rows = await outbox(server);
      expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(['email', 'sms', 'whatsapp']));
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const row of rows) expectBranded(row);
      expect((await lastMessage(server, '+971501110003')).body).toMatch(
        /^Your Sadu Bank login code is \d{6}\./,
      );
    });

    it('lists the authenticator under the brand name', async () => {
      const c = await newCustomer(server);
      const setup = await apiFor(server, c.token)('POST', '/security/mfa/totp/setup');
      expect(setup.body.data.otpauth_uri).toContain('issuer=Sadu%20Bank');
    });
  });
}
