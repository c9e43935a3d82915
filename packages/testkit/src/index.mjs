// Shared helpers for browser suites. Everything talks to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromiumEnv } from './fonts.mjs';

export {
  chromiumEnv,
  fontconfigXml,
  monospaceFaceProblems,
  projectFaces,
  projectFontconfig,
  defaultEmojiFont,
} from './fonts.mjs';

/** Flags that work on these machines (no sandbox as root, no background network). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** The Chromium binary: CHROMIUM_PATH or Debian's. A missing browser is an error, never a skip. */
export function chromiumPath() {
  const p = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(p)) {
    throw new Error(
      `No Chromium at ${p}: install Debian's (apt-get install chromium fonts-noto-color-emoji) or set CHROMIUM_PATH.`,
    );
  }
  return p;
}

/**
 * Debian's Chromium through Playwright, seeing only the project's fonts (chromiumEnv: a
 * fontconfig configuration of the design system's faces and the colour emoji).
 */
export async function launchChromium(options = {}) {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
    ...options,
    env: chromiumEnv(options.env),
  });
}

/** Playwright attached to a Chromium started elsewhere with --remote-debugging-port (e.g. shared with Lighthouse). */
export async function connectChromium(endpoint) {
  return chromium.connectOverCDP(endpoint);
}

/**
 * Debian's Chromium started headless with a DevTools port (a free one), a fresh profile and only
 * the project's fonts (chromiumEnv), so that several clients can drive the same tabs (Playwright
 * over CDP, Lighthouse's puppeteer).
 * Resolves to { browserURL, close }; close() stops its whole process group and removes the profile.
 */
export async function startChromiumWithDevTools() {
  const profile = mkdtempSync(path.join(tmpdir(), 'devtools-chromium-'));
  const args = [
    '--headless=new',
    ...chromiumArgs,
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ];
  // Its own process group, so that its helpers (renderers, crash handler) stop with it.
  const chrome = spawn(chromiumPath(), args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: chromiumEnv(),
  });
  const close = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      const exited = new Promise((r) => chrome.once('exit', r));
      process.kill(-(chrome.pid ?? 0), 'SIGKILL');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    const port = await new Promise((resolve, reject) => {
      let err = '';
      chrome.stderr.on('data', (d) => {
        err += d;
        const m = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(err);
        if (m) resolve(Number(m[1]));
      });
      chrome.on('exit', () => reject(new Error(`Chromium exited: ${err}`)));
    });
    return { browserURL: `http://127.0.0.1:${port}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * Serves a folder on 127.0.0.1 (a free port). With `spaFallback`, unknown paths get index.html.
 * Resolves to { url, close }.
 */
export function serveStatic(dir, { spaFallback = false } = {}) {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      if (!spaFallback) {
        res.writeHead(404).end('not found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(() => r(undefined))),
      });
    });
  });
}

/** WCAG 2.2 A and AA rules. Page-level landmark rules are for pages, not isolated components. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page; returns readable violation lines (empty when clean). */
export async function axeViolations(page, { disableRules = [], include } = {}) {
  // A colour transition in progress (a theme just switched, a button's hover) would be measured
  // half-way by the contrast rule: wait until the page's CSS transitions have ended (each is finite;
  // at most 2 s, then axe runs on what is there).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      null,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (disableRules.length) builder = builder.disableRules(disableRules);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

let axeScript;
/** axe-core's browser build: the copy @axe-core/playwright injects, so both give the same results. */
export function axeSource() {
  if (!axeScript) {
    const fromBuilder = createRequire(
      createRequire(import.meta.url).resolve('@axe-core/playwright'),
    );
    axeScript = readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');
  }
  return axeScript;
}

/**
 * axe in a page without frames (a Storybook preview), for many checks in the same page: axe is
 * injected once per page and run with `axe.run`, where AxeBuilder injects it again and opens a
 * blank page for every analysis. The WCAG tags as `axeViolations` uses them, or only the given
 * `rules` (which must carry those tags); only violations are collected.
 */
export async function axeInPage(page, { rules } = {}) {
  const ready = await page.evaluate(
    () => window.__testkitAxe === true && typeof window.axe?.run === 'function',
  );
  if (!ready) {
    await page.evaluate(axeSource());
    await page.evaluate(() => {
      window.__testkitAxe = true;
    });
  }
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const options = {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      };
      const results = await window.axe.run(document, options);
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { tags: wcagTags, rules },
  );
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(', ')}`,
  );
}

/**
 * Compares a PNG with its committed baseline.
 * - no baseline: written (status 'new'), unless `ci` is true, then 'missing' (a failure);
 * - `update`: the baseline is rewritten ('updated');
 * - otherwise pixelmatch with anti-aliasing tolerance; more than `maxDiffRatio` of the pixels
 *   differing is 'changed', and a diff image is written beside `diffDir`. A PNG byte for byte
 *   equal to its baseline is the same without decoding either.
 */
export function compareWithBaseline(
  png,
  baselinePath,
  { update = false, ci = false, diffDir, maxDiffRatio = 0.001 } = {},
) {
  mkdirSync(path.dirname(baselinePath), { recursive: true });
  if (update || (!existsSync(baselinePath) && !ci)) {
    const existed = existsSync(baselinePath);
    writeFileSync(baselinePath, png);
    return { status: existed ? 'updated' : 'new' };
  }
  if (!existsSync(baselinePath)) return { status: 'missing' };
  const baseline = readFileSync(baselinePath);
  if (baseline.equals(png)) return { status: 'same' };
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(baseline);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    if (diffDir) writeActual(diffDir, baselinePath, png);
    return {
      status: 'changed',
      detail: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  const ratio = pixels / (actual.width * actual.height);
  if (ratio > maxDiffRatio) {
    if (diffDir) {
      writeActual(diffDir, baselinePath, png);
      writeFileSync(
        path.join(diffDir, path.basename(baselinePath, '.png') + '.diff.png'),
        PNG.sync.write(diff),
      );
    }
    return { status: 'changed', detail: `${pixels} pixels (${(ratio * 100).toFixed(2)}%) differ` };
  }
  return { status: 'same' };
}

function writeActual(diffDir, baselinePath, png) {
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(path.join(diffDir, path.basename(baselinePath, '.png') + '.actual.png'), png);
}

/** Runs async jobs with at most `limit` at once. */
export async function pool(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await worker(items[i], i);
      }
    }),
  );
  return results;
}
