// A crawl of every route of the spec, logged out and logged in, in English and in Arabic:
// each visit must land where spec 2 (and the guards documented in the app's README) say.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  landingLoggedIn,
  landingLoggedOut,
  SPEC_ROUTES,
  type CustomerFacts,
} from '../support/routes';
import { apiGet, base, logInInPage, visit } from '../support/session';
import { keysShown } from '../support/keys';

for (const lang of ['en', 'ar'] as const) {
  async function newPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: base() });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    return context.newPage();
  }

  async function checkPage(page: Page, path: string) {
    const problems: string[] = [];
    const { dir, title, h1 } = await page.evaluate(() => ({
      dir: document.documentElement.dir,
      title: document.title,
      h1: document.querySelector('h1')?.textContent?.trim() ?? '',
    }));
    if (dir !== (lang === 'ar' ? 'rtl' : 'ltr')) problems.push(`${path}: dir="${dir}"`);
    if (!h1) problems.push(`${path}: empty h1`);
    if (!title.includes(lang === 'ar' ? 'بنك سدو' : 'Sadu Bank'))
      problems.push(`${path}: title "${title}"`);
    for (const key of await keysShown(page)) problems.push(`${path}: shows the key "${key}"`);
    return problems;
  }

  test(`logged out (${lang}): every spec route lands where the spec says`, async ({ browser }) => {
    const page = await newPage(browser);
    const wrong: string[] = [];
    for (const { path, group } of SPEC_ROUTES) {
      const landed = await visit(page, path);
      const expected = landingLoggedOut(path, group);
      if (landed !== expected) wrong.push(`${path} → ${landed} (expected ${expected})`);
      wrong.push(...(await checkPage(page, path)));
    }
    expect(wrong).toEqual([]);
    await page.context().close();
  });

  test(`logged in as an individual (${lang}): every spec route lands where the guards say`, async ({
    browser,
  }) => {
    // One tab stays open (the anchor) so the crawl's page loads are never "a new first tab".
    const anchor = await newPage(browser);
    await visit(anchor, '/');
    const token = await logInInPage(anchor, 'aisha@demo.bank');
    const type = await apiGet<{
      data: {
        user_type: 'individual' | 'corporate';
        is_viewer: boolean;
        is_viewer_or_preparer: boolean;
        can_administer: boolean;
      };
    }>(token, '/customer/customer_type');
    const crypto = await apiGet<{ data: { allowed: boolean } }>(token, '/crypto/eligibility');
    const wallets = await apiGet<{ data: unknown[] }>(token, '/wallet/list');
    const facts: CustomerFacts = {
      userType: type.data.user_type,
      isViewer: type.data.is_viewer,
      isViewerOrPreparer: type.data.is_viewer_or_preparer,
      canAdminister: type.data.can_administer,
      cryptoAllowed: crypto.data.allowed,
      wallets: wallets.data.length,
    };
    const page = await anchor.context().newPage();
    const wrong: string[] = [];
    for (const { path, group } of SPEC_ROUTES) {
      const landed = await visit(page, path);
      const expected = landingLoggedIn(path, group, facts);
      if (landed !== expected) wrong.push(`${path} → ${landed} (expected ${expected})`);
      wrong.push(...(await checkPage(page, path)));
    }
    // The crawl ended on /logout: once the page says so, the session is over on both tabs.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'ar' ? 'تم تسجيل خروجك' : 'You have logged out',
    );
    expect(await visit(page, '/dashboard')).toBe('/login');
    expect(wrong).toEqual([]);
    await anchor.context().close();
  });
}
