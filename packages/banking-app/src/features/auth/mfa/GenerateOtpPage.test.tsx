import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, renderPage, reply, setupI18n } from '@/lib/testing/pageHarness';
import { clearSessionStorage } from '@/session/storage';
import { pendingLogin, setPendingLogin, type PendingLogin } from '@/features/auth/loginState';

vi.setConfig({ testTimeout: 60_000 });

let GenerateOtp: ComponentType;
beforeAll(async () => {
  await setupI18n();
  GenerateOtp = (await import('./GenerateOtpPage')).Component;
}, 180_000);
beforeEach(() => clearSessionStorage());
afterEach(() => vi.unstubAllGlobals());

const login = (preferredChannel: 'sms' | 'whatsapp' | null): PendingLogin => ({
  email: 'layla@demo.bank',
  password: 'Demo-Bank-2026!',
  mfa: {
    token: 'mfa-token-0123456789',
    expiresAt: Date.now() + 300_000,
    methods: ['sms', 'whatsapp'],
    enrollmentRequired: false,
    phoneHint: '+9715••••••03',
    preferredChannel,
  },
});
const sent = (channel: string) =>
  reply(202, {
    data: {
      channel,
      phone_hint: '+9715••••••03',
      expires_at: new Date(Date.now() + 300_000).toISOString(),
      expires_in: 300,
    },
  });

describe('Where to send the login code (/login/generate_otp)', () => {
  it('has the channel the customer used last chosen already, so "Send the code" works at once', async () => {
    setPendingLogin(login('whatsapp'));
    const api = fakeApi({ 'POST /auth0/mfa/send_otp': sent('whatsapp') });
    const { container } = renderPage(GenerateOtp, '/login/generate_otp');
    expect(await screen.findByRole('radio', { name: /WhatsApp/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /SMS/ })).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('heading', { name: '/login/verify_otp' })).toBeInTheDocument();
    expect(api.to('POST', '/auth0/mfa/send_otp')[0]?.body).toEqual({
      mfa_token: 'mfa-token-0123456789',
      channel: 'whatsapp',
    });
    expect(pendingLogin()?.mfa?.channel).toBe('whatsapp');
  });

  it('lets the customer choose the other channel instead', async () => {
    setPendingLogin(login('whatsapp'));
    const api = fakeApi({ 'POST /auth0/mfa/send_otp': sent('sms') });
    renderPage(GenerateOtp, '/login/generate_otp');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: /SMS/ }));
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('heading', { name: '/login/verify_otp' })).toBeInTheDocument();
    expect(api.to('POST', '/auth0/mfa/send_otp')[0]?.body).toMatchObject({ channel: 'sms' });
  });

  it('without a channel on record, asks for one before sending', async () => {
    setPendingLogin(login(null));
    const api = fakeApi({});
    renderPage(GenerateOtp, '/login/generate_otp');
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Send the code' }));
    expect(
      await screen.findByRole('link', {
        name: 'Choose how we should send the code: SMS or WhatsApp',
      }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
