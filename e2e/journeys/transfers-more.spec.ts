// Issue 13, the rest of moving money: a conversion into a virtual asset, the refusals shown on the
// step that fixes them with the entries kept, a keyboard-only external transfer on a phone with a
// reload on the code step, axe on each step in English and Arabic. Customers are made through the
// API (one each, so journeys on the shared server never see each other's money); a quote is made
// to expire with the development call POST /dev/quotes/:id/expire (that quote only, never the
// server's clock), so nothing waits for its 30 seconds.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { balanceOf, externalCustomer, fundedCustomer, go } from './money';
import {
  accessTokenFor,
  callAs,
  codeIn,
  expectAccessible,
  expectFitsWidth,
  logIn,
  outbox,
  PASSWORD,
  post,
} from './support';

/** The quote the conversion's draft holds (sessionStorage of the tab). */
const draftQuoteId = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('sadu.flow.conversion') ?? '{}') as {
          quote?: { quoteId: string };
        }
      ).quote?.quoteId,
  );

test('an eligible customer buys a virtual asset by the amount to receive, then converts by the amount to receive in Arabic', async ({
  page,
}) => {
  // Aisha (demo seed): identity check approved, so virtual assets are allowed. Her ETH wallet is
  // opened through its deposit details (the other journeys use BTC and her AED).
  const token = await accessTokenFor({ email: 'aisha@demo.bank', password: PASSWORD });
  await callAs(token, 'GET', '/crypto/deposit/ETH');
  const ethBefore = Number(await balanceOf(token, 'ETH'));
  await logIn(page, 'aisha@demo.bank');
  await expect(page.getByRole('heading', { level: 1, name: /, Aisha$/ })).toBeVisible();
  await go(page, PATHS.conversionStep1);
  await page
    .getByRole('group', { name: /Convert from/ })
    .getByRole('radio', { name: /^USD/ })
    .check();
  const to = page.getByRole('group', { name: /Convert to/ });
  await expect(to.getByText('Virtual asset').first()).toBeVisible();
  await to.getByRole('radio', { name: 'ETH', exact: true }).check();
  // A virtual asset too can be bought by the amount to receive, typed in its own decimals (ETH: 9):
  // typing in "Amount to receive" fixes that side; the amount to convert is calculated.
  const receive = page.getByRole('textbox', { name: /Amount to receive/ });
  await receive.fill('0.0000000001');
  await expect(page.getByText('Enter at most 9 digits after the decimal point')).toBeVisible();
  await receive.fill('0.005');
  await page.getByRole('button', { name: 'Get a rate' }).click();
  await expect(page.getByText(/^1 USD = [\d.]+ ETH$/)).toBeVisible();
  await expect(page.getByText(/^ETH\s0\.005000000$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check the conversion' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Convert USD\s[\d.,]+$/ }).click();
  await expect(page.getByText('Money converted')).toBeVisible();
  await expectAccessible(page);
  expect(Number(await balanceOf(token, 'ETH'))).toBeGreaterThan(ethBefore);

  // Arabic: USD into EUR, typed as the amount to receive.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await go(page, PATHS.conversionStep1);
  await page
    .getByRole('group', { name: /التحويل من/ })
    .getByRole('radio', { name: /^USD/ })
    .check();
  await page
    .getByRole('group', { name: /التحويل إلى/ })
    .getByRole('radio', { name: /^EUR/ })
    .check();
  await page.getByRole('textbox', { name: /المبلغ المراد استلامه/ }).fill('10');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'الحصول على سعر' }).click();
  await expect(page.getByText(/^1 USD = [\d.]+ EUR$/)).toBeVisible();
  await expect(page.getByText(/^EUR\s10\.00$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('heading', { name: 'راجع التحويل' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^تحويل USD\s[\d.,]+$/ }).click();
  await expect(page.getByText('تم تحويل العملة')).toBeVisible();
  await expectAccessible(page);
});

test('each refusal of a conversion shows on the step that fixes it with the entries kept: over the limit, not enough money, an expired rate', async ({
  page,
}) => {
  const who = await fundedCustomer('transfer-refusals', '10000', ['USD']);
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await go(page, PATHS.conversionStep1);
  await page
    .getByRole('group', { name: /Convert from/ })
    .getByRole('radio', { name: /^AED/ })
    .check();
  await page
    .getByRole('group', { name: /Convert to/ })
    .getByRole('radio', { name: /^USD/ })
    .check();
  const receive = page.getByRole('textbox', { name: /Amount to receive/ });

  // Over the per-transaction limit (what is sold, about AED 220,000): refused at the quote, with the limit named.
  await receive.fill('60000');
  await page.getByRole('button', { name: 'Get a rate' }).click();
  await expect(page.getByText('Over your limit')).toBeVisible();
  await expect(page.getByText(/limit of AED 200,000\.00 for conversions/)).toBeVisible();
  await expect(page.getByText(/Left of your limits/)).toBeVisible();
  await expect(receive).toHaveValue('60,000.00');
  await expectAccessible(page);

  // More than the wallet holds (AED 100): said on step 1 when the quote's total is known, before
  // any review; the entry and its side are kept.
  await receive.fill('50');
  await page.getByRole('button', { name: 'Get a rate' }).click();
  await expect(page.getByText(/^USD\s50\.00$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('link', {
      name: 'This is more than you have available (AED 100.00). Enter a smaller amount.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PATHS.conversionStep1}$`));
  // The side typed is kept: the amount to receive, exact (not "calculated").
  await expect(page.getByRole('textbox', { name: /^Amount to receive$/ })).toHaveValue('50.00');
  await expectAccessible(page);

  // An expired rate: refused at confirmation, shown on the review with "Get a new rate".
  await page.getByRole('textbox', { name: /Amount to receive/ }).fill('20');
  await page.getByRole('button', { name: 'Get a rate' }).click();
  await expect(page.getByText(/^USD\s20\.00$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check the conversion' })).toBeVisible();
  const quoteId = await draftQuoteId(page);
  expect(quoteId).toBeTruthy();
  await post(`/dev/quotes/${quoteId}/expire`, {});
  const convert = page.getByRole('button', { name: /^Convert AED\s[\d.,]+$/ });
  await convert.click();
  await expect(page.getByText('The rate has expired')).toBeVisible();
  await expect(page.getByText('This rate has expired')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Get a new rate' }).click();
  await expect(page.getByText('Rate guaranteed for')).toBeVisible();
  await expect.poll(() => draftQuoteId(page)).not.toBe(quoteId);
  await convert.click();
  await expect(page.getByText('Money converted')).toBeVisible();
  expect(await balanceOf(who.token, 'USD')).toBe('20.00');
});

/** Presses Tab until `target` has the focus (keyboard only: no click). */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a keyboard-only external transfer on a 360 px phone, with a live quote, a reload on the code step and a wrong code', async ({
  page,
}) => {
  const who = await externalCustomer('transfer-keyboard');
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await go(page, PATHS.externalStep1);

  // Step 1: the beneficiary, chosen with Space.
  const landlord = page.getByRole('radio', { name: /Landlord London/ });
  await tabTo(page, landlord);
  await page.keyboard.press('Space');
  await expect(landlord).toBeChecked();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Step 2: the wallet, the amount typed, the live quote in GBP.
  const aed = page.getByRole('radio', { name: /^AED/ });
  await tabTo(page, aed);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('textbox', { name: /^You send/ }));
  await page.keyboard.type('120');
  await expect(page.getByText(/^At this rate, Landlord London receives about/)).toBeVisible();
  await expect(page.getByText('Rate guaranteed for')).toBeVisible();
  await expectFitsWidth(page);
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Step 3: the purpose searched and picked with the arrow keys, the charges with the arrow keys.
  const purpose = page.getByRole('combobox', { name: /Purpose of payment/ });
  await tabTo(page, purpose);
  await page.keyboard.type('family');
  const fam = page.getByRole('option', { name: /^FAM/ });
  for (let i = 0; i < 10 && (await fam.getAttribute('aria-selected')) !== 'true'; i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(fam).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(purpose).toHaveValue(/FAM/);
  const shared = page.getByRole('radio', { name: /Shared \(SHA\)/ });
  await tabTo(page, page.getByRole('radio', { name: /\((OUR|SHA|BEN)\)/ }).first());
  for (let i = 0; i < 3 && !(await shared.isChecked()); i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(shared).toBeChecked();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Step 4: the review; the code is sent.
  await expect(page.getByText(/^1 AED = [\d.]+ GBP$/).first()).toBeVisible();
  await expectAccessible(page);
  const since = Date.now();
  await tabTo(page, page.getByRole('button', { name: 'Continue and send me a code' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const code = codeIn(await outbox(who.phoneE164, { channel: 'sms', since }));

  // Step 5: a reload keeps the transfer and its code; a wrong code is refused here.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${PATHS.externalStep5}$`));
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const field = page.getByRole('textbox', { name: /One-time code/ });
  await tabTo(page, field);
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await tabTo(page, page.getByRole('button', { name: 'Confirm the transfer' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: /^The code is wrong/ })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, field, true);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(code);
  await tabTo(page, page.getByRole('button', { name: 'Confirm the transfer' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Transfer on its way|Money sent/)).toBeVisible();
  await expectAccessible(page);
  const sent = await callAs<{ data: { items: unknown[] } }>(
    who.token,
    'GET',
    '/transaction/list?type=external_transfer',
  );
  expect(sent.data.items).toHaveLength(1);
});

test('an external transfer in Arabic passes axe on every step, the live quote included', async ({
  page,
}) => {
  const who = await externalCustomer('transfer-arabic');
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await go(page, PATHS.externalStep1);
  await page.getByRole('radio', { name: /Landlord London/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('radio', { name: /^AED/ }).check();
  await page.getByRole('textbox', { name: /^ترسل/ }).fill('30');
  await expect(page.getByText(/^بهذا السعر، يستلم Landlord London نحو/)).toBeVisible();
  await expect(page.getByText(/GBP\s\d+\.\d{2}/).first()).not.toContainText(/[\u0660-\u0669]/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('combobox', { name: /غرض الدفع/ }).fill('FAM');
  await page.getByRole('option', { name: /^FAM/ }).click();
  await page.getByRole('radio', { name: /مشتركة \(SHA\)/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'متابعة' }).click();
  const send = page.getByRole('button', { name: 'المتابعة وإرسال رمز إليّ' });
  await expect(send).toBeVisible();
  await expectAccessible(page);
  const since = Date.now();
  await send.click();
  await expect(page.getByText(/أرسلنا رمزًا من 6 أرقام إلى/)).toBeVisible();
  const code = codeIn(await outbox(who.phoneE164, { channel: 'sms', since }));
  await page.getByRole('textbox', { name: /رمز لمرة واحدة/ }).fill(code);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'تأكيد التحويل' }).click();
  await expect(page.getByText(/التحويل في طريقه|تم إرسال الأموال/)).toBeVisible();
  await expectAccessible(page);
});
