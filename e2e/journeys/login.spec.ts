// Journeys 3 and 4: logging in without a second factor, with an SMS code, with an authenticator
// (TOTP computed here from the secret) and with a recovery code; five wrong passwords.
import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  baseUrl,
  codeIn,
  logIn,
  logOut,
  outbox,
  passCaptcha,
  registerByApi,
  totp,
} from './support';
import { expectNoAxeViolations } from './axe';

test('a customer without a second factor goes straight to the dashboard, which greets them by name', async ({
  page,
}) => {
  await logIn(page, 'aisha@demo.bank');
  await expect(page.getByRole('heading', { level: 1, name: /, Aisha$/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /./ }).getByRole('link', { name: 'Security' }),
  ).toBeVisible();
});

test('the prerendered login form stays disabled until the app is live, then logs in with what was typed', async ({
  page,
}) => {
  // The app's scripts are held back: the page shows from its HTML alone, its form disabled.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not until "load": that waits for the held scripts.
  await page.goto(`${baseUrl()}/login`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Sadu Bank' })).toBeVisible();
  await expect(page.getByLabel(/Email address/)).toBeDisabled();
  await expect(page.getByLabel(/^Password/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
  release();
  await expect(page.getByLabel(/Email address/)).toBeEnabled();
  await page.getByLabel(/Email address/).fill('aisha@demo.bank');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /, Aisha$/ })).toBeVisible();
});

test('a prerendered page is drawn before its scripts are asked for; a visit that cannot use the drawing asks at once', async ({
  browser,
}) => {
  for (const path of ['/', '/login']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app is live (the form enabled / the theme switch working) and its scripts came after the first paint.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name)),
    );
    const order = await page.evaluate(() => {
      const paint =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js') && !r.name.endsWith('/config.js'));
      return { paint, firstScript: Math.min(...scripts.map((r) => r.startTime)) };
    });
    expect(order.paint, path).toBeLessThan(Infinity);
    expect(order.firstScript, path).toBeGreaterThanOrEqual(order.paint);
    await context.close();
  }
  // In Arabic the English drawing is emptied before it is painted: the app draws the page, in Arabic.
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('lang', 'ar'));
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى بنك سدو' }),
  ).toBeVisible();
  await expect(page.getByLabel(/البريد الإلكتروني/)).toBeEnabled();
  await context.close();
});

test('a customer with codes by SMS logs in with the code from the outbox', async ({ page }) => {
  await logIn(page, 'layla@demo.bank');
  await expect(page.getByRole('heading', { level: 1, name: 'Get a login code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /Text message \(SMS\)/ }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter the code we sent you' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Send a new code \(available in \d+ s\)/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByLabel(/^Code/)
    .fill(codeIn(await outbox('+971501110003', { channel: 'sms', since })));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /, Layla$/ })).toBeVisible();
});

test('a customer sets up an authenticator, logs in with its code, then with a recovery code that then no longer works', async ({
  page,
}) => {
  const who = await registerByApi('totp');
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel(/Enter the 6-digit code the app shows/).fill(await totp(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText('Your authenticator app is on.', { exact: false })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/logout$/);
  await logOut(page);

  // The authenticator path: the app's logo, the code, a cancel action.
  await logIn(page, who.email, who.password);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter the code from your authenticator app' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Authenticator app' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Code/).fill(await totp(secret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await logOut(page);

  // The recovery code works once.
  for (const attempt of ['first', 'again'] as const) {
    await logIn(page, who.email, who.password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Use a recovery code' }),
    ).toBeVisible();
    await page.getByLabel(/Recovery code/).fill(codes[0]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    if (attempt === 'first') {
      // Each code works once: the customer is told how many are left before going on.
      await expect(
        page.getByRole('heading', { level: 1, name: 'You are logged in with a recovery code' }),
      ).toBeVisible();
      await expect(page.getByText('9 recovery codes are left')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Continue to your account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
      await logOut(page);
    } else {
      await expect(
        page.getByRole('link', {
          name: 'This recovery code is not right or has been used already',
        }),
      ).toBeVisible();
      await expect(page.getByLabel(/Recovery code/)).toHaveValue(codes[0]!);
    }
  }
});

test('five wrong passwords lock the login and say when to retry; the failures show in the login activity', async ({
  page,
}) => {
  test.slow();
  const who = await registerByApi('lockout');
  let message = '';
  for (let i = 1; i <= 6 && !/Try again in/.test(message); i += 1) {
    await logIn(page, who.email, `Wrong password number ${i}`);
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    message = (await summary.textContent()) ?? '';
  }
  expect(message).toMatch(
    /locked your login for a while.*Try again in \d+ (second|seconds|minute|minutes), at \d{2}:\d{2}\./,
  );
  await expectNoAxeViolations(page);

  // After the lock ends, the customer logs in and sees the failures.
  await page.waitForTimeout(61_000);
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await page.goto(`${baseUrl()}/dashboard/security_page`);
  const lastFailed = page.getByRole('table', { name: 'Last Failed Login' });
  await expect(lastFailed.getByRole('row')).toHaveCount(2);
  await expect(lastFailed.getByRole('cell').first()).toContainText('127.0.0.1');
  // The header row, five failures (or more: tries refused while locked count too) and the login just made.
  const history = page.getByRole('table', { name: 'Login History' });
  await expect(history.getByRole('row').nth(6)).toBeVisible();
  await expectNoAxeViolations(page);
});
