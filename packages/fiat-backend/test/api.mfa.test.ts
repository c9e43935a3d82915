// Second factor: authenticator (TOTP) with replay protection, recovery codes, SMS and WhatsApp
// codes (expiry, attempts, single use), enrolment at login, and the settings calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, GRANT_MFA_OOB, GRANT_MFA_OTP, GRANT_MFA_RECOVERY } from '@bank/api-contract';
import { DEMO_TOTP_SECRET } from '../src/seed';
import { totpAt } from '../src/security/totp';
import {
  call,
  codeIn,
  ENGINES,
  expectError,
  lastMessage,
  login,
  loginRequest,
  PASSWORD,
  sessionOf,
  startServer,
  type TestServer,
} from './helpers';

for (const engine of ENGINES) {
  describe(`second factor on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function mfaToken(email: string) {
      const answer = await loginRequest(server, email);
      expect(answer.status).toBe(200);
      expect(answer.body.data.status).toBe('mfa_required');
      expect(calls.loginWithAuth0.response.safeParse(answer.body).success).toBe(true);
      expect(answer.cookies.bank_refresh).toBeUndefined();
      return answer.body.data as {
        mfa_token: string;
        mfa_methods: string[];
        enrollment_required: boolean;
        phone_hint: string | null;
        preferred_channel: string | null;
      };
    }

    const confirm = (
      email: string,
      mfa_token: string,
      grant_type: string,
      otp_code: string,
      password = PASSWORD,
    ) =>
      call(server, 'POST', '/auth0/mfa/confirm_auth0', {
        body: { grant_type, mfa_token, otp_code, email, password },
      });

    it('logs in with an authenticator code, and never accepts the same code twice', async () => {
      const first = await mfaToken('omar@demo.bank');
      expect(first.mfa_methods).toEqual(expect.arrayContaining(['otp', 'recovery_code']));
      const code = await totpAt(DEMO_TOTP_SECRET, server.clock.now());
      const ok = await confirm('omar@demo.bank', first.mfa_token, GRANT_MFA_OTP, code);
      expect(ok.status).toBe(200);
      expect(sessionOf(ok).token.length).toBeGreaterThan(20);
      expect(ok.body.data).not.toHaveProperty('recovery_codes_left');
      // the mfa_token is single use
      expectError(
        await confirm('omar@demo.bank', first.mfa_token, GRANT_MFA_OTP, code),
        401,
        'mfa_token_invalid',
      );
      // replay of the same code in a new login
      const second = await mfaToken('omar@demo.bank');
      expectError(
        await confirm('omar@demo.bank', second.mfa_token, GRANT_MFA_OTP, code),
        400,
        'invalid_code',
      );
      server.clock.advance(30);
      const next = await totpAt(DEMO_TOTP_SECRET, server.clock.now());
      expect((await confirm('omar@demo.bank', second.mfa_token, GRANT_MFA_OTP, next)).status).toBe(
        200,
      );
    });

    it('asks for the password again and binds the mfa_token to its e-mail', async () => {
      const t = await mfaToken('omar@demo.bank');
      server.clock.advance(30);
      const code = await totpAt(DEMO_TOTP_SECRET, server.clock.now());
      expectError(
        await confirm('omar@demo.bank', t.mfa_token, GRANT_MFA_OTP, code, 'wrong-password-1'),
        401,
        'invalid_credentials',
      );
      expectError(
        await confirm('aisha@demo.bank', t.mfa_token, GRANT_MFA_OTP, code),
        401,
        'mfa_token_invalid',
      );
      expect((await confirm('omar@demo.bank', t.mfa_token, GRANT_MFA_OTP, code)).status).toBe(200);
    });

    it('an mfa_token expires after 5 minutes', async () => {
      const t = await mfaToken('omar@demo.bank');
      server.clock.advance(301);
      const code = await totpAt(DEMO_TOTP_SECRET, server.clock.now());
      expectError(
        await confirm('omar@demo.bank', t.mfa_token, GRANT_MFA_OTP, code),
        401,
        'mfa_token_invalid',
      );
    });

    it('accepts each recovery code once, instead of a code', async () => {
      const omar = await server.ctx.db
        .selectFrom('customers')
        .select('id')
        .where('email_normalized', '=', 'omar@demo.bank')
        .executeTakeFirstOrThrow();
      const { newRecoveryCodes } = await import('../src/modules/customers/recovery-codes');
      const codes = await newRecoveryCodes(server.ctx, omar.id);
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      const t1 = await mfaToken('omar@demo.bank');
      const used = codes[0] as string;
      const first = await confirm(
        'omar@demo.bank',
        t1.mfa_token,
        GRANT_MFA_RECOVERY,
        used.toLowerCase(),
      );
      expect(first.status).toBe(200);
      // The customer is told how many are left.
      expect(first.body.data.recovery_codes_left).toBe(9);
      const t2 = await mfaToken('omar@demo.bank');
      expectError(
        await confirm('omar@demo.bank', t2.mfa_token, GRANT_MFA_RECOVERY, used),
        400,
        'invalid_code',
      );
      const second = await confirm(
        'omar@demo.bank',
        t2.mfa_token,
        GRANT_MFA_RECOVERY,
        (codes[1] as string).replace('-', ''),
      );
      expect(second.status).toBe(200);
      expect(second.body.data.recovery_codes_left).toBe(8);
      const stored = await server.ctx.db
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('customer_id', '=', omar.id)
        .execute();
      for (const row of stored)
        expect(codes.some((c) => row.code_hash.includes(c.replace('-', '')))).toBe(false);
    });

    it('sends a login code by SMS or WhatsApp; single use; stored hashed; the channel last used is offered first', async () => {
      for (const channel of ['sms', 'whatsapp'] as const) {
        const t = await mfaToken('layla@demo.bank');
        expect(t.mfa_methods).toEqual(expect.arrayContaining(['sms', 'whatsapp']));
        expect(t.phone_hint).toBe('+9715••••••03');
        // The seed registered Layla with SMS; then the channel of the last login's code.
        expect(t.preferred_channel).toBe('sms');
        const sent = await call(server, 'POST', '/auth0/mfa/send_otp', {
          body: { mfa_token: t.mfa_token, channel },
        });
        expect(sent.status).toBe(202);
        expect(sent.body.data).toMatchObject({ channel, expires_in: 300 });
        const message = await lastMessage(server, '+971501110003');
        expect(message.channel).toBe(channel);
        const code = codeIn(message.body);
        const rows = await server.ctx.db.selectFrom('one_time_codes').select('code_hash').execute();
        expect(rows.every((r) => !r.code_hash.includes(code))).toBe(true);
        expect((await confirm('layla@demo.bank', t.mfa_token, GRANT_MFA_OOB, code)).status).toBe(
          200,
        );
      }
      expect((await mfaToken('layla@demo.bank')).preferred_channel).toBe('whatsapp');
    });

    it('a code expires after 5 minutes', async () => {
      const t = await mfaToken('layla@demo.bank');
      await call(server, 'POST', '/auth0/mfa/send_otp', {
        body: { mfa_token: t.mfa_token, channel: 'sms' },
      });
      const code = codeIn((await lastMessage(server, '+971501110003')).body);
      server.clock.advance(299);
      const t2 = await mfaToken('layla@demo.bank');
      await call(server, 'POST', '/auth0/mfa/send_otp', {
        body: { mfa_token: t2.mfa_token, channel: 'sms' },
      });
      const code2 = codeIn((await lastMessage(server, '+971501110003')).body);
      server.clock.advance(301);
      expectError(
        await confirm('layla@demo.bank', t2.mfa_token, GRANT_MFA_OOB, code2),
        401,
        'mfa_token_invalid',
      );
      expect(code).toMatch(/^\d{6}$/);
      // within the mfa_token's life but past the code's: code_expired
      const t3 = await mfaToken('layla@demo.bank');
      await call(server, 'POST', '/auth0/mfa/send_otp', {
        body: { mfa_token: t3.mfa_token, channel: 'sms' },
      });
      const code3 = codeIn((await lastMessage(server, '+971501110003')).body);
      const row = await server.ctx.db
        .selectFrom('one_time_codes')
        .select('id')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      await server.ctx.db
        .updateTable('one_time_codes')
        .set({ expires_at: server.clock.now() })
        .where('id', '=', row.id)
        .execute();
      expectError(
        await confirm('layla@demo.bank', t3.mfa_token, GRANT_MFA_OOB, code3),
        400,
        'code_expired',
      );
    });

    it('allows at most 5 attempts per login step', async () => {
      const t = await mfaToken('layla@demo.bank');
      await call(server, 'POST', '/auth0/mfa/send_otp', {
        body: { mfa_token: t.mfa_token, channel: 'sms' },
      });
      const code = codeIn((await lastMessage(server, '+971501110003')).body);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++)
        expectError(
          await confirm('layla@demo.bank', t.mfa_token, GRANT_MFA_OOB, wrong),
          400,
          'invalid_code',
        );
      expectError(
        await confirm('layla@demo.bank', t.mfa_token, GRANT_MFA_OOB, wrong),
        429,
        'too_many_attempts',
      );
      expectError(
        await confirm('layla@demo.bank', t.mfa_token, GRANT_MFA_OOB, code),
        401,
        'mfa_token_invalid',
      );
      await server.ctx.lockout.reset('layla@demo.bank');
    });

    it('a code allows at most 5 attempts even across resends of the step', async () => {
      const { OneTimeCodes } = await import('../src/security/codes');
      const codes = new OneTimeCodes(server.ctx.db, server.clock, server.ctx.keys.codes, {
        codeAttempts: 5,
        codeTtlSeconds: 300,
      });
      const { code } = await codes.issue('login', 'subject-x', 'sms');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++)
        await expect(codes.consume('login', 'subject-x', wrong)).rejects.toMatchObject({
          code: 'invalid_code',
        });
      await expect(codes.consume('login', 'subject-x', wrong)).rejects.toMatchObject({
        code: 'too_many_attempts',
      });
      await expect(codes.consume('login', 'subject-x', code)).rejects.toMatchObject({
        code: 'too_many_attempts',
      });
      const again = await codes.issue('login', 'subject-x', 'sms');
      await codes.consume('login', 'subject-x', again.code);
      await expect(codes.consume('login', 'subject-x', again.code)).rejects.toMatchObject({
        code: 'invalid_code',
      });
    });

    it('a corporate user without a factor must enrol: authenticator at login, then recovery codes', async () => {
      const db = server.ctx.db;
      await db
        .updateTable('customers')
        .set({ otp_channel: null })
        .where('email_normalized', '=', 'admin@falcon-trading.demo.bank')
        .execute();
      const t = await mfaToken('admin@falcon-trading.demo.bank');
      expect(t.enrollment_required).toBe(true);
      const setup = await call(server, 'POST', '/auth0/mfa/totp/setup', {
        body: { mfa_token: t.mfa_token },
      });
      expect(setup.status).toBe(200);
      expect(setup.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
      expect(setup.body.data.qr_code).toMatch(/^data:image\/png;base64,/);
      const code = await totpAt(setup.body.data.secret, server.clock.now());
      const ok = await confirm('admin@falcon-trading.demo.bank', t.mfa_token, GRANT_MFA_OTP, code);
      expect(ok.status).toBe(200);
      expect(ok.body.data.recovery_codes).toHaveLength(10);
      const again = await mfaToken('admin@falcon-trading.demo.bank');
      expect(again.enrollment_required).toBe(false);
      expect(again.mfa_methods).toContain('otp');
    });

    it('sets up, activates and removes an authenticator from the settings', async () => {
      const s = await login(server, 'aisha@demo.bank');
      const status = await call(server, 'GET', '/security/mfa', { token: s.token });
      expect(status.body.data).toEqual({
        totp_enabled: false,
        otp_channel: null,
        recovery_codes_remaining: 0,
      });
      const setup = await call(server, 'POST', '/security/mfa/totp/setup', { token: s.token });
      expect(setup.status).toBe(200);
      const secret = setup.body.data.secret as string;
      expectError(
        await call(server, 'POST', '/security/mfa/totp/activate', {
          token: s.token,
          body: {
            otp_code: '000000' === (await totpAt(secret, server.clock.now())) ? '111111' : '000000',
          },
        }),
        400,
        'invalid_code',
      );
      const activated = await call(server, 'POST', '/security/mfa/totp/activate', {
        token: s.token,
        body: { otp_code: await totpAt(secret, server.clock.now()) },
      });
      expect(activated.status).toBe(200);
      expect(activated.body.data.recovery_codes).toHaveLength(10);
      // now login asks for the authenticator
      const t = await mfaToken('aisha@demo.bank');
      expect(t.mfa_methods).toContain('otp');
      server.clock.advance(30);
      const regen = await call(server, 'POST', '/security/mfa/recovery_codes', {
        token: s.token,
        body: { otp_code: await totpAt(secret, server.clock.now()) },
      });
      expect(regen.status).toBe(200);
      expect(regen.body.data.recovery_codes).not.toEqual(activated.body.data.recovery_codes);
      server.clock.advance(30);
      const off = await call(server, 'POST', '/security/mfa/totp/disable', {
        token: s.token,
        body: { otp_code: await totpAt(secret, server.clock.now()) },
      });
      expect(off.status).toBe(200);
      expect(off.body.data).toEqual({
        totp_enabled: false,
        otp_channel: null,
        recovery_codes_remaining: 0,
      });
      const plain = await loginRequest(server, 'aisha@demo.bank');
      expect(plain.body.data.status).toBe('authenticated');
      const sms = await call(server, 'PUT', '/security/mfa/otp_channel', {
        token: s.token,
        body: { otp_channel: 'whatsapp' },
      });
      expect(sms.body.data.otp_channel).toBe('whatsapp');
      expect((await loginRequest(server, 'aisha@demo.bank')).body.data.status).toBe('mfa_required');
      await call(server, 'PUT', '/security/mfa/otp_channel', {
        token: s.token,
        body: { otp_channel: null },
      });
    });

    it('logs in every seeded corporate role with its SMS code and the right customer type', async () => {
      const phones = {
        viewer: '+971501110011',
        preparer: '+971501110012',
        approver: '+971501110013',
      } as const;
      for (const [role, phone] of Object.entries(phones)) {
        const email = `${role}@falcon-trading.demo.bank`;
        const t = await mfaToken(email);
        expect(t.enrollment_required).toBe(false);
        await call(server, 'POST', '/auth0/mfa/send_otp', {
          body: { mfa_token: t.mfa_token, channel: 'sms' },
        });
        const ok = await confirm(
          email,
          t.mfa_token,
          GRANT_MFA_OOB,
          codeIn((await lastMessage(server, phone)).body),
        );
        expect(ok.body.data).toMatchObject({
          status: 'authenticated',
          user_type: 'corporate',
          customer_type: role,
        });
        const type = await call(server, 'GET', '/customer/customer_type', {
          token: sessionOf(ok).token,
        });
        expect(type.body.data.can_approve).toBe(role === 'approver');
      }
    });

    it('asks for missing profile fields before issuing tokens (/update_info)', async () => {
      await server.ctx.db
        .updateTable('customers')
        .set({ nationality: null, phone: null })
        .where('email_normalized', '=', 'aisha@demo.bank')
        .execute();
      const answer = await loginRequest(server, 'aisha@demo.bank');
      expect(answer.body.data).toMatchObject({
        status: 'update_required',
        missing_fields: ['nationality', 'phone'],
      });
      expect(answer.cookies.bank_refresh).toBeUndefined();
      const token = answer.body.data.update_token as string;
      const partial = await call(server, 'POST', '/customer/update_info', {
        body: { update_token: token, nationality: 'AE' },
      });
      expectError(partial, 400, 'validation_error');
      expect(partial.body.error.fields).toEqual({ phone: 'Required.' });
      const done = await call(server, 'POST', '/customer/update_info', {
        body: { update_token: token, nationality: 'AE', phone: '+971501110001' },
      });
      expect(done.status).toBe(200);
      expect(sessionOf(done).customerId).toMatch(/^[0-9a-f-]{36}$/);
      expectError(
        await call(server, 'POST', '/customer/update_info', {
          body: { update_token: token, nationality: 'AE', phone: '+971501110001' },
        }),
        401,
        'mfa_token_invalid',
      );
    });

    it("takes each grant type as Auth0's full URI or its short form (mfa-otp, mfa-oob, mfa-recovery-code)", async () => {
      server.clock.advance(900); // past the code-sending limits of the tests before
      const otp = await mfaToken('omar@demo.bank');
      const viaOtp = await confirm(
        'omar@demo.bank',
        otp.mfa_token,
        'mfa-otp',
        await totpAt(DEMO_TOTP_SECRET, server.clock.now()),
      );
      expect(viaOtp.status, JSON.stringify(viaOtp.body)).toBe(200);
      const oob = await mfaToken('layla@demo.bank');
      expect(
        (
          await call(server, 'POST', '/auth0/mfa/send_otp', {
            body: { mfa_token: oob.mfa_token, channel: 'sms' },
          })
        ).status,
      ).toBe(202);
      expect(
        (
          await confirm(
            'layla@demo.bank',
            oob.mfa_token,
            'mfa-oob',
            codeIn((await lastMessage(server, '+971501110003')).body),
          )
        ).status,
      ).toBe(200);
      const omar = await server.ctx.db
        .selectFrom('customers')
        .select('id')
        .where('email_normalized', '=', 'omar@demo.bank')
        .executeTakeFirstOrThrow();
      const { newRecoveryCodes } = await import('../src/modules/customers/recovery-codes');
      const [recovery] = await newRecoveryCodes(server.ctx, omar.id);
      const rec = await mfaToken('omar@demo.bank');
      const ok = await confirm(
        'omar@demo.bank',
        rec.mfa_token,
        'mfa-recovery-code',
        recovery as string,
      );
      expect(ok.status).toBe(200);
      expect(
        calls.confirmMfa.body.parse({
          grant_type: 'mfa-oob',
          mfa_token: 'x'.repeat(16),
          otp_code: '123456',
          email: 'a@b.co',
          password: 'p',
        }).grant_type,
      ).toBe(GRANT_MFA_OOB);
      for (const wrong of [
        'otp',
        'mfa_otp',
        `${GRANT_MFA_OTP}x`,
        'http://auth0.com/oauth/grant-type/password',
      ]) {
        const t = await mfaToken('layla@demo.bank');
        const answer = await confirm('layla@demo.bank', t.mfa_token, wrong, '123456');
        expectError(answer, 400, 'validation_error');
        expect(Object.keys(answer.body.error.fields)).toEqual(['grant_type']);
      }
    });
  });
}
