// Login, sessions, refresh rotation and reuse detection, isauthorised, details, logout, login
// activity, active sessions, customer-type lookup: over real HTTP, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@bank/api-contract';
import {
  call,
  captchaToken,
  ENGINES,
  expectError,
  login,
  loginRequest,
  PASSWORD,
  sessionOf,
  startServer,
  type TestServer,
} from './helpers';

for (const engine of ENGINES) {
  describe(`sessions on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('logs in without a second factor: access token, refresh cookie, contract shape', async () => {
      const answer = await loginRequest(server, 'aisha@demo.bank');
      expect(answer.status).toBe(200);
      expect(calls.loginWithAuth0.response.safeParse(answer.body).success).toBe(true);
      expect(answer.body.data).toMatchObject({
        status: 'authenticated',
        user_type: 'individual',
        customer_type: null,
      });
      expect(answer.body.new_jwt_tokens.tokens).toMatchObject({
        token_type: 'Bearer',
        expires_in: 600,
      });
      const cookie = answer.cookies.bank_refresh;
      expect(cookie?.value.length).toBeGreaterThan(30);
      expect(cookie?.attributes).toMatch(/HttpOnly/i);
      expect(cookie?.attributes).toMatch(/Secure/i);
      expect(cookie?.attributes).toMatch(/SameSite=Strict/i);
      expect(cookie?.attributes).toMatch(/Path=\/api\/fiat\/customer/);
    });

    it('refuses a wrong password, an unknown e-mail and a bad or replayed captcha', async () => {
      expectError(
        await loginRequest(server, 'aisha@demo.bank', 'wrong-password-123'),
        401,
        'invalid_credentials',
      );
      expectError(
        await loginRequest(server, 'nobody@demo.bank', 'wrong-password-123'),
        401,
        'invalid_credentials',
      );
      const body = {
        grant_type: 'password',
        redirect_uri: 'http://127.0.0.1:5173/login',
        email: 'aisha@demo.bank',
        password: PASSWORD,
      };
      expectError(
        await call(server, 'POST', '/auth0/login_with_auth0', {
          body: { ...body, tokenV3: 'bm90LWEtcGF5bG9hZA==' },
        }),
        400,
        'captcha_invalid',
      );
      const token = await captchaToken(server);
      expect(
        (
          await call(server, 'POST', '/auth0/login_with_auth0', {
            body: { ...body, tokenV3: token },
          })
        ).status,
      ).toBe(200);
      expectError(
        await call(server, 'POST', '/auth0/login_with_auth0', {
          body: { ...body, tokenV3: token },
        }),
        400,
        'captcha_invalid',
      );
    });

    it('refuses an expired captcha', async () => {
      const token = await captchaToken(server);
      server.clock.advance(601);
      const body = {
        grant_type: 'password',
        redirect_uri: 'http://127.0.0.1:5173/login',
        email: 'aisha@demo.bank',
        password: PASSWORD,
        tokenV3: token,
      };
      expectError(
        await call(server, 'POST', '/auth0/login_with_auth0', { body }),
        400,
        'captcha_invalid',
      );
    });

    it("answers isauthorised, customer details and the customer type for the token's customer", async () => {
      const s = await login(server, 'aisha@demo.bank');
      const auth = await call(server, 'POST', '/customer/isauthorised', { token: s.token });
      expect(auth.status).toBe(200);
      expect(auth.body.data.customer_id).toBe(s.customerId);
      const details = await call(server, 'GET', '/customer/get_customer_details_by_id', {
        token: s.token,
      });
      expect(details.status).toBe(200);
      expect(details.body.data).toMatchObject({
        customer_id: s.customerId,
        email: 'aisha@demo.bank',
        first_name: 'Aisha',
        missing_fields: [],
        kyc_status: 'approved',
      });
      const type = await call(server, 'GET', '/customer/customer_type', { token: s.token });
      expect(type.body.data).toMatchObject({
        user_type: 'individual',
        customer_type: null,
        is_viewer: false,
      });
      expectError(await call(server, 'POST', '/customer/isauthorised'), 401, 'unauthorized');
      expectError(
        await call(server, 'POST', '/customer/isauthorised', { token: `${s.token}x` }),
        401,
        'unauthorized',
      );
    });

    it('an access token stops working when it expires', async () => {
      const s = await login(server, 'aisha@demo.bank');
      server.clock.advance(601);
      expectError(
        await call(server, 'POST', '/customer/isauthorised', { token: s.token }),
        401,
        'unauthorized',
      );
    });

    it('rotates the refresh token on every refresh; a reused one revokes the whole family', async () => {
      const s = await login(server, 'aisha@demo.bank');
      const first = await call(server, 'POST', '/customer/refresh', { cookie: s.cookie });
      expect(first.status).toBe(200);
      expect(calls.refreshToken.response.safeParse(first.body).success).toBe(true);
      const newToken = first.body.new_jwt_tokens.tokens.access_token as string;
      const rotated = first.cookies.bank_refresh?.value;
      expect(rotated).toBeDefined();
      expect(`bank_refresh=${rotated}`).not.toBe(s.cookie);
      expect(
        (await call(server, 'POST', '/customer/isauthorised', { token: newToken })).status,
      ).toBe(200);
      const second = await call(server, 'POST', '/customer/refresh', {
        cookie: `bank_refresh=${rotated}`,
      });
      expect(second.status).toBe(200);
      const newest = second.cookies.bank_refresh?.value;
      // The first cookie again: reuse. The family (session) is revoked, newest tokens included.
      const reuse = await call(server, 'POST', '/customer/refresh', { cookie: s.cookie });
      expectError(reuse, 401, 'refresh_invalid');
      expect(reuse.cookies.bank_refresh?.attributes).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
      expectError(
        await call(server, 'POST', '/customer/refresh', { cookie: `bank_refresh=${newest}` }),
        401,
        'refresh_invalid',
      );
      expectError(
        await call(server, 'POST', '/customer/isauthorised', {
          token: second.body.new_jwt_tokens.tokens.access_token,
        }),
        401,
        'unauthorized',
      );
      const audit = await server.ctx.db
        .selectFrom('audit_log')
        .select('event')
        .where('event', '=', 'refresh_reuse_detected')
        .execute();
      expect(audit.length).toBeGreaterThan(0);
    });

    it('a refresh token expires after its idle time', async () => {
      const s = await login(server, 'aisha@demo.bank');
      server.clock.advance(1801);
      expectError(
        await call(server, 'POST', '/customer/refresh', { cookie: s.cookie }),
        401,
        'refresh_invalid',
      );
      expectError(await call(server, 'POST', '/customer/refresh'), 401, 'refresh_invalid');
    });

    it('logs out: the session and its refresh token stop working', async () => {
      const s = await login(server, 'aisha@demo.bank');
      const out = await call(server, 'DELETE', `/customer/logout?customer_id=${s.customerId}`, {
        token: s.token,
      });
      expect(out.status).toBe(200);
      expect(out.cookies.bank_refresh?.attributes).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
      expectError(
        await call(server, 'POST', '/customer/isauthorised', { token: s.token }),
        401,
        'unauthorized',
      );
      expectError(
        await call(server, 'POST', '/customer/refresh', { cookie: s.cookie }),
        401,
        'refresh_invalid',
      );
    });

    it("one customer can never read or end another's data", async () => {
      const a = await login(server, 'aisha@demo.bank');
      const b = sessionOf(
        await loginRequest(server, 'viewer@falcon-trading.demo.bank').then(async (r) => {
          // the viewer has a second factor: finish with the SMS code
          const mfa = r.body.data.mfa_token as string;
          await call(server, 'POST', '/auth0/mfa/send_otp', {
            body: { mfa_token: mfa, channel: 'sms' },
          });
          const msg = await call(server, 'GET', '/dev/outbox?recipient=%2B971501110011&limit=1');
          const code = /\b(\d{6})\b/.exec(msg.body.data[0].body)?.[1];
          return call(server, 'POST', '/auth0/mfa/confirm_auth0', {
            body: {
              grant_type: 'http://auth0.com/oauth/grant-type/mfa-oob',
              mfa_token: mfa,
              otp_code: code,
              email: 'viewer@falcon-trading.demo.bank',
              password: PASSWORD,
            },
          });
        }),
      );
      expectError(
        await call(
          server,
          'GET',
          `/customer/get_customer_details_by_id?customer_id=${b.customerId}`,
          { token: a.token },
        ),
        403,
        'forbidden',
      );
      expectError(
        await call(server, 'DELETE', `/customer/logout?customer_id=${b.customerId}`, {
          token: a.token,
        }),
        403,
        'forbidden',
      );
      const bSessions = await call(server, 'GET', '/security/sessions', { token: b.token });
      const bSession = bSessions.body.data[0].session_id as string;
      expectError(
        await call(server, 'DELETE', `/security/sessions/${bSession}`, { token: a.token }),
        404,
        'not_found',
      );
      expect(
        (await call(server, 'POST', '/customer/isauthorised', { token: b.token })).status,
      ).toBe(200);
      const activityA = await call(server, 'GET', '/security/login-activity', { token: a.token });
      const ids = new Set(
        (await server.ctx.db.selectFrom('login_events').select('customer_id').execute()).map(
          (r) => r.customer_id,
        ),
      );
      expect(ids.size).toBeGreaterThan(1);
      const viewerType = await call(server, 'GET', '/customer/customer_type', { token: b.token });
      expect(viewerType.body.data).toMatchObject({
        user_type: 'corporate',
        customer_type: 'viewer',
        is_viewer: true,
        is_viewer_or_preparer: true,
        can_approve: false,
      });
      expect(activityA.body.data.recent_login_history.length).toBeGreaterThan(0);
      const details = await call(server, 'GET', '/customer/get_customer_details_by_id', {
        token: a.token,
      });
      expect(details.body.data.customer_id).toBe(a.customerId);
    });

    it('records login activity with IP, city and country; loopback shows as Local', async () => {
      const s = await login(server, 'aisha@demo.bank');
      await loginRequest(server, 'aisha@demo.bank', 'not-the-password-1');
      const answer = await call(server, 'GET', '/security/login-activity', { token: s.token });
      expect(answer.status).toBe(200);
      expect(calls.getLoginActivity.response.safeParse(answer.body).success).toBe(true);
      const { last_successful_login, last_failed_login, recent_login_history } = answer.body.data;
      expect(last_successful_login).toMatchObject({
        ip_address: '127.0.0.1',
        city: 'Local',
        country: 'Local',
      });
      expect(last_failed_login).toMatchObject({
        ip_address: '127.0.0.1',
        city: 'Local',
        country: 'Local',
      });
      expect(Date.parse(last_failed_login.created_at)).not.toBeNaN();
      expect(recent_login_history.length).toBeLessThanOrEqual(20);
      expect(recent_login_history.some((e: { success: boolean }) => !e.success)).toBe(true);
    });

    it('lists active sessions and logs out one, then everywhere else', async () => {
      const a1 = await login(server, 'aisha@demo.bank');
      const a2 = await login(server, 'aisha@demo.bank');
      const a3 = await login(server, 'aisha@demo.bank');
      const list = await call(server, 'GET', '/security/sessions', { token: a1.token });
      expect(list.status).toBe(200);
      const current = list.body.data.filter((s: { current: boolean }) => s.current);
      expect(current).toHaveLength(1);
      expect(list.body.data[0]).toMatchObject({
        device: 'Script',
        ip_address: '127.0.0.1',
        city: 'Local',
        country: 'Local',
      });
      const other = list.body.data.find((s: { current: boolean }) => !s.current)
        .session_id as string;
      expect(
        (await call(server, 'DELETE', `/security/sessions/${other}`, { token: a1.token })).status,
      ).toBe(200);
      expectError(
        await call(server, 'DELETE', `/security/sessions/${other}`, { token: a1.token }),
        404,
        'not_found',
      );
      const rest = await call(server, 'POST', '/security/sessions/revoke_others', {
        token: a1.token,
      });
      expect(rest.status).toBe(200);
      expect(rest.body.data.revoked).toBeGreaterThan(0);
      expect(
        (await call(server, 'POST', '/customer/isauthorised', { token: a1.token })).status,
      ).toBe(200);
      for (const s of [a2, a3])
        expectError(
          await call(server, 'POST', '/customer/isauthorised', { token: s.token }),
          401,
          'unauthorized',
        );
      const after = await call(server, 'GET', '/security/sessions', { token: a1.token });
      expect(after.body.data).toHaveLength(1);
    });

    it('serves the OpenAPI document, the error body on unknown paths, security headers and CORS', async () => {
      const doc = await fetch(`${server.api}/openapi.json`);
      expect(doc.status).toBe(200);
      const json = (await doc.json()) as {
        openapi: string;
        paths: Record<string, Record<string, { operationId: string }>>;
      };
      expect(json.openapi).toBe('3.1.0');
      expect(json.paths['/api/fiat/customer/isauthorised']?.post?.operationId).toBe('isAuthorised');
      expectError(await call(server, 'GET', '/no/such/call'), 404, 'not_found');
      expect(doc.headers.get('x-content-type-options')).toBe('nosniff');
      expect(doc.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('sends CORS headers, credentials included, to an allowed origin only (preflight and request)', async () => {
      const preflight = (origin: string) =>
        fetch(`${server.api}/customer/isauthorised`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,x-frontend,x-client-origin',
          },
        });
      const allowed = await preflight('http://localhost:5173');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'x-client-origin',
      );
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'x-frontend',
      );
      expect(allowed.headers.get('vary')).toMatch(/origin/i);
      const request = await fetch(`${server.api}/health`, {
        headers: { origin: 'http://127.0.0.1:5173' },
      });
      expect(request.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      expect(request.headers.get('access-control-allow-credentials')).toBe('true');

      for (const origin of ['https://evil.example', 'http://localhost:5174', 'null']) {
        const foreign = await preflight(origin);
        expect(foreign.status).toBeGreaterThanOrEqual(400);
        expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
        expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
        const answer = await fetch(`${server.api}/health`, { headers: { origin } });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
        expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      }
      const sameOrigin = await fetch(`${server.api}/health`);
      expect(sameOrigin.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('answers malformed JSON, wrong content types and oversized bodies with the error body', async () => {
      expectError(
        await call(server, 'POST', '/auth0/login_with_auth0', { rawBody: '{"email":' }),
        400,
        'invalid_json',
      );
      expectError(
        await call(server, 'POST', '/auth0/login_with_auth0', {
          rawBody: 'email=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        415,
        'unsupported_media_type',
      );
      expectError(
        await call(server, 'POST', '/auth0/login_with_auth0', {
          rawBody: JSON.stringify({ x: 'a'.repeat(70_000) }),
        }),
        413,
        'payload_too_large',
      );
      const empty = await call(server, 'POST', '/customer/isauthorised', {
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      });
      expectError(empty, 401, 'unauthorized');
      expectError(
        await call(server, 'GET', '/customer/get_customer_details_by_id?customer_id=not-a-uuid', {
          token: (await login(server, 'aisha@demo.bank')).token,
        }),
        400,
        'validation_error',
      );
    });
  });
}
