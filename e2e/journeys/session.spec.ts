// Journey 6: an access token the server no longer accepts is refreshed without the customer
// noticing; a session revoked from another device lands on /login. (Journeys 7 and 8, the idle
// overlay and the tabs, are the session suite's: e2e/tests/session.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { baseUrl, logIn, registerByApi } from './support';

/** Replaces the stored access token with one the server refuses (stored encrypted, as the app does). */
async function spoilAccessToken(page: Page) {
  await page.evaluate(async () => {
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      const open = indexedDB.open('sadu-bank', 1);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const key: CryptoKey = await new Promise((resolve) => {
      const r = db.transaction('keys').objectStore('keys').get('token-key');
      r.onsuccess = () => resolve(r.result as CryptoKey);
    });
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const expired =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJleHBpcmVkIiwiZXhwIjoxfQ.c2lnbmF0dXJlLW9mLWFuLWV4cGlyZWQtdG9rZW4';
    const cipher = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(expired)),
    );
    const all = new Uint8Array(12 + cipher.length);
    all.set(iv);
    all.set(cipher, 12);
    localStorage.setItem('token', btoa(String.fromCharCode(...all)));
    db.close();
  });
}

test('an access token the server refuses is refreshed silently, and the page carries on', async ({
  page,
}) => {
  const who = await registerByApi('refresh');
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await spoilAccessToken(page);
  const refreshed = page.waitForResponse(
    (res) => res.url().endsWith('/api/fiat/customer/refresh') && res.status() === 200,
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Security' }).click();
  await refreshed;
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Login History' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/security_page$/);
});

test('a session logged out from another device lands on /login at its next step', async ({
  browser,
}) => {
  const who = await registerByApi('revoked');
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await logIn(first, who.email, who.password);
  await expect(first.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await logIn(second, who.email, who.password);
  await expect(second.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();

  await second.goto(`${baseUrl()}/dashboard/security_page`);
  await second.getByRole('button', { name: 'Log out everywhere else' }).click();
  // The other page, and the session the registration itself began (a registration ends logged in).
  await expect(second.getByText('We logged out 2 other devices.')).toBeVisible();

  await first.getByRole('navigation').getByRole('link', { name: 'Security' }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(first.getByRole('heading', { level: 1, name: 'Log in to Sadu Bank' })).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test('two tabs whose calls get 401 at the same moment make one refresh, and both stay logged in', async ({
  browser,
}) => {
  const who = await registerByApi('two-tabs');
  const context = await browser.newContext();
  const first = await context.newPage();
  await logIn(first, who.email, who.password);
  await expect(first.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  const second = await context.newPage();
  await second.goto(`${baseUrl()}${PATHS.dashboard}`);
  await expect(second.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();

  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/fiat/customer/refresh')) refreshes.push(request.url());
  });
  // The next login-activity call of each tab is refused, both answers held until both tabs have
  // asked: the two 401s arrive together, as when one access token expires under two tabs.
  let arrived = 0;
  let bothAsked!: () => void;
  const together = new Promise<void>((resolve) => (bothAsked = resolve));
  for (const page of [first, second]) {
    let refused = false;
    await page.route('**/api/fiat/security/login-activity', async (route) => {
      if (refused) return route.continue();
      refused = true;
      if (++arrived === 2) bothAsked();
      await together;
      return route.fulfill({
        status: 401,
        json: {
          error: { code: 'unauthorized', message: 'Your session has expired. Log in again.' },
        },
      });
    });
  }
  await Promise.all(
    [first, second].map((page) =>
      page.getByRole('navigation').getByRole('link', { name: 'Security' }).click(),
    ),
  );
  for (const page of [first, second]) {
    await expect(page.getByRole('table', { name: 'Login History' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATHS.securityPage}$`));
  }
  expect(refreshes).toHaveLength(1);
  // Still logged in, in both tabs, after a reload too.
  for (const page of [first, second]) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATHS.securityPage}$`));
  }
  expect(refreshes).toHaveLength(1);
  await context.close();
});
