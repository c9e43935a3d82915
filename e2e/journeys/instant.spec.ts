// Issue 27: instant payments by mobile number, in Chromium against the real backend. The payee
// links their own number with the code the bank sends to it; the payer types it the local way, sees
// the name masked before any amount, and pays; the money is on the payee's wallet at once. Arabic
// and a 360 px phone once, axe on each new screen in both languages.
import { expect, test } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { balanceOf, externalCustomer, fundedCustomer, go } from './money';
import { codeIn, expectAccessible, expectFitsWidth, logIn, outbox } from './support';

test('Omar links his mobile number; a payer pays him by it, his name shown masked first, and it arrives at once', async ({
  browser,
  page,
}) => {
  const omar = await fundedCustomer('instant-omar', '0');
  const payer = await fundedCustomer('instant-payer', '100000');

  // Omar links his number to his AED wallet with the code sent to it.
  await logIn(page, omar.email, omar.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await go(page, PATHS.instantProxies);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Receive instant payments' }),
  ).toBeVisible();
  const mobile = page.getByRole('region', { name: 'Your mobile number' });
  await expect(mobile).toContainText(omar.phoneE164);
  await expectAccessible(page);
  const sentAt = Date.now() - 1000;
  await mobile.getByRole('button', { name: 'Link my number' }).click();
  const code = codeIn(await outbox(omar.phoneE164, { channel: 'sms', since: sentAt }));
  await mobile.getByRole('textbox', { name: /Code/ }).fill(code);
  await expectAccessible(page);
  await mobile.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    mobile.getByText(`${omar.phoneE164} is linked: you can be paid by it now.`),
  ).toBeVisible();
  await expect(mobile.getByText('Linked', { exact: true })).toBeVisible();

  // Omar keeps his notification centre open: the payment will show there as it arrives.
  await go(page, PATHS.notifications);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expectAccessible(page);

  // The payer, on their own device.
  const payerDevice = await browser.newContext();
  const pay = await payerDevice.newPage();
  await logIn(pay, payer.email, payer.password);
  await expect(pay.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await go(pay, PATHS.instantPay);
  await expect(
    pay.getByRole('heading', { level: 1, name: 'Pay by mobile number or e-mail' }),
  ).toBeVisible();
  await expectAccessible(pay);
  const field = pay.getByRole('textbox', { name: /Their mobile number or e-mail/ });
  // A number nobody linked is said at the field, the same whoever holds it.
  await field.fill('055 999 0000');
  await pay.getByRole('button', { name: 'Find who it pays' }).click();
  await expect(field).toHaveAccessibleDescription(/Nobody can be paid instantly at this number/);
  // Omar's number, written the local way.
  const local = `0${omar.phoneE164.slice(4, 6)} ${omar.phoneE164.slice(6, 9)} ${omar.phoneE164.slice(9)}`;
  await field.fill(local);
  await pay.getByRole('button', { name: 'Find who it pays' }).click();
  const payee = pay.getByRole('region', { name: /\*/ });
  await expect(payee).toContainText('You are paying');
  await expect(payee).toContainText(omar.phoneE164);
  await expect(payee).toContainText('Sadu Bank');
  const masked = (await payee.getByRole('heading').textContent()) ?? '';
  expect(masked).toMatch(/^\S{2}\*+ \S{2}\*+$/);
  await expectAccessible(pay);
  await pay.getByRole('textbox', { name: /Amount/ }).fill('125.50');
  await pay.getByRole('textbox', { name: /Reference/ }).fill('Dinner');
  await pay.getByRole('button', { name: /^Pay AED\s125\.50 now$/ }).click();
  await expect(pay.getByText('Money sent')).toBeVisible();
  await expect(pay.getByText(/\+971 5\d/)).toBeVisible();
  // The payer's own centre says it went, live: the bell counts it without a reload.
  await expect(pay.getByRole('link', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible();
  await expectAccessible(pay);
  expect(Number(await balanceOf(omar.token, 'AED'))).toBe(125.5);
  // On Omar's open page, without a reload: the notification at the top, unread, and the bell's count.
  const arrived = page
    .getByRole('list', { name: 'Your notifications' })
    .getByRole('listitem')
    .first();
  await expect(arrived).toContainText('AED 125.50 received');
  await expect(arrived).toContainText('Money in · Unread');
  const bell = page.getByRole('link', { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
  const unreadNow = Number(/\d+/.exec((await bell.getAttribute('aria-label')) ?? '')?.[0]);
  await expectAccessible(page);
  expect(Number(await balanceOf(payer.token, 'AED'))).toBe(1000 - 125.5);

  // In Arabic on a 360 px phone: the same look-up, and more than AED 50,000 said at the field.
  await pay.getByRole('button', { name: 'العربية' }).click();
  await expect(pay.locator('html')).toHaveAttribute('dir', 'rtl');
  await pay.setViewportSize({ width: 360, height: 780 });
  await go(pay, PATHS.instantPay);
  await expect(
    pay.getByRole('heading', { level: 1, name: 'الدفع برقم الجوال أو البريد الإلكتروني' }),
  ).toBeVisible();
  await pay.getByRole('textbox', { name: /رقم جواله أو بريده الإلكتروني/ }).fill(omar.phoneE164);
  await pay.getByRole('button', { name: 'اعرف لمن يدفع' }).click();
  await expect(pay.getByRole('region', { name: /\*/ })).toContainText('أنت تدفع إلى');
  await pay.getByRole('textbox', { name: /المبلغ/ }).fill('50000.01');
  await pay.getByRole('button', { name: /^ادفع/ }).click();
  await expect(pay.getByRole('textbox', { name: /المبلغ/ })).toHaveAccessibleDescription(/50,000/);
  await expectAccessible(pay);
  await expectFitsWidth(pay);
  await pay.screenshot({ path: test.info().outputPath('instant-pay-ar-360.png'), fullPage: true });
  await payerDevice.close();

  // Omar reads it: opening it marks it read, and the bell no longer counts it.
  await arrived.getByRole('link', { name: 'Open: AED 125.50 received' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All transactions' })).toBeVisible();
  await expect(bell).toHaveAccessibleName(
    unreadNow === 1 ? 'Notifications' : `Notifications, ${unreadNow - 1} unread`,
  );

  // Omar, in Arabic: his linked number, and unlinking it.
  await page.getByRole('button', { name: 'العربية' }).click();
  // The choice is kept once the Arabic words are in; a reload before that would open in English.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await go(page, PATHS.instantProxies);
  const mine = page.getByRole('region', { name: 'رقم جوالك' });
  await expect(mine).toContainText('مربوط');
  await expectAccessible(page);
  await mine.getByRole('button', { name: 'إلغاء الربط' }).click();
  await expect(mine.getByText(/لم يعد .* مربوطًا/)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'اربط رقمي' })).toBeVisible();
});

test('a number at another bank: through the instant payment platform, settled within seconds, live on the receipt', async ({
  page,
}) => {
  const payer = await externalCustomer('instant-other-bank');
  await logIn(page, payer.email, payer.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await go(page, PATHS.instantPay);
  await page.getByRole('textbox', { name: /Their mobile number or e-mail/ }).fill('058 555 1234');
  await page.getByRole('button', { name: 'Find who it pays' }).click();
  const payee = page.getByRole('region', { name: /\*/ });
  await expect(payee).toContainText('+971585551234');
  await expect(payee).toContainText(/(Emirates|Gulf|Oasis) Sandbox Bank/);
  await page.getByRole('textbox', { name: /Amount/ }).fill('40');
  await page.getByRole('button', { name: /^Pay AED\s40\.00 now$/ }).click();
  // Sent to the platform, then accepted and settled by the other bank: the receipt follows it live.
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
  const tracker = page.getByRole('list', { name: 'Transfer status' });
  await expect(tracker).toContainText('Sent to the instant payment platform');
  await expect(page.getByText('Money sent')).toBeVisible({ timeout: 20_000 });
  await expect(tracker).toContainText('Settled');
  await expectAccessible(page);
  expect(Number(await balanceOf(payer.token, 'AED'))).toBe(500 - 40);
});
