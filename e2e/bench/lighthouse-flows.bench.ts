// Issue 13's figure "Lighthouse accessibility 100 on each step" of moving money: each step of the
// internal, external and conversion flows, the success pages, the virtual assets and the corporate
// review list and detail, audited by Lighthouse in the state a customer's walk leaves it. The steps
// only show with the flow's draft in the tab's session storage, so Lighthouse cannot navigate to
// them: it runs in snapshot mode on the tab Playwright walked (both attached to one Chromium over
// its DevTools port). The walk asserts as the journeys do (a step not reached fails the bench); the
// scores are printed, never asserted.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { snapshot } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { PATHS, waitingReviewItemPath } from '@bank/banking-app/paths';
import { connectChromium, startChromiumWithDevTools } from '@bank/testkit';
import { externalCustomer, fundedCustomer, go, logInCorporate, prepareTransfers } from '../journeys/money';
import { callAs, codeIn, logIn, outbox } from '../journeys/support';

interface Audited {
  step: string;
  score: number;
  failing: string[];
}

const audited: Audited[] = [];
let chromium: Awaited<ReturnType<typeof startChromiumWithDevTools>>;
let browser: Browser;

test.beforeAll(async () => {
  chromium = await startChromiumWithDevTools();
  browser = await connectChromium(chromium.browserURL);
});

test.afterAll(async () => {
  await browser?.close();
  await chromium?.close();
});

async function newSession(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/**
 * Lighthouse's accessibility category on the tab as it is now (snapshot mode: no navigation, so
 * the draft in session storage stays). `step` is the route's path (its pattern for one with
 * parameters); the page must be on it.
 */
async function audit(page: Page, step: string) {
  const url = page.url();
  const pattern = new RegExp(`^${step.replace(/:[a-z_]+/g, '[^/]+')}$`);
  expect(new URL(url).pathname, `the walk reached ${step}`).toMatch(pattern);
  const devtools = await puppeteer.connect({ browserURL: chromium.browserURL, defaultViewport: null });
  try {
    const tab = (await devtools.pages()).find((p) => p.url() === url);
    if (!tab) throw new Error(`No tab on ${url} among the browser's pages.`);
    const result = await snapshot(tab, { config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } } });
    if (!result) throw new Error(`Lighthouse returned nothing on ${step}.`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${step}: ${runtimeError.code} ${runtimeError.message}`);
    const category = categories.accessibility!;
    const failing = category.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]!.score! < 1)
      .map((ref) => {
        const details = audits[ref.id]!.details as { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined;
        const node = details?.items?.[0]?.node;
        return `${ref.id}: ${audits[ref.id]!.title}${node ? ` — ${node.snippet ?? node.selector}` : ''}`;
      });
    const score = Math.round((category.score ?? 0) * 100);
    audited.push({ step, score, failing });
    console.log(`${step.padEnd(64)} accessibility ${score}`);
    for (const f of failing) console.log(`    ✖ ${f}`);
  } finally {
    await devtools.disconnect();
  }
}

test('Lighthouse accessibility on each step of moving money', async () => {
  await test.step('internal transfer to a new recipient, then a conversion', async () => {
    const payee = await fundedCustomer('lh-payee', '0', ['USD']);
    const payer = await fundedCustomer('lh-payer', '500.00', ['USD']);
    await callAs(payer.token, 'POST', '/beneficiary/add', { kind: 'internal', account_number: payee.wallet.account_number, nickname: 'Cousin Huda' });
    const { context, page } = await newSession();
    await logIn(page, payer.email, payer.password);
    await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();

    await go(page, PATHS.internalStep1);
    await page.getByRole('radio', { name: /Cousin Huda/ }).check();
    await audit(page, PATHS.internalStep1);
    await page.getByRole('link', { name: 'Send to a new recipient' }).click();
    await page.getByRole('radio', { name: 'E-mail address' }).check();
    await page.getByRole('textbox', { name: /Recipient's e-mail address/ }).fill(payee.email);
    await page.getByRole('button', { name: 'Find the recipient' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The name the bank holds' })).toContainText('Mariam H.');
    await page.getByRole('group', { name: /Pay into their wallet in/ }).getByRole('radio', { name: 'AED' }).check();
    await audit(page, PATHS.internalStep1New);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /^AED/ }).check();
    await page.getByRole('textbox', { name: /Amount/ }).fill('75.25');
    await page.getByRole('textbox', { name: /Reference/ }).fill('Concert tickets');
    await expect(page.getByText(/Left of your limits/)).toBeVisible();
    await audit(page, PATHS.internalStep2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check the details' })).toBeVisible();
    await audit(page, PATHS.internalStep3);
    await page.getByRole('button', { name: 'Continue to confirm' }).click();
    const send = page.getByRole('button', { name: /^Send AED\s75\.25$/ });
    await expect(send).toBeEnabled();
    await audit(page, PATHS.internalStep4);
    await send.click();
    await expect(page.getByText('Money sent')).toBeVisible();
    await audit(page, PATHS.transactionSuccess);

    await go(page, PATHS.conversionStep1);
    await page.getByRole('group', { name: /Convert from/ }).getByRole('radio', { name: /^AED/ }).check();
    await page.getByRole('textbox', { name: /Amount to convert/ }).fill('100');
    await page.getByRole('group', { name: /Convert to/ }).getByRole('radio', { name: /^USD/ }).check();
    await page.getByRole('button', { name: 'Get a rate' }).click();
    await expect(page.getByText(/^1 AED = [\d.]+ USD$/)).toBeVisible();
    await audit(page, PATHS.conversionStep1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check the conversion' })).toBeVisible();
    await audit(page, PATHS.conversionStep2);
    await page.getByRole('button', { name: /^Convert AED\s[\d.,]+$/ }).click();
    await expect(page.getByText('Money converted')).toBeVisible();
    await audit(page, PATHS.conversionSuccess);
    await context.close();
  });

  await test.step('external transfer to a new recipient, confirmed with a one-time code', async () => {
    const who = await externalCustomer('lh-external');
    const { context, page } = await newSession();
    await logIn(page, who.email, who.password);
    await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
    await go(page, PATHS.externalStep1);
    await page.getByRole('radio', { name: /Landlord London/ }).check();
    await audit(page, PATHS.externalStep1);
    await page.getByRole('link', { name: 'A new recipient' }).click();
    await page.getByRole('textbox', { name: /^IBAN/ }).fill('DE89370400440532013000');
    await page.getByRole('textbox', { name: /BIC/ }).fill('COBADEFF');
    await expect(page.getByText('Bank: Commerzbank AG, Kaiserplatz, 60311 Frankfurt am Main')).toBeVisible();
    await page.getByRole('textbox', { name: /Account holder's name/ }).fill('Klaus Becker');
    await page.getByRole('combobox', { name: /Currency/ }).fill('EUR');
    await page.getByRole('option', { name: /EUR/ }).first().click();
    await page.getByRole('checkbox', { name: /Save as a beneficiary for next time/ }).uncheck();
    await audit(page, PATHS.externalStep1N);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Klaus Becker receives EUR.')).toBeVisible();
    await page.getByRole('radio', { name: /^AED/ }).check();
    await page.getByRole('textbox', { name: /Amount/ }).fill('20');
    await expect(page.getByText('Rate guaranteed for')).toBeVisible();
    await audit(page, PATHS.externalStep2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('combobox', { name: /Purpose of payment/ }).fill('family');
    await page.getByRole('option', { name: /^FAM/ }).click();
    await page.getByRole('radio', { name: /Shared \(SHA\)/ }).check();
    await audit(page, PATHS.externalStep3);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^1 AED = [\d.]+ EUR$/).first()).toBeVisible();
    await audit(page, PATHS.externalStep4);
    const since = Date.now();
    await page.getByRole('button', { name: 'Continue and send me a code' }).click();
    await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
    await page.getByRole('textbox', { name: /One-time code/ }).fill(codeIn(await outbox(who.phoneE164, { channel: 'sms', since })));
    await audit(page, PATHS.externalStep5);
    await page.getByRole('button', { name: 'Confirm the transfer' }).click();
    await expect(page.getByText(/Transfer on its way|Money sent/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Transfer status' })).toBeVisible();
    await audit(page, PATHS.externalStep6);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/dashboard\/transaction_success\?transaction_id=.*flow=external/);
    await expect(page.getByText('FAM', { exact: true })).toBeVisible();
    await audit(page, PATHS.transactionSuccess);
    await context.close();
  });

  await test.step('virtual assets and the BTC deposit details', async () => {
    const { context, page } = await newSession();
    await logIn(page, 'aisha@demo.bank');
    await expect(page.getByRole('heading', { level: 1, name: /, Aisha$/ })).toBeVisible();
    await go(page, PATHS.cryptoWallet);
    const bitcoin = page.getByRole('listitem', { name: 'Bitcoin (BTC)' });
    await expect(bitcoin).toContainText(/\d+\.\d{8} BTC/);
    await audit(page, PATHS.cryptoWallet);
    await bitcoin.getByRole('link', { name: 'Deposit BTC' }).click();
    await expect(page.getByRole('img', { name: /^QR code of your BTC deposit address on / })).toBeVisible();
    await audit(page, PATHS.cryptoDepositDetail);
    await context.close();
  });

  await test.step("a corporate approver's review list and one prepared transfer", async () => {
    const amount = `104.${String((Date.now() % 90) + 10)}`;
    const [id] = await prepareTransfers([amount]);
    const { context, page } = await newSession();
    await logInCorporate(page, 'approver');
    await page.getByRole('link', { name: 'Open the list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting for review' })).toBeVisible();
    const row = page.getByRole('link', { name: new RegExp(`AED ${amount.replace('.', '\\.')}`) });
    await expect(row).toBeVisible();
    await audit(page, PATHS.waitingReview);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`${waitingReviewItemPath('internal_transfer', id!)}$`));
    await expect(page.getByRole('region', { name: 'What was prepared' })).toContainText(`Journey ${amount}`);
    await audit(page, PATHS.waitingReviewItem);
    await context.close();
  });

  const below = audited.filter((a) => a.score < 100);
  console.log(
    `\nLighthouse accessibility on ${audited.length} flow steps (Lighthouse 12 snapshot, Chromium, local backend): ` +
      (below.length ? `${below.length} under 100: ${below.map((a) => `${a.step} ${a.score}`).join(', ')}` : 'all 100'),
  );
});
