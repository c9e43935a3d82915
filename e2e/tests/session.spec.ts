// The session across tabs in the real browser (spec 4; RELIABILITY "Several tabs and idle timeout").
import { expect, test, type Browser } from '@playwright/test';
import { base, logInInPage, visit } from '../support/session';

async function context(browser: Browser) {
  return browser.newContext({ baseURL: base() });
}

async function isAuthorisedOnServer(token: string): Promise<number> {
  const res = await fetch(`${base()}/api/fiat/customer/isauthorised`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.status;
}

test('a second tab keeps the session of the first, and the dashboard opens in both', async ({
  browser,
}) => {
  const ctx = await context(browser);
  const first = await ctx.newPage();
  await visit(first, '/');
  const token = await logInInPage(first, 'aisha@demo.bank');
  expect(await visit(first, '/dashboard')).toBe('/dashboard');
  const second = await ctx.newPage();
  expect(await visit(second, '/dashboard')).toBe('/dashboard');
  expect(await isAuthorisedOnServer(token)).toBe(200);
  await ctx.close();
});

test('a new tab that finds no open tab logs out the session left from before', async ({
  browser,
}) => {
  const ctx = await context(browser);
  const only = await ctx.newPage();
  await visit(only, '/');
  const token = await logInInPage(only, 'aisha@demo.bank');
  await only.close(); // every tab of the app is closed
  const fresh = await ctx.newPage();
  expect(await visit(fresh, '/dashboard')).toBe('/login');
  expect(
    await fresh.evaluate(() =>
      ['token', 'userData', 'userType'].map((k) => localStorage.getItem(k)),
    ),
  ).toEqual([null, null, null]);
  expect(await isAuthorisedOnServer(token)).toBe(401);
  await ctx.close();
});

test('logging out in one tab sends the other tab to /login and ends the server session', async ({
  browser,
}) => {
  const ctx = await context(browser);
  const first = await ctx.newPage();
  await visit(first, '/');
  const token = await logInInPage(first, 'aisha@demo.bank');
  expect(await visit(first, '/dashboard/settings')).toBe('/dashboard/settings');
  const second = await ctx.newPage();
  await visit(second, '/logout');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(/logged out/);
  await first.waitForURL('**/login');
  expect(await isAuthorisedOnServer(token)).toBe(401);
  await ctx.close();
});

test('closing one of two tabs does not log the other out', async ({ browser }) => {
  const ctx = await context(browser);
  const first = await ctx.newPage();
  await visit(first, '/');
  const token = await logInInPage(first, 'aisha@demo.bank');
  const second = await ctx.newPage();
  expect(await visit(second, '/dashboard')).toBe('/dashboard');
  await first.close({ runBeforeUnload: true });
  expect(await visit(second, '/dashboard/customer_wallet')).toBe('/dashboard/customer_wallet');
  expect(await isAuthorisedOnServer(token)).toBe(200);
  await ctx.close();
});

test('the warning shows in every tab, keep-session in one dismisses it everywhere, and five quiet minutes end the session', async ({
  browser,
}) => {
  const ctx = await context(browser);
  await ctx.clock.install();
  const first = await ctx.newPage();
  await visit(first, '/');
  const token = await logInInPage(first, 'aisha@demo.bank');
  expect(await visit(first, '/dashboard')).toBe('/dashboard');
  const second = await ctx.newPage();
  expect(await visit(second, '/dashboard/transactions')).toBe('/dashboard/transactions');
  // The warning shows in every tab during the last minute; "Stay logged in" in one closes both.
  await ctx.clock.fastForward('04:02');
  await expect(
    first.getByRole('alertdialog', { name: 'Your session is about to end' }),
  ).toBeVisible();
  await expect(
    second.getByRole('alertdialog', { name: 'Your session is about to end' }),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(first.getByRole('alertdialog')).toBeHidden();
  await expect(second.getByRole('alertdialog')).toBeHidden();
  // Then five quiet minutes end the session in every tab.
  await ctx.clock.fastForward('05:01');
  await first.waitForURL('**/login');
  await second.waitForURL('**/login');
  expect(await isAuthorisedOnServer(token)).toBe(401);
  await ctx.close();
});
