import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { PROFILE_DRAFT_KEY } from './components/ProfileForm';
import { PHONE_DRAFT_KEY } from './components/PhoneChange';
import { profileAnswer } from './fixtures';

const Account = screenUnderTest(() => import('./UserAccountPage'));
const Update = screenUnderTest(() => import('./UserAccountUpdatePage'));

afterEach(() => sessionStorage.clear());

describe('user_account', () => {
  it('shows the profile with where each part changes', async () => {
    fakeApi({ 'GET /customer/get_customer_details_by_id': reply(200, { data: profileAnswer() }) });
    const { container } = renderPage(Account(), '/dashboard/user_account');
    const contact = await screen.findByRole('region', { name: 'How we reach you' });
    expect(within(contact).getByText('mariam@example.ae')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Change Email address' })).toHaveAttribute(
      'href',
      '/dashboard/settings_email_update1',
    );
    expect(within(contact).getByRole('link', { name: 'Change Mobile number' })).toHaveAttribute(
      'href',
      '/dashboard/user_account_update',
    );
    expect(screen.getByText('17-05-1990')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the terms and privacy policy accepted, with the version and the time in UTC', async () => {
    fakeApi({ 'GET /customer/get_customer_details_by_id': reply(200, { data: profileAnswer() }) });
    renderPage(Account(), '/dashboard/user_account');
    const consent = await screen.findByRole('region', { name: 'Terms you accepted' });
    expect(within(consent).getByText('Terms accepted').nextElementSibling).toHaveTextContent(
      'version 2026-11 on 01-11-2026 08:00 UTC',
    );
    expect(
      within(consent).getByText('Privacy policy accepted').nextElementSibling,
    ).toHaveTextContent('version 2026-11 on 01-11-2026 08:00 UTC');
  });

  it('says "Not recorded" for an account opened before acceptance was recorded, also in Arabic', async () => {
    fakeApi({
      'GET /customer/get_customer_details_by_id': reply(200, {
        data: profileAnswer({ consent: { terms: null, privacy: null } }),
      }),
    });
    const { container, unmount } = renderPage(Account(), '/dashboard/user_account');
    const consent = await screen.findByRole('region', { name: 'Terms you accepted' });
    expect(within(consent).getAllByText('Not recorded')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    await setupI18n('ar');
    try {
      fakeApi({
        'GET /customer/get_customer_details_by_id': reply(200, { data: profileAnswer() }),
      });
      const arabic = renderPage(Account(), '/dashboard/user_account');
      const region = await screen.findByRole('region', { name: 'الشروط التي وافقت عليها' });
      const when = within(region).getByText('الشروط المقبولة').nextElementSibling!;
      expect(when).toHaveTextContent('الإصدار 2026-11 في 01-11-2026 08:00 UTC');
      expect([...when.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent)).toEqual([
        '2026-11',
        '01-11-2026 08:00 UTC',
      ]);
      expect(await axeViolations(arabic.container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });

  it('a failed load shows the catalogue text and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /customer/get_customer_details_by_id': () =>
        fail ? reply(503) : reply(200, { data: profileAnswer() }),
    });
    renderPage(Account(), '/dashboard/user_account');
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('mariam@example.ae')).toBeInTheDocument();
  });
});

describe('user_account_update', () => {
  it('changes occupation and address; a reload keeps what was typed', async () => {
    const api = fakeApi({
      'GET /customer/get_customer_details_by_id': reply(200, { data: profileAnswer() }),
      'PUT /customer/profile': reply(200, { data: profileAnswer({ occupation: 'Engineer' }) }),
    });
    const first = renderPage(Update(), '/dashboard/user_account_update');
    const user = userEvent.setup({ delay: null });
    const occupation = await screen.findByRole('textbox', { name: /Occupation/ });
    await user.clear(occupation);
    await user.type(occupation, 'Engineer');
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(PROFILE_DRAFT_KEY)!)).toMatchObject({
      occupation: 'Engineer',
    });
    const { container } = renderPage(Update(), '/dashboard/user_account_update');
    expect(await screen.findByRole('textbox', { name: /Occupation/ })).toHaveValue('Engineer');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: '/dashboard/user_account' }),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/customer/profile')[0]!.body).toEqual({
      occupation: 'Engineer',
      address: { line1: 'Villa 12, Street 5', city: 'Dubai' },
    });
  });

  it('changes the mobile number with a code and the password', async () => {
    let confirm = refusal(400, 'password_incorrect');
    const api = fakeApi({
      'GET /customer/get_customer_details_by_id': reply(200, { data: profileAnswer() }),
      'POST /customer/phone/change': reply(202, {
        data: { channel: 'sms', sent_to: '+97155*****67', expires_at: '2026-11-24T15:00:00.000Z' },
      }),
      'POST /customer/phone/change/confirm': () => confirm,
    });
    renderPage(Update(), '/dashboard/user_account_update');
    const user = userEvent.setup({ delay: null });
    const phone = await screen.findByRole('textbox', { name: /New mobile number/ });
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(
      await screen.findByRole('link', { name: /Enter a mobile number of the country chosen/ }),
    ).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '055 123 4567');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(await screen.findByText('+97155*****67')).toBeInTheDocument();
    expect(api.to('POST', '/customer/phone/change')[0]!.body).toEqual({
      phone: '+971551234567',
      channel: 'whatsapp',
    });
    expect(JSON.parse(sessionStorage.getItem(PHONE_DRAFT_KEY)!)).toEqual({
      phone: '+971551234567',
      sentTo: '+97155*****67',
    });
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '654321');
    await user.type(screen.getByLabelText(/^Password/), 'Demo-Bank-2026!');
    await user.click(screen.getByRole('button', { name: 'Change my mobile number' }));
    expect(
      await screen.findByRole('link', { name: 'This password is not right. Try again.' }),
    ).toBeInTheDocument();
    confirm = reply(200, { data: profileAnswer({ phone: '+971551234567' }) });
    await user.click(screen.getByRole('button', { name: 'Change my mobile number' }));
    expect(
      await screen.findByRole('heading', { name: '/dashboard/user_account' }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/customer/phone/change/confirm').at(-1)!.body).toEqual({
      otp_code: '654321',
      password: 'Demo-Bank-2026!',
    });
  });
});
