// Issue 28's figure in Chromium, against the real backend (the journeys' global setup: built app,
// PGlite): a file of 1,000 payments checked in the browser as it is chosen, from the file input's
// change to the page saying what the file holds (every row read and checked by @bank/lookups, the
// parser loaded on first use, then warm); and the same file uploaded and checked by the server,
// from the press of "Upload and check" to the batch's page showing its payments. The sending of a
// batch of 1,000 is measured by packages/fiat-backend/bench/bulk.ts.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { expect, test } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { composeIBAN } from 'ibantools';
import { corporateToken, go } from '../journeys/money';
import { invitedFalconUser, logIn, totp } from '../journeys/support';

const ROWS = 1000;
const ROUNDS = Number(process.env.BENCH_BULK_ROUNDS ?? 5);

function csv(): string {
  const lines = ['name,iban,bic,amount,currency,purpose_code,reference'];
  for (let i = 1; i <= ROWS; i++) {
    const iban = composeIBAN({
      countryCode: 'AE',
      bban: `033${String(5_000 + i).padStart(16, '0')}`,
    });
    lines.push(`Supplier ${i} LLC,${iban},EBILAEAD,${20 + (i % 400)}.50,AED,GDI,INV-${i}`);
  }
  return lines.join('\n');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

test(`a file of ${ROWS} payments checked in the browser (${ROUNDS} rounds) and by the server`, async ({
  page,
}) => {
  const preparer = await invitedFalconUser(
    'bench-bulk',
    'preparer',
    await corporateToken('admin'),
    'Salim',
  );
  await logIn(page, preparer.email, preparer.password);
  await page.getByLabel(/^Code/).fill(await totp(preparer.totpSecret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /, Salim$/ })).toBeVisible();
  await go(page, PATHS.bulkPayments);
  await page
    .getByRole('link', { name: 'New bulk payment' })
    .or(page.getByRole('button', { name: 'New bulk payment' }))
    .first()
    .click();
  await page.getByRole('textbox', { name: /Name of the batch/ }).fill('Bench');
  const text = csv();
  const browser: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const name = `bench-${round}.csv`;
    const file = test.info().outputPath(name);
    writeFileSync(file, text);
    // The page's own clock: from the input's change to the sentence saying what the file holds.
    await page.evaluate((expected) => {
      const w = window as unknown as { benchStart?: number; benchEnd?: number };
      w.benchStart = undefined;
      w.benchEnd = undefined;
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      input?.addEventListener('change', () => (w.benchStart = performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (w.benchStart !== undefined && document.body.innerText.includes(expected)) {
          w.benchEnd = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, `${name}: ${ROWS} payments.`);
    await page.getByLabel(/The file of payments/).setInputFiles(file);
    await page.waitForFunction(
      () => (window as unknown as { benchEnd?: number }).benchEnd !== undefined,
    );
    browser.push(
      await page.evaluate(() => {
        const w = window as unknown as { benchStart: number; benchEnd: number };
        return w.benchEnd - w.benchStart;
      }),
    );
  }
  await expect(page.getByText('Every one passed the checks.')).toBeVisible();

  const started = performance.now();
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(
    page.getByText('Every payment is ready. Check the totals and fees, then submit the batch.'),
  ).toBeVisible({
    timeout: 120_000,
  });
  const server = performance.now() - started;

  console.log(`\nBulk file of ${ROWS} payments (Chromium, this machine)`);
  console.log(
    `${'checked in the browser, first (parser loaded)'.padEnd(48)} ${browser[0]!.toFixed(0).padStart(6)} ms`,
  );
  console.log(
    `${'checked in the browser, median of the rest'.padEnd(48)} ${median(browser.slice(1)).toFixed(0).padStart(6)} ms`,
  );
  console.log(
    `${'uploaded, checked by the server, page shown'.padEnd(48)} ${server.toFixed(0).padStart(6)} ms`,
  );
});
