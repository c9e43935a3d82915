// axe (WCAG 2.2 A and AA) on every page a logged-out visitor can open, in English and Arabic,
// in the real browser against the real backend (the fee pages render the backend's schedule);
// the pages with the app's own styles are checked in dark mode too.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '@bank/testkit';
import { SPEC_ROUTES } from '../support/routes';
import { base, visit } from '../support/session';

const pages = [...new Set(SPEC_ROUTES.filter((r) => r.group !== 'private').map((r) => r.path))];
const darkToo = ['/', '/contact-us', '/fees-charging'];

async function settle(page: Page, path: string) {
  if (path.startsWith('/fees-charging'))
    await page.locator('table, [role="alert"]').first().waitFor();
  if (path === '/email_address_verify')
    await page
      .getByRole('alert')
      .or(page.getByRole('status').filter({ hasText: /./ }))
      .first()
      .waitFor();
}

test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'ar'] as const) {
  for (const path of pages) {
    const schemes = darkToo.includes(path) ? (['light', 'dark'] as const) : (['light'] as const);
    for (const scheme of schemes) {
      test(`axe: ${path} (${lang}, ${scheme})`, async ({ browser }) => {
        const context = await browser.newContext({ baseURL: base(), colorScheme: scheme });
        await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
        const page = await context.newPage();
        await visit(page, path);
        await settle(page, path);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
}

test('the fee pages render the backend schedule, not amounts of their own', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: base() });
  const page = await context.newPage();
  const schedule = (await (
    await fetch(`${base()}/api/fiat/public/fees?customer_type=individual`)
  ).json()) as {
    data: { schedules: { fees: { transaction_type: string }[] }[] };
  };
  await visit(page, '/fees-charging-individuals');
  const rows = page.locator('table').first().locator('tbody tr');
  await expect(rows).toHaveCount(schedule.data.schedules[0]!.fees.length);
  await expect(page.locator('table').first()).toContainText('AED');
  await context.close();
});
