// Issue 27: requests for money by link, in Chromium against the real backend. Laila asks for an
// amount with a note and gets a link and its QR code; a payer who is not logged in opens the link,
// sees the amount and Laila's name masked, logs in on the way and pays it; Laila's open page shows
// it paid at once, and the money is hers. Then a request to a contact by mobile number, declined,
// and the list in Arabic on a 360 px phone. Axe on each new screen in both languages.
import { expect, test } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { balanceOf, fundedCustomer, go } from './money';
import {
  callAs,
  codeIn,
  expectAccessible,
  expectFitsWidth,
  logIn,
  outbox,
  passCaptcha,
} from './support';

test('Laila asks for money by link; a payer opens it, logs in on the way and pays; Laila sees it paid live', async ({
  browser,
  page,
}) => {
  const laila = await fundedCustomer('requests-laila', '0');
  const payer = await fundedCustomer('requests-payer', '50000');

  await logIn(page, laila.email, laila.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Requests' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests for money' })).toBeVisible();
  await expect(page.getByText('You have not asked anyone for money yet.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /Amount/ }).fill('75.25');
  await page.getByRole('textbox', { name: /What it is for/ }).fill('Concert tickets');
  await page.getByRole('button', { name: /^Create a link for AED\s75\.25$/ }).click();
  await expect(
    page.getByRole('heading', { name: /Your link for AED\s75\.25 is ready/ }),
  ).toBeFocused();
  await expect(
    page.getByRole('img', { name: /QR code of the link to pay AED\s75\.25/ }),
  ).toBeVisible();
  const url = (await page.getByText(/\/pay\/[A-Za-z0-9_-]{22}$/).textContent()) ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[A-Za-z0-9_-]{22}$/);
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByText('Open', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.screenshot({ path: test.info().outputPath('requests-link-en.png'), fullPage: true });

  // The payer, on their own device in dark mode and not logged in, opens the link.
  const payerDevice = await browser.newContext({ colorScheme: 'dark' });
  const pay = await payerDevice.newPage();
  await pay.goto(url);
  await expect(pay.getByRole('heading', { level: 1, name: 'A request for money' })).toBeVisible();
  await expect(pay.getByRole('heading', { level: 2, name: 'AED 75.25' })).toBeVisible();
  await expect(pay.getByText(/^\u2068\S{2}\*+ \S{2}\*+\u2069 asks you for$/)).toBeVisible();
  await expect(pay.getByText('For: Concert tickets')).toBeVisible();
  await expectAccessible(pay);
  await pay.screenshot({ path: test.info().outputPath('pay-link-dark.png'), fullPage: true });
  await pay.getByRole('link', { name: /^Pay AED\s75\.25$/ }).click();
  // Logged out: the login first, then back to the payment.
  await pay.getByLabel(/Email address/).fill(payer.email);
  await pay.getByLabel(/^Password/).fill(payer.password);
  await passCaptcha(pay);
  await pay.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(pay.getByRole('heading', { level: 1, name: 'Pay a request' })).toBeVisible();
  await expect(pay.getByRole('radio', { name: /AED •••• / })).toBeChecked();
  await expectAccessible(pay);
  await pay.getByRole('button', { name: /^Pay AED\s75\.25$/ }).click();
  await expect(
    pay.getByText(/You paid AED\s75\.25 to \u2068\S{2}\*+ \S{2}\*+\u2069/),
  ).toBeVisible();
  await expectAccessible(pay);
  await payerDevice.close();

  // Laila's page, without a reload: paid, by whom (masked), and the money is hers.
  await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
  await expect(mine.getByText(/^Paid by \u2068\S{2}\*+ \S{2}\*+\u2069$/)).toBeVisible();
  expect(Number(await balanceOf(laila.token, 'AED'))).toBe(75.25);
  expect(Number(await balanceOf(payer.token, 'AED'))).toBe(500 - 75.25);

  // A contact asked by number: the payer links their number, Laila asks, they decline it.
  const sentAt = Date.now() - 1000;
  const linked = await callAs<{ data: { proxy: { id: string } } }>(
    payer.token,
    'POST',
    '/instant/proxies',
    { kind: 'mobile', wallet_id: payer.wallet.wallet_id },
  );
  await callAs(payer.token, 'POST', `/instant/proxies/${linked.data.proxy.id}/confirm`, {
    otp_code: codeIn(await outbox(payer.phoneE164, { channel: 'sms', since: sentAt })),
  });
  await page.getByRole('radio', { name: /Ask a contact/ }).check();
  await page.getByRole('textbox', { name: /Their mobile number or e-mail/ }).fill(payer.phoneE164);
  await page.getByRole('textbox', { name: /Amount/ }).fill('20');
  await page.getByRole('button', { name: /^Ask for AED\s20\.00$/ }).click();
  await expect(
    page.getByRole('heading', { name: /We asked \u2068\S{2}\*+ \S{2}\*+\u2069 for AED\s20\.00/ }),
  ).toBeFocused();
  const asked = await callAs<{ data: { id: string; direction: string }[] }>(
    payer.token,
    'GET',
    '/requests?direction=received',
  );
  await callAs(payer.token, 'POST', `/requests/${asked.data[0]!.id}/decline`);
  await expect(mine.getByText('Declined', { exact: true })).toBeVisible();

  // In Arabic on a 360 px phone.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 360, height: 780 });
  await go(page, PATHS.requests);
  await expect(page.getByRole('heading', { level: 1, name: 'طلبات الأموال' })).toBeVisible();
  const arMine = page.getByRole('region', { name: 'طلباتك' });
  await expect(arMine.getByText('مدفوع', { exact: true })).toBeVisible();
  await expect(arMine.getByText('مرفوض', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('requests-ar-360.png'), fullPage: true });
  // The high-contrast theme, looked at and checked.
  await page.evaluate(() => localStorage.setItem('theme', 'high-contrast'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'طلبات الأموال' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({
    path: test.info().outputPath('requests-ar-360-contrast.png'),
    fullPage: true,
  });
});
