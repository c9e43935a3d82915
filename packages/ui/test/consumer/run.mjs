// Packs @bank/ui as it would be published, installs the tarball in a new app OUTSIDE the
// workspace, builds that app with its own brand theme, and checks the result in Chromium:
// Button and FormField render, the label is wired, and the brand colour replaced ours.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveStatic } from '@bank/testkit';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.resolve(here, '../..');
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const workspaceRoot = path.resolve(pkgDir, '../..');
const rootPkg = (name) => {
  const p = path.join(workspaceRoot, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(p, 'utf8')).version;
};
const sh = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✔' : '✖'} ${what}`);
  if (!ok) failures.push(what);
};

const work = mkdtempSync(path.join(tmpdir(), 'bank-ui-consumer-'));
try {
  console.log('• building and packing @bank/ui');
  sh('pnpm', ['run', 'build'], pkgDir);
  sh('pnpm', ['pack', '--pack-destination', work], pkgDir);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');

  const packed = JSON.parse(sh('tar', ['-xOzf', path.join(work, tarball), 'package/package.json'], work));
  check(!JSON.stringify(packed).includes('workspace:'), 'the packed package.json has no workspace: ranges');
  check(packed.peerDependencies?.react && !packed.dependencies?.react, 'React is a peer dependency, not a dependency');
  check(!packed.dependencies?.downshift, 'downshift is bundled (only its useCombobox), not a dependency');
  check(Array.isArray(packed.sideEffects) && packed.sideEffects.every((p) => /css|fonts/.test(p)), 'sideEffects lists only CSS (and the fonts entry)');
  check(packed.exports?.['.']?.types && packed.exports?.['./style.css'], 'exports map has types and style.css');
  const listing = sh('tar', ['-tzf', path.join(work, tarball)], work);
  check(listing.includes('package/dist/index.d.ts') && listing.includes('package/dist/style.css'), 'the tarball ships type declarations and extracted CSS');
  check(!listing.includes('package/src/'), 'the tarball ships no sources');

  const app = path.join(work, 'app');
  cpSync(path.join(here, 'app'), app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'partner-bank-app',
        private: true,
        type: 'module',
        dependencies: {
          '@bank/ui': `file:../${tarball}`,
          react: rootPkg('react'),
          'react-dom': rootPkg('react-dom'),
        },
        devDependencies: {
          vite: rootPkg('vite'),
          '@vitejs/plugin-react': rootPkg('@vitejs/plugin-react'),
          '@vanilla-extract/vite-plugin': rootPkg('@vanilla-extract/vite-plugin'),
          '@vanilla-extract/css': pkg.dependencies['@vanilla-extract/css'],
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(path.join(app, 'pnpm-workspace.yaml'), 'allowBuilds:\n  esbuild: true\n');
  console.log('• installing the tarball in a new app outside the workspace');
  sh('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=silent'], app);
  console.log('• building the consumer app');
  sh('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], app);

  const server = await serveStatic(path.join(app, 'dist'));
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    const button = page.getByRole('button', { name: 'Pay now' });
    await button.waitFor();
    check(true, 'Button renders in the consumer app');
    const input = page.getByRole('textbox', { name: 'Email address' });
    check((await input.getAttribute('aria-invalid')) === 'true', 'FormField labels its input and marks the error');
    check((await input.getAttribute('aria-describedby'))?.includes('error') === true, 'the error is tied to the input');
    const bg = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    check(bg === 'rgb(106, 27, 154)', `the brand theme recolours the primary button (got ${bg})`);
    const radius = await button.evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    check(radius === '2px', `the brand theme changes the radius token (got ${radius})`);
    // CurrencySelect from the packed build: downshift is bundled into it (vite.config.ts).
    const combobox = page.getByRole('combobox', { name: /Currency/ });
    await combobox.focus();
    await page.keyboard.type('dirham');
    const option = page.getByRole('option', { name: /AED/ });
    await option.waitFor();
    check((await page.getByRole('option').count()) === 1, 'CurrencySelect filters its list as the user types');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText('Chosen: AED').waitFor({ timeout: 5000 }).then(
      () => check(true, 'CurrencySelect chooses by keyboard (ArrowDown, Enter)'),
      () => check(false, 'CurrencySelect chooses by keyboard (ArrowDown, Enter)'),
    );
    check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
  } finally {
    await browser.close();
    await server.close();
  }
} catch (error) {
  failures.push(String(error instanceof Error ? error.message : error));
  console.error(`✖ ${String(error instanceof Error ? error.message : error)}`);
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
}
console.log(`consumer: ${failures.length ? 0 : 1} passed, ${failures.length ? 1 : 0} failed`);
process.exit(failures.length ? 1 : 0);
