// How long the selectors take to open their list, in Debian's Chromium on a production Storybook
// build: CurrencySelect (29 currencies with flags) and CountrySelect (250 countries). Each run
// clicks the toggle button and stops the clock once the listbox holds every option and the browser
// has laid it out ("open"), then again after the next animation frame ("painted"). Also timed:
// moving the highlight with ArrowDown in the open list. The a11y addon is off while timing; the
// figures still include the preview's own DOM observers. Prints medians; asserts nothing.
// Run: pnpm --filter @bank/ui bench (after size.mjs), or alone: node bench/open-list.mjs [--no-build] [--runs 25]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveStatic } from '@bank/testkit';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(here, '../../..');
const args = process.argv.slice(2);
const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 25);
const warmup = 3;
// Its own output folder, so a bench never overwrites someone else's Storybook build.
const staticDir = path.resolve(
  process.env.STORYBOOK_STATIC ?? path.join(os.tmpdir(), 'bank-ui-bench-storybook'),
);

const cases = [
  {
    name: 'CurrencySelect, 29 currencies',
    story: 'components-currencyselect--default',
    options: 29,
  },
  {
    name: 'CountrySelect, 250 countries',
    story: 'components-countryselect--default',
    options: 250,
  },
];

if (!args.includes('--no-build') || !existsSync(path.join(staticDir, 'iframe.html'))) {
  const r = spawnSync(
    'pnpm',
    ['exec', 'storybook', 'build', '-c', '.storybook', '-o', staticDir, '--quiet'],
    {
      cwd: workspace,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** One open of the list, timed inside the page; closes it again with Escape. */
function openOnce(page, options) {
  return page.evaluate(async (expected) => {
    const root = document.querySelector('#storybook-root');
    const toggle = root.querySelector('button[aria-controls]');
    const input = root.querySelector('[role="combobox"]');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    // Resolves as soon as the DOM satisfies `ready` (React commits in a microtask after the event).
    const until = (ready) =>
      new Promise((resolve) => {
        if (ready()) return resolve();
        const observer = new MutationObserver(() => {
          if (ready()) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true });
      });
    const start = performance.now();
    toggle.click();
    await until(() => root.querySelectorAll('[role="option"]').length >= expected);
    root.querySelector('[role="listbox"]').getBoundingClientRect(); // forces style and layout
    const open = performance.now() - start;
    await frame();
    const painted = performance.now() - start;
    // Highlight moves: each ArrowDown until the newly active option is rendered and laid out.
    const moves = [];
    for (let i = 0; i < 5; i++) {
      const before = input.getAttribute('aria-activedescendant');
      const t = performance.now();
      input.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
      );
      await until(() => input.getAttribute('aria-activedescendant') !== before);
      document.getElementById(input.getAttribute('aria-activedescendant'))?.getBoundingClientRect();
      moves.push(performance.now() - t);
    }
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    await until(() => !root.querySelector('[role="option"]'));
    await frame();
    return { open, painted, move: moves.reduce((a, b) => a + b, 0) / moves.length };
  }, options);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const p90 = (xs) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))];
const ms = (n) => `${n.toFixed(1).padStart(6)} ms`;

const server = await serveStatic(staticDir);
const browser = await launchChromium();
try {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  console.log(
    `@bank/ui — time to open a selector's list (Chromium ${browser.version()}, median of ${runs} runs after ${warmup} warm-up, ${os.cpus().length} cores)`,
  );
  for (const c of cases) {
    // The a11y addon would run axe over the story while we time it: switch it to manual.
    await page.goto(
      `${server.url}/iframe.html?id=${c.story}&viewMode=story&globals=a11y.manual:!true`,
      { waitUntil: 'load' },
    );
    await page.waitForSelector('#storybook-root [role="combobox"]');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const samples = [];
    for (let i = 0; i < warmup + runs; i++) {
      const s = await openOnce(page, c.options);
      if (i >= warmup) samples.push(s);
    }
    const open = samples.map((s) => s.open);
    const painted = samples.map((s) => s.painted);
    const move = samples.map((s) => s.move);
    console.log(
      `  ${c.name.padEnd(32)} open ${ms(median(open))} (p90 ${ms(p90(open)).trim()})   painted ${ms(median(painted))}   ArrowDown ${ms(median(move))}`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
