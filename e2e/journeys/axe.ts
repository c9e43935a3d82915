import { expect, type Page } from '@playwright/test';
import { axeViolations } from '@bank/testkit';
import { expectNoKeysShown } from '../support/keys';

/** axe-core (WCAG 2.2 A and AA) on the page as it is now: no violation; and no key shown as a word. */
export async function expectNoAxeViolations(page: Page) {
  // Let a just-shown screen settle (focus moves, live regions fill); online banking polls, so
  // waiting for the network to go quiet would never end there.
  await page.waitForTimeout(300);
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
  await expectNoKeysShown(page);
}
