// Issue 13, reviews and virtual assets, in Chromium against the real backend: Falcon Trading's
// preparer prepares three transfers (through the API, to a fresh customer); the approver approves
// one, confirmed with the one-time code sent to their phone, and rejects another with a reason; the viewer opens the third and finds no way to decide.
// Aisha (an individual with an approved identity check) sees her virtual assets and the BTC deposit
// details with the QR code and a working copy, then the same screen in Arabic. axe on each screen.
import { expect, test, type Page } from '@playwright/test';
import { PATHS, waitingReviewItemPath, withQuery } from '@bank/banking-app/paths';
import { FALCON_PHONES, logInCorporate, prepareTransfers } from './money';
import { baseUrl, codeIn, logIn, outbox } from './support';
import { axeViolations } from '@bank/testkit';

/** axe (WCAG 2.2 A/AA) once the screen's content has been waited for. */
async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

test("a preparer's transfers: the approver approves one and rejects another; the viewer finds no way to decide", async ({
  page,
  browser,
}) => {
  // Amounts no other journey uses, so the rows are this run's.
  const cents = String((Date.now() % 90) + 10);
  const [approveAmount, rejectAmount, viewAmount] = [
    `101.${cents}`,
    `102.${cents}`,
    `103.${cents}`,
  ];
  const [toApprove, toReject, toView] = await prepareTransfers([
    approveAmount,
    rejectAmount,
    viewAmount,
  ]);

  await logInCorporate(page, 'approver');
  // The home says how many wait for the approver's review and leads to the list.
  await expect(page.getByRole('heading', { name: /waits? for your review$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Open the list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for review' })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(`AED ${approveAmount.replace('.', '\\.')}`) })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`${waitingReviewItemPath('internal_transfer', toApprove!)}$`),
  );
  await expect(
    page.getByText(/^Prepared by Peter Falcon on \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'What was prepared' })).toContainText(
    `Journey ${approveAmount}`,
  );
  await expectNoAxeViolations(page);
  // Opening the approval sends the approver a one-time code; a wrong one is refused at the field.
  const since = Date.now();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this transaction?' });
  await expect(approve.getByText(/^We sent a 6-digit code to/)).toBeVisible();
  await expect(approve.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  const code = codeIn(await outbox(FALCON_PHONES.approver, { since }));
  const field = approve.getByRole('textbox', { name: /One-time code/ });
  await field.fill(code === '000000' ? '111111' : '000000');
  await approve.getByRole('button', { name: 'Approve and send' }).click();
  await expect(field).toHaveAccessibleDescription(/The code is wrong.*4 attempts left/);
  await expectNoAxeViolations(page);
  await field.fill(code);
  await approve.getByRole('button', { name: 'Approve and send' }).click();
  await expect(page.getByText('Approved. The transaction was sent.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What was prepared' })).toContainText(
    'Approved byAmal Falcon',
  );

  await page.goto(`${baseUrl()}${waitingReviewItemPath('internal_transfer', toReject!)}`);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this transaction?' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(
    reject.getByText('Say why you reject it: the preparer reads your reason.'),
  ).toBeVisible();
  await reject
    .getByRole('textbox', { name: /Reason/ })
    .fill('Wrong amount: the invoice says 120.00');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected. The preparer sees your reason.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What was prepared' })).toContainText(
    'Wrong amount: the invoice says 120.00',
  );

  // The decisions are in the list's history, not in the queue.
  await page.goto(`${baseUrl()}${withQuery(PATHS.waitingReview, { status: 'rejected' })}`);
  await expect(
    page.getByRole('link', { name: new RegExp(`AED ${rejectAmount.replace('.', '\\.')}`) }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Waiting' }).check();
  await expect(
    page.getByRole('link', { name: new RegExp(`AED ${viewAmount.replace('.', '\\.')}`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`AED ${approveAmount.replace('.', '\\.')}`) }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await logInCorporate(viewer, 'viewer');
  await viewer.goto(`${baseUrl()}${waitingReviewItemPath('internal_transfer', toView!)}`);
  await expect(viewer.getByText(/^You can read this transaction\./)).toBeVisible();
  await expect(viewer.getByRole('region', { name: 'What was prepared' })).toContainText(
    `Journey ${viewAmount}`,
  );
  await expect(viewer.getByRole('button', { name: /^(Approve|Reject)$/ })).toHaveCount(0);
  await viewerContext.close();
});

test("an eligible customer's virtual assets and BTC deposit details: QR code, copy, warning; then in Arabic", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await logIn(page, 'aisha@demo.bank');
  await expect(page.getByRole('heading', { level: 1, name: /Aisha$/ })).toBeVisible();
  await page.goto(`${baseUrl()}${PATHS.cryptoWallet}`);
  const bitcoin = page.getByRole('listitem', { name: 'Bitcoin (BTC)' });
  await expect(bitcoin).toContainText(/\d+\.\d{8} BTC/);
  await expect(bitcoin).toContainText(/AED\s[\d,]+\.\d{2}/);
  await expectNoAxeViolations(page);
  await bitcoin.getByRole('link', { name: 'Deposit BTC' }).click();
  await expect(
    page.getByRole('img', { name: /^QR code of your BTC deposit address on / }),
  ).toBeVisible();
  await expect(page.getByText(/^Send only BTC on /)).toBeVisible();
  await page.getByRole('button', { name: /^Copy BTC deposit address/ }).click();
  await expect(
    page
      .getByRole('button', { name: /Copied/ })
      .or(page.getByText('Copied'))
      .first(),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await expect(page.getByText(copied, { exact: true })).toBeVisible();
  expect(copied).toMatch(/^\S{20,}$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إيداع أصول افتراضية' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^رمز QR لعنوان إيداع BTC على / })).toBeVisible();
  await expectNoAxeViolations(page);
});
