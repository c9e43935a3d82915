import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal, renderPage, reply, setupI18n } from '@/lib/testing/pageHarness';
import { clearSessionStorage, getToken } from '@/session/storage';
import { setPendingLogin } from '@/features/auth/loginState';

vi.setConfig({ testTimeout: 60_000 });

let ResetPassword: ComponentType;
let UpdateInfo: ComponentType;
let ForgotPassword: ComponentType;
let ExpiredLink: ComponentType;
beforeAll(async () => {
  await setupI18n();
  ExpiredLink = (await import('./ExpiredLinkPage')).Component;
  ResetPassword = (await import('./ResetPasswordPage')).Component;
  UpdateInfo = (await import('./UpdateInfoPage')).Component;
  ForgotPassword = (await import('./ForgotPasswordPage')).Component;
}, 180_000);
beforeEach(() => clearSessionStorage());
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'reset-token-0123456789abcdef';

describe('Expired link', () => {
  it('says a link expired and offers a new one', async () => {
    renderPage(ExpiredLink, '/expired_link');
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This one has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
  });

  it('says a used link was used, and what to do if that was not the customer', async () => {
    renderPage(ExpiredLink, '/expired_link', { at: '/expired_link?reason=used' });
    expect(
      await screen.findByRole('heading', { name: 'This link was already used' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/If you changed your password with it, log in with your new password/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
  });
});

describe('Reset password', () => {
  it('sends an expired link to /expired_link before anything is typed', async () => {
    fakeApi({ 'POST /password/reset/check': refusal(410, 'link_expired') });
    renderPage(ResetPassword, '/reset_password', { at: `/reset_password?token=${TOKEN}` });
    expect(
      await screen.findByRole('heading', { name: '/expired_link' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('sends a used link to /expired_link saying it was used', async () => {
    fakeApi({ 'POST /password/reset/check': refusal(410, 'link_used') });
    renderPage(ResetPassword, '/reset_password', { at: `/reset_password?token=${TOKEN}` });
    expect(
      await screen.findByRole(
        'heading',
        { name: '/expired_link?reason=used' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });

  it('ticks the rules as the password is typed, and changes it', async () => {
    const api = fakeApi({
      'POST /password/reset/check': reply(200, {
        data: { expires_at: new Date(Date.now() + 600_000).toISOString() },
      }),
      'POST /password/reset': reply(200, { data: { message: 'changed' } }),
    });
    renderPage(ResetPassword, '/reset_password', { at: `/reset_password?token=${TOKEN}` });
    const password = await screen.findByLabelText(/^New password/);
    const rules = screen.getByRole('list');
    const length = within(rules).getAllByRole('listitem')[0]!;
    expect(length).toHaveTextContent('At least 12 characters (not yet)');
    const user = userEvent.setup({ delay: null });
    await user.type(password, 'Lantern over the creek');
    expect(length).toHaveTextContent('At least 12 characters (done)');
    expect(password).toHaveAccessibleDescription(/At least 12 characters ?\(done\)/);
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(screen.getByRole('link', { name: 'Type your new password again' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Type the new password again/), 'Lantern over the creek');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(
      await screen.findByRole('heading', { name: '/update_password_success' }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/password/reset')[0]?.body).toEqual({
      token: TOKEN,
      password: 'Lantern over the creek',
    });
  });

  it('shows the server’s refusal of a common password next to the field', async () => {
    fakeApi({
      'POST /password/reset/check': reply(200, {
        data: { expires_at: new Date(Date.now() + 600_000).toISOString() },
      }),
      'POST /password/reset': refusal(400, 'password_policy', {
        message: 'This password is too common. Choose a less predictable one.',
      }),
    });
    renderPage(ResetPassword, '/reset_password', { at: `/reset_password?token=${TOKEN}` });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^New password/), 'password1234');
    await user.type(screen.getByLabelText(/Type the new password again/), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(
      await screen.findByRole('link', {
        name: 'This password is too common. Choose a less predictable one.',
      }),
    ).toBeInTheDocument();
  });
});

describe('Update info', () => {
  it('asks only for the missing details, checks the phone, and finishes the login', async () => {
    setPendingLogin({
      email: 'old@demo.bank',
      password: 'x',
      update: {
        token: 'update-token-0123456789',
        expiresAt: Date.now() + 900_000,
        missing: ['phone'],
      },
    });
    const api = fakeApi({
      'POST /customer/update_info': reply(200, {
        data: {
          status: 'authenticated',
          customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01',
          user_type: 'individual',
          customer_type: null,
        },
        new_jwt_tokens: {
          tokens: { access_token: 'access-3', token_type: 'Bearer', expires_in: 600 },
        },
      }),
    });
    renderPage(UpdateInfo, '/update_info');
    const phone = await screen.findByLabelText(/^Mobile number/);
    expect(screen.queryByLabelText(/First name/)).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('link', {
        name: /Enter a real mobile number for the country you chose/,
      }),
    ).toBeInTheDocument();
    expect(phone).toHaveValue('12');
    await user.clear(phone);
    await user.type(phone, '050 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
    expect(api.to('POST', '/customer/update_info')[0]?.body).toEqual({
      update_token: 'update-token-0123456789',
      phone: '+971501234567',
    });
    expect(await getToken()).toBe('access-3');
  });

  it('without a login in progress goes back to /login', async () => {
    setPendingLogin(null);
    fakeApi({});
    renderPage(UpdateInfo, '/update_info');
    expect(await screen.findByRole('heading', { name: '/login' })).toBeInTheDocument();
  });
});

describe('Forgotten password', () => {
  it('starts with the address typed on the login page', async () => {
    fakeApi({});
    renderPage(ForgotPassword, '/forgot_password', { state: { email: 'aisha@demo.bank' } });
    expect(await screen.findByLabelText(/Email address/)).toHaveValue('aisha@demo.bank');
  });
});
