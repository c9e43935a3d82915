// Packs @bank/ui and @bank/lookups as they would be published, installs both tarballs in a new app
// OUTSIDE the workspace, type-checks that app (strict, skipLibCheck: false), builds it with its own
// brand theme and checks the result in Chromium. Then the same app again on the oldest React the
// package supports (React 19.0, with its own @types): peerDependencies promise it.
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveStatic } from '@bank/testkit';
import { installTarballs, packBoth, sh, workspaceVersion as rootPkg } from './tarballs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✔' : '✖'} ${what}`);
  if (!ok) failures.push(what);
};

// The React versions the app is checked with: the workspace's, and the oldest of the peer range.
const reactPasses = [
  {
    name: `React ${rootPkg('react')}`,
    react: rootPkg('react'),
    types: rootPkg('@types/react'),
    typesDom: rootPkg('@types/react-dom'),
  },
  { name: 'React 19.0', react: '~19.0.0', types: '~19.0.0', typesDom: '~19.0.0' },
];

/** The bare module names the shipped JavaScript and declarations import ("react", "@bank/lookups"). */
function importedPackages(packed) {
  const names = new Set();
  for (const f of packed.listing.filter((f) => /\.(js|d\.ts)$/.test(f))) {
    for (const [, spec] of packed.read(f).matchAll(/(?:from|import)\s*["']([^"'./][^"']*)["']/g)) {
      names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  }
  return names;
}

/** Every file an exports map or a sideEffects list names must be in the tarball, and be built. */
function checkManifest(label, packed) {
  const { manifest, listing } = packed;
  check(
    !JSON.stringify(manifest).includes('workspace:'),
    `${label}: the packed package.json has no workspace: ranges`,
  );
  check(!manifest.private, `${label}: the package is public`);
  const targetsOf = (entry) =>
    typeof entry === 'string' ? [entry] : Object.values(entry).flatMap(targetsOf);
  const targets = Object.values(manifest.exports)
    .flatMap(targetsOf)
    .map((t) => t.replace(/^\.\//, ''));
  const missing = targets.filter((t) => !listing.includes(t));
  check(
    missing.length === 0,
    `${label}: every exports target ships${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`,
  );
  check(
    !JSON.stringify(manifest.exports).includes('"source"'),
    `${label}: no "source" condition points at unshipped sources`,
  );
  check(
    !listing.some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')),
    `${label}: no TypeScript sources ship, only declarations`,
  );
  check(
    !listing.some((f) => f.includes('node_modules')),
    `${label}: no dependency is copied into the tarball`,
  );
  check(
    manifest.sideEffects === false ||
      (Array.isArray(manifest.sideEffects) &&
        manifest.sideEffects.every((p) => listing.includes(p.replace(/^\.\//, '')))),
    `${label}: sideEffects names only shipped files (${JSON.stringify(manifest.sideEffects)})`,
  );
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const undeclared = [...importedPackages(packed)].filter((name) => !declared.has(name));
  check(
    undeclared.length === 0,
    `${label}: everything the shipped code imports is a declared dependency${undeclared.length ? ` (undeclared: ${undeclared.join(', ')})` : ''}`,
  );
}

/** A dependency no shipped file imports must at least be a peer of one that is (vanilla-extract's runtime). */
function checkNoIdleDependencies(label, packed, app) {
  const imported = importedPackages(packed);
  // pnpm puts a package's dependencies beside it: .pnpm/<package>/node_modules/<dependency>.
  const besideIt = path.resolve(
    realpathSync(path.join(app, 'node_modules', packed.manifest.name)),
    ...packed.manifest.name.split('/').map(() => '..'),
  );
  const peersOfImported = new Set(
    [...imported].flatMap((name) => {
      try {
        return Object.keys(
          JSON.parse(readFileSync(path.join(besideIt, name, 'package.json'), 'utf8'))
            .peerDependencies ?? {},
        );
      } catch {
        return [];
      }
    }),
  );
  const idle = Object.keys(packed.manifest.dependencies ?? {}).filter(
    (d) => !imported.has(d) && !peersOfImported.has(d),
  );
  check(
    idle.length === 0,
    `${label}: every dependency is used by the shipped code${idle.length ? ` (unused: ${idle.join(', ')})` : ''}`,
  );
}

async function checkInChromium(app, pass) {
  const server = await serveStatic(path.join(app, 'dist'));
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    const button = page.getByRole('button', { name: 'Pay now' });
    await button.waitFor();
    check(true, `${pass}: Button renders in the consumer app`);
    const input = page.getByRole('textbox', { name: 'Email address' });
    check(
      (await input.getAttribute('aria-invalid')) === 'true',
      `${pass}: FormField labels its input and marks the error`,
    );
    check(
      (await input.getAttribute('aria-describedby'))?.includes('error') === true,
      `${pass}: the error is tied to the input`,
    );
    const bg = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    check(
      bg === 'rgb(106, 27, 154)',
      `${pass}: the brand theme recolours the primary button (got ${bg})`,
    );
    const radius = await button.evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    check(radius === '2px', `${pass}: the brand theme changes the radius token (got ${radius})`);
    const balance = (await page.getByText(/^Balance:/).textContent())?.replace(/\s+/g, ' ');
    check(
      balance === 'Balance: AED 1,234.50',
      `${pass}: Money formats with @bank/lookups from its tarball (got ${balance})`,
    );
    // CurrencySelect: downshift and the currency data come from the app's own node_modules.
    const combobox = page.getByRole('combobox', { name: /Currency/ });
    await combobox.focus();
    await page.keyboard.type('dirham');
    await page.getByRole('option', { name: /AED/ }).waitFor();
    check(
      (await page.getByRole('option').count()) === 1,
      `${pass}: CurrencySelect filters its list as the user types`,
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page
      .getByText('Chosen: AED')
      .waitFor({ timeout: 5000 })
      .then(
        () => check(true, `${pass}: CurrencySelect chooses by keyboard (ArrowDown, Enter)`),
        () => check(false, `${pass}: CurrencySelect chooses by keyboard (ArrowDown, Enter)`),
      );
    check(
      errors.length === 0,
      `${pass}: no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'bank-ui-consumer-'));
try {
  console.log('• building and packing @bank/lookups and @bank/ui');
  const { lookups, ui } = packBoth(work);
  checkManifest('@bank/lookups', lookups);
  checkManifest('@bank/ui', ui);
  check(
    ui.manifest.dependencies?.['@bank/lookups'] === `^${lookups.manifest.version}`,
    `@bank/ui depends on @bank/lookups ^${lookups.manifest.version} (got ${ui.manifest.dependencies?.['@bank/lookups']})`,
  );
  check(
    Boolean(ui.manifest.dependencies?.downshift),
    'downshift is a dependency, for the consumer to install and audit',
  );
  check(
    ui.manifest.peerDependencies?.react === '^19.0.0' && !ui.manifest.dependencies?.react,
    'React ^19.0.0 is a peer dependency, not a dependency',
  );
  check(
    ui.listing.includes('dist/index.d.ts') && ui.listing.includes('dist/style.css'),
    'the tarball ships type declarations and extracted CSS',
  );
  const css = ui.read('dist/style.css');
  check(
    css.split('\n').length <= 2 && !/;\s+\}/.test(css),
    `style.css ships minified (${(css.length / 1024).toFixed(1)} KB)`,
  );

  const app = path.join(work, 'app');
  cpSync(path.join(here, 'app'), app, { recursive: true });
  for (const [index, pass] of reactPasses.entries()) {
    console.log(`• ${pass.name}: installing the tarballs in a new app outside the workspace`);
    installTarballs(
      app,
      { ui, lookups },
      {
        dependencies: { react: pass.react, 'react-dom': pass.react },
        devDependencies: {
          typescript: rootPkg('typescript'),
          '@types/react': pass.types,
          '@types/react-dom': pass.typesDom,
          vite: rootPkg('vite'),
          '@vitejs/plugin-react': rootPkg('@vitejs/plugin-react'),
          '@vanilla-extract/vite-plugin': rootPkg('@vanilla-extract/vite-plugin'),
          '@vanilla-extract/css': ui.manifest.dependencies['@vanilla-extract/css'],
        },
      },
    );
    const installed = JSON.parse(
      readFileSync(path.join(app, 'node_modules', 'react', 'package.json'), 'utf8'),
    ).version;
    const minor = (v) => v.replace(/^~/, '').split('.').slice(0, 2).join('.');
    check(minor(installed) === minor(pass.react), `${pass.name}: react ${installed} installed`);
    if (index === 0) checkNoIdleDependencies('@bank/ui', ui, app);
    try {
      sh('pnpm', ['exec', 'tsc', '-p', '.'], app);
      check(
        true,
        `${pass.name}: the app type-checks against both packages' declarations (strict, skipLibCheck: false; 'XYZ' is refused as a currency)`,
      );
    } catch (error) {
      console.log(String(error.stdout ?? error));
      check(
        false,
        `${pass.name}: the app type-checks against both packages' declarations (strict, skipLibCheck: false)`,
      );
    }
    console.log(`• ${pass.name}: building the consumer app`);
    sh('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], app);
    await checkInChromium(app, pass.name);
  }
} catch (error) {
  failures.push(String(error instanceof Error ? error.message : error));
  console.error(`✖ ${String(error instanceof Error ? error.message : error)}`);
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
}
console.log(`consumer: ${failures.length ? 0 : 1} passed, ${failures.length ? 1 : 0} failed`);
process.exit(failures.length ? 1 : 0);
