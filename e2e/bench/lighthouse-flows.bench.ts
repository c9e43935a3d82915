// Issue 13's figure "Lighthouse accessibility 100 on each step" of moving money: each step of the
// internal, external and conversion flows, the success pages, the virtual assets and the corporate
// review list and detail, audited by Lighthouse in the state a customer's walk leaves it. The steps
// only show with the flow's draft in the tab's session storage, so Lighthouse cannot navigate to
// them: it runs in snapshot mode on the tab Playwright walked (both attached to one Chromium over
// its DevTools port). The walk asserts as the journeys do (a step not reached fails the bench); the
// scores are printed, never asserted. Each flow is walked in English (light theme), then in Arabic,
// right to left, in the dark theme (chosen after the login through localStorage `lang` and `theme`,
// as a returning customer's browser holds them); BENCH_LH_VARIANTS=en walks English only.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { snapshot } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { PATHS, waitingReviewItemPath } from '@bank/banking-app/paths';
import { connectChromium, startChromiumWithDevTools } from '@bank/testkit';
import {
  externalCustomer,
  fundedCustomer,
  go,
  logInCorporate,
  prepareTransfers,
} from '../journeys/money';
import { callAs, codeIn, logIn, outbox } from '../journeys/support';
import { ARABIC, ENGLISH, type FlowWords } from './flow-words';

interface Variant {
  name: string;
  lang: 'en' | 'ar';
  theme: 'light' | 'dark';
  words: FlowWords;
}

const VARIANTS: Variant[] = [
  { name: 'English, light', lang: 'en', theme: 'light', words: ENGLISH },
  { name: 'Arabic, right to left, dark', lang: 'ar', theme: 'dark', words: ARABIC },
].filter((v) =>
  (process.env.BENCH_LH_VARIANTS ?? 'en,ar').split(',').includes(v.lang),
) as Variant[];

interface Audited {
  variant: string;
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

// Playwright reads the fixtures a hook uses from its first parameter: none here.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus && walking && !walking.isClosed()) {
    console.log(`The walk stopped on ${walking.url()}`);
    await walking.screenshot({ path: info.outputPath('stopped.png'), fullPage: true });
  }
});

test.afterAll(async () => {
  await browser?.close();
  await chromium?.close();
});

/** The tab being walked, kept so that a walk that fails shows where it stopped. */
let walking: Page | undefined;

async function newSession(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  walking = await context.newPage();
  return { context, page: walking };
}

/** The variant's language and theme, as the browser keeps them, applied by a reload (after the login, whose helpers speak English). */
async function prefer(page: Page, v: Variant) {
  await page.evaluate(
    ({ lang, theme }) => {
      localStorage.setItem('lang', lang);
      localStorage.setItem('theme', theme);
    },
    { lang: v.lang, theme: v.theme },
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', v.lang === 'ar' ? 'rtl' : 'ltr');
  // The theme switch names the theme it leads to: the other one.
  await expect(
    page.getByRole('button', { name: v.theme === 'dark' ? v.words.lightMode : v.words.darkMode }),
  ).toBeVisible();
}

/** The next step has loaded: nothing of the step before (e.g. its "AED" radio) is acted on. */
const reached = (page: Page, path: string) => expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));

/**
 * Lighthouse's accessibility category on the tab as it is now (snapshot mode: no navigation, so
 * the draft in session storage stays). `step` is the route's path (its pattern for one with
 * parameters); the page must be on it.
 */
async function audit(page: Page, v: Variant, step: string, note = '') {
  const url = page.url();
  const pattern = new RegExp(`^${step.replace(/:[a-z_]+/g, '[^/]+')}$`);
  expect(new URL(url).pathname, `the walk reached ${step}`).toMatch(pattern);
  const devtools = await puppeteer.connect({
    browserURL: chromium.browserURL,
    defaultViewport: null,
  });
  try {
    const tab = (await devtools.pages()).find((p) => p.url() === url);
    if (!tab) throw new Error(`No tab on ${url} among the browser's pages.`);
    const result = await snapshot(tab, {
      config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } },
    });
    if (!result) throw new Error(`Lighthouse returned nothing on ${step}.`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError)
      throw new Error(`Lighthouse on ${step}: ${runtimeError.code} ${runtimeError.message}`);
    const category = categories.accessibility!;
    const failing = category.auditRefs
      .filter(
        (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]!.score! < 1,
      )
      .map((ref) => {
        const details = audits[ref.id]!.details as
          { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined;
        const node = details?.items?.[0]?.node;
        return `${ref.id}: ${audits[ref.id]!.title}${node ? ` — ${node.snippet ?? node.selector}` : ''}`;
      });
    const score = Math.round((category.score ?? 0) * 100);
    audited.push({ variant: v.name, step, score, failing });
    const ran = category.auditRefs.filter(
      (ref) => ref.weight > 0 && audits[ref.id]?.score !== null,
    ).length;
    console.log(
      `${`${step}${note}`.padEnd(72)} ${v.lang}/${v.theme.padEnd(5)} accessibility ${score}  (${ran} weighted audits applied)`,
    );
    for (const f of failing) console.log(`    ✖ ${f}`);
  } finally {
    await devtools.disconnect();
  }
}

async function walkInternalAndConversion(v: Variant) {
  const w = v.words;
  const payee = await fundedCustomer('lh-payee', '0', ['USD']);
  const payer = await fundedCustomer('lh-payer', '50000', ['USD']);
  await callAs(payer.token, 'POST', '/beneficiary/add', {
    kind: 'internal',
    account_number: payee.wallet.account_number,
    nickname: 'Cousin Huda',
  });
  const { context, page } = await newSession();
  await logIn(page, payer.email, payer.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await prefer(page, v);

  await go(page, PATHS.internalStep1);
  await page.getByRole('radio', { name: /Cousin Huda/ }).check();
  await audit(page, v, PATHS.internalStep1);
  await page.getByRole('link', { name: w.newInternalRecipient }).click();
  await reached(page, PATHS.internalStep1New);
  await page.getByRole('radio', { name: w.byEmail, exact: true }).check();
  await page.getByRole('textbox', { name: w.recipientEmail }).fill(payee.email);
  await page.getByRole('button', { name: w.find, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: w.found })).toContainText('Mariam H.');
  await page.getByRole('group', { name: w.payInto }).getByRole('radio', { name: 'AED' }).check();
  await audit(page, v, PATHS.internalStep1New);
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await reached(page, PATHS.internalStep2);
  await page.getByRole('radio', { name: /^AED/ }).check();
  await page.getByRole('textbox', { name: w.amount }).fill('75.25');
  await page.getByRole('textbox', { name: w.reference }).fill('Concert tickets');
  await expect(page.getByText(w.limitsLeft)).toBeVisible();
  await audit(page, v, PATHS.internalStep2);
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await reached(page, PATHS.internalStep3);
  await expect(page.getByRole('heading', { name: w.checkDetails })).toBeVisible();
  await audit(page, v, PATHS.internalStep3);
  await page.getByRole('button', { name: w.continueToConfirm }).click();
  await reached(page, PATHS.internalStep4);
  const send = page.getByRole('button', { name: w.send });
  await expect(send).toBeEnabled();
  await audit(page, v, PATHS.internalStep4);
  await send.click();
  await expect(page.getByText(w.moneySent)).toBeVisible();
  await audit(page, v, PATHS.transactionSuccess, ' (internal)');

  await go(page, PATHS.conversionStep1);
  await page
    .getByRole('group', { name: w.convertFrom })
    .getByRole('radio', { name: /^AED/ })
    .check();
  await page.getByRole('textbox', { name: w.amountToConvert }).fill('100');
  await page.getByRole('group', { name: w.convertTo }).getByRole('radio', { name: /^USD/ }).check();
  await page.getByRole('button', { name: w.getRate }).click();
  await expect(page.getByText(/^1 AED = [\d.]+ USD$/)).toBeVisible();
  await audit(page, v, PATHS.conversionStep1);
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await reached(page, PATHS.conversionStep2);
  await expect(page.getByRole('heading', { name: w.checkConversion })).toBeVisible();
  await audit(page, v, PATHS.conversionStep2);
  await page.getByRole('button', { name: w.convert }).click();
  await expect(page.getByText(w.converted)).toBeVisible();
  await audit(page, v, PATHS.conversionSuccess);
  await context.close();
}

async function walkExternal(v: Variant) {
  const w = v.words;
  const who = await externalCustomer('lh-external');
  const { context, page } = await newSession();
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await prefer(page, v);
  await go(page, PATHS.externalStep1);
  await page.getByRole('radio', { name: /Landlord London/ }).check();
  await audit(page, v, PATHS.externalStep1);
  await page.getByRole('link', { name: w.newExternalRecipient, exact: true }).click();
  await reached(page, PATHS.externalStep1N);
  await page.getByRole('textbox', { name: w.iban }).fill('DE89370400440532013000');
  await page.getByRole('textbox', { name: /BIC/ }).fill('COBADEFF');
  await expect(page.getByText(/Commerzbank AG/)).toBeVisible();
  await page.getByRole('textbox', { name: w.holder }).fill('Klaus Becker');
  await page.getByRole('combobox', { name: w.currency }).fill('EUR');
  await page.getByRole('option', { name: /EUR/ }).first().click();
  await page.getByRole('checkbox', { name: w.save }).uncheck();
  await audit(page, v, PATHS.externalStep1N);
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await reached(page, PATHS.externalStep2);
  await expect(page.getByText(w.receivesEur)).toBeVisible();
  await page.getByRole('radio', { name: /^AED/ }).check();
  await page.getByRole('textbox', { name: w.youSend }).fill('20');
  await expect(page.getByText(w.rateGuaranteed)).toBeVisible();
  await audit(page, v, PATHS.externalStep2);
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await reached(page, PATHS.externalStep3);
  await page.getByRole('combobox', { name: w.purpose }).fill('FAM');
  await page.getByRole('option', { name: /^FAM/ }).click();
  await page.getByRole('radio', { name: w.shared }).check();
  await audit(page, v, PATHS.externalStep3);
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await reached(page, PATHS.externalStep4);
  await expect(page.getByText(/^1 AED = [\d.]+ EUR$/).first()).toBeVisible();
  await audit(page, v, PATHS.externalStep4);
  const since = Date.now();
  await page.getByRole('button', { name: w.sendCode }).click();
  await reached(page, PATHS.externalStep5);
  await expect(page.getByText(w.codeSent)).toBeVisible();
  await page
    .getByRole('textbox', { name: w.oneTimeCode })
    .fill(codeIn(await outbox(who.phoneE164, { channel: 'sms', since })));
  await audit(page, v, PATHS.externalStep5);
  await page.getByRole('button', { name: w.confirmTransfer }).click();
  await expect(page.getByText(w.onItsWay)).toBeVisible();
  await expect(page.getByRole('list', { name: w.tracker })).toBeVisible();
  await audit(page, v, PATHS.externalStep6);
  await page.getByRole('button', { name: w.done, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/transaction_success\?transaction_id=.*flow=external/);
  await expect(page.getByText('FAM', { exact: true })).toBeVisible();
  await audit(page, v, PATHS.transactionSuccess, ' (external)');
  await context.close();
}

async function walkVirtualAssets(v: Variant) {
  const w = v.words;
  const { context, page } = await newSession();
  await logIn(page, 'aisha@demo.bank');
  await expect(page.getByRole('heading', { level: 1, name: /, Aisha$/ })).toBeVisible();
  await prefer(page, v);
  await go(page, PATHS.cryptoWallet);
  const bitcoin = page.getByRole('listitem', { name: /\(BTC\)/ });
  await expect(bitcoin).toContainText(/\d+\.\d{8} BTC/);
  await audit(page, v, PATHS.cryptoWallet);
  await bitcoin.getByRole('link', { name: w.depositBtc }).click();
  await expect(page.getByRole('img', { name: w.qr })).toBeVisible();
  await audit(page, v, PATHS.cryptoDepositDetail);
  await context.close();
}

async function walkReview(v: Variant) {
  const w = v.words;
  const amount = `104.${String((Date.now() % 90) + 10)}`;
  const [id] = await prepareTransfers([amount]);
  const { context, page } = await newSession();
  await logInCorporate(page, 'approver');
  await prefer(page, v);
  await page.getByRole('link', { name: w.openList }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.waitingReview })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(`AED ${amount.replace('.', '\\.')}`) });
  await expect(row).toBeVisible();
  await audit(page, v, PATHS.waitingReview);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`${waitingReviewItemPath('internal_transfer', id!)}$`));
  await expect(page.getByRole('region', { name: w.whatWasPrepared })).toContainText(
    `Journey ${amount}`,
  );
  await audit(page, v, PATHS.waitingReviewItem);
  await context.close();
}

test('Lighthouse accessibility on each step of moving money', async () => {
  for (const v of VARIANTS) {
    await test.step(`${v.name}: internal transfer to a new recipient, then a conversion`, () =>
      walkInternalAndConversion(v));
    await test.step(`${v.name}: external transfer to a new recipient, confirmed with a one-time code`, () =>
      walkExternal(v));
    await test.step(`${v.name}: virtual assets and the BTC deposit details`, () =>
      walkVirtualAssets(v));
    await test.step(`${v.name}: a corporate approver's review list and one prepared transfer`, () =>
      walkReview(v));
  }
  console.log('');
  for (const v of VARIANTS) {
    const mine = audited.filter((a) => a.variant === v.name);
    const below = mine.filter((a) => a.score < 100);
    console.log(
      `Lighthouse accessibility on ${mine.length} flow steps, ${v.name} (Lighthouse 12 snapshot, Chromium, local backend): ` +
        (below.length
          ? `${below.length} under 100: ${below.map((a) => `${a.step} ${a.score}`).join(', ')}`
          : 'all 100'),
    );
  }
});
