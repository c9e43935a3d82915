// Issue 12, part 2: beneficiaries and the transaction history in Chromium against the real
// backend. Fresh customers (registered through the API, wallets opened and funded through the
// sandbox's incoming transfers) wherever data changes; the demo company's viewer and preparer only
// look. axe (WCAG 2.2 A/AA) on each screen, in English here and in Arabic at 360 px below.
import { expect, test, type Page } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import {
  accessTokenFor,
  baseUrl,
  callAs,
  codeIn,
  logIn,
  outbox,
  post,
  registerByApi,
} from './support';
import { expectNoAxeViolations } from './axe';

interface WalletAnswer {
  data: { wallet_id: string; iban: string };
}

/** A new customer with an AED and a GBP wallet, each credited by an incoming bank transfer. */
async function customerWithMoney(tag: string) {
  const who = await registerByApi(tag);
  const token = await accessTokenFor(who);
  for (const [currency, amount_minor, sender_name, reference] of [
    ['AED', '150000', 'Layla Nasser', 'Salary March'],
    ['GBP', '25000', 'Tom Baker', 'Rent share'],
  ] as const) {
    const wallet = await callAs<WalletAnswer>(token, 'POST', '/wallet/open', { currency });
    await post('/dev/bank/incoming', {
      iban: wallet.data.iban,
      amount_minor,
      currency,
      sender_name,
      reference,
    });
  }
  return { ...who, token };
}

/** The day in the UAE, as the backend counts the history's days: ISO and as typed (DD-MM-YYYY). */
function uaeDay(offsetDays = 0) {
  const iso = new Date(Date.now() + 4 * 3600_000 + offsetDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${d}-${m}-${y}` };
}

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${baseUrl()}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function choose(page: Page, combobox: RegExp, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: combobox }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test('adds an external beneficiary: an invalid IBAN is refused as it is typed, the valid one is saved', async ({
  page,
}) => {
  const who = await registerByApi('beneficiary-add');
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await open(page, PATHS.beneficiary, 'Beneficiaries');
  await expect(page.getByRole('heading', { name: 'No beneficiaries yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Add a beneficiary' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a beneficiary' })).toBeVisible();

  const iban = page.getByRole('textbox', { name: /^IBAN/ });
  await iban.pressSequentially('gb29nwbk60161331926818');
  await expect(iban).toHaveValue('GB29 NWBK 6016 1331 9268 18');
  await expect(
    page.getByText('The check digits of this IBAN do not match: check it for a typing error'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Country of the bank/ })).toHaveValue(
    'United Kingdom',
  );
  await page.getByRole('button', { name: 'Save beneficiary' }).click();
  await expect(
    page.getByRole('alert').getByRole('link', {
      name: 'The check digits of this IBAN do not match: check it for a typing error',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await iban.fill('GB29 NWBK 6016 1331 9268 19');
  await expect(page.getByText('A valid IBAN from United Kingdom.')).toBeVisible();
  await page.getByRole('textbox', { name: /BIC/ }).fill('NWBKGB2L');
  await expect(
    page.getByText(
      'Bank: National Westminster Bank plc (NatWest), 250 Bishopsgate, London EC2M 4AA',
    ),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /Account holder's name/ }).fill('John Smith');
  await choose(page, /Currency/, 'GBP', /GBP/);
  await page.getByRole('textbox', { name: /Nickname/ }).fill('Landlord');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save beneficiary' }).click();

  await expect(page).toHaveURL(new RegExp(`${PATHS.beneficiary}$`));
  await expect(page.getByText('John Smith was added to your beneficiaries.')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'John Smith' });
  await expect(card).toContainText(
    'National Westminster Bank plc (NatWest) · United Kingdom · GBP',
  );
  await expect(card.getByText('GB29 NWBK 6016 1331 9268 19')).toHaveAttribute('dir', 'ltr');
  await expectNoAxeViolations(page);
});

test('deletes a beneficiary only after its confirmation', async ({ page }) => {
  const who = await registerByApi('beneficiary-delete');
  const token = await accessTokenFor(who);
  await callAs(token, 'POST', '/beneficiary/add', {
    kind: 'external',
    name: 'Müller GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bank_name: 'Commerzbank AG',
    bank_address: 'Frankfurt am Main',
    country: 'DE',
    currency: 'EUR',
  });
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await open(page, PATHS.beneficiary, 'Beneficiaries');
  await page.getByRole('button', { name: 'Delete Müller GmbH' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Müller GmbH?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Müller GmbH' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Müller GmbH' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete beneficiary' }).click();
  await expect(page.getByText('Müller GmbH was deleted.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Müller GmbH' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No beneficiaries yet' })).toBeVisible();
  const left = await callAs<{ data: unknown[] }>(token, 'GET', '/beneficiary/list');
  expect(left.data).toEqual([]);
});

test('filters the history by a date range and by currency, opens a transaction, and Back restores the filters', async ({
  page,
}) => {
  const who = await customerWithMoney('history');
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await open(page, PATHS.allTransactions, 'All transactions');
  await expect(page.getByRole('link', { name: /Layla Nasser/ })).toContainText('+AED 1,500.00');
  await expect(page.getByRole('link', { name: /Tom Baker/ })).toContainText('+£250.00');
  await expectNoAxeViolations(page);

  const today = uaeDay();
  const yesterday = uaeDay(-1);
  const from = page.getByRole('textbox', { name: /^From/ });
  const to = page.getByRole('textbox', { name: /^To/ });
  await from.fill(today.typed);
  await to.fill(yesterday.typed);
  await to.blur();
  const rule = `The end date must be on or after the start date, ${today.typed}`;
  await expect(page.getByText(rule)).toBeVisible();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: rule })).toBeVisible();
  await expectNoAxeViolations(page);

  // Yesterday alone: nothing then.
  await from.fill(yesterday.typed);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(
    page.getByRole('heading', { name: 'No transactions match these filters' }),
  ).toBeVisible();

  await from.fill(today.typed);
  await to.fill(today.typed);
  await choose(page, /Currency/, 'GBP', /GBP/);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${today.iso}&to=${today.iso}&currency=GBP$`));
  await expect(page.getByRole('link', { name: /Tom Baker/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Layla Nasser/ })).toHaveCount(0);
  await expect(page.getByText('1 transaction shown')).toBeVisible();

  await page.getByRole('link', { name: /Tom Baker/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(dialog.getByText('Rent share', { exact: false }).first()).toBeVisible();
  await expect(dialog).toContainText('Bank transfer top-up');
  await expect(dialog).toContainText('GBP 250.00');
  await expect(dialog.getByRole('list', { name: 'Status history' })).toContainText('Completed');
  await expect(page).toHaveURL(/&transaction=[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`\\?from=${today.iso}&to=${today.iso}&currency=GBP$`));
  await expect(page.getByRole('combobox', { name: /Currency/ })).toHaveValue('GBP – British pound');
  await expect(from).toHaveValue(today.typed);
  await expect(page.getByRole('link', { name: /Tom Baker/ })).toBeFocused();
  await expect(page.getByRole('link', { name: /Layla Nasser/ })).toHaveCount(0);

  // The recent view: one wallet at a time.
  await open(page, PATHS.transactions, 'Recent transactions');
  await expect(page.getByRole('link', { name: /Layla Nasser/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tom Baker/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const role of ['viewer', 'preparer'] as const) {
  test(`a corporate ${role} reads the beneficiaries but cannot reach add_beneficiary`, async ({
    page,
  }) => {
    const phone = role === 'viewer' ? '+971501110011' : '+971501110012';
    await logIn(page, `${role}@falcon-trading.demo.bank`);
    await expect(page.getByRole('heading', { level: 1, name: 'Get a login code' })).toBeVisible();
    await page.getByRole('radio', { name: /Text message \(SMS\)/ }).check();
    const since = Date.now();
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Enter the code we sent you' }),
    ).toBeVisible();
    await page.getByLabel(/^Code/).fill(codeIn(await outbox(phone, { channel: 'sms', since })));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: role === 'viewer' ? /, Vera$/ : /, Peter$/ }),
    ).toBeVisible();

    await page.goto(`${baseUrl()}${PATHS.addBeneficiary}`);
    await expect(page).toHaveURL(new RegExp(`${PATHS.beneficiary}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Beneficiaries' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a beneficiary' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('in Arabic at 360 px: the history and the beneficiaries read right to left, amounts in Western digits, and pass axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const who = await customerWithMoney('history-ar');
  await callAs(who.token, 'POST', '/beneficiary/add', {
    kind: 'external',
    name: 'John Smith',
    iban: 'GB29NWBK60161331926819',
    bic: 'NWBKGB2L',
    bank_name: 'NatWest',
    bank_address: 'London',
    country: 'GB',
    currency: 'GBP',
  });
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  const noSideways = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

  await open(page, PATHS.transactions, 'المعاملات الأخيرة');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: /Layla Nasser/ })).toContainText('+AED 1,500.00');
  await expect(page.getByRole('link', { name: /Layla Nasser/ })).toContainText(/\d{2}-\d{2}-\d{4}/);
  await noSideways();
  await expectNoAxeViolations(page);

  await open(page, PATHS.allTransactions, 'جميع المعاملات');
  await expect(page.getByText('معاملتان معروضتان')).toBeVisible();
  await noSideways();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Tom Baker/ }).click();
  const dialog = page.getByRole('dialog', { name: 'تفاصيل المعاملة' });
  await expect(dialog).toContainText('GBP 250.00');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open(page, PATHS.beneficiary, 'المستفيدون');
  await expect(
    page.getByRole('listitem', { name: 'John Smith' }).getByText('GB29 NWBK 6016 1331 9268 19'),
  ).toHaveAttribute('dir', 'ltr');
  await noSideways();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'حذف John Smith' }).click();
  await expect(page.getByRole('dialog', { name: 'حذف John Smith؟' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await open(page, PATHS.addBeneficiary, 'إضافة مستفيد');
  await page.getByRole('textbox', { name: /رقم الآيبان/ }).pressSequentially('GB29NWBK6016');
  await page.getByRole('textbox', { name: /رقم الآيبان/ }).blur();
  await expect(
    page.getByText('يتكوّن رقم الآيبان من المملكة المتحدة من 22 خانة: أدخلت 12'),
  ).toBeVisible();
  await noSideways();
  await expectNoAxeViolations(page);
});
