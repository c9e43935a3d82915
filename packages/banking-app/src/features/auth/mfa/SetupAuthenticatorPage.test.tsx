import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { fakeApi, refusal, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { setPendingLogin } from '@/features/auth/loginState';

const SetupPage = screenUnderTest(() => import('./SetupAuthenticatorPage'));

const pending = () =>
  setPendingLogin({
    email: 'omar@demo.bank',
    password: 'Demo-Bank-2026!',
    mfa: {
      token: 'mfa-token-0123456789',
      expiresAt: Date.now() + 300_000,
      methods: ['otp'],
      enrollmentRequired: true,
      phoneHint: null,
      preferredChannel: null,
    },
  });
const enrolment = reply(200, {
  data: {
    secret: 'JBSWY3DPEHPK3PXP',
    otpauth_uri: 'otpauth://totp/x',
    qr_code: 'data:image/png;base64,iVBORw0KGgo=',
  },
});

describe('Authenticator set-up at login (/login/verify)', () => {
  it('says what failed when the QR code cannot be prepared (503), in the catalogue\'s words, and "Try again" prepares it', async () => {
    pending();
    let down = true;
    const api = fakeApi({
      'POST /auth0/mfa/totp/setup': () => (down ? refusal(503, 'service_unavailable') : enrolment),
    });
    renderPage(SetupPage(), '/login/verify');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('img', {
        name: 'QR code to add Sadu Bank to your authenticator app',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(api.to('POST', '/auth0/mfa/totp/setup')).toHaveLength(2);
  });

  it('asks for a new secret only on "Try again" after a failure: nothing else revalidates the set-up', async () => {
    const { shouldRevalidate } = await import('./SetupAuthenticatorPage');
    const at = (search = '') => new URL(`http://127.0.0.1/login/verify${search}`);
    const revalidates = (to = at(), formMethod?: 'POST') =>
      shouldRevalidate({
        currentUrl: at(),
        nextUrl: to,
        currentParams: {},
        nextParams: {},
        formMethod,
        defaultShouldRevalidate: true,
      });
    pending();
    let down = true;
    fakeApi({
      'POST /auth0/mfa/totp/setup': () => (down ? refusal(503, 'service_unavailable') : enrolment),
    });
    renderPage(SetupPage(), '/login/verify');
    await screen.findByRole('alert');
    // Failed: the retry (a revalidation of the same address) asks again; an action or a new search does not.
    expect(revalidates()).toBe(true);
    expect(revalidates(at(), 'POST')).toBe(false);
    expect(revalidates(at('?x=1'))).toBe(false);
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('JBSW Y3DP EHPK 3PXP');
    // A secret is shown: nothing asks for another (it would replace the QR code scanned).
    expect(revalidates()).toBe(false);
    expect(revalidates(at(), 'POST')).toBe(false);
  });

  it('words an expired login as the identity screens do', async () => {
    pending();
    fakeApi({ 'POST /auth0/mfa/totp/setup': refusal(401, 'mfa_token_invalid') });
    renderPage(SetupPage(), '/login/verify');
    expect(await screen.findByRole('alert')).toHaveTextContent(/log in again/i);
  });
});
