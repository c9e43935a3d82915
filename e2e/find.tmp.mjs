import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4610';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const ctx = await browser.newContext({ viewport: { width: 360, height: 900 } });
const page = await ctx.newPage();
await page.goto(`${base}/login`);
await page.getByLabel(/Email address/).fill('aisha@demo.bank');
await page.getByLabel(/^Password/).fill('Demo-Bank-2026!');
await page.getByRole('checkbox', { name: /not a robot/ }).click({ force: true });
await page.waitForFunction(
  () => document.querySelector('altcha-widget').getState() === 'verified',
  null,
  { timeout: 60000 },
);
await page.getByRole('button', { name: 'Log in', exact: true }).click();
await page.getByRole('heading', { level: 1, name: /, / }).waitFor();
await page.goto(`${base}${process.argv[2]}`);
await page.locator('main h1').first().waitFor();
await page.waitForTimeout(1500);
console.log(
  await page.evaluate(() => {
    const m = document.querySelector('main');
    m.style.width = 'min-content';
    return [...m.querySelectorAll('*')]
      .map((e) => [e.getBoundingClientRect().width, e])
      .sort((a, b) => a[0] - b[0])
      .filter(([w]) => w > 250)
      .slice(0, 15)
      .map(
        ([w, e]) =>
          `${Math.round(w)} ${e.tagName}.${e.className} ${(e.textContent ?? '').slice(0, 40)}`,
      )
      .join('\n');
  }),
);
await browser.close();
