// Every Storybook story, rendered in Debian's Chromium in every theme and direction:
//   - axe-core (WCAG 2.2 A/AA) must find zero violations;
//   - nothing may log a console error (React errors, [@bank/ui] misuse warnings) or show Storybook's error screen;
//   - a screenshot is compared with the committed baseline (the offline counterpart of Chromatic).
// Flags: --update rewrites baselines; --no-build reuses storybook-static; --filter <text> limits stories.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations, compareWithBaseline, launchChromium, serveStatic } from '@bank/testkit';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(here, '../../../..');
// STORYBOOK_STATIC lets several people build and check at once without sharing an output folder.
const staticDir = path.resolve(process.env.STORYBOOK_STATIC ?? path.join(workspace, 'storybook-static'));
const baselines = path.join(here, '__screenshots__');
const diffDir = path.resolve(here, '../visual/__diff__');
const args = process.argv.slice(2);
const update = args.includes('--update') || process.env.UPDATE_SNAPSHOTS === '1';
const filter = args.includes('--filter') ? args[args.indexOf('--filter') + 1] : undefined;
const ci = Boolean(process.env.CI);

export const modes = [
  { name: 'light', globals: 'theme:light;dir:ltr;locale:en' },
  { name: 'dark', globals: 'theme:dark;dir:ltr;locale:en' },
  { name: 'high-contrast', globals: 'theme:high-contrast;dir:ltr;locale:en' },
  { name: 'rtl', globals: 'theme:light;dir:rtl;locale:ar' },
  { name: 'rtl-dark', globals: 'theme:dark;dir:rtl;locale:ar' },
];

if (!args.includes('--no-build')) {
  console.log('• building Storybook');
  const r = spawnSync('pnpm', ['exec', 'storybook', 'build', '-c', '.storybook', '-o', staticDir, '--quiet'], {
    cwd: workspace,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
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
console.log(`• ${stories.length} stories × ${modes.length} modes = ${total} checks`);

const failures = [];
const counts = { new: 0, updated: 0 };

/** Renders a story with the given globals through Storybook's channel, without reloading. */
function renderStory(page, storyId, globals) {
  return page.evaluate(
    ({ storyId, globals }) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const handlers = events.map((name) => {
          const handler = (payload) => {
            events.forEach((e, i) => channel.off(e, handlers[i]));
            clearTimeout(timer);
            const message = payload && typeof payload === 'object' ? payload.message ?? payload.title ?? '' : String(payload ?? '');
            resolve({ ok: name === 'storyRendered', event: name, message: String(message) });
          };
          channel.on(name, handler);
          return handler;
        });
        const timer = setTimeout(() => resolve({ ok: false, event: 'timeout', message: 'no render within 15 s' }), 15000);
        channel.emit('updateGlobals', { globals });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, globals },
  );
}

// Storybook's a11y addon would run axe on every render too and race ours: switch it to manual.
const globalsOf = (mode) => ({ ...Object.fromEntries(mode.globals.split(';').map((kv) => kv.split(':'))), a11y: { manual: true } });

async function openPreview(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${server.url}/iframe.html?id=${stories[0].id}&viewMode=story`, { waitUntil: 'load' });
  await page.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__ && document.querySelector('#storybook-root')?.childElementCount));
  // One key press puts Chromium in keyboard modality, so programmatic focus (dialogs, error
  // summaries, open calendars) always shows its focus ring: screenshots stay deterministic.
  await page.keyboard.press('Shift');
  return { page, errors };
}

async function check(preview, story, mode) {
  const { page, errors } = preview;
  const label = `${story.id} [${mode.name}]`;
  errors.length = 0;
  // Render another story first so every check starts from a fresh mount of its own story.
  const rendered = await renderStory(page, story.id, globalsOf(mode));
  if (!rendered.ok) {
    failures.push(`${label}: the story did not render (${rendered.event}: ${rendered.message.slice(0, 300)})`);
    return;
  }
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  for (const p of await axeViolations(page)) failures.push(`${label}: axe ${p}`);
  if (errors.length) failures.push(`${label}: console error: ${errors.join(' | ').slice(0, 400)}`);

  const root = page.locator('#storybook-root');
  const box = await root.boundingBox();
  const png =
    box && box.height > 0 && box.width > 0
      ? await root.screenshot({ animations: 'disabled', caret: 'hide' })
      : await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const result = compareWithBaseline(png, path.join(baselines, `${story.id}--${mode.name}.png`), { update, ci, diffDir });
  if (result.status === 'missing')
    failures.push(`${label}: no screenshot baseline (run "pnpm --filter @bank/ui test:stories" locally and commit the new PNG)`);
  if (result.status === 'changed')
    failures.push(`${label}: screenshot differs from the baseline: ${result.detail} (see ${path.relative(workspace, diffDir)})`);
  if (result.status === 'new' || result.status === 'updated') counts[result.status]++;
}

// Two previews (two cores); each takes every other story and checks it in every mode.
const lanes = [0, 1].map((lane) => stories.filter((_, i) => i % 2 === lane));
// The previews open one after the other, so two first loads never race.
const opened = [];
for (const _ of lanes) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  opened.push({ context, preview: await openPreview(context) });
}
await Promise.all(
  lanes.map(async (lane, laneIndex) => {
    const { context } = opened[laneIndex];
    let { preview } = opened[laneIndex];
    for (const story of lane) {
      for (const mode of modes) {
        // A lost page (e.g. "Execution context was destroyed" on a first load) gets a new
        // preview and one more try; a second failure is reported.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            await check(preview, story, mode);
            break;
          } catch (error) {
            await preview.page.close().catch(() => {});
            preview = await openPreview(context);
            if (attempt === 2) failures.push(`${story.id} [${mode.name}]: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
      }
    }
    await context.close();
  }),
);

await browser.close();
await server.close();

for (const f of failures) console.error(`✖ ${f}`);
if (counts.new || counts.updated) console.log(`• baselines: ${counts.new} new, ${counts.updated} updated`);
const failedChecks = new Set(failures.map((f) => f.split(':')[0])).size;
console.log(`stories: ${total - failedChecks} passed, ${failedChecks} failed`);
process.exit(failures.length ? 1 : 0);
