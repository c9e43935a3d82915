import { expect, type Page } from '@playwright/test';
import { axeViolations } from '@bank/testkit';

/** axe-core (WCAG 2.2 A and AA) on the page as it is now: no violation. */
export async function expectNoAxeViolations(page: Page) {
  // Let a just-shown screen settle (focus moves, live regions fill); online banking polls, so
  // waiting for the network to go quiet would never end there.
  await page.waitForTimeout(300);
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}
