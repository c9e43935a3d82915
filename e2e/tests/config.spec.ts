// The runtime configuration (/config.js): every page loads it before the app runs, so one build
// serves any environment. Each test serves its own config.js to its own browser context (the
// deployed file is shared by the tests that run at the same time: rewriting it would switch
// maintenance on for them too); the deployed file itself is checked as the server sends it.
import { expect, test, type BrowserContext } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { base, logInInPage, visit } from '../support/session';

/** Serves `settings` as this context's /config.js, as a deployment that replaced the file would. */
async function deployConfig(context: BrowserContext, settings: object) {
  const served: string[] = [];
  await context.route('**/config.js', (route) => {
    served.push(new URL(route.request().url()).pathname);
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.__SADU_CONFIG__ = ${JSON.stringify(settings)};`,
    });
  });
  return served;
}

test('the deployed config.js is served fresh every time, and every kind of page asks for it', async ({
  browser,
}) => {
  const res = await fetch(`${base()}/config.js`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.headers.get('content-type')).toMatch(/javascript/);
  expect(await res.text()).toContain('window.__SADU_CONFIG__');
  // The prerendered pages and the shell: each one loads it before the app's module (the shell by
  // its module script, a prerendered page by the loader that adds it after the first paint, once
  // the document, and so the deferred config.js, is done).
  for (const path of [PATHS.home, PATHS.login, PATHS.aboutUs]) {
    const html = await (
      await fetch(`${base()}${path}`, { headers: { accept: 'text/html' } })
    ).text();
    const config = html.search(/<script defer src="\/config\.js"><\/script>/);
    expect(config, path).toBeGreaterThan(0);
    expect(config, path).toBeLessThan(html.search(/\/assets\/index-[\w-]+\.js/));
  }
  const context = await browser.newContext({ baseURL: base() });
  const served = await deployConfig(context, {});
  const page = await context.newPage();
  await visit(page, PATHS.home);
  await visit(page, PATHS.aboutUs);
  expect(served).toEqual(['/config.js', '/config.js']);
  await context.close();
});

test('the maintenance switch of config.js sends a public page to /maintenance, without a new build', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: base() });
  await deployConfig(context, { maintenance: true });
  const page = await context.newPage();
  expect(await visit(page, PATHS.aboutUs)).toBe(PATHS.maintenance);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Maintenance is under way')).toBeVisible();
  // The further public group leads home during maintenance.
  expect(await visit(page, PATHS.investorRelations)).toBe(PATHS.home);
  await context.close();
});

test('the session timings of config.js apply: a short idle timeout warns, then ends the session', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: base() });
  await context.clock.install();
  await deployConfig(context, { session: { idleTimeoutSeconds: 35, warningSeconds: 30 } });
  const page = await context.newPage();
  await visit(page, PATHS.home);
  await logInInPage(page, 'aisha@demo.bank');
  expect(await visit(page, PATHS.dashboard)).toBe(PATHS.dashboard);
  const overlay = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  // With the defaults nothing shows for four minutes; configured, the warning comes after 5 s.
  await context.clock.fastForward('00:06');
  await expect(overlay).toBeVisible();
  await context.clock.fastForward('00:30');
  await page.waitForURL(`**${PATHS.login}`);
  await context.close();
});
