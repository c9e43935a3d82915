import { expect, type Page } from '@playwright/test';
import { axeViolations } from '@bank/testkit';

/** axe-core (WCAG 2.2 A and AA) on the page as it is now: no violation. */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}
