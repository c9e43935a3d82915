// Profile and settings over real HTTP on PGlite and PostgreSQL: the profile's two kinds of fields,
// the e-mail change in three steps (with a wrong and an expired code, a wrong password, the old
// address told), the phone change (mobile numbers only), language, theme and notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINES,
  call,
  codeIn,
  expectError,
  loginRequest,
  startServer,
  type TestServer,
} from './helpers';
import { apiFor, newCustomer, tokenFor, type Customer } from './money-helpers';

/** A customer with a real password (the demo one), so that the password steps can be checked. */
async function withPassword(
  server: TestServer,
  kyc: 'not_started' | 'approved' = 'approved',
): Promise<Customer> {
  const c = await newCustomer(server, { kyc });
  await server.ctx.db
    .updateTable('customers')
    .set({ password_hash: await server.ctx.passwords.hash('Demo-Bank-2026!') })
    .where('id', '=', c.customerId)
    .execute();
  return c;
}

const lastTo = (server: TestServer, to: string) =>
  server.messages.filter((m) => m.to === to).at(-1);

for (const engine of ENGINES) {
  describe(`profile and settings on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('changes occupation and address at once, and the verified fields only before the identity check is submitted', async () => {
      const fresh = apiFor(server, (await newCustomer(server, { kyc: 'not_started' })).token);
      const changed = await fresh('PUT', '/customer/profile', {
        first_name: 'Mariam',
        nationality: 'EG',
        occupation: 'Architect',
        address: { line1: 'Flat 3, Marina Heights', city: 'Dubai' },
      });
      expect(changed.body.data).toMatchObject({
        first_name: 'Mariam',
        nationality: 'EG',
        occupation: 'Architect',
        address: { line1: 'Flat 3, Marina Heights', city: 'Dubai' },
        kyc_status: 'not_started',
      });
      const wrong = await fresh('PUT', '/customer/profile', {
        nationality: 'QQ',
        date_of_birth: '2012-01-01',
      });
      expectError(wrong, 400, 'validation_error');
      expect(wrong.body.error.fields).toEqual({
        date_of_birth: 'You must be at least 18 years old.',
        nationality: 'Not a country we know: use its ISO code, e.g. AE.',
      });

      const approved = apiFor(server, (await newCustomer(server)).token);
      expect(
        (
          await approved('PUT', '/customer/profile', {
            occupation: 'Teacher',
            address: { line1: 'Villa 9', city: 'Abu Dhabi', region: 'Abu Dhabi' },
          })
        ).body.data,
      ).toMatchObject({ occupation: 'Teacher', address: { region: 'Abu Dhabi' } });
      const verified = await approved('PUT', '/customer/profile', {
        last_name: 'Other',
        date_of_birth: '1970-01-01',
      });
      expectError(verified, 409, 'invalid_state');
      expect(verified.body.error.message).toBe(
        'Your last name, date of birth were verified with your identity document: a change needs a new identity check with the new document (contact us).',
      );
      // The same value again is no change.
      expect((await approved('PUT', '/customer/profile', { first_name: 'Test' })).status).toBe(200);
    });

    it('changes the e-mail in three steps: code to the new address (wrong and expired codes refused), password, the old address told', async () => {
      const c = await withPassword(server);
      const api = apiFor(server, c.token);
      const newEmail = `new-${c.customerId.slice(0, 8)}@test.bank`;
      expectError(
        await api('POST', '/customer/email/change/verify', { otp_code: '123456' }),
        404,
        'not_found',
      );
      expectError(
        await api('POST', '/customer/email/change', { new_email: 'aisha@demo.bank' }),
        409,
        'email_taken',
      );
      expectError(
        await api('POST', '/customer/email/change', { new_email: c.email.toUpperCase() }),
        400,
        'validation_error',
      );

      const started = await api('POST', '/customer/email/change', { new_email: newEmail });
      expect(started.status).toBe(202);
      expect(started.body.data).toMatchObject({ channel: 'email', sent_to: 'n•••@test.bank' });
      const code = codeIn(lastTo(server, newEmail)?.text ?? '');
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await api('POST', '/customer/email/change/verify', { otp_code: wrong });
      expectError(refused, 400, 'invalid_code');
      expect(refused.body.error.message).toBe('The code is not correct. 4 attempts left.');
      expectError(
        await api('POST', '/customer/email/change/confirm', { password: 'Demo-Bank-2026!' }),
        409,
        'invalid_state',
      );
      // The code lives 5 minutes.
      server.clock.advance(301);
      expectError(
        await api('POST', '/customer/email/change/verify', { otp_code: code }),
        400,
        'code_expired',
      );

      await api('POST', '/customer/email/change', { new_email: newEmail });
      const fresh = codeIn(lastTo(server, newEmail)?.text ?? '');
      expect(
        (await api('POST', '/customer/email/change/verify', { otp_code: fresh })).body.data,
      ).toMatchObject({ new_email: newEmail, verified: true });
      const badPassword = await api('POST', '/customer/email/change/confirm', {
        password: 'not-my-password',
      });
      expectError(badPassword, 400, 'password_incorrect');
      const done = await api('POST', '/customer/email/change/confirm', {
        password: 'Demo-Bank-2026!',
      });
      expect(done.body.data).toMatchObject({ email: newEmail, email_verified: true });
      expect(lastTo(server, c.email)).toMatchObject({
        subject: 'Your login e-mail address was changed',
        text: expect.stringContaining('n•••@test.bank'),
      });
      const outbox = await call(
        server,
        'GET',
        `/dev/outbox?recipient=${encodeURIComponent(c.email)}&limit=1`,
      );
      expect(outbox.body.data[0].subject).toBe('Your login e-mail address was changed');
      const again = await loginRequest(server, newEmail);
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ status: 'mfa_required' });
      expectError(await loginRequest(server, c.email), 401, 'invalid_credentials');
      expectError(
        await api('POST', '/customer/email/change/confirm', { password: 'Demo-Bank-2026!' }),
        404,
        'not_found',
      );
    });

    it('ends a change that is not finished within 15 minutes, and refuses passwords after five wrong ones', async () => {
      const c = await withPassword(server);
      const api = apiFor(server, c.token);
      const newEmail = `late-${c.customerId.slice(0, 8)}@test.bank`;
      await api('POST', '/customer/email/change', { new_email: newEmail });
      await api('POST', '/customer/email/change/verify', {
        otp_code: codeIn(lastTo(server, newEmail)?.text ?? ''),
      });
      for (let i = 0; i < 5; i++)
        expectError(
          await api('POST', '/customer/email/change/confirm', { password: `wrong-${i}` }),
          400,
          'password_incorrect',
        );
      expectError(
        await api('POST', '/customer/email/change/confirm', { password: 'Demo-Bank-2026!' }),
        429,
        'rate_limited',
      );
      server.clock.advance(15 * 60 + 1);
      const later = apiFor(server, await tokenFor(server, c.customerId));
      expectError(
        await later('POST', '/customer/email/change/confirm', { password: 'Demo-Bank-2026!' }),
        400,
        'code_expired',
      );
    });

    it('changes the phone with a code to the new mobile number and the password; landlines are refused', async () => {
      const c = await withPassword(server);
      const api = apiFor(server, c.token);
      const landline = await api('POST', '/customer/phone/change', {
        phone: '+97142345678',
        channel: 'sms',
      });
      expectError(landline, 400, 'validation_error');
      expect(landline.body.error.message).toBe(
        'Give a mobile number: codes are sent to it by SMS or WhatsApp.',
      );
      const started = await api('POST', '/customer/phone/change', {
        phone: '+971559876543',
        channel: 'whatsapp',
      });
      expect(started.body.data).toMatchObject({ channel: 'whatsapp', sent_to: '+9715••••••43' });
      const message = lastTo(server, '+971559876543');
      expect(message?.channel).toBe('whatsapp');
      const code = codeIn(message?.text ?? '');
      // A mistyped password does not use up the code.
      expectError(
        await api('POST', '/customer/phone/change/confirm', { otp_code: code, password: 'nope' }),
        400,
        'password_incorrect',
      );
      expectError(
        await api('POST', '/customer/phone/change/confirm', {
          otp_code: code === '000000' ? '111111' : '000000',
          password: 'Demo-Bank-2026!',
        }),
        400,
        'invalid_code',
      );
      const done = await api('POST', '/customer/phone/change/confirm', {
        otp_code: code,
        password: 'Demo-Bank-2026!',
      });
      expect(done.body.data).toMatchObject({ phone: '+971559876543', phone_verified: true });
      expect(lastTo(server, c.email)?.subject).toBe('Your phone number was changed');
    });

    it('stores language, theme and notification preferences; security alerts stay on', async () => {
      const api = apiFor(server, (await newCustomer(server)).token);
      expect((await api('GET', '/customer/settings')).body.data).toEqual({
        language: null,
        theme: 'system',
        notifications: {
          transaction_alerts_email: true,
          transaction_alerts_sms: false,
          statements_email: true,
          product_news_email: false,
          product_news_sms: false,
          security_alerts_email: true,
        },
        updated_at: null,
      });
      expect(
        (
          await api('PUT', '/customer/settings/preferences', {
            language: 'ar',
            theme: 'high_contrast',
          })
        ).body.data,
      ).toMatchObject({ language: 'ar', theme: 'high_contrast' });
      expect(
        (await api('PUT', '/customer/settings/preferences', { theme: 'dark' })).body.data,
      ).toMatchObject({ language: 'ar', theme: 'dark' });
      expectError(
        await api('PUT', '/customer/settings/preferences', { theme: 'purple' }),
        400,
        'validation_error',
      );
      const notifications = (
        await api('PUT', '/customer/settings/notifications', {
          transaction_alerts_sms: true,
          product_news_email: true,
          security_alerts_email: false,
        })
      ).body.data.notifications;
      expect(notifications).toMatchObject({
        transaction_alerts_sms: true,
        product_news_email: true,
        transaction_alerts_email: true,
        security_alerts_email: true,
      });
      expect((await api('GET', '/customer/settings')).body.data).toMatchObject({
        language: 'ar',
        theme: 'dark',
        notifications: { transaction_alerts_sms: true },
      });
    });
  });
}
