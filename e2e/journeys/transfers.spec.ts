// Issue 13: moving money — the transfer flows in Chromium against the real backend. Each journey
// registers its own customers (through the API) and funds them with a simulated incoming transfer,
// so suites running at the same time on the shared server never see each other's money.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '@bank/testkit';
import { PATHS } from '@bank/banking-app/paths';
import { accessTokenFor, baseUrl, callAs, logIn, post, registerByApi } from './support';

interface Wallet {
  wallet_id: string;
  account_number: string;
  iban: string;
}

/** A fresh individual with an AED wallet funded with `amount`; its token for calls from here. */
async function fundedCustomer(tag: string, amount: string) {
  const who = await registerByApi(tag);
  const token = await accessTokenFor(who);
  const wallet = (await callAs<{ data: Wallet }>(token, 'POST', '/wallet/open', { currency: 'AED' })).data;
  if (amount !== '0')
    await post('/dev/bank/incoming', { iban: wallet.iban, amount, currency: 'AED', sender_name: 'Mariam Haddad' });
  return { ...who, token, wallet };
}

async function expectAccessible(page: Page) {
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

const go = (page: Page, path: string) => page.goto(`${baseUrl()}${path}`);

test('an individual sends money to a saved beneficiary; a double click on confirm makes one transfer; the flow works in Arabic', async ({ page }) => {
  const payee = await fundedCustomer('transfer-payee', '0');
  const payer = await fundedCustomer('transfer-payer', '1000.00');
  await callAs(payer.token, 'POST', '/beneficiary/add', { kind: 'internal', account_number: payee.wallet.account_number, nickname: 'Cousin Huda' });

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
  const sent = await callAs<{ data: { items: { amount: { amount: string } }[] } }>(payer.token, 'GET', '/transaction/list?type=internal_transfer');
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
