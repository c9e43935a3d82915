// Packs @bank/lookups and @bank/ui as they would be published and installs the tarballs in a new
// project OUTSIDE the workspace: shared by the consumer check (test/consumer/run.mjs) and the size
// bench (bench/size.mjs), so both measure exactly what a product installs.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.resolve(here, '../..');
export const lookupsDir = path.resolve(pkgDir, '../lookups');
const workspaceRoot = path.resolve(pkgDir, '../..');

/** The version of a package installed in the workspace (root, or a package's own node_modules). */
export const workspaceVersion = (name, from = workspaceRoot) =>
  JSON.parse(readFileSync(path.join(from, 'node_modules', name, 'package.json'), 'utf8')).version;

export const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/** Builds and packs one workspace package into `dest`; returns the tarball's name, manifest and file list. */
function pack(dir, dest) {
  sh('pnpm', ['run', 'build'], dir);
  const before = new Set(readdirSync(dest));
  sh('pnpm', ['pack', '--pack-destination', dest], dir);
  const tarball = readdirSync(dest).find((f) => f.endsWith('.tgz') && !before.has(f));
  if (!tarball) throw new Error(`pnpm pack produced no tarball in ${dir}`);
  const file = path.join(dest, tarball);
  const manifest = JSON.parse(sh('tar', ['-xOzf', file, 'package/package.json'], dest));
  const listing = sh('tar', ['-tzf', file], dest)
    .trim()
    .split('\n')
    .map((f) => f.replace(/^package\//, ''));
  return {
    tarball,
    manifest,
    listing,
    read: (f) => sh('tar', ['-xOzf', file, `package/${f}`], dest),
  };
}

/** Both packages packed into `dest` (lookups first: the UI tarball depends on it). */
export function packBoth(dest) {
  const lookups = pack(lookupsDir, dest);
  const ui = pack(pkgDir, dest);
  return { lookups, ui };
}

/**
 * Writes the manifest of an app in `app` (a folder inside the tarballs' folder) that installs both
 * tarballs, and installs it with pnpm. The tarballs stand in for the registry: @bank/ui's own
 * dependency on @bank/lookups resolves to the packed one too (an override), never to a package of
 * that name on the public registry. `offline` installs from pnpm's store only (no network at all).
 */
export function installTarballs(
  app,
  { ui, lookups },
  { dependencies = {}, devDependencies = {}, offline = false } = {},
) {
  writeFileSync(
    path.join(app, 'pnpm-workspace.yaml'),
    `allowBuilds:\n  esbuild: true\noverrides:\n  '@bank/lookups': 'file:../${lookups.tarball}'\n`,
  );
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'partner-bank-app',
        private: true,
        type: 'module',
        dependencies: {
          '@bank/ui': `file:../${ui.tarball}`,
          '@bank/lookups': `file:../${lookups.tarball}`,
          ...dependencies,
        },
        devDependencies,
      },
      null,
      2,
    ),
  );
  rmSync(path.join(app, 'pnpm-lock.yaml'), { force: true });
  sh(
    'pnpm',
    [
      'install',
      offline ? '--offline' : '--prefer-offline',
      '--no-frozen-lockfile',
      '--reporter=silent',
    ],
    app,
  );
}
