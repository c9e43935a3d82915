// The passkey as the second step of a login (/login/passkey), with the browser's prompt scripted:
// it signs, it is closed, or the bank refuses the signature; the code stays one link away.
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, refusal, renderPage, reply, setupI18n } from '@/lib/testing/pageHarness';
import { clearSessionStorage } from '@/session/storage';
import { pendingLogin, setPendingLogin } from '@/features/auth/loginState';
import { endPasskeyOffer, offerPasskeyNext } from '@/lib/passkeys/offerMark';

// The passkey offer's mark, watched (and kept working).
vi.mock(import('@/lib/passkeys/offerMark'), { spy: true });

const browser = vi.hoisted(() => ({
  passkeysSupported: vi.fn(() => true),
  signWithPasskey: vi.fn(),
}));
vi.mock(import('@/lib/passkeys/browser'), async (original) => ({
  ...(await original()),
  passkeysSupported: browser.passkeysSupported,
  signWithPasskey: browser.signWithPasskey,
}));

vi.setConfig({ testTimeout: 60_000 });

let PasskeyLogin: ComponentType;
beforeAll(async () => {
  await setupI18n();
  PasskeyLogin = (await import('./PasskeyLoginPage')).Component;
}, 180_000);
beforeEach(() => {
  clearSessionStorage();
  browser.passkeysSupported.mockReturnValue(true);
  browser.signWithPasskey.mockReset();
  vi.mocked(offerPasskeyNext).mockClear();
  vi.mocked(endPasskeyOffer).mockClear();
  setPendingLogin({
    email: 'layla@demo.bank',
    password: 'Demo-Bank-2026!',
    mfa: {
      token: 'mfa-token-0123456789',
      expiresAt: Date.now() + 300_000,
      methods: ['passkey', 'sms', 'whatsapp'],
      enrollmentRequired: false,
      phoneHint: '+9715••••••03',
      preferredChannel: 'sms',
    },
  });
});

const CHALLENGE = '3f0c9f5e-0f1e-4c9b-9a43-2f1d2c3b4a59';
const options = reply(200, {
  data: {
    challenge_id: CHALLENGE,
    expires_at: new Date(Date.now() + 300_000).toISOString(),
    options: { challenge: 'c2lnbi1tZQ', allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }] },
  },
});
const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};
const authenticated = reply(200, {
  data: {
    status: 'authenticated',
    customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01',
    user_type: 'individual',
    customer_type: null,
  },
  new_jwt_tokens: { tokens: { access_token: 'access-2', token_type: 'Bearer', expires_in: 600 } },
});

describe('The passkey as the second step (/login/passkey)', () => {
  it('signs the login’s own challenge and goes to the account; a code stays one link away', async () => {
    browser.signWithPasskey.mockResolvedValue(assertion);
    const api = fakeApi({
      'POST /auth0/passkey/options': options,
      'POST /auth0/passkey/login': authenticated,
    });
    const { container } = renderPage(PasskeyLogin, '/login/passkey');
    const use = await screen.findByRole('button', { name: 'Use my passkey' });
    expect(screen.getByRole('link', { name: 'Use a code instead' })).toHaveAttribute(
      'href',
      '/login/generate_otp',
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.setup({ delay: null }).click(use);
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
    expect(api.to('POST', '/auth0/passkey/options')[0]?.body).toEqual({
      mfa_token: 'mfa-token-0123456789',
    });
    expect(browser.signWithPasskey).toHaveBeenCalledWith(
      expect.objectContaining({ challenge: 'c2lnbi1tZQ' }),
    );
    expect(api.to('POST', '/auth0/passkey/login')[0]?.body).toEqual({
      challenge_id: CHALLENGE,
      credential: assertion,
    });
    expect(pendingLogin()).toBeNull();
    // A login with a passkey: no offer of one.
    expect(offerPasskeyNext).not.toHaveBeenCalled();
    expect(endPasskeyOffer).toHaveBeenCalled();
  });

  it('says so when the customer closes the browser’s window, and lets them try again', async () => {
    browser.signWithPasskey.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const api = fakeApi({ 'POST /auth0/passkey/options': options });
    const { container } = renderPage(PasskeyLogin, '/login/passkey');
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Use my passkey' }));
    expect(
      await screen.findByText(/You closed the passkey window, or it timed out/),
    ).toBeInTheDocument();
    expect(api.to('POST', '/auth0/passkey/login')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Use my passkey' })).toBeEnabled();
    expect(pendingLogin()?.mfa).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names a refused signature, and an expired login sends the customer back to log in', async () => {
    browser.signWithPasskey.mockResolvedValue(assertion);
    fakeApi({
      'POST /auth0/passkey/options': options,
      'POST /auth0/passkey/login': refusal(400, 'passkey_rejected'),
    });
    renderPage(PasskeyLogin, '/login/passkey');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use my passkey' }));
    expect(
      await screen.findByText(
        'Your passkey could not be checked. Try again, or use a code instead.',
      ),
    ).toBeInTheDocument();

    fakeApi({ 'POST /auth0/passkey/options': refusal(401, 'mfa_token_invalid') });
    await user.click(screen.getByRole('button', { name: 'Use my passkey' }));
    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
    expect(pendingLogin()).toBeNull();
  });

  it('on a browser without passkeys offers the code only', async () => {
    browser.passkeysSupported.mockReturnValue(false);
    fakeApi({});
    renderPage(PasskeyLogin, '/login/passkey');
    expect(
      await screen.findByText('This browser cannot use passkeys. Use a code instead.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my passkey' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Use a code instead' })).toBeInTheDocument();
  });

  it('without a login in progress goes back to /login', async () => {
    setPendingLogin(null);
    fakeApi({});
    renderPage(PasskeyLogin, '/login/passkey');
    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
  });
});
