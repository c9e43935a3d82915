import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal, renderPage, reply, setupI18n } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { STATUS_TEXTS } from '@/api/errors';
import { setToken } from '@/session/storage';
import { partOfDay } from './greeting';

vi.setConfig({ testTimeout: 60_000 });

let HomePage: ComponentType;
beforeAll(async () => {
  await setupI18n();
  HomePage = (await import('./HomePage')).Component;
  await setToken('access-home');
}, 180_000);
afterEach(() => vi.unstubAllGlobals());

const details = (extra = {}) => ({
  data: {
    customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01',
    user_type: 'individual',
    customer_type: null,
    email: 'noura@example.ae',
    email_verified: false,
    first_name: 'Noura',
    last_name: 'Al Mansoori',
    full_name: 'Noura Al Mansoori',
    date_of_birth: '1992-02-14',
    nationality: 'AE',
    country_of_residence: 'AE',
    phone: '+971501234567',
    phone_verified: true,
    company: null,
    mfa: { totp_enabled: false, otp_channel: null, recovery_codes_remaining: 0 },
    missing_fields: [],
    created_at: '2026-11-21T08:00:00.000Z',
    ...extra,
  },
});

describe('Dashboard home', () => {
  it('greets by the part of the day', () => {
    expect(partOfDay(new Date(2026, 0, 1, 9))).toBe('morning');
    expect(partOfDay(new Date(2026, 0, 1, 13))).toBe('afternoon');
    expect(partOfDay(new Date(2026, 0, 1, 21))).toBe('evening');
  });

  it('greets the customer by first name and sends the email link again when asked', async () => {
    const api = fakeApi({
      'GET /customer/get_customer_details_by_id': reply(200, details()),
      'POST /customer/email/resend_verification': reply(202, { data: { message: 'sent' } }),
    });
    renderPage(HomePage, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Noura$/ })).toBeInTheDocument();
    expect(screen.getByText('We sent a link to noura@example.ae. Open it to confirm that this address is yours.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new link to noura@example.ae.');
    expect(api.to('POST', '/customer/email/resend_verification')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Set it up in Security' })).toHaveAttribute('href', '/dashboard/security_page');
  });

  it('names the company of a corporate user and asks nothing of a verified, protected customer', async () => {
    fakeApi({
      'GET /customer/get_customer_details_by_id': reply(200, details({
        user_type: 'corporate',
        email_verified: true,
        company: { company_id: '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Dhow Logistics LLC' },
        mfa: { totp_enabled: true, otp_channel: null, recovery_codes_remaining: 10 },
      })),
    });
    renderPage(HomePage, '/dashboard');
    expect(await screen.findByText('You are using online banking for Dhow Logistics LLC.')).toBeInTheDocument();
    expect(screen.queryByText(/Confirm your email address/)).toBeNull();
    expect(screen.queryByText(/Protect your account/)).toBeNull();
  });

  it('says what failed when the details cannot be loaded (503), in the catalogue\'s words, and "Try again" loads them', async () => {
    let down = true;
    const api = fakeApi({ 'GET /customer/get_customer_details_by_id': () => (down ? refusal(503, 'service_unavailable') : reply(200, details())) });
    const { container } = renderPage(HomePage, '/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your details');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Sadu Bank');
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /, Noura$/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to('GET', '/customer/get_customer_details_by_id')).toHaveLength(2);
  });
});
