// Helpers of the identity journeys: the real captcha widget ticked in the page, codes and links
// read from the development outbox, TOTP codes computed from the secret, fresh identities.
import { expect, type Page } from '@playwright/test';
import { axeViolations } from '@bank/testkit';
import { generate } from 'otplib';
import { PATHS } from '@bank/banking-app/paths';
import { CONSENT_VERSIONS } from '@bank/api-contract/constants';

export const PASSWORD = 'Demo-Bank-2026!';

/** axe (WCAG 2.2 A/AA) finds nothing on the screen; called once its content has come. */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/** Nothing wider than the screen: no sideways scrolling on a 360 px phone. */
export async function expectFitsWidth(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `page width at ${page.url()}`).toBeLessThanOrEqual(client);
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run.');
  return url;
}

let serial = 0;
/** A fresh e-mail address and UAE mobile number for one journey. */
export function newIdentity(tag: string) {
  serial += 1;
  const n = `${Date.now() % 10_000_000}`.padStart(7, '0');
  // 050 is a UAE mobile prefix: the backend sends codes to mobile numbers only (libphonenumber's type).
  const local = `050${`${(Number(n) + serial * 7919) % 10 ** 7}`.padStart(7, '0')}`;
  return {
    email: `${tag}.${Date.now()}.${serial}@journeys.example.ae`,
    phoneLocal: local,
    phoneE164: `+971${local.slice(1)}`,
  };
}

interface OutboxMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** The newest message to `recipient` (optionally on one channel) sent after `since`, waiting for it. */
export async function outbox(
  recipient: string,
  options: { channel?: OutboxMessage['channel']; since?: number } = {},
): Promise<OutboxMessage> {
  const since = options.since ?? 0;
  for (let i = 0; i < 60; i += 1) {
    const query = new URLSearchParams({
      recipient,
      limit: '20',
      ...(options.channel ? { channel: options.channel } : {}),
    });
    const res = await fetch(`${baseUrl()}/api/fiat/dev/outbox?${query}`);
    const { data } = (await res.json()) as { data: OutboxMessage[] };
    const found = data.find((m) => Date.parse(m.created_at) >= since - 1000);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No message to ${recipient} in the outbox.`);
}

export function codeIn(message: OutboxMessage): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match?.[1]) throw new Error(`No code in: ${message.body}`);
  return match[1];
}

export function linkIn(message: OutboxMessage): URL {
  const match = /(https?:\/\/\S+)/.exec(message.body);
  if (!match?.[1]) throw new Error(`No link in: ${message.body}`);
  return new URL(match[1]);
}

/** A TOTP code for the secret that the test has not used yet (the server accepts a time step once). */
const usedSteps = new Map<string, number>();
export async function totp(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    if (usedSteps.get(secret) !== step) {
      usedSteps.set(secret, step);
      return generate({ secret: secret.replace(/\s/g, '') });
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Ticks the ALTCHA check box of the page (as a person would) and waits until it is verified. */
export async function passCaptcha(page: Page, keyboard = false) {
  const box = page.getByRole('checkbox', { name: /not a robot|لست روبوت/ });
  await box.waitFor();
  if (keyboard) {
    await box.focus();
    await page.keyboard.press('Space');
  } else {
    await box.click({ force: true });
  }
  await page.waitForFunction(
    () =>
      (document.querySelector('altcha-widget') as unknown as { getState(): string }).getState() ===
      'verified',
    null,
    { timeout: 60_000 },
  );
}

/** Logs in through the form. Returns when the next screen's heading shows. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${baseUrl()}${PATHS.login}`);
  await page.getByLabel(/Email address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A solved captcha payload (the backend runs with a cheap proof of work in the journeys). */
export async function captchaPayload(): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const challenge = await (await fetch(`${baseUrl()}/api/fiat/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A call without a session (registration steps, the sandbox's simulations), from Node. */
export async function post<T>(path: string, body: unknown, from?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  // The backend trusts the loopback proxy in the e2e set-up (TRUST_PROXY=127.0.0.1), as a
  // deployment trusts its proxy: a registration made here says which customer address it is for.
  if (from) headers['x-forwarded-for'] = from;
  const res = await fetch(`${baseUrl()}/api/fiat${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as T;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

export type ApiStep =
  'password' | 'personal_details' | 'generate_otp' | 'verify_otp' | 'complete' | 'done';
const ORDER: ApiStep[] = [
  'password',
  'personal_details',
  'generate_otp',
  'verify_otp',
  'complete',
  'done',
];

/**
 * A registration made through the backend's calls (registration is limited to 20 per address and
 * hour, so the journeys make few): `advance(step)` takes it up to the point where `step` is the
 * next thing to do ('done': the customer exists). For journeys that start after registration, or
 * that need a registration in progress at a given step.
 */
/**
 * An address of its own for a set-up call made from Node (198.18.0.0/15, the benchmarking range),
 * so the many journeys that register or log in a customer through the API stay under the
 * per-address limits (registrations, code sends, logins) that the browser journeys from 127.0.0.1
 * test.
 */
const ownAddress = () =>
  `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A registration started through the API; a corporate one has its company e-mail verified by its code. */
export async function startRegistrationByApi(
  tag: string,
  kind: 'individual' | 'corporate' = 'individual',
) {
  const who = newIdentity(tag);
  const from = ownAddress();
  const send = <T>(path: string, body: unknown) => post<T>(path, body, from);
  const startedAt = Date.now();
  const started = await send<{ data: { registration_token: string; expires_at: string } }>(
    '/registration/start',
    {
      user_type: kind,
      email: who.email,
      tokenV3: await captchaPayload(),
    },
  );
  const token = started.data.registration_token;
  if (kind === 'corporate') {
    const otp_code = codeIn(await outbox(who.email, { channel: 'email', since: startedAt }));
    await send('/registration/corporate/verify', { registration_token: token, otp_code });
  }
  let at: ApiStep = 'password';
  const r = {
    ...who,
    token,
    expiresAt: started.data.expires_at,
    password: 'Journey harbour 2026 blue',
  };
  const doStep: Record<Exclude<ApiStep, 'done'>, () => Promise<unknown>> = {
    password: () =>
      send('/registration/password', { registration_token: token, password: r.password }),
    personal_details: () =>
      send('/registration/personal_details', {
        registration_token: token,
        first_name: 'Mariam',
        last_name: 'Haddad',
        date_of_birth: '1990-05-17',
        nationality: 'AE',
        country_of_residence: 'AE',
        phone: who.phoneE164,
        ...(kind === 'corporate'
          ? { company_name: `${tag[0]!.toUpperCase()}${tag.slice(1)} Trading LLC` }
          : {}),
      }),
    generate_otp: async () => {
      sentAt = Date.now();
      await send('/registration/otp/generate', { registration_token: token, channel: 'sms' });
    },
    verify_otp: async () => {
      const code = codeIn(await outbox(who.phoneE164, { channel: 'sms', since: sentAt }));
      await send('/registration/otp/verify', {
        registration_token: token,
        channel: 'sms',
        otp_code: code,
      });
    },
    // The customer ticks "I accept the terms and conditions and the privacy policy" (the current versions).
    complete: () =>
      send('/registration/complete', {
        registration_token: token,
        accepted_terms_version: CONSENT_VERSIONS.terms,
        accepted_privacy_version: CONSENT_VERSIONS.privacy,
      }),
  };
  let sentAt = 0;
  return {
    ...r,
    async advance(until: ApiStep) {
      while (ORDER.indexOf(at) < ORDER.indexOf(until)) {
        await doStep[at as Exclude<ApiStep, 'done'>]();
        at = ORDER[ORDER.indexOf(at) + 1]!;
      }
      return this;
    },
  };
}

/** A fresh individual customer (registered through the API), or one whose registration stops before `until`. */
export async function registerByApi(
  tag: string,
  until: ApiStep = 'done',
  kind: 'individual' | 'corporate' = 'individual',
) {
  return (await startRegistrationByApi(tag, kind)).advance(until);
}

/**
 * A fresh corporate administrator (registered through the API) whose first login, from Node,
 * enrols codes by SMS as their second factor (corporate users must have one): the browser then
 * logs them in with `logInWithSms`.
 */
export async function registerCorporateAdminByApi(tag: string) {
  const who = await registerByApi(tag, 'done', 'corporate');
  await firstLoginWithSms(who);
  return who;
}

/** A first login from Node that enrols codes by SMS to the customer's (verified) phone. */
async function firstLoginWithSms(who: { email: string; password: string; phoneE164: string }) {
  const since = Date.now();
  const from = ownAddress();
  const mfa_token = await passwordStep(who, from);
  await post('/auth0/mfa/send_otp', { mfa_token, channel: 'sms' }, from);
  const otp_code = codeIn(await outbox(who.phoneE164, { channel: 'sms', since }));
  await post(
    '/auth0/mfa/confirm_auth0',
    { grant_type: 'mfa-oob', mfa_token, otp_code, email: who.email, password: who.password },
    from,
  );
}

/** The password step of a login from Node: its mfa_token. */
async function passwordStep(who: { email: string; password: string }, from: string) {
  const login = await post<{ data: { mfa_token: string } }>(
    '/auth0/login_with_auth0',
    {
      grant_type: 'password',
      redirect_uri: `${baseUrl()}${PATHS.dashboard}`,
      email: who.email,
      password: who.password,
      tokenV3: await captchaPayload(),
    },
    from,
  );
  return login.data.mfa_token;
}

/**
 * A user invited to Falcon Trading by its administrator (from Node): the invitation's link sets the
 * password; the first login enrols an authenticator app (an invitee's phone is not verified yet)
 * and completes the profile (date of birth, nationality, residence). A user of their own, for
 * journeys that change how a user logs in (a passkey) without touching the shared demo users.
 */
export async function invitedFalconUser(
  tag: string,
  role: 'viewer' | 'preparer' | 'approver' | 'admin',
  adminToken: string,
  firstName = 'Hessa',
) {
  const who = { ...newIdentity(tag), password: PASSWORD };
  const since = Date.now();
  await callAs(adminToken, 'POST', '/subaccount/invite', {
    email: who.email,
    first_name: firstName,
    last_name: 'Falcon',
    phone: who.phoneE164,
    customer_type: role,
  });
  const link = linkIn(await outbox(who.email, { channel: 'email', since }));
  await post('/password/reset', { token: link.searchParams.get('token'), password: who.password });
  const from = ownAddress();
  const mfa_token = await passwordStep(who, from);
  const setup = await post<{ data: { secret: string } }>(
    '/auth0/mfa/totp/setup',
    { mfa_token },
    from,
  );
  type Tokens = { new_jwt_tokens?: { tokens: { access_token: string } } };
  const done = await post<{ data?: { status?: string; update_token?: string } } & Tokens>(
    '/auth0/mfa/confirm_auth0',
    {
      grant_type: 'mfa-otp',
      mfa_token,
      otp_code: await totp(setup.data.secret),
      email: who.email,
      password: who.password,
    },
    from,
  );
  const signedIn =
    done.data?.status === 'update_required'
      ? await post<Tokens>(
          '/customer/update_info',
          {
            update_token: done.data.update_token,
            date_of_birth: '1990-04-12',
            nationality: 'AE',
            country_of_residence: 'AE',
          },
          from,
        )
      : done;
  // The session of this first login, for calls from Node (a second login would need the next
  // authenticator code, half a minute later).
  const token = signedIn.new_jwt_tokens?.tokens.access_token ?? '';
  return { ...who, totpSecret: setup.data.secret, token };
}

/** Logs in through the form with a code sent by SMS (a customer whose factor is SMS). */
export async function logInWithSms(
  page: Page,
  who: { email: string; password: string; phoneE164: string },
) {
  await logIn(page, who.email, who.password);
  await page.getByRole('radio', { name: /Text message \(SMS\)/ }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page
    .getByLabel(/^Code/)
    .fill(codeIn(await outbox(who.phoneE164, { channel: 'sms', since })));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Logs out through /logout and waits until the session has really ended. */
export async function logOut(page: Page) {
  if (!new URL(page.url()).pathname.startsWith(PATHS.logout))
    await page.goto(`${baseUrl()}${PATHS.logout}`);
  await page.getByText('Your session has ended on this device, in every open tab.').waitFor();
}

/** Logs a customer without a second factor in from Node: the access token. */
export async function accessTokenFor(who: { email: string; password: string }): Promise<string> {
  const login = await post<{ new_jwt_tokens: { tokens: { access_token: string } } }>(
    '/auth0/login_with_auth0',
    {
      grant_type: 'password',
      redirect_uri: `${baseUrl()}${PATHS.dashboard}`,
      email: who.email,
      password: who.password,
      tokenV3: await captchaPayload(),
    },
    ownAddress(),
  );
  return login.new_jwt_tokens.tokens.access_token;
}

/** A call as the app sends it (bearer token, frontend marker, client origin), from Node. */
export async function callAs<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/fiat${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-Frontend': 'prod',
      'X-Client-Origin': baseUrl(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as T;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Turns on codes by SMS as the second factor of a customer (through the API, logged in from Node). */
export async function enableSmsFactor(who: { email: string; password: string }) {
  await callAs(await accessTokenFor(who), 'PUT', '/security/mfa/otp_channel', {
    otp_channel: 'sms',
  });
}
