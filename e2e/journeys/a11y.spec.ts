// Journey 9: every screen of the identity journeys passes axe in English and in Arabic, and each
// group of journeys can be completed with the keyboard alone.
import { expect, test, type Page } from '@playwright/test';
import {
  baseUrl,
  codeIn,
  enableSmsFactor,
  outbox,
  PASSWORD,
  registerByApi,
  startRegistrationByApi,
  type ApiStep,
} from './support';
import { expectNoAxeViolations } from './axe';

async function inLanguage(page: Page, lang: 'en' | 'ar') {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('journey-lang')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('journey-lang', l);
    }
  }, lang);
}

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main h1').first().waitFor();
}

for (const lang of ['en', 'ar'] as const) {
  test(`the identity screens pass axe in ${lang === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
  }) => {
    test.slow();
    await inLanguage(page, lang);
    for (const path of [
      '/login',
      '/forgot_password',
      '/expired_link',
      '/update_password_success',
      '/registration',
      '/registration/individual',
      '/registration/corporate',
    ]) {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
    }
    // Each registration step, with one registration in progress taken step by step.
    const r = await startRegistrationByApi(`axe-${lang}`);
    const steps: [ApiStep, string][] = [
      ['password', '/registration/password'],
      ['personal_details', '/registration/personal_details'],
      ['generate_otp', '/registration/generate_otp_whatsapp'],
      ['verify_otp', '/registration/verify_otp'],
      ['complete', '/registration/otp_complete'],
      ['done', '/registration/congrats'],
      ['done', '/registration/verify_kyc_step_2'],
    ];
    for (const [step, path] of steps) {
      await r.advance(step);
      await page.evaluate(
        ({ r, step }) =>
          sessionStorage.setItem(
            'registration',
            JSON.stringify({
              token: r.token,
              userType: 'individual',
              email: r.email,
              step: step === 'done' ? 'verify_kyc_step_2' : step,
              expiresAt: r.expiresAt,
              channel: 'sms',
              phoneHint: r.phoneE164,
              sentAt: Date.now(),
            }),
          ),
        {
          r: { token: r.token, email: r.email, expiresAt: r.expiresAt, phoneE164: r.phoneE164 },
          step,
        },
      );
      await open(page, path);
      expect(new URL(page.url()).pathname).toBe(path);
      await expectNoAxeViolations(page);
    }
    // The second-factor screens and online banking, for the same customer with codes by SMS.
    const sms = r;
    await enableSmsFactor(sms);
    await open(page, '/login');
    await page.locator('#login-email').fill(sms.email);
    await page.locator('#login-password').fill(sms.password);
    await page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
    await page.waitForFunction(
      () =>
        (
          document.querySelector('altcha-widget') as unknown as { getState(): string }
        ).getState() === 'verified',
    );
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/login\/generate_otp$/);
    await expectNoAxeViolations(page);
    await page.locator('#otp-channel-channel-0').check();
    const since = Date.now();
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/login\/verify_otp$/);
    await expectNoAxeViolations(page);
    await page
      .locator('#verify-otp-code')
      .fill(codeIn(await outbox(sms.phoneE164, { channel: 'sms', since })));
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.locator('main h1').waitFor();
    await expectNoAxeViolations(page);
    await open(page, '/dashboard/security_page');
    await page.locator('table').first().waitFor();
    await expectNoAxeViolations(page);
  });
}

test('the login journey works with the keyboard alone', async ({ page }) => {
  await open(page, '/login');
  // The prerendered form is disabled until the app is live: a person waits for it too.
  await expect(page.getByLabel(/Email address/)).toBeEnabled();
  // From the page's start, Tab reaches each control in order.
  const tabTo = async (matcher: () => Promise<boolean>, max = 30) => {
    for (let i = 0; i < max; i += 1) {
      if (await matcher()) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('The control was not reached with Tab.');
  };
  await tabTo(() =>
    page.getByLabel(/Email address/).evaluate((el) => el === document.activeElement),
  );
  await page.keyboard.type('aisha@demo.bank');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await tabTo(() =>
    page
      .getByRole('checkbox', { name: /not a robot/ })
      .evaluate((el) => el === document.activeElement),
  );
  await page.keyboard.press('Space');
  await page.waitForFunction(
    () =>
      (document.querySelector('altcha-widget') as unknown as { getState(): string }).getState() ===
      'verified',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /, Aisha$/ })).toBeVisible();
});

test('a failed form is fixed with the keyboard alone through the error summary', async ({
  page,
}) => {
  await open(page, '/forgot_password');
  const email = page.getByLabel(/Email address/);
  await email.focus();
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('link', { name: /Enter an email address in the right format/ }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('not-an-address');
});

test('the registration journey works with the keyboard alone', async ({ page }) => {
  test.slow();
  const r = await registerByApi('keyboard', 'password');
  await open(page, '/registration');
  const radio = page.getByRole('radio', { name: /Personal account/ });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address' })).toBeVisible();
  // Continue a registration already started, from the password on.
  await page.evaluate(
    (r) =>
      sessionStorage.setItem(
        'registration',
        JSON.stringify({
          token: r.token,
          userType: 'individual',
          email: r.email,
          step: 'password',
          expiresAt: r.expiresAt,
        }),
      ),
    { token: r.token, email: r.email, expiresAt: r.expiresAt },
  );
  await open(page, '/registration/password');
  await page.getByLabel(/^Password/).focus();
  await page.keyboard.type(r.password);
  await page.keyboard.press('Tab'); // show-password button
  await page.keyboard.press('Tab');
  await page.keyboard.type(r.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await page.getByLabel(/First name/).focus();
  await page.keyboard.type('Salem');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Al Ketbi');
  await page.keyboard.press('Tab');
  await page.keyboard.type('20-10-1988');
  await page.getByRole('combobox', { name: /Nationality/ }).focus();
  await page.keyboard.type('Emirati');
  // As a person does: wait until the list shows the match, then pick it.
  await expect(page.getByRole('option', { name: /Emirati/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByLabel(/^Mobile number/).focus();
  await page.keyboard.type(r.phoneLocal);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your mobile number' }),
  ).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code by SMS' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter the code we sent you' }),
  ).toBeVisible();
  await page.getByLabel(/^Code/).focus();
  await page.keyboard.type(codeIn(await outbox(r.phoneE164, { channel: 'sms', since })));
  await page.keyboard.press('Enter');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Open my account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sadu Bank' })).toBeVisible();
});
