import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4610';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const modes = (process.env.MODES ?? 'light-wide,dark-wide,ar-narrow,light-narrow').split(',');
const only = process.env.ONLY?.split(',');
for (const mode of modes) {
  const narrow = mode.endsWith('narrow');
  const ctx = await browser.newContext({
    viewport: { width: narrow ? 360 : 1280, height: 900 },
    colorScheme: mode.startsWith('dark') ? 'dark' : 'light',
  });
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(/Email address/).fill(process.env.WHO ?? 'aisha@demo.bank');
  await page.getByLabel(/^Password/).fill('Demo-Bank-2026!');
  await page.getByRole('checkbox', { name: /not a robot/ }).click({ force: true });
  await page.waitForFunction(
    () => document.querySelector('altcha-widget').getState() === 'verified',
    null,
    { timeout: 60000 },
  );
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /, / }).waitFor();
  if (mode.startsWith('ar')) await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  const shots = [
    ['beneficiary', '/dashboard/beneficiary', null],
    [
      'add',
      '/dashboard/add_beneficiary',
      async () => {
        await page.locator('input[dir=ltr]').first().pressSequentially('GB29NWBK6016133192681');
        await page.keyboard.press('Tab');
        await page.locator('input[dir=ltr]').nth(1).pressSequentially('COBADEFF');
        await page.waitForTimeout(800);
      },
    ],
    ['recent', '/dashboard/transactions', null],
    ['all', '/dashboard/all_transactions', null],
    [
      'details',
      '/dashboard/all_transactions',
      async () => {
        await page.locator('main ul a').first().click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(800);
      },
    ],
  ];
  for (const [name, path, act] of shots) {
    if (only && !only.includes(name)) continue;
    await page.goto(`${base}${path}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForTimeout(1200);
    if (act) await act();
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({
      path: `/tmp/x/shots/${mode}-${name}.png`,
      fullPage: !process.env.VIEWPORT,
    });
    console.log(mode, name, 'scrollWidth', sw);
  }
  await ctx.close();
}
await browser.close();
