// Every Storybook story, rendered in Debian's Chromium in every theme and direction:
//   - axe-core (WCAG 2.2 A/AA) must find zero violations;
//   - nothing may log a console error (React errors, [@bank/ui] misuse warnings) or show Storybook's error screen;
//   - text in the monospace token draws in the shipped face (loaded, covering every character);
//   - a screenshot is compared with the committed baseline (the offline counterpart of Chromatic).
// Chromium sees only the project's fonts (launchChromium: a generated fontconfig configuration of
// the design system's faces and the colour emoji), so the screenshots do not depend on the fonts a
// machine has installed.
// Flags: --update rewrites baselines; --no-build reuses storybook-static as it is; --filter <text>
// limits stories; --lanes <n> sets how many previews check stories side by side.
//
// What makes it quick (README, "Story checks"):
//   - Storybook is rebuilt only when its inputs changed (a hash of .storybook, the UI and lookups
//     sources and the lockfile, kept beside the build); in CI it is always built.
//   - Each lane keeps one preview page and switches story and mode through Storybook's channel.
//   - axe is injected once per page and run there (AxeBuilder injected it and opened a blank page
//     for every check).
//   - The full axe run happens in light and in right-to-left. Dark and high contrast change colours
//     only (their tokens differ in colour, shadow and focus-ring width, none of which moves a box),
//     so when a story's DOM and every element's box are identical to its light (or, for
//     right-to-left dark, its right-to-left) render, only axe's colour rules can answer differently
//     and only they run; any other difference gets the full run.
//   - A screenshot byte for byte equal to its baseline is not decoded; otherwise pixelmatch decides
//     as strictly as before.
import modes from './modes.json' with { type: 'json' };
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  axeInPage,
  compareWithBaseline,
  launchChromium,
  monospaceFaceProblems,
  serveStatic,
} from '@bank/testkit';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(here, '../../../..');
// STORYBOOK_STATIC lets several people build and check at once without sharing an output folder.
const staticDir = path.resolve(
  process.env.STORYBOOK_STATIC ?? path.join(workspace, 'storybook-static'),
);
const baselines = path.join(here, '__screenshots__');
const diffDir = path.resolve(here, '../visual/__diff__');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const update = args.includes('--update') || process.env.UPDATE_SNAPSHOTS === '1';
const filter = option('--filter');
const ci = Boolean(process.env.CI);
// Two cores: two previews keep both busy (a third only queues behind them).
const laneCount = Math.max(1, Number(option('--lanes') ?? 2));

// The modes live in modes.json: the docs' evidence block reads the same list.
export { modes };
/** The axe rules (of the WCAG A/AA tags) whose answer depends on colours. */
const colourRules = ['color-contrast', 'link-in-text-block'];

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) =>
  `${Math.floor(ms / 60000)}m${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}s`;

// What the static Storybook is built from; tests and stories' screenshots are not among it.
const buildInputs = [
  '.storybook',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/lookups/src',
  'packages/lookups/data',
  'packages/lookups/package.json',
  'pnpm-lock.yaml',
];
function inputsHash() {
  const hash = createHash('sha256');
  const add = (rel) => {
    const abs = path.join(workspace, rel);
    if (!existsSync(abs) || /\.test\.tsx?$/.test(rel)) return;
    if (statSync(abs).isDirectory())
      return readdirSync(abs)
        .sort()
        .forEach((name) => add(path.join(rel, name)));
    hash.update(rel).update('\0').update(readFileSync(abs)).update('\0');
  };
  buildInputs.forEach(add);
  return hash.digest('hex');
}

if (!args.includes('--no-build')) {
  const stampFile = path.join(staticDir, '.inputs-sha256');
  const stamp = inputsHash();
  const upToDate =
    !ci &&
    existsSync(path.join(staticDir, 'index.json')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp;
  if (upToDate) {
    console.log(
      `• Storybook in ${path.relative(workspace, staticDir) || staticDir} is up to date (its inputs are unchanged): not rebuilt`,
    );
  } else {
    console.log('• building Storybook');
    const r = spawnSync(
      'pnpm',
      ['exec', 'storybook', 'build', '-c', '.storybook', '-o', staticDir, '--quiet'],
      {
        cwd: workspace,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (r.status !== 0) process.exit(r.status ?? 1);
    writeFileSync(stampFile, stamp);
    console.log(`• Storybook built in ${seconds(Date.now() - started)}`);
  }
}

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && (!filter || e.id.includes(filter)),
);
if (stories.length === 0) {
  console.error('✖ no stories found');
  process.exit(1);
}
rmSync(diffDir, { recursive: true, force: true });

const server = await serveStatic(staticDir);
const browser = await launchChromium();
const total = stories.length * modes.length;
console.log(
  `• ${stories.length} stories × ${modes.length} modes = ${total} checks, ${laneCount} previews side by side`,
);

const failures = [];
const counts = { new: 0, updated: 0, done: 0, colourOnly: 0, themeChecks: 0 };
const phases = { render: 0, axe: 0, screenshot: 0, compare: 0 };
/** Milliseconds per story, per mode. */
const timings = new Map();

/** Waits in the page for Storybook to finish the render that `action` starts. */
function renderedAfter(page, action, args) {
  return page.evaluate(
    ({ action, args }) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const handlers = events.map((name) => {
          const handler = (payload) => {
            events.forEach((e, i) => channel.off(e, handlers[i]));
            clearTimeout(timer);
            const message =
              payload && typeof payload === 'object'
                ? (payload.message ?? payload.title ?? '')
                : String(payload ?? '');
            resolve({ ok: name === 'storyRendered', event: name, message: String(message) });
          };
          channel.on(name, handler);
          return handler;
        });
        const timer = setTimeout(() => {
          events.forEach((e, i) => channel.off(e, handlers[i]));
          resolve({ ok: false, event: 'timeout', message: 'no render within 15 s' });
        }, 15000);
        channel.emit(action, args);
      }),
    { action, args },
  );
}

/**
 * Waits until Storybook's current render is over: past "storyRendered" (which it emits before its
 * afterEach phase) to "finished", with no render queued. A globals update that arrives while a
 * render is pending is queued and rendered after it, so the render event a check waited for can
 * be the earlier render's, and the one with the new globals then runs under axe and the
 * screenshot; on a freshly opened preview whose first render was still running, the update could
 * also go unanswered until the 15 s time-out.
 */
function renderSettled(page) {
  return page.waitForFunction(() => {
    const render = window.__STORYBOOK_PREVIEW__?.currentRender;
    return Boolean(render && render.phase === 'finished' && !render.rerenderEnqueued);
  });
}

/**
 * Renders a story in a mode through Storybook's channel, without reloading: the globals first, and
 * only once their render has finished, the story, when it is another one (a fresh mount in that
 * mode). Storybook reloads the whole preview when a story is switched while the previous render
 * is still running (StoryRender.teardown), which is what sending both at once used to do under
 * load: the page reloaded under the check, and a check could wait on it for ever.
 */
async function renderStory(page, storyId, globals, switchStory) {
  const first = await renderedAfter(page, 'updateGlobals', { globals });
  if (first.ok) await renderSettled(page);
  if (!first.ok || !switchStory) return { ...first, switched: false };
  // Keyboard modality again before each new story, as on a freshly opened preview: the story
  // before may have moved focus (a dialog handing it back on close), and programmatic focus in
  // the new one must show its ring as it does in the baselines.
  await page.keyboard.press('Shift');
  const story = await renderedAfter(page, 'setCurrentStory', { storyId, viewMode: 'story' });
  if (story.ok) await renderSettled(page);
  return { ...story, switched: true };
}

/**
 * Once fonts are in and two frames have painted: a fingerprint of the document as axe's
 * non-colour rules see it (the body's markup, the root's direction and language, and every
 * element's box), and whether the story root has a size to screenshot.
 */
function settle(page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const html = document.documentElement;
    const boxes = Array.from(document.body.querySelectorAll('*'), (el) => {
      const r = el.getBoundingClientRect();
      return `${r.x},${r.y},${r.width},${r.height}`;
    });
    // React leaves an empty style attribute on some inputs after a re-render: it sets no style.
    const markup = document.body.innerHTML.replaceAll(' style=""', '');
    const text = `${html.dir}|${html.lang}|${markup}|${boxes.join(';')}`;
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    const root = document.querySelector('#storybook-root')?.getBoundingClientRect();
    return {
      fingerprint: `${text.length}:${h >>> 0}`,
      rootHasSize: Boolean(root && root.width > 0 && root.height > 0),
    };
  });
}

// Storybook's a11y addon would run axe on every render too and race ours: switch it to manual.
const globalsOf = (mode) => ({
  ...Object.fromEntries(mode.globals.split(';').map((kv) => kv.split(':'))),
  a11y: { manual: true },
});

async function openPreview(context, storyId = stories[0].id) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${server.url}/iframe.html?id=${storyId}&viewMode=story`, { waitUntil: 'load' });
  await page.waitForFunction(() =>
    Boolean(
      window.__STORYBOOK_ADDONS_CHANNEL__ &&
      document.querySelector('#storybook-root')?.childElementCount,
    ),
  );
  // The first render must be over before the checks send their globals (see renderSettled).
  await renderSettled(page);
  // When a story takes over 100 ms to render, Storybook's "preparing story" view hides the story
  // root (display: none) while the story mounts: a dialog's focus() then finds nothing to focus,
  // focus stays on the body and the screenshot has no focus ring (dialog and session-overlay
  // stories under load). The root stays shown, and Storybook's placeholder never does.
  await page.addStyleTag({
    content:
      '.sb-show-preparing-story:not(.sb-show-main) > #storybook-root { display: block !important; }' +
      ' .sb-show-preparing-story > .sb-preparing-story { display: none !important; }',
  });
  // One key press puts Chromium in keyboard modality, so programmatic focus (dialogs, error
  // summaries, open calendars) always shows its focus ring: screenshots stay deterministic.
  await page.keyboard.press('Shift');
  return { page, errors, current: storyId };
}

/** Checks one story in one mode; `fingerprints` holds this story's earlier modes' fingerprints. */
async function check(lane, story, mode, fingerprints) {
  // A modal dialog left open by the story before hands focus back as it closes, and under load
  // that can land after the next story's own dialog took focus (nothing focused, no ring: a
  // screenshot unlike its baseline). A story that follows one is opened in a fresh preview, as the
  // first story of a lane is.
  if (
    lane.preview.current !== story.id &&
    (await lane.preview.page.evaluate(() => Boolean(document.querySelector('dialog[open]'))))
  ) {
    await lane.preview.page.close();
    lane.preview = await openPreview(lane.context, story.id);
  }
  const { preview } = lane;
  const { page, errors } = preview;
  const label = `${story.id} [${mode.name}]`;
  errors.length = 0;
  let t = Date.now();
  const lap = (phase) => {
    if (process.env.DEBUG_STORIES) console.log('  ', label, phase, Date.now() - t);
    const now = Date.now();
    phases[phase] += now - t;
    t = now;
  };
  const rendered = await renderStory(page, story.id, globalsOf(mode), preview.current !== story.id);
  if (rendered.switched) preview.current = story.id;
  if (!rendered.ok) {
    failures.push(
      `${label}: the story did not render (${rendered.event}: ${rendered.message.slice(0, 300)})`,
    );
    return;
  }
  const { fingerprint, rootHasSize } = await settle(page);
  fingerprints.set(mode.name, fingerprint);
  // Values in the monospace token (IBANs, codes, IP addresses) draw in the shipped face, loaded,
  // never in one of the machine's fonts (the browser sees none: launchChromium's fontconfig).
  for (const p of await monospaceFaceProblems(page)) failures.push(`${label}: monospace ${p}`);
  lap('render');

  const colourOnly =
    mode.coloursOf !== undefined && fingerprints.get(mode.coloursOf) === fingerprint;
  if (mode.coloursOf) counts.themeChecks++;
  if (colourOnly) counts.colourOnly++;
  for (const p of await axeInPage(page, colourOnly ? { rules: colourRules } : {}))
    failures.push(`${label}: axe ${p}`);
  if (errors.length) failures.push(`${label}: console error: ${errors.join(' | ').slice(0, 400)}`);
  lap('axe');

  const shotOptions = { animations: 'disabled', caret: 'hide' };
  const png = rootHasSize
    ? await page.locator('#storybook-root').screenshot(shotOptions)
    : await page.screenshot(shotOptions);
  lap('screenshot');
  const result = compareWithBaseline(png, path.join(baselines, `${story.id}--${mode.name}.png`), {
    update,
    ci,
    diffDir,
  });
  if (result.status === 'missing')
    failures.push(
      `${label}: no screenshot baseline (run "pnpm --filter @bank/ui test:stories" locally and commit the new PNG)`,
    );
  if (result.status === 'changed')
    failures.push(
      `${label}: screenshot differs from the baseline: ${result.detail} (see ${path.relative(workspace, diffDir)})`,
    );
  if (result.status === 'new' || result.status === 'updated') counts[result.status]++;
  lap('compare');
}

// Progress: a line every 30 s and at every tenth of the checks, so a long run is never silent.
const failedChecks = () => new Set(failures.map((f) => f.split(':')[0])).size;
function progress() {
  const elapsed = Date.now() - started;
  const left = counts.done ? ((total - counts.done) * elapsed) / counts.done : 0;
  console.log(
    `• ${counts.done}/${total} checks (${Math.floor((counts.done * 100) / total)} %), ${failedChecks()} failed, ${clock(elapsed)}` +
      (counts.done && counts.done < total ? `; about ${clock(left)} to go` : ''),
  );
}
const ticker = setInterval(progress, 30_000);
let nextTenth = 1;
function checked(story, mode, ms) {
  counts.done++;
  if (!timings.has(story.id)) timings.set(story.id, {});
  timings.get(story.id)[mode.name] = ms;
  if (counts.done >= Math.ceil((total * nextTenth) / 10)) {
    nextTenth = Math.floor((counts.done * 10) / total) + 1;
    progress();
  }
}

// Each preview takes every n-th story and checks it in every mode, in the same order each run.
const lanes = Array.from({ length: laneCount }, (_, lane) =>
  stories.filter((_, i) => i % laneCount === lane),
).filter((l) => l.length);
// The previews open one after the other, so two first loads never race.
const opened = [];
for (const _ of lanes) {
  const context = await browser.newContext({
    viewport: { width: 800, height: 600 },
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  opened.push({ context, preview: await openPreview(context) });
}
await Promise.all(
  lanes.map(async (lane, laneIndex) => {
    const current = opened[laneIndex];
    for (const story of lane) {
      const fingerprints = new Map();
      for (const mode of modes) {
        const began = Date.now();
        // A lost page (e.g. "Execution context was destroyed" on a first load) gets a new
        // preview and one more try; a second failure is reported.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            await check(current, story, mode, fingerprints);
            break;
          } catch (error) {
            await current.preview.page.close().catch(() => {});
            current.preview = await openPreview(current.context);
            if (attempt === 2)
              failures.push(
                `${story.id} [${mode.name}]: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
              );
          }
        }
        checked(story, mode, Date.now() - began);
      }
    }
    await current.context.close();
  }),
);
clearInterval(ticker);

await browser.close();
await server.close();

const slowest = [...timings.entries()]
  .map(([id, byMode]) => ({ id, byMode, sum: Object.values(byMode).reduce((a, b) => a + b, 0) }))
  .sort((a, b) => b.sum - a.sum)
  .slice(0, 10);
console.log('• slowest 10 stories (all modes; light / dark / high-contrast / rtl / rtl-dark):');
for (const { id, byMode, sum } of slowest)
  console.log(
    `    ${seconds(sum).padStart(7)}  ${id}  (${modes.map((m) => (byMode[m.name] === undefined ? '–' : (byMode[m.name] / 1000).toFixed(1))).join(' / ')})`,
  );
const busy = Object.values(phases).reduce((a, b) => a + b, 0) || 1;
console.log(
  `• time in checks (all previews together): ${Object.entries(phases)
    .map(([phase, ms]) => `${phase} ${Math.round((ms * 100) / busy)} %`)
    .join(
      ', ',
    )}; colour rules only in ${counts.colourOnly} of ${counts.themeChecks} dark and high-contrast checks`,
);
console.log(`• ${total} checks in ${clock(Date.now() - started)}`);

for (const f of failures) console.error(`✖ ${f}`);
if (counts.new || counts.updated)
  console.log(`• baselines: ${counts.new} new, ${counts.updated} updated`);
console.log(`stories: ${total - failedChecks()} passed, ${failedChecks()} failed`);
process.exit(failures.length ? 1 : 0);
