import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRANT_PASSWORD } from '@bank/api-contract/constants';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, refusal, renderPage, reply, setupI18n } from '@/lib/testing/pageHarness';
import { captchaResets } from '@/lib/testing/FakeCaptcha';
import { getToken, getUserType, clearSessionStorage } from '@/session/storage';
import { pendingLogin, setPendingLogin } from '@/features/auth/loginState';
import { THEME_STORAGE_KEY } from '@/session/theme';
import { i18n } from '@/i18n/i18n';

// jsdom on a shared two-core machine: rendering the first screen takes seconds.
vi.setConfig({ testTimeout: 60_000 });
vi.mock('@/lib/forms/Captcha', () => import('@/lib/testing/FakeCaptcha'));
// The browser's passkeys, scripted: none (as in jsdom) unless a test turns them on.
const browser = vi.hoisted(() => ({
  passkeysSupported: vi.fn(() => false),
  autofillSupported: vi.fn(async () => false),
  signWithPasskey: vi.fn(),
}));
vi.mock(import('@/lib/passkeys/browser'), async (original) => ({
  ...(await original()),
  ...browser,
}));

let LoginPage: ComponentType;
beforeAll(async () => {
  await setupI18n();
  LoginPage = (await import('./LoginPage')).Component;
}, 180_000);
beforeEach(() => {
  clearSessionStorage();
  setPendingLogin(null);
  captchaResets.count = 0;
  browser.passkeysSupported.mockReturnValue(false);
  browser.autofillSupported.mockResolvedValue(false);
  browser.signWithPasskey.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const tokens = { tokens: { access_token: 'access-1', token_type: 'Bearer', expires_in: 600 } };
const authenticated = reply(200, {
  data: {
    status: 'authenticated',
    customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01',
    user_type: 'individual',
    customer_type: null,
  },
  new_jwt_tokens: tokens,
});
const mfa = (methods: string[], enrollment = false) =>
  reply(200, {
    data: {
      status: 'mfa_required',
      mfa_token: 'mfa-token-0123456789',
      expires_in: 300,
      mfa_methods: methods,
      enrollment_required: enrollment,
      phone_hint: '+9715•••••67',
      preferred_channel: methods.includes('sms') ? 'whatsapp' : null,
    },
  });

async function fillIn(email = 'aisha@demo.bank', password = 'Demo-Bank-2026!') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('checkbox', { name: /not a robot/ }));
  return user;
}

describe('Login', () => {
  it('lists every missing field in an error summary that takes focus, and keeps what was typed', async () => {
    const api = fakeApi({});
    renderPage(LoginPage, '/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/Email address/), 'aisha@demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Enter an email address in the right format, like name@example.com',
      'Enter your password',
      'Confirm you are not a robot: select the check box under Security check',
    ]);
    expect(screen.getByLabelText(/Email address/)).toHaveValue('aisha@demo');
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('carries the address from registration, and on to "Forgotten your password?"', async () => {
    fakeApi({});
    const { router } = renderPage(LoginPage, '/login', { state: { email: 'noura@example.ae' } });
    const field = await screen.findByLabelText(/Email address/);
    expect(field).toHaveValue('noura@example.ae');
    const user = userEvent.setup({ delay: null });
    await user.clear(field);
    await user.type(field, 'aisha@demo.bank');
    await user.click(screen.getByRole('link', { name: 'Forgotten your password?' }));
    expect(router.state.location.pathname).toBe('/forgot_password');
    expect(router.state.location.state).toEqual({ email: 'aisha@demo.bank' });
  });

  it('sends the spec payload with the captcha as tokenV3, stores the session and opens the dashboard', async () => {
    const api = fakeApi({ 'POST /auth0/login_with_auth0': authenticated });
    renderPage(LoginPage, '/login');
    const user = await fillIn(' aisha@demo.bank ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
    const body = api.to('POST', '/auth0/login_with_auth0')[0]?.body as Record<string, string>;
    expect(body).toMatchObject({
      grant_type: GRANT_PASSWORD,
      email: 'aisha@demo.bank',
      password: 'Demo-Bank-2026!',
    });
    expect(body.tokenV3).toMatch(/^payload-/);
    expect(body.redirect_uri).toMatch(/\/dashboard$/);
    expect(await getToken()).toBe('access-1');
    expect(getUserType()).toBe('individual');
  });

  it('applies the language and theme the customer stored on another device before the dashboard shows', async () => {
    const notifications = {
      transaction_alerts_email: true,
      transaction_alerts_sms: false,
      statements_email: true,
      product_news_email: false,
      product_news_sms: false,
      security_alerts_email: true,
    };
    const settings = { language: 'ar', theme: 'dark', notifications, updated_at: null };
    const api = fakeApi({
      'POST /auth0/login_with_auth0': authenticated,
      'GET /customer/settings': reply(200, { data: settings }),
    });
    renderPage(LoginPage, '/login');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    try {
      expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
      expect(api.to('GET', '/customer/settings')).toHaveLength(1);
      expect(i18n().language).toBe('ar');
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    } finally {
      await i18n().changeLanguage('en');
      localStorage.removeItem(THEME_STORAGE_KEY);
    }
  });

  it("keeps this device's theme when the stored one is the default, and logs in when the settings cannot be read", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'high-contrast');
    fakeApi({
      'POST /auth0/login_with_auth0': authenticated,
      'GET /customer/settings': refusal(503, 'unavailable'),
    });
    renderPage(LoginPage, '/login');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
    expect(i18n().language).toBe('en');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('high-contrast');
    localStorage.removeItem(THEME_STORAGE_KEY);
  });

  it('sends one request however fast the button is clicked', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const api = fakeApi({ 'POST /auth0/login_with_auth0': authenticated });
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await held;
      return original(...args);
    });
    renderPage(LoginPage, '/login');
    const user = await fillIn();
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.dblClick(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByRole('heading', { name: '/dashboard' });
    expect(api.to('POST', '/auth0/login_with_auth0')).toHaveLength(1);
  });

  it('says the email or password is wrong, keeps both, and asks for a new captcha', async () => {
    fakeApi({ 'POST /auth0/login_with_auth0': refusal(401, 'invalid_credentials') });
    renderPage(LoginPage, '/login');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('The email address or password is wrong.');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('aisha@demo.bank');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Demo-Bank-2026!');
    expect(captchaResets.count).toBe(1);
    expect(screen.getByRole('checkbox', { name: /not a robot/ })).not.toBeChecked();
  });

  it('tells a locked customer when to try again', async () => {
    const retryAt = new Date(Date.now() + 120_000);
    fakeApi({
      'POST /auth0/login_with_auth0': refusal(429, 'account_locked', {
        retry_after_seconds: 120,
        retry_at: retryAt.toISOString(),
      }),
    });
    renderPage(LoginPage, '/login');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(retryAt);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `locked your login for a while to keep your account safe. Try again in 2 minutes, at ${hhmm}.`,
    );
  });

  it('tells a disabled user of a company why they cannot log in', async () => {
    fakeApi({ 'POST /auth0/login_with_auth0': refusal(403, 'account_disabled') });
    renderPage(LoginPage, '/login');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'Your company’s administrator has disabled this user. Ask them to enable it again to log in.',
      ),
    ).toBeInTheDocument();
    expect(await getToken()).toBeNull();
  });

  it('puts a refused captcha next to the check', async () => {
    fakeApi({ 'POST /auth0/login_with_auth0': refusal(400, 'captcha_invalid') });
    renderPage(LoginPage, '/login');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'The security check did not work: select the check box again',
      }),
    ).toHaveAttribute('href', '#login-captcha');
  });

  it('offers a customer with a passkey the passkey first, on a browser that can use it', async () => {
    browser.passkeysSupported.mockReturnValue(true);
    fakeApi({ 'POST /auth0/login_with_auth0': mfa(['passkey', 'sms', 'whatsapp']) });
    renderPage(LoginPage, '/login');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: '/login/passkey' })).toBeInTheDocument();
    expect(pendingLogin()?.mfa?.methods).toContain('passkey');
  });

  it('signs in with a passkey alone: the button, or the e-mail field’s autofill (conditional mediation)', async () => {
    browser.passkeysSupported.mockReturnValue(true);
    browser.autofillSupported.mockResolvedValue(true);
    const signed = { id: 'Y3JlZA', response: {} };
    // The autofill's quiet request waits until the customer picks a passkey in the e-mail field.
    let pick: (value: unknown) => void = () => undefined;
    browser.signWithPasskey.mockImplementation((_options: unknown, autofill?: boolean) =>
      autofill ? new Promise((resolve) => (pick = resolve)) : Promise.resolve(signed),
    );
    const challenge = '3f0c9f5e-0f1e-4c9b-9a43-2f1d2c3b4a59';
    const api = fakeApi({
      'POST /auth0/passkey/options': reply(200, {
        data: {
          challenge_id: challenge,
          expires_at: new Date(Date.now() + 300_000).toISOString(),
          options: { challenge: 'c2lnbi1tZQ' },
        },
      }),
      'POST /auth0/passkey/login': authenticated,
    });
    const { container } = renderPage(LoginPage, '/login');
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await waitFor(() =>
      expect(browser.signWithPasskey).toHaveBeenCalledWith({ challenge: 'c2lnbi1tZQ' }, true),
    );
    expect(api.to('POST', '/auth0/passkey/options')[0]?.body).toEqual({});
    const button = screen.getByRole('button', { name: 'Sign in with a passkey' });
    expect(await axeViolations(container)).toEqual([]);
    pick(signed);
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
    expect(api.to('POST', '/auth0/passkey/login')[0]?.body).toEqual({
      challenge_id: challenge,
      credential: signed,
    });
    expect(await getToken()).toBe('access-1');
    expect(button).not.toBeInTheDocument();
  });

  it('says why a passkey sign-in did not work, and the password form stays', async () => {
    browser.passkeysSupported.mockReturnValue(true);
    browser.signWithPasskey.mockResolvedValue({ id: 'Y3JlZA', response: {} });
    fakeApi({
      'POST /auth0/passkey/options': reply(200, {
        data: {
          challenge_id: '3f0c9f5e-0f1e-4c9b-9a43-2f1d2c3b4a59',
          expires_at: new Date(Date.now() + 300_000).toISOString(),
          options: { challenge: 'c2lnbi1tZQ' },
        },
      }),
      'POST /auth0/passkey/login': refusal(400, 'passkey_rejected'),
    });
    renderPage(LoginPage, '/login');
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText(
        'This passkey could not be checked. Try again, or log in with your e-mail and password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toBeInTheDocument();
  });

  it.each([
    [['otp', 'recovery_code'], false, '/login/verify_otp'],
    [['sms', 'whatsapp'], false, '/login/generate_otp'],
    [['sms', 'whatsapp'], true, '/login/verify'],
  ])(
    'with second factors %j (enrolment %s) goes to %s and keeps the login for it',
    async (methods, enrollment, target) => {
      fakeApi({ 'POST /auth0/login_with_auth0': mfa(methods, enrollment) });
      renderPage(LoginPage, '/login');
      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('heading', { name: target })).toBeInTheDocument();
      expect(pendingLogin()?.mfa?.token).toBe('mfa-token-0123456789');
      expect(pendingLogin()?.mfa?.preferredChannel).toBe(
        methods.includes('sms') ? 'whatsapp' : null,
      );
      expect(await getToken()).toBeNull();
    },
  );

  it('asks for missing details at /update_info', async () => {
    fakeApi({
      'POST /auth0/login_with_auth0': reply(200, {
        data: {
          status: 'update_required',
          update_token: 'update-token-0123456789',
          expires_in: 900,
          missing_fields: ['phone'],
        },
      }),
    });
    renderPage(LoginPage, '/login');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: '/update_info' })).toBeInTheDocument();
    expect(pendingLogin()?.update?.missing).toEqual(['phone']);
  });

  it('explains why the customer is here after an idle logout', async () => {
    fakeApi({});
    renderPage(LoginPage, '/login', { state: { reason: 'timeout' } });
    expect(await screen.findByText(/logged out after a period of inactivity/)).toBeInTheDocument();
  });

  it('goes back where the guard stopped the customer', async () => {
    fakeApi({ 'POST /auth0/login_with_auth0': authenticated });
    renderPage(LoginPage, '/login', { at: '/login?from=/dashboard/verify_kyc' });
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: '/dashboard/verify_kyc' })).toBeInTheDocument(),
    );
  });
});
