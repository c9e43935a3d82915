// Issue 27: scheduled and repeating payments, in Chromium against the real backend. A tenant
// schedules a monthly rent by the landlord's mobile number, starting today; the job queue's tick
// (what it does every minute by itself: the journey calls it instead of waiting) makes the first
// run, and Upcoming moves to next month. A payment that cannot go (more than the balance) is said in
// the notification centre, and is not tried again. Arabic and a 360 px phone once, the dark theme
// once, axe on each new screen in both languages.
import { expect, test } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { balanceOf, corporateToken, fundedCustomer, go } from './money';
import {
  callAs,
  codeIn,
  expectAccessible,
  expectFitsWidth,
  invitedFalconUser,
  logIn,
  outbox,
  post,
  totp,
} from './support';

/** The UAE's date today, YYYY-MM-DD (the bank's schedules are in Asia/Dubai). */
const uaeToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
const shown = (iso: string) => iso.split('-').reverse().join('-');

/** The customer's mobile number linked to their AED wallet for instant payments, through the API. */
async function linkMobile(who: Awaited<ReturnType<typeof fundedCustomer>>) {
  const since = Date.now() - 1000;
  const linking = await callAs<{ data: { proxy: { id: string } } }>(
    who.token,
    'POST',
    '/instant/proxies',
    {
      kind: 'mobile',
      wallet_id: who.wallet.wallet_id,
    },
  );
  const code = codeIn(await outbox(who.phoneE164, { channel: 'sms', since }));
  await callAs(who.token, 'POST', `/instant/proxies/${linking.data.proxy.id}/confirm`, {
    otp_code: code,
  });
}

test('a monthly rent by mobile number: scheduled, its first run made by the job queue, and a run that cannot go said', async ({
  page,
}) => {
  const landlord = await fundedCustomer('standing-landlord', '0');
  await linkMobile(landlord);
  // AED 1,500.00; before the identity check, AED 1,000.00 a payment at most.
  const tenant = await fundedCustomer('standing-tenant', '150000');
  const today = uaeToday();

  await logIn(page, tenant.email, tenant.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await go(page, PATHS.instantPay);
  await page
    .getByRole('textbox', { name: /Their mobile number or e-mail/ })
    .fill(landlord.phoneE164);
  await page.getByRole('button', { name: 'Find who it pays' }).click();
  await expect(page.getByRole('region', { name: /\*/ })).toContainText('You are paying');
  await page.getByRole('textbox', { name: /Amount/ }).fill('900');
  await page.getByRole('textbox', { name: /Reference/ }).fill('Rent');
  // "When" with the keyboard: the arrow key moves from Now to Later.
  await page.getByRole('radio', { name: /^Now/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Later, or again and again/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Every month', exact: true })).toBeChecked();
  // The first payment today (the date field starts there).
  await expect(page.getByRole('textbox', { name: /First payment on/ })).toHaveValue(shown(today));
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Schedule AED\s900\.00$/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming payments' })).toBeVisible();
  await expect(page.getByText(`Scheduled: the first payment is on ${shown(today)}.`)).toBeVisible();
  const rent = page.getByRole('listitem').filter({ hasText: 'Reference: Rent' });
  await page.screenshot({ path: test.info().outputPath('upcoming.png'), fullPage: true });
  // With the keyboard alone: Tab reaches the bell (its focus drawn), Enter opens the centre.
  const bell = page.getByRole('link', { name: /^Notifications/ });
  for (let i = 0; i < 40 && !(await bell.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(bell).toBeFocused();
  expect(await bell.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming payments' })).toBeVisible();
  await expect(rent).toContainText(`Every month on day ${Number(today.slice(8))}`);
  await expect(rent).toContainText(new RegExp(`Next: \u2066?${shown(today)}`));
  await expectAccessible(page);

  // The job queue's minute: the first run is made once, and Upcoming moves on to next month.
  await post('/dev/scheduler/tick', {});
  await post('/dev/scheduler/tick', {});
  expect(Number(await balanceOf(tenant.token, 'AED'))).toBe(600);
  expect(Number(await balanceOf(landlord.token, 'AED'))).toBe(900);
  await page.reload();
  await expect(rent).toBeVisible();
  await expect(rent).not.toContainText(new RegExp(`Next: \u2066?${shown(today)}`));
  await expect(rent).toContainText('Active');

  // A payment that cannot go: AED 950.00 today, over the AED 100.00 left of today's limit (and the
  // AED 600.00 balance).
  await callAs(tenant.token, 'POST', '/standing_orders', {
    kind: 'instant',
    from_wallet_id: tenant.wallet.wallet_id,
    proxy: landlord.phoneE164,
    amount_minor: '95000',
    reference: 'Parking',
    frequency: 'once',
    start_date: today,
  });
  await post('/dev/scheduler/tick', {});
  expect(Number(await balanceOf(tenant.token, 'AED'))).toBe(600);
  // A one-off that failed is over: it is no longer upcoming; its notice is in the notification centre.
  await go(page, PATHS.notifications);
  const notice = page
    .getByRole('list', { name: 'Your notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Scheduled transfer' })
    .first();
  await expect(notice).toContainText('Unread');
  await expect(notice).toContainText(/not made/i);
  await expectAccessible(page);
  // The centre in the dark theme, looked at.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('notifications-dark.png'), fullPage: true });

  // In Arabic: Upcoming, and the centre.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await go(page, PATHS.upcoming);
  await expect(page.getByRole('heading', { level: 1, name: 'الدفعات القادمة' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'دفعاتك المجدولة' })).toContainText(
    'كل شهر في اليوم',
  );
  await expectAccessible(page);
  // On a 360 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await expectFitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('upcoming-ar-360.png'), fullPage: true });
  await go(page, PATHS.notifications);
  await expect(page.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  await expectAccessible(page);
});

test("a preparer's weekly payment waits for one approval; once approved, its run goes without another", async ({
  browser,
  page,
}) => {
  const supplier = await fundedCustomer('standing-supplier', '0');
  await linkMobile(supplier);
  const today = uaeToday();
  const reference = `Cleaning ${Date.now().toString(36)}`;

  // A preparer of Falcon Trading of their own, who logs in with an authenticator app: the shared
  // demo preparer's codes by SMS are counted per customer (5 in 15 minutes), and the journeys that
  // share it use them all (CI: "No message" at this journey's login).
  // So is its approver: the shared demo approver's codes run out the same way.
  const admin = await corporateToken('admin');
  const preparer = await invitedFalconUser('standing-preparer', 'preparer', admin);
  const approver = await invitedFalconUser('standing-approver', 'approver', admin);
  await logIn(page, preparer.email, preparer.password);
  await page.getByLabel(/^Code/).fill(await totp(preparer.totpSecret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /, Hessa$/ })).toBeVisible();
  await go(page, PATHS.instantPay);
  await page
    .getByRole('textbox', { name: /Their mobile number or e-mail/ })
    .fill(supplier.phoneE164);
  await page.getByRole('button', { name: 'Find who it pays' }).click();
  await expect(page.getByRole('region', { name: /\*/ })).toContainText('You are paying');
  await page.getByRole('textbox', { name: /Amount/ }).fill('45');
  await page.getByRole('textbox', { name: /Reference/ }).fill(reference);
  await page.getByRole('radio', { name: /Later, or again and again/ }).check();
  await page.getByRole('radio', { name: 'Every week', exact: true }).check();
  await page.getByRole('button', { name: /^Schedule AED\s45\.00$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming payments' })).toBeVisible();
  const order = page.getByRole('listitem').filter({ hasText: `Reference: ${reference}` });
  await expect(order).toContainText('Waiting for approval');
  await expect(order.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAccessible(page);

  // Not approved, it does not run.
  await post('/dev/scheduler/tick', {});
  expect(Number(await balanceOf(supplier.token, 'AED'))).toBe(0);

  // The approver approves it once, in the app.
  const approverDevice = await browser.newContext();
  const approve = await approverDevice.newPage();
  await logIn(approve, approver.email, approver.password);
  await approve.getByLabel(/^Code/).fill(await totp(approver.totpSecret));
  await approve.getByRole('button', { name: 'Continue' }).click();
  await expect(approve.getByRole('heading', { level: 1, name: /, Hessa$/ })).toBeVisible();
  await go(approve, PATHS.upcoming);
  const waiting = approve.getByRole('listitem').filter({ hasText: `Reference: ${reference}` });
  await expect(waiting).toContainText('Waiting for approval');
  await expectAccessible(approve);
  // The approval is confirmed with the approver's own code (by e-mail: an invitee's phone is not
  // verified yet).
  const codeSent = Date.now();
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await waiting
    .getByRole('textbox', { name: /Code/ })
    .fill(codeIn(await outbox(approver.email, { channel: 'email', since: codeSent })));
  await waiting.getByRole('button', { name: 'Confirm the approval' }).click();
  await expect(approve.getByText('Approved: the payments go on their dates.')).toBeVisible();
  await expect(waiting).toContainText('Active');
  await approverDevice.close();

  // Its run today goes without another approval: completed, not waiting in review.
  await post('/dev/scheduler/tick', {});
  await post('/dev/scheduler/tick', {});
  expect(Number(await balanceOf(supplier.token, 'AED'))).toBe(45);
  await page.reload();
  await expect(order).toContainText('Active');
  await expect(order).not.toContainText(new RegExp(`Next: \u2066?${shown(today)}`));
});
