import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  setupI18n,
  testScreen,
  type Routes,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { STATUS_TEXTS } from '@/api/errors';

vi.setConfig({ testTimeout: 60_000 });

let SecurityPage: ComponentType;
beforeAll(async () => {
  await setupI18n();
  SecurityPage = testScreen(await import('./SecurityPage'));
}, 180_000);
afterEach(() => vi.unstubAllGlobals());

const entry = (at: string, extra = {}) => ({
  ip_address: '94.200.1.7',
  city: 'Dubai',
  country: 'United Arab Emirates',
  created_at: at,
  ...extra,
});
const sessions = [
  {
    session_id: '11111111-1111-4111-8111-111111111111',
    device: 'Chrome on Linux',
    ip_address: '94.200.1.7',
    city: 'Dubai',
    country: 'United Arab Emirates',
    created_at: '2026-11-21T08:00:00.000Z',
    last_used_at: '2026-11-21T09:15:30.000Z',
    current: true,
  },
  {
    session_id: '22222222-2222-4222-8222-222222222222',
    device: 'Safari on iPhone',
    ip_address: '5.31.2.9',
    city: 'Abu Dhabi',
    country: 'United Arab Emirates',
    created_at: '2026-11-20T08:00:00.000Z',
    last_used_at: '2026-11-20T18:02:00.000Z',
    current: false,
  },
];
const base: Routes = {
  'GET /security/login-activity': reply(200, {
    data: {
      last_successful_login: entry('2026-11-21T09:15:30.123Z'),
      last_failed_login: entry('2026-11-20T23:59:59.999Z', {
        ip_address: '203.0.113.9',
        city: 'Unknown',
        country: 'Unknown',
      }),
      recent_login_history: [
        entry('2026-11-21T09:15:30.123Z', { success: true, method: 'password' }),
        entry('2026-11-20T23:59:59.999Z', { success: false, method: null }),
      ],
    },
  }),
  'GET /security/sessions': reply(200, { data: sessions }),
  'GET /security/mfa': reply(200, {
    data: { totp_enabled: false, otp_channel: null, recovery_codes_remaining: 0 },
  }),
  'GET /security/passkeys': reply(200, { data: [] }),
};

describe('Security page', () => {
  it('shows the three login tables of the login activity, in UTC, split into date and time', async () => {
    fakeApi(base);
    renderPage(SecurityPage, '/dashboard/security_page');
    const failed = await screen.findByRole('table', { name: 'Last Failed Login' });
    expect(
      within(failed)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['IP Address', 'City', 'Country', 'Date', 'Time', 'Signed in with']);
    const cells = within(failed).getAllByRole('cell');
    ['203.0.113.9', 'Unknown', 'Unknown', '20-11-2026', '23:59:59', 'Not signed in'].forEach(
      (text, i) => expect(cells[i]).toHaveTextContent(text),
    );
    // The last successful login's method is its history row's (the call gives it there only).
    const last = screen.getByRole('table', { name: 'Last Successful Login' });
    expect(last).toHaveTextContent('09:15:30');
    expect(within(last).getAllByRole('cell').at(-1)).toHaveTextContent('Password and code');
    const history = within(screen.getByRole('table', { name: 'Login History' })).getAllByRole(
      'row',
    );
    expect(history).toHaveLength(3);
    expect(history[1]).toHaveTextContent('Password and code');
  });

  it('says which logins were made with a passkey (the UI package’s test reads them in Arabic)', async () => {
    const activity = {
      last_successful_login: entry('2026-11-22T07:00:00.000Z'),
      last_failed_login: null,
      recent_login_history: [
        entry('2026-11-22T07:00:00.000Z', { success: true, method: 'passkey' }),
        entry('2026-11-21T09:15:30.123Z', { success: true, method: 'password' }),
        entry('2026-10-01T09:00:00.000Z', { success: true, method: null }),
      ],
    };
    fakeApi({ ...base, 'GET /security/login-activity': reply(200, { data: activity }) });
    const { container } = renderPage(SecurityPage, '/dashboard/security_page');
    const last = await screen.findByRole('table', { name: 'Last Successful Login' });
    expect(within(last).getAllByRole('cell').at(-1)).toHaveTextContent('Passkey');
    const methods = within(screen.getByRole('table', { name: 'Login History' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.lastElementChild?.textContent);
    expect(methods).toEqual(['Passkey', 'Password and code', 'Unknown']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('logs out another device, and every other device', async () => {
    const api = fakeApi({
      ...base,
      'DELETE /security/sessions/22222222-2222-4222-8222-222222222222': reply(200, {
        data: { message: 'ok' },
      }),
      'POST /security/sessions/revoke_others': reply(200, { data: { revoked: 1 } }),
    });
    renderPage(SecurityPage, '/dashboard/security_page');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('link', { name: 'Log out of this device' })).toHaveAttribute(
      'href',
      '/logout',
    );
    await user.click(screen.getByRole('button', { name: 'Log out Safari on iPhone in Abu Dhabi' }));
    expect(await screen.findByText('We logged out Safari on iPhone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out everywhere else' }));
    expect(await screen.findByText('We logged out 1 other device.')).toBeInTheDocument();
    expect(api.to('POST', '/security/sessions/revoke_others')).toHaveLength(1);
    expect(api.to('GET', '/security/sessions').length).toBeGreaterThanOrEqual(3);
  });

  it('sets up the authenticator: QR, key to copy, a first code, then the recovery codes once', async () => {
    const codes = Array.from(
      { length: 10 },
      (_, i) => `ABCD${'ABCDEFGHJK'[i]}-EFGH${'23456789AB'[i]}`,
    );
    let enabled = false;
    const api = fakeApi({
      ...base,
      'GET /security/mfa': () =>
        reply(200, {
          data: {
            totp_enabled: enabled,
            otp_channel: null,
            recovery_codes_remaining: enabled ? 10 : 0,
          },
        }),
      'POST /security/mfa/totp/setup': reply(200, {
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/x',
          qr_code: 'data:image/png;base64,iVBORw0KGgo=',
        },
      }),
      'POST /security/mfa/totp/activate': (call) => {
        if ((call.body as { otp_code: string }).otp_code !== '123456')
          return refusal(400, 'invalid_code');
        enabled = true;
        return reply(200, { data: { recovery_codes: codes } });
      },
    });
    renderPage(SecurityPage, '/dashboard/security_page');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(
      await screen.findByRole('img', {
        name: 'QR code to add Sadu Bank to your authenticator app',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the key' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Enter the 6-digit code the app shows/), '999999');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('link', { name: /The code is not right/ })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Enter the 6-digit code the app shows/));
    await user.type(screen.getByLabelText(/Enter the 6-digit code the app shows/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Your authenticator app is on/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(api.to('POST', '/security/mfa/totp/activate')).toHaveLength(2);
  });

  it('changes the password: the current one, the new one twice; says how many other devices were logged out', async () => {
    let wrongOnce = true;
    const api = fakeApi({
      ...base,
      'POST /security/password': (call) => {
        const body = call.body as { current_password: string };
        if (wrongOnce && body.current_password !== 'My-current-passw0rd') {
          wrongOnce = false;
          return refusal(400, 'password_incorrect', {
            fields: { current_password: 'The current password is not correct.' },
          });
        }
        return reply(200, {
          data: { message: 'Your password has been changed.', sessions_ended: 1 },
        });
      },
    });
    const { container } = renderPage(SecurityPage, '/dashboard/security_page');
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('region', { name: 'Password' });
    await user.click(within(section).getByRole('button', { name: 'Change my password' }));
    expect(await within(section).findAllByText('Enter your current password')).not.toHaveLength(0);
    expect(within(section).getAllByText('Enter a new password')).not.toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);

    await user.type(within(section).getByLabelText(/^Current password/), 'a wrong one');
    await user.type(within(section).getByLabelText(/^New password/), 'A-brand-new-Passw0rd-26');
    await user.type(
      within(section).getByLabelText(/^Type the new password again/),
      'A-brand-new-Passw0rd-2',
    );
    await user.click(within(section).getByRole('button', { name: 'Change my password' }));
    expect(
      await within(section).findAllByText('The two new passwords are not the same'),
    ).not.toHaveLength(0);
    await user.type(within(section).getByLabelText(/^Type the new password again/), '6');
    await user.click(within(section).getByRole('button', { name: 'Change my password' }));
    expect(
      await within(section).findAllByText('The current password is not correct'),
    ).not.toHaveLength(0);
    const current = within(section).getByLabelText(/^Current password/);
    await user.clear(current);
    await user.type(current, 'My-current-passw0rd');
    await user.click(within(section).getByRole('button', { name: 'Change my password' }));
    expect(
      await within(section).findByText(
        'Your password has been changed, and your other device has been logged out.',
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', '/security/password').at(-1)?.body).toEqual({
      current_password: 'My-current-passw0rd',
      new_password: 'A-brand-new-Passw0rd-26',
    });
    // The fields are emptied, and the page reads its sessions again.
    expect(within(section).getByLabelText(/^New password/)).toHaveValue('');
    expect(api.to('GET', '/security/sessions').length).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations', async () => {
    fakeApi(base);
    const { container } = renderPage(SecurityPage, '/dashboard/security_page');
    await screen.findByRole('table', { name: 'Login History' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [
      'GET /security/mfa',
      'Authenticator app',
      () => screen.findByRole('button', { name: 'Set up an authenticator app' }),
    ],
    [
      'GET /security/sessions',
      'Devices logged in',
      () => screen.findByRole('button', { name: 'Log out everywhere else' }),
    ],
    [
      'GET /security/login-activity',
      'Login activity',
      () => screen.findByRole('table', { name: 'Login History' }),
    ],
    ['GET /security/passkeys', 'Passkeys', () => screen.findByText('You have no passkeys yet.')],
  ] as const)(
    'when %s answers 503, its section says so in the catalogue\'s words, and "Try again" loads it',
    async (call, section, loaded) => {
      let down = true;
      const api = fakeApi({
        ...base,
        [call]: () =>
          down ? refusal(503, 'service_unavailable') : (base[call] as ReturnType<typeof reply>),
      });
      const { container } = renderPage(SecurityPage, '/dashboard/security_page');
      const region = await screen.findByRole('region', { name: section });
      const alert = await within(region).findByRole('alert');
      expect(alert).toHaveTextContent('We could not load this just now');
      expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
      // The other sections load as usual.
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(await axeViolations(container)).toEqual([]);
      down = false;
      await userEvent
        .setup({ delay: null })
        .click(within(region).getByRole('button', { name: 'Try again' }));
      expect(await loaded()).toBeInTheDocument();
      expect(within(region).queryByRole('alert')).toBeNull();
      const [method, path] = call.split(' ') as [string, string];
      expect(api.to(method, path)).toHaveLength(2);
    },
  );
});
