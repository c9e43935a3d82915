// Issue 12, part 1: the customer's money seen and moved in — the dashboard home, wallets, adding
// money and the statements — in Chromium against the real backend. Balances change only for fresh
// customers (registered through the API, funded by a simulated incoming transfer), so suites
// running at the same time never see each other's money.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { pdfLines } from '../../packages/fiat-backend/test/pdf-text';
import {
  baseUrl,
  captchaPayload,
  codeIn,
  expectAccessible,
  logIn,
  outbox,
  PASSWORD,
  registerByApi,
} from './support';

/** A fresh individual, logged in, on the home page. */
async function freshCustomer(page: Page, tag: string) {
  const who = await registerByApi(tag);
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  return who;
}

/** Opens a wallet on the wallets page; returns its IBAN as shown there. */
async function openWallet(page: Page, code: string, name: RegExp) {
  await page.goto(`${baseUrl()}${PATHS.customerWallet}`);
  const select = page.getByRole('combobox', { name: /Currency/ });
  await select.fill(code);
  await page.getByRole('option', { name }).click();
  await page.getByRole('button', { name: 'Open wallet' }).click();
  await expect(page.getByText(`Your ${code} wallet is open.`)).toBeVisible();
  const wallet = page.getByRole('region', { name: `${code} wallet` });
  const iban = wallet
    .locator('dt', { hasText: /^IBAN$/ })
    .locator('xpath=following-sibling::dd[1]')
    .locator('bdi');
  return (await iban.textContent())!.replace(/\s/g, '');
}

/** An incoming bank transfer of `amountMinor` (minor units of `currency`) to the IBAN. */
async function fund(iban: string, amountMinor: string, currency: string) {
  const res = await fetch(`${baseUrl()}/api/fiat/dev/bank/incoming`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      iban,
      amount_minor: amountMinor,
      currency,
      sender_name: 'Mariam Haddad',
    }),
  });
  expect(res.status).toBe(201);
}

/** An access token for calls made from the test (the history the CSV must match). */
async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/fiat/auth0/login_with_auth0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      redirect_uri: `${baseUrl()}${PATHS.dashboard}`,
      email,
      password,
      tokenV3: await captchaPayload(),
    }),
  });
  const body = (await res.json()) as { new_jwt_tokens: { tokens: { access_token: string } } };
  return body.new_jwt_tokens.tokens.access_token;
}

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/fiat${path}`, {
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Frontend': 'prod',
      'X-Client-Origin': baseUrl(),
    },
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** RFC 4180 rows: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function payByCard(page: Page, amount: string) {
  await page.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review your top-up' })).toBeVisible();
  await page.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /Expiry date/ }).fill('08/39');
  await page.getByRole('textbox', { name: /Security code/ }).fill('123');
  await page.getByRole('textbox', { name: /Name on the card/ }).fill('Mariam Haddad');
  await page.getByRole('button', { name: /^Pay AED/ }).click();
}

test('a new customer sees what to do next, opens a wallet, sees the balance and hides it (remembered on the device)', async ({
  page,
}) => {
  await freshCustomer(page, 'money-home');
  await expect(page.getByText('Next step: verify your identity')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
    'href',
    PATHS.verifyKyc,
  );
  await expect(page.getByRole('heading', { name: 'You have no wallet yet' })).toBeVisible();
  await expectAccessible(page);

  const iban = await openWallet(page, 'AED', /AED/);
  expect(iban).toMatch(/^AE\d{21}$/);
  await fund(iban, '100000', 'AED');

  await page.goto(`${baseUrl()}${PATHS.dashboard}`);
  const total = page.getByRole('region', { name: 'Total balance' });
  await expect(total).toContainText('AED 1,000.00');
  await expect(page.getByRole('list', { name: 'Latest transactions' })).toContainText(
    'Bank transfer from',
  );
  const hide = page.getByRole('button', { name: 'Hide balances' });
  await expect(hide).toHaveAttribute('aria-pressed', 'false');
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(total).not.toContainText('1,000.00');
  await expect(page.getByRole('list', { name: 'Wallets' })).not.toContainText('1,000.00');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Hide balances' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Total balance' })).toContainText(
    'Total balance hidden',
  );
  await page.getByRole('button', { name: 'Hide balances' }).click();
  await expect(page.getByRole('region', { name: 'Total balance' })).toContainText('AED 1,000.00');
});

test('an individual tops up by card through the four steps, and the money is in the wallet', async ({
  page,
}) => {
  await freshCustomer(page, 'money-card');
  await openWallet(page, 'AED', /AED/);
  await page.goto(`${baseUrl()}${PATHS.dashboard}`);
  await page
    .getByRole('list', { name: 'Quick actions' })
    .getByRole('link', { name: 'Add money' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.topupStep1}$`));
  await page.getByRole('radio', { name: /AED/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.topupStep2}$`));
  await page.getByRole('radio', { name: /Debit or credit card/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.topupStep3}$`));
  // A reload keeps the draft: still on step 3.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Amount/ })).toBeVisible();
  await payByCard(page, '250');
  await expect(page).toHaveURL(new RegExp(`${PATHS.topupStep4}$`));
  await expect(page.getByText('Money added')).toBeVisible();
  await expect(page.getByText('AED 250.00 is in your AED wallet.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('region', { name: 'Total balance' })).toContainText('AED 250.00');
  await expect(page.getByRole('list', { name: 'Latest transactions' })).toContainText(
    'Card top-up, card ending 4242',
  );
  // A step reached without its earlier steps goes to the first unfinished one.
  // A new top-up: its step 3, reached before steps 1 and 2, leads to step 1.
  await page.goto(`${baseUrl()}${PATHS.topup}`);
  await expect(page).toHaveURL(new RegExp(`${PATHS.topupStep1}$`));
  await page.goto(`${baseUrl()}${PATHS.topupStep3}`);
  await expect(page).toHaveURL(new RegExp(`${PATHS.topupStep1}$`));
  await expect(page.getByRole('radio', { name: /AED/ })).toBeVisible();
});

test("a corporate viewer sees the company's money and what waits for review, and no action that moves money", async ({
  page,
}) => {
  await logIn(page, 'viewer@falcon-trading.demo.bank', PASSWORD);
  await page.getByRole('radio', { name: /Text message \(SMS\)/ }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page
    .getByLabel(/^Code/)
    .fill(codeIn(await outbox('+971501110011', { channel: 'sms', since })));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /, Vera$/ })).toBeVisible();
  await expect(
    page.getByText('You are using online banking for Falcon Trading LLC.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /waits? for review$/ })).toBeVisible();
  const actions = page.getByRole('list', { name: 'Quick actions' });
  await expect(actions.getByRole('link')).toHaveText(['Statements']);
  await expect(
    page.getByRole('main').getByRole('link', { name: /^(Add money|Send money|Convert|Prepare)/ }),
  ).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Wallets' })).toContainText('AED');
  await expectAccessible(page);
  await page.goto(`${baseUrl()}${PATHS.customerWallet}`);
  await expect(page.getByRole('region', { name: 'AED wallet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open wallet' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add money' })).toHaveCount(0);
  await page.goto(`${baseUrl()}${PATHS.topupStep1}`);
  await expect(page).toHaveURL(new RegExp(`${PATHS.dashboard}$`));
});

test('statements download as PDF (naming the period and the closing balance) and CSV (the rows of the history)', async ({
  page,
}) => {
  const who = await freshCustomer(page, 'money-statement');
  const iban = await openWallet(page, 'AED', /AED/);
  await fund(iban, '100000', 'AED');
  await page.goto(`${baseUrl()}${PATHS.topup}`);
  await page.getByRole('radio', { name: /AED/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Debit or credit card/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await payByCard(page, '250');
  await expect(page.getByText('Money added')).toBeVisible();

  await page.goto(`${baseUrl()}${PATHS.customerWallet}`);
  // The newest day of the balance history ends at the wallet's balance, which the PDF must close on.
  await expect(
    page
      .getByRole('region', { name: 'AED wallet' })
      .getByRole('table')
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .last(),
  ).toHaveText(/AED\s1,250\.00$/);

  await page.goto(`${baseUrl()}${PATHS.downloadTransactionSummary}`);
  await expect(page.getByRole('radio', { name: 'AED wallet' })).toBeVisible();
  await expectAccessible(page);
  // "This month" is chosen; its days are written under it, first of the presets.
  const range =
    (await page
      .getByText(/^\d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}$/)
      .first()
      .textContent()) ?? '';
  const [from, to] = /(\d{2}-\d{2}-\d{4}) to (\d{2}-\d{2}-\d{4})/.exec(range)!.slice(1);
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(
    /^sadu-transaction-summary-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const text = pdfLines(readFileSync((await pdf.path())!)).join(' ');
  expect(text).toContain(`Transaction summary, ${from} to ${to}`);
  expect(text).toMatch(/AED: opening AED 0\.00, .*closing AED 1,250\.00/);
  await expect(page.getByText(/^Your file .* has downloaded\.$/)).toBeVisible();

  await page.getByRole('radio', { name: 'AED wallet' }).check();
  await page.getByRole('radio', { name: /CSV/ }).check();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const csv = readFileSync((await (await csvDownload).path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(csv);
  const column = (name: string) => header!.indexOf(name);
  const token = await apiToken(who.email, who.password);
  const history = await api<{
    data: { items: { transaction_id: string; transaction_type: string; status: string }[] };
  }>(token, '/transaction/list?currency=AED&limit=100');
  const fromCsv = rows
    .map((r) => [r[column('transaction_id')], r[column('type')], r[column('status')]].join(' '))
    .sort();
  const fromHistory = history.data.items
    .map((t) => [t.transaction_id, t.transaction_type, t.status].join(' '))
    .sort();
  expect(fromCsv).toEqual(fromHistory);
  expect(rows.map((r) => r[column('type')]).sort()).toEqual(['topup_bank_transfer', 'topup_card']);

  await page.getByRole('link', { name: 'Wire transfer summary' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Download a wire transfer summary' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Choose dates' }).check();
  await page.getByRole('textbox', { name: /^From/ }).fill(to!);
  await page.getByRole('textbox', { name: /^To/ }).fill(from!);
  await page.getByRole('button', { name: 'Download' }).click();
  if (from !== to)
    await expect(
      page.getByText('The last day must be the same as or after the first day.').first(),
    ).toBeVisible();
  await expectAccessible(page);
});

test('the money screens pass axe in Arabic, with Western digits and left-to-right values kept in order', async ({
  page,
}) => {
  await freshCustomer(page, 'money-ar');
  // The customer switches the language in the header; the choice holds on every screen after.
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: /، Mariam$/ })).toBeVisible();
  await expect(page.getByText('الخطوة التالية: تحقّق من هويتك')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${baseUrl()}${PATHS.customerWallet}`);
  await page.getByRole('combobox', { name: /العملة/ }).fill('AED');
  await page.getByRole('option', { name: /AED/ }).click();
  await page.getByRole('button', { name: 'افتح المحفظة' }).click();
  const wallet = page.getByRole('region', { name: 'محفظة AED' });
  await expect(wallet.locator('dd bdi[dir="ltr"]').nth(1)).toHaveText(/^AE\d{2}( \d{4}){4} \d{3}$/);
  await expectAccessible(page);
  const iban = ((await wallet.locator('dd bdi[dir="ltr"]').nth(1).textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  await fund(iban, '123450', 'AED');
  await page.goto(`${baseUrl()}${PATHS.dashboard}`);
  const total = page.getByRole('region', { name: 'إجمالي الرصيد' });
  await expect(total).toContainText('AED 1,234.50');
  await expect(total).not.toContainText(/[\u0660-\u0669]/);
  await expectAccessible(page);
  for (const path of [
    PATHS.topupStep1,
    PATHS.downloadTransactionSummary,
    PATHS.downloadWireTransactionSummary,
  ]) {
    await page.goto(`${baseUrl()}${path}`);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expectAccessible(page);
  }
});
