// Registration (individual and corporate), e-mail verification links, and password reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  captchaToken,
  codeIn,
  CONSENT,
  ENGINES,
  expectError,
  lastMessage,
  login,
  loginRequest,
  PASSWORD,
  startServer,
  tokenIn,
  type TestServer,
} from './helpers';

const NEW_PASSWORD = 'correct horse battery staple 42';

for (const engine of ENGINES) {
  describe(`registration and password reset on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    const post = (path: string, body: unknown) => call(server, 'POST', path, { body });

    it('registers an individual step by step, with an SMS code, then verifies the e-mail by link', async () => {
      const email = 'Noor.Individual@Example.com';
      const start = await post('/registration/start', {
        user_type: 'individual',
        email,
        tokenV3: await captchaToken(server),
      });
      expect(start.status).toBe(201);
      expect(start.body.data.next_step).toBe('password');
      const registration_token = start.body.data.registration_token as string;
      expectError(
        await post('/registration/personal_details', {
          registration_token,
          first_name: 'N',
          last_name: 'A',
          date_of_birth: '1990-01-01',
          nationality: 'AE',
          country_of_residence: 'AE',
          phone: '+971509990001',
        }),
        400,
        'registration_step',
      );
      const common = await post('/registration/password', {
        registration_token,
        password: 'password1234',
      });
      expectError(common, 400, 'password_policy');
      expect(common.body.error.fields.password).toMatch(/common/);
      expectError(
        await post('/registration/password', { registration_token, password: 'short' }),
        400,
        'validation_error',
      );
      expect(
        (await post('/registration/password', { registration_token, password: NEW_PASSWORD })).body
          .data.next_step,
      ).toBe('personal_details');
      const minor = await post('/registration/personal_details', {
        registration_token,
        first_name: 'Noor',
        last_name: 'Ali',
        date_of_birth: '2015-01-01',
        nationality: 'AE',
        country_of_residence: 'AE',
        phone: '+971509990001',
      });
      expectError(minor, 400, 'validation_error');
      expect(minor.body.error.fields.date_of_birth).toMatch(/18/);
      const details = await post('/registration/personal_details', {
        registration_token,
        first_name: 'Noor',
        last_name: 'Ali',
        date_of_birth: '1990-02-28',
        nationality: 'AE',
        country_of_residence: 'AE',
        phone: '+971509990001',
      });
      expect(details.body.data.next_step).toBe('generate_otp');
      expectError(
        await post('/registration/complete', { registration_token, ...CONSENT }),
        400,
        'registration_step',
      );
      const sent = await post('/registration/otp/generate', {
        registration_token,
        channel: 'whatsapp',
      });
      expect(sent.status).toBe(202);
      expect(sent.body.data.next_step).toBe('verify_otp');
      const message = await lastMessage(server, '+971509990001');
      expect(message.channel).toBe('whatsapp');
      const code = codeIn(message.body);
      expectError(
        await post('/registration/otp/verify', {
          registration_token,
          channel: 'sms',
          otp_code: code,
        }),
        400,
        'invalid_code',
      );
      expect(
        (
          await post('/registration/otp/verify', {
            registration_token,
            channel: 'whatsapp',
            otp_code: code,
          })
        ).body.data.next_step,
      ).toBe('complete');
      const done = await post('/registration/complete', { registration_token, ...CONSENT });
      expect(done.status).toBe(201);
      expect(done.body.data).toMatchObject({
        user_type: 'individual',
        customer_type: null,
        next_step: 'verify_kyc_step_2',
      });
      expectError(
        await post('/registration/complete', { registration_token, ...CONSENT }),
        401,
        'mfa_token_invalid',
      );

      const s = await login(server, email.toLowerCase(), NEW_PASSWORD);
      expect(s.customerId).toBe(done.body.data.customer_id);
      const before = await call(server, 'GET', '/customer/get_customer_details_by_id', {
        token: s.token,
      });
      expect(before.body.data).toMatchObject({
        email,
        email_verified: false,
        phone_verified: true,
        first_name: 'Noor',
        kyc_status: 'not_started',
      });
      const resent = await call(server, 'POST', '/customer/email/resend_verification', {
        token: s.token,
      });
      expect(resent.status).toBe(202);
      expect(resent.body.data.message).toMatch(/new verification link/);
      const link = await lastMessage(server, email);
      expect(link.subject).toBe('Verify your e-mail address');
      expect(link.body).toContain('/email_address_verify?token=');
      const token = tokenIn(link.body);
      expectError(
        await post('/registration/email/verify', { token: `${token.slice(0, -3)}abc` }),
        400,
        'link_invalid',
      );
      expect((await post('/registration/email/verify', { token })).body.data).toEqual({
        email,
        email_verified: true,
      });
      // A second use is named as such: the address is already confirmed, nothing expired.
      expectError(await post('/registration/email/verify', { token }), 410, 'link_used');
      const after = await call(server, 'GET', '/customer/get_customer_details_by_id', {
        token: s.token,
      });
      expect(after.body.data.email_verified).toBe(true);
      const again = await call(server, 'POST', '/customer/email/resend_verification', {
        token: s.token,
      });
      expect(again.body.data.message).toMatch(/already verified/);
      expectError(
        await post('/registration/start', {
          user_type: 'individual',
          email: email.toUpperCase(),
          tokenV3: await captchaToken(server),
        }),
        409,
        'email_taken',
      );
    });

    it('registers a corporate customer after verifying the corporate e-mail by code', async () => {
      const email = 'finance@oasis-corp.example';
      const start = await post('/registration/start', {
        user_type: 'corporate',
        email,
        tokenV3: await captchaToken(server),
      });
      expect(start.body.data.next_step).toBe('corporate_verify');
      const registration_token = start.body.data.registration_token as string;
      expectError(
        await post('/registration/password', { registration_token, password: NEW_PASSWORD }),
        400,
        'registration_step',
      );
      const first = codeIn((await lastMessage(server, email)).body);
      expect((await post('/registration/corporate/resend', { registration_token })).status).toBe(
        202,
      );
      const second = codeIn((await lastMessage(server, email)).body);
      if (first !== second)
        expectError(
          await post('/registration/corporate/verify', { registration_token, otp_code: first }),
          400,
          'invalid_code',
        );
      expect(
        (await post('/registration/corporate/verify', { registration_token, otp_code: second }))
          .body.data.next_step,
      ).toBe('password');
      await post('/registration/password', { registration_token, password: NEW_PASSWORD });
      const noCompany = await post('/registration/personal_details', {
        registration_token,
        first_name: 'Sara',
        last_name: 'K',
        date_of_birth: '1985-06-01',
        nationality: 'IN',
        country_of_residence: 'AE',
        phone: '+971509990002',
      });
      expectError(noCompany, 400, 'validation_error');
      await post('/registration/personal_details', {
        registration_token,
        first_name: 'Sara',
        last_name: 'K',
        date_of_birth: '1985-06-01',
        nationality: 'IN',
        country_of_residence: 'AE',
        phone: '+971509990002',
        company_name: 'Oasis Corp',
      });
      await post('/registration/otp/generate', { registration_token, channel: 'sms' });
      await post('/registration/otp/verify', {
        registration_token,
        channel: 'sms',
        otp_code: codeIn((await lastMessage(server, '+971509990002')).body),
      });
      const done = await post('/registration/complete', { registration_token, ...CONSENT });
      expect(done.body.data).toMatchObject({ user_type: 'corporate', customer_type: 'admin' });
      // corporate users must enrol a second factor at their first login
      const first_login = await loginRequest(server, email, NEW_PASSWORD);
      expect(first_login.body.data).toMatchObject({
        status: 'mfa_required',
        enrollment_required: true,
      });
    });

    /** An individual's registration up to its last step, the phone confirmed by its code. */
    async function confirmedPhone(email: string, phone: string): Promise<string> {
      const start = await post('/registration/start', {
        user_type: 'individual',
        email,
        tokenV3: await captchaToken(server),
      });
      const registration_token = start.body.data.registration_token as string;
      await post('/registration/password', { registration_token, password: NEW_PASSWORD });
      await post('/registration/personal_details', {
        registration_token,
        first_name: 'Huda',
        last_name: 'Saeed',
        date_of_birth: '1991-05-14',
        nationality: 'AE',
        country_of_residence: 'AE',
        phone,
      });
      await post('/registration/otp/generate', { registration_token, channel: 'sms' });
      const verified = await post('/registration/otp/verify', {
        registration_token,
        channel: 'sms',
        otp_code: codeIn((await lastMessage(server, phone)).body),
      });
      expect(verified.body.data.next_step).toBe('complete');
      return registration_token;
    }

    it('logs the customer in when the registration ends: the password and the phone code were the proof a login asks for', async () => {
      const registration_token = await confirmedPhone('huda@example.com', '+971509990011');
      const done = await post('/registration/complete', { registration_token, ...CONSENT });
      expect(done.status).toBe(201);
      expect(done.body.data).toMatchObject({
        user_type: 'individual',
        next_step: 'verify_kyc_step_2',
      });
      const token = done.body.new_jwt_tokens.tokens.access_token as string;
      expect(done.body.new_jwt_tokens.tokens).toMatchObject({ token_type: 'Bearer' });
      // The refresh cookie a login sets, and it refreshes.
      const refresh = done.cookies.bank_refresh;
      expect(refresh?.attributes).toMatch(/HttpOnly/i);
      const refreshed = await call(server, 'POST', '/customer/refresh', {
        cookie: `bank_refresh=${refresh?.value}`,
      });
      expect(refreshed.status).toBe(200);
      // Straight into the identity check, and the login is on the record.
      const kyc = await call(server, 'GET', '/kyc', { token });
      expect(kyc.status).toBe(200);
      expect(kyc.body.data).toMatchObject({ state: 'not_started', next_step: 'personal_details' });
      const activity = (await call(server, 'GET', '/security/login-activity', { token })).body.data;
      expect(activity.last_successful_login).toMatchObject({ ip_address: '127.0.0.1' });
      expect(activity.recent_login_history).toHaveLength(1);
      const events = await server.ctx.db
        .selectFrom('audit_log')
        .select('event')
        .where('customer_id', '=', done.body.data.customer_id)
        .execute();
      expect(events.map((e) => e.event)).toEqual(
        expect.arrayContaining(['registration_completed', 'login_succeeded']),
      );
    });

    it('gives no session when the phone was confirmed more than 10 minutes before: the customer logs in', async () => {
      const registration_token = await confirmedPhone('late.huda@example.com', '+971509990012');
      server.clock.advance(601);
      const done = await post('/registration/complete', { registration_token, ...CONSENT });
      expect(done.status).toBe(201);
      expect(done.body.new_jwt_tokens).toBeUndefined();
      expect(done.cookies.bank_refresh).toBeUndefined();
      expect((await login(server, 'late.huda@example.com', NEW_PASSWORD)).customerId).toBe(
        done.body.data.customer_id,
      );
    });

    it('registration tokens expire after an hour', async () => {
      const start = await post('/registration/start', {
        user_type: 'individual',
        email: 'late@example.com',
        tokenV3: await captchaToken(server),
      });
      server.clock.advance(3601);
      expectError(
        await post('/registration/password', {
          registration_token: start.body.data.registration_token,
          password: NEW_PASSWORD,
        }),
        401,
        'mfa_token_invalid',
      );
    });

    it('answers forgot-password the same for known and unknown e-mails', async () => {
      const known = await post('/password/forgot', {
        email: 'aisha@demo.bank',
        tokenV3: await captchaToken(server),
      });
      const unknown = await post('/password/forgot', {
        email: 'nobody-here@demo.bank',
        tokenV3: await captchaToken(server),
      });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      const none = await call(server, 'GET', '/dev/outbox?recipient=nobody-here%40demo.bank');
      expect(none.body.data).toHaveLength(0);
      expectError(
        await post('/password/forgot', { email: 'aisha@demo.bank', tokenV3: 'e30=' }),
        400,
        'captcha_invalid',
      );
    });

    it('resets a password with a single-use link and logs out every session', async () => {
      const s = await login(server, 'aisha@demo.bank');
      await post('/password/forgot', {
        email: 'aisha@demo.bank',
        tokenV3: await captchaToken(server),
      });
      const message = await lastMessage(server, 'aisha@demo.bank');
      expect(message.body).toContain('/reset_password?token=');
      const token = tokenIn(message.body);
      expect((await post('/password/reset/check', { token })).status).toBe(200);
      expectError(
        await post('/password/reset', { token, password: 'qwertyuiop123' }),
        400,
        'password_policy',
      );
      // The current password is no reset; the link stays usable for a new one.
      const same = await post('/password/reset', { token, password: PASSWORD });
      expectError(same, 400, 'password_policy');
      expect(same.body.error).toMatchObject({
        message: 'This is your current password: choose a new one.',
        fields: { password: 'This is your current password: choose a new one.' },
      });
      expect((await post('/password/reset', { token, password: NEW_PASSWORD })).status).toBe(200);
      expectError(
        await post('/password/reset', { token, password: `${NEW_PASSWORD}!` }),
        410,
        'link_used',
      );
      expectError(await post('/password/reset/check', { token }), 410, 'link_used');
      expectError(
        await call(server, 'POST', '/customer/isauthorised', { token: s.token }),
        401,
        'unauthorized',
      );
      expectError(await loginRequest(server, 'aisha@demo.bank'), 401, 'invalid_credentials');
      expect((await loginRequest(server, 'aisha@demo.bank', NEW_PASSWORD)).status).toBe(200);
      expect((await lastMessage(server, 'aisha@demo.bank')).subject).toBe(
        'Your password was changed',
      );
    });

    it('a reset link expires after 30 minutes', async () => {
      await post('/password/forgot', {
        email: 'omar@demo.bank',
        tokenV3: await captchaToken(server),
      });
      const token = tokenIn((await lastMessage(server, 'omar@demo.bank')).body);
      server.clock.advance(1801);
      expectError(await post('/password/reset/check', { token }), 410, 'link_expired');
      expectError(
        await post('/password/reset', { token, password: NEW_PASSWORD }),
        410,
        'link_expired',
      );
      expectError(
        await post('/password/reset/check', { token: 'x'.repeat(40) }),
        400,
        'link_invalid',
      );
    });

    it('a reset may not go back to the current password or one of the four before it', async () => {
      const email = 'layla@demo.bank';
      const resetTo = async (password: string) => {
        // One link an hour is what forgot-password allows per address (3): the clock moves on.
        server.clock.advance(3601);
        await post('/password/forgot', { email, tokenV3: await captchaToken(server) });
        return post('/password/reset', {
          token: tokenIn((await lastMessage(server, email)).body),
          password,
        });
      };
      const passwords = [1, 2, 3, 4, 5].map((n) => `Copper kettle by the creek ${n}`);
      const answers: [string, number, string | undefined][] = [];
      for (const p of passwords) {
        const r = await resetTo(p);
        answers.push([p, r.status, r.body.error?.message]);
      }
      expect(answers).toEqual(passwords.map((p) => [p, 200, undefined]));
      // The current one (5), and 4 to 1 before it: refused, saying why; the link stays usable.
      const current = await resetTo(passwords[4]!);
      expectError(current, 400, 'password_policy');
      expect(current.body.error.fields.password).toBe(
        'This is your current password: choose a new one.',
      );
      for (const p of passwords.slice(0, 4)) {
        const again = await resetTo(p);
        expectError(again, 400, 'password_policy');
        expect(again.body.error.fields.password).toBe(
          'You used this password before: choose one that is not among your last 5 passwords.',
        );
      }
      // The demo password is older than the last five: allowed again.
      expect((await resetTo(PASSWORD)).status).toBe(200);
      expect((await loginRequest(server, email, PASSWORD)).status).toBe(200);
      // Only as many replaced hashes as the rule reads are kept, and none in the clear.
      const layla = await server.ctx.db
        .selectFrom('customers')
        .select('id')
        .where('email_normalized', '=', email)
        .executeTakeFirstOrThrow();
      const kept = await server.ctx.db
        .selectFrom('password_history')
        .select('password_hash')
        .where('customer_id', '=', layla.id)
        .execute();
      expect(kept).toHaveLength(4);
      for (const row of kept)
        expect(passwords.some((p) => row.password_hash.includes(p))).toBe(false);
    });
  });
}
