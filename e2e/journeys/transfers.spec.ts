// Issue 13: moving money — the transfer flows in Chromium against the real backend. Each journey
// registers its own customers (through the API) and funds them with a simulated incoming transfer,
// so suites running at the same time on the shared server never see each other's money.
import { expect, test } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { fundedCustomer, go } from './money';
import { callAs, codeIn, expectAccessible, expectFitsWidth, logIn, outbox } from './support';

test('an individual sends money to a saved beneficiary; a double click on confirm makes one transfer; the flow works in Arabic', async ({
  page,
}) => {
  const payee = await fundedCustomer('transfer-payee', '0');
  const payer = await fundedCustomer('transfer-payer', '100000');
  await callAs(payer.token, 'POST', '/beneficiary/add', {
    kind: 'internal',
    account_number: payee.wallet.account_number,
    nickname: 'Cousin Huda',
  });

  await logIn(page, payer.email, payer.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  // A later step with no transfer under way leads to the first step.
  await go(page, PATHS.internalStep3);
  await expect(page).toHaveURL(new RegExp(`${PATHS.internalStep1}$`));
  await page.getByRole('radio', { name: /Cousin Huda/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('radio', { name: /^AED/ }).check();
  await page.getByRole('textbox', { name: /Amount/ }).fill('125');
  await page.getByRole('textbox', { name: /Reference/ }).fill('Birthday');
  await expect(page.getByText(/Left of your limits/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Check the details' })).toBeVisible();
  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByText('Birthday')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to confirm' }).click();

  const confirm = page.getByRole('button', { name: /^Send AED\s125\.00$/ });
  await expectAccessible(page);
  await confirm.dblclick();
  await expect(page.getByText('Money sent')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/transaction_success\?transaction_id=/);
  await expectAccessible(page);
  const sent = await callAs<{ data: { items: { amount: { amount: string } }[] } }>(
    payer.token,
    'GET',
    '/transaction/list?type=internal_transfer',
  );
  expect(sent.data.items.map((tx) => tx.amount.amount)).toEqual(['125.00']);

  // The same flow in Arabic, with axe on each step.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: 'إجراء تحويل آخر' }).click();
  await page.getByRole('radio', { name: /Cousin Huda/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('radio', { name: /^AED/ }).check();
  await page.getByRole('textbox', { name: /المبلغ/ }).fill('10');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('heading', { name: 'راجع التفاصيل' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'المتابعة إلى التأكيد' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^إرسال AED\s10\.00$/ }).click();
  await expect(page.getByText('تم إرسال الأموال')).toBeVisible();
  await expect(page.getByText(/AED\s10\.00/).first()).not.toContainText(/[\u0660-\u0669]/);
  await expectAccessible(page);
});

test('an individual whose identity check is approved sends money abroad in another currency with a purpose code, confirmed by a one-time code', async ({
  page,
}) => {
  // Aisha (demo seed): KYC approved, AED wallet, a saved GBP beneficiary in London. On a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, 'aisha@demo.bank');
  await expect(page.getByRole('heading', { level: 1, name: /, Aisha$/ })).toBeVisible();
  await go(page, PATHS.externalStep1);
  await page.getByRole('radio', { name: /Landlord London/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^AED/ }).check();
  // In another currency the amount is typed on one side: "You send" (AED), or "They receive".
  await page.getByRole('textbox', { name: /^You send/ }).fill('50');
  await page.getByRole('button', { name: 'Continue' }).click();

  const purpose = page.getByRole('combobox', { name: /Purpose of payment/ });
  await purpose.fill('family');
  await page.getByRole('option', { name: /^FAM/ }).click();
  await page.getByRole('radio', { name: /Shared \(SHA\)/ }).check();
  await expectFitsWidth(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(/^1 AED = [\d.]+ GBP$/).first()).toBeVisible();
  await expect(page.getByText('Rate guaranteed for')).toBeVisible();
  await expectFitsWidth(page);
  await page.screenshot({
    path: test.info().outputPath('external-review-360.png'),
    fullPage: true,
  });
  await expectAccessible(page);
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue and send me a code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const code = codeIn(await outbox('+971501110001', { channel: 'sms', since }));
  await page.getByRole('textbox', { name: /One-time code/ }).fill(code);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm the transfer' }).click();
  await expect(page.getByText(/Transfer on its way|Money sent/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transfer status' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transaction_success\?transaction_id=.*flow=external/);
  await expect(page.getByText('FAM', { exact: true })).toBeVisible();
});

test('an individual sends money abroad to a new recipient typed in during the transfer, not saved', async ({
  page,
}) => {
  // Aisha (demo seed): KYC approved. "Save for next time" is left off, so the shared seed keeps its beneficiaries.
  await logIn(page, 'aisha@demo.bank');
  await expect(page.getByRole('heading', { level: 1, name: /, Aisha$/ })).toBeVisible();
  await go(page, PATHS.externalStep1);
  await page.getByRole('link', { name: 'A new recipient' }).click();
  await expect(page).toHaveURL(/\/dashboard\/external_step1N$/);
  const iban = page.getByRole('textbox', { name: /^IBAN/ });
  await iban.pressSequentially('DE89370400440532013001');
  await expect(
    page
      .getByText('The check digits of this IBAN do not match: check it for a typing error')
      .first(),
  ).toBeVisible();
  await iban.fill('DE89370400440532013000');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await page.getByRole('textbox', { name: /BIC/ }).fill('COBADEFF');
  await expect(
    page.getByText('Bank: Commerzbank AG, Kaiserplatz, 60311 Frankfurt am Main'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /Account holder's name/ }).fill('Klaus Becker');
  await page.getByRole('combobox', { name: /Currency/ }).fill('EUR');
  await page.getByRole('option', { name: /EUR/ }).first().click();
  await page.getByRole('checkbox', { name: /Save as a beneficiary for next time/ }).uncheck();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Klaus Becker receives EUR.')).toBeVisible();
  await page.getByRole('radio', { name: /^AED/ }).check();
  await page.getByRole('textbox', { name: /^You send/ }).fill('20');
  await page.getByRole('button', { name: 'Continue' }).click();
  const purpose = page.getByRole('combobox', { name: /Purpose of payment/ });
  await purpose.fill('family');
  await page.getByRole('option', { name: /^FAM/ }).click();
  await page.getByRole('radio', { name: /Shared \(SHA\)/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const since = Date.now();
  await page.getByRole('button', { name: 'Continue and send me a code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  const code = codeIn(await outbox('+971501110001', { channel: 'sms', since }));
  await page.getByRole('textbox', { name: /One-time code/ }).fill(code);
  await page.getByRole('button', { name: 'Confirm the transfer' }).click();
  await expect(page.getByText(/Transfer on its way|Money sent/)).toBeVisible();
  await go(page, PATHS.beneficiary);
  // The list has loaded (the seed's beneficiary) and the new recipient is not in it.
  await expect(page.getByText(/Landlord/).first()).toBeVisible();
  await expect(page.getByText('Klaus Becker')).toHaveCount(0);
});

test('an individual converts AED to USD at a quoted rate', async ({ page }) => {
  const who = await fundedCustomer('transfer-convert', '50000');
  await callAs(who.token, 'POST', '/wallet/open', { currency: 'USD' });
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await go(page, PATHS.conversionStep1);
  await page
    .getByRole('group', { name: /Convert from/ })
    .getByRole('radio', { name: /^AED/ })
    .check();
  await page.getByRole('textbox', { name: /Amount to convert/ }).fill('100');
  await page
    .getByRole('group', { name: /Convert to/ })
    .getByRole('radio', { name: /^USD/ })
    .check();
  await page.getByRole('button', { name: 'Get a rate' }).click();
  await expect(page.getByText(/^1 AED = [\d.]+ USD$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check the conversion' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Convert AED\s[\d.,]+$/ }).click();
  await expect(page.getByText('Money converted')).toBeVisible();
  await expectAccessible(page);
  const wallets = await callAs<{ data: { currency: string; balance: { amount: string } }[] }>(
    who.token,
    'GET',
    '/wallet/list?kind=fiat',
  );
  // The USD wallet opened empty: the conversion is in it.
  expect(wallets.data.find((w) => w.currency === 'USD')?.balance.amount).not.toBe('0.00');
});
