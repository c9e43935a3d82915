import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { THEME_STORAGE_KEY } from '@/session/theme';
import { i18n } from '@/i18n/i18n';
import { fakeApi, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { settingsAnswer } from './fixtures';

const Page = screenUnderTest(() => import('./SettingsPage'));
const PATH = '/dashboard/settings';

afterEach(async () => {
  localStorage.removeItem(THEME_STORAGE_KEY);
  await i18n().changeLanguage('en');
});

describe('settings', () => {
  it('shows the stored choices and the way to profile, e-mail and security', async () => {
    fakeApi({
      'GET /customer/settings': reply(200, {
        data: settingsAnswer({ theme: 'dark', language: 'en' }),
      }),
    });
    const { container } = renderPage(Page(), PATH);
    expect(await screen.findByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Money in and out of your accounts, by email' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Security alerts, by email' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Change your email address' })).toHaveAttribute(
      'href',
      '/dashboard/settings_email_update1',
    );
    expect(screen.getByRole('link', { name: /^Security/ })).toHaveAttribute(
      'href',
      '/dashboard/security_page',
    );
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      '/dashboard/user_account',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stores the theme and applies it here', async () => {
    const api = fakeApi({
      'GET /customer/settings': reply(200, { data: settingsAnswer() }),
      'PUT /customer/settings/preferences': reply(200, {
        data: settingsAnswer({ theme: 'high_contrast' }),
      }),
    });
    renderPage(Page(), PATH);
    await userEvent.click(await screen.findByRole('radio', { name: 'High contrast' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.to('PUT', '/customer/settings/preferences')[0]!.body).toEqual({
      theme: 'high_contrast',
    });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('high-contrast');
    expect(screen.getByRole('radio', { name: 'High contrast' })).toBeChecked();
  });

  it('stores the language and switches the page to it', async () => {
    fakeApi({
      'GET /customer/settings': reply(200, { data: settingsAnswer() }),
      'PUT /customer/settings/preferences': reply(200, {
        data: settingsAnswer({ language: 'ar' }),
      }),
    });
    renderPage(Page(), PATH);
    await userEvent.click(await screen.findByRole('radio', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
  });

  it('stores a notification choice; a failure says so and keeps the old choice', async () => {
    let fail = false;
    const api = fakeApi({
      'GET /customer/settings': reply(200, { data: settingsAnswer() }),
      'PUT /customer/settings/notifications': () =>
        fail
          ? reply(503)
          : reply(200, {
              data: settingsAnswer({
                notifications: { ...settingsAnswer().notifications, product_news_sms: true },
              }),
            }),
    });
    renderPage(Page(), PATH);
    const news = await screen.findByRole('checkbox', { name: 'News and offers, by SMS' });
    await userEvent.click(news);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(news).toBeChecked();
    expect(api.to('PUT', '/customer/settings/notifications')[0]!.body).toEqual({
      product_news_sms: true,
    });
    fail = true;
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Your monthly statement is ready, by email' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We could not save this: ${STATUS_TEXTS[503]}`,
    );
    expect(
      screen.getByRole('checkbox', { name: 'Your monthly statement is ready, by email' }),
    ).toBeChecked();
  });

  it('a failed load shows the catalogue text and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /customer/settings': () => (fail ? reply(503) : reply(200, { data: settingsAnswer() })),
    });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Light' })).toBeInTheDocument();
  });
});
