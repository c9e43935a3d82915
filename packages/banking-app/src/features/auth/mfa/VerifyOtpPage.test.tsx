import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRANT_MFA_OOB, GRANT_MFA_OTP, GRANT_MFA_RECOVERY } from '@bank/api-contract/constants';
import { fakeApi, refusal, renderPage, reply, setupI18n } from '@/lib/testing/pageHarness';
import { clearSessionStorage, getToken } from '@/session/storage';
import { axeViolations } from '@/lib/testing/axe';
import { pendingLogin, setPendingLogin, type PendingLogin } from '@/features/auth/loginState';
import { endPasskeyOffer, offerPasskeyNext } from '@/lib/passkeys/offerMark';

// The passkey offer's mark, watched (and kept working).
vi.mock(import('@/lib/passkeys/offerMark'), { spy: true });

vi.setConfig({ testTimeout: 60_000 });

let VerifyOtp: ComponentType;
beforeAll(async () => {
  await setupI18n();
  VerifyOtp = (await import('./VerifyOtpPage')).Component;
}, 180_000);
beforeEach(() => {
  clearSessionStorage();
  vi.mocked(offerPasskeyNext).mockClear();
  vi.mocked(endPasskeyOffer).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const login = (mfa: Partial<NonNullable<PendingLogin['mfa']>>): PendingLogin => ({
  email: 'omar@demo.bank',
  password: 'Demo-Bank-2026!',
  mfa: {
    token: 'mfa-token-0123456789',
    expiresAt: Date.now() + 300_000,
    methods: ['otp', 'recovery_code'],
    enrollmentRequired: false,
    phoneHint: '+9715•••••67',
    preferredChannel: null,
    ...mfa,
  },
});
const authenticated = reply(200, {
  data: {
    status: 'authenticated',
    customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01',
    user_type: 'individual',
    customer_type: null,
  },
  new_jwt_tokens: { tokens: { access_token: 'access-2', token_type: 'Bearer', expires_in: 600 } },
});

describe('Second factor', () => {
  it('without a login in progress goes back to /login', async () => {
    setPendingLogin(null);
    fakeApi({});
    renderPage(VerifyOtp, '/login/verify_otp');
    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
  });

  it('asks for the authenticator code with the app’s logo, confirms with mfa-otp and the spec’s payload', async () => {
    setPendingLogin(login({}));
    const api = fakeApi({ 'POST /auth0/mfa/confirm_auth0': authenticated });
    renderPage(VerifyOtp, '/login/verify_otp');
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Authenticator app' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
    expect(api.to('POST', '/auth0/mfa/confirm_auth0')[0]?.body).toEqual({
      grant_type: GRANT_MFA_OTP,
      mfa_token: 'mfa-token-0123456789',
      otp_code: '123456',
      email: 'omar@demo.bank',
      password: 'Demo-Bank-2026!',
    });
    expect(await getToken()).toBe('access-2');
    expect(pendingLogin()).toBeNull();
    // A login with a code: the home offers a passkey next (to a customer who has none).
    expect(offerPasskeyNext).toHaveBeenCalledWith('7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01');
    expect(endPasskeyOffer).not.toHaveBeenCalled();
  });

  it('keeps a wrong code in the field and says so next to it', async () => {
    setPendingLogin(login({}));
    fakeApi({ 'POST /auth0/mfa/confirm_auth0': refusal(400, 'invalid_code') });
    renderPage(VerifyOtp, '/login/verify_otp');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', {
        name: 'The code is not right: check it and enter it again',
      }),
    ).toHaveAttribute('href', '#verify-otp-code');
    expect(screen.getByLabelText(/^Code/)).toHaveValue('654321');
    expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription(/The code is not right/);
  });

  it('falls back to a recovery code, sent with mfa-recovery-code', async () => {
    setPendingLogin(login({}));
    const api = fakeApi({ 'POST /auth0/mfa/confirm_auth0': authenticated });
    renderPage(VerifyOtp, '/login/verify_otp');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByRole('heading', { name: 'Use a recovery code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Recovery code/), 'abcde-fgh23');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: '/dashboard' });
    expect(api.to('POST', '/auth0/mfa/confirm_auth0')[0]?.body).toMatchObject({
      grant_type: GRANT_MFA_RECOVERY,
      otp_code: 'ABCDE-FGH23',
    });
  });

  it('after a login with a recovery code, says how many are left and where to make new ones', async () => {
    setPendingLogin(login({}));
    fakeApi({
      'POST /auth0/mfa/confirm_auth0': reply(200, {
        data: {
          status: 'authenticated',
          customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01',
          user_type: 'individual',
          customer_type: null,
          recovery_codes_left: 2,
        },
        new_jwt_tokens: {
          tokens: { access_token: 'access-2', token_type: 'Bearer', expires_in: 600 },
        },
      }),
    });
    const { container } = renderPage(VerifyOtp, '/login/verify_otp', {
      at: '/login/verify_otp?mode=recovery',
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/Recovery code/), 'abcde-fgh23');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'You are logged in with a recovery code' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 recovery codes are left')).toBeInTheDocument();
    expect(screen.getByText(/Make new recovery codes now in Security/)).toBeInTheDocument();
    expect(document.activeElement).toContainElement(screen.getByText('2 recovery codes are left'));
    expect(screen.getByRole('link', { name: 'Make new recovery codes' })).toHaveAttribute(
      'href',
      '/dashboard/security_page',
    );
    expect(await axeViolations(container)).toEqual([]);
    expect(await getToken()).toBe('access-2');
    await user.click(screen.getByRole('link', { name: 'Continue to your account' }));
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
  });

  it('ends the login after too many wrong codes and offers to start again', async () => {
    setPendingLogin(login({}));
    fakeApi({ 'POST /auth0/mfa/confirm_auth0': refusal(429, 'too_many_attempts') });
    renderPage(VerifyOtp, '/login/verify_otp');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'You have entered too many wrong codes. Log in again to get a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login');
    expect(pendingLogin()).toBeNull();
  });

  const smsRoutes = {
    'POST /auth0/mfa/send_otp': reply(202, {
      data: {
        channel: 'sms',
        phone_hint: '+9715•••••67',
        expires_at: new Date().toISOString(),
        expires_in: 300,
      },
    }),
    'POST /auth0/mfa/confirm_auth0': authenticated,
  };

  it('shows the cool-down before a new SMS code can be sent, and ignores clicks until then', async () => {
    setPendingLogin(login({ methods: ['sms', 'whatsapp'], channel: 'sms', sentAt: Date.now() }));
    const api = fakeApi(smsRoutes);
    renderPage(VerifyOtp, '/login/verify_otp');
    expect(
      await screen.findByText(
        'We sent a 6-digit code by SMS to +9715•••••67. It works for 5 minutes.',
      ),
    ).toBeInTheDocument();
    const resend = screen.getByRole('button', {
      name: /Send a new code \(available in (30|29) s\)/,
    });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup({ delay: null }).click(resend);
    expect(api.to('POST', '/auth0/mfa/send_otp')).toHaveLength(0);
  });

  it('sends a new SMS code after the cool-down, and confirms the code with mfa-oob', async () => {
    setPendingLogin(
      login({ methods: ['sms', 'whatsapp'], channel: 'sms', sentAt: Date.now() - 31_000 }),
    );
    const api = fakeApi(smsRoutes);
    renderPage(VerifyOtp, '/login/verify_otp');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('We sent a new code to +9715•••••67. Only the newest code works.'),
    ).toBeInTheDocument();
    expect(api.to('POST', '/auth0/mfa/send_otp')[0]?.body).toEqual({
      mfa_token: 'mfa-token-0123456789',
      channel: 'sms',
    });
    expect(screen.getByRole('button', { name: /available in/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), '246810');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: '/dashboard' });
    expect(api.to('POST', '/auth0/mfa/confirm_auth0')[0]?.body).toMatchObject({
      grant_type: GRANT_MFA_OOB,
      otp_code: '246810',
    });
  });
});
