// Issue 13's figure: the time from pressing "Confirm" (the Send button of internal_step4) to the
// success page, p50 and p99 over 50 transfers, in Chromium against the local backend. Each round
// walks the flow as a customer does; only the press-to-"Money sent" interval is timed.
import { performance } from 'node:perf_hooks';
import { expect, test } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { fundedCustomer } from '../journeys/money';
import { baseUrl, callAs, logIn } from '../journeys/support';

const ROUNDS = Number(process.env.BENCH_TRANSFERS ?? 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

test(`Confirm → success page, ${ROUNDS} internal transfers`, async ({ page }) => {
  const payee = await fundedCustomer('bench-payee', '0');
  const payer = await fundedCustomer('bench-payer', '100000');
  await callAs(payer.token, 'POST', '/beneficiary/add', {
    kind: 'internal',
    account_number: payee.wallet.account_number,
    nickname: 'Bench payee',
  });
  await logIn(page, payer.email, payer.password);
  // The home's greeting: any level-1 heading would be the login form's own, before the session exists.
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();

  const times: number[] = [];
  await page.goto(`${baseUrl()}${PATHS.internalStep1}`);
  for (let round = 0; round < ROUNDS; round += 1) {
    // The next transfer as a customer starts it: from the success page's link, in the same page.
    if (round > 0) await page.getByRole('link', { name: 'Make another transfer' }).click();
    await expect(page, `round ${round + 1}: still logged in`).toHaveURL(
      new RegExp(`${PATHS.internalStep1}$`),
    );
    await page.getByRole('radio', { name: /Bench payee/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /^AED/ }).check();
    await page.getByRole('textbox', { name: /Amount/ }).fill('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue to confirm' }).click();
    const send = page.getByRole('button', { name: /^Send AED\s1\.00$/ });
    await expect(send).toBeEnabled();
    const started = performance.now();
    await send.click();
    await expect(page.getByText('Money sent')).toBeVisible();
    times.push(performance.now() - started);
  }
  const sent = await callAs<{ data: { items: unknown[] } }>(
    payer.token,
    'GET',
    `/transaction/list?type=internal_transfer&limit=100`,
  );
  expect(sent.data.items).toHaveLength(ROUNDS);

  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nConfirm → success page (internal transfer, Chromium, local backend on PGlite), ${ROUNDS} transfers:` +
      ` p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
  );
});
