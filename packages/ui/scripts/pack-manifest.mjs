// The published package.json differs from the workspace's in one field pnpm's publishConfig cannot
// override: `sideEffects`. The workspace (Storybook, the app) compiles this package from its sources,
// where global style files (*.css.ts) and src/fonts.ts are imported for their effect alone and must
// be listed; the tarball ships neither, only dist/. So `pnpm pack` / `pnpm publish` run
//   prepack:  package.json is kept aside and rewritten with the list of shipped files that have effects;
//   postpack: the workspace's package.json is put back.
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.join(pkgDir, 'package.json');
const kept = path.join(pkgDir, '.package.workspace.json');

/** The shipped files that do something when imported: the extracted CSS and the fonts entry. */
export const publishedSideEffects = ['./dist/style.css', './dist/fonts.js'];

const phase = process.argv[2];
if (phase === 'prepack') {
  // A pack that stopped half-way left the workspace manifest aside: put it back first.
  if (existsSync(kept)) renameSync(kept, manifest);
  const missing = publishedSideEffects.filter((file) => !existsSync(path.join(pkgDir, file)));
  if (missing.length) {
    console.error(`✖ not built: ${missing.join(', ')} (run pnpm build first)`);
    process.exit(1);
  }
  copyFileSync(manifest, kept);
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  writeFileSync(
    manifest,
    `${JSON.stringify({ ...pkg, sideEffects: publishedSideEffects }, null, 2)}\n`,
  );
} else if (phase === 'postpack') {
  if (existsSync(kept)) renameSync(kept, manifest);
} else {
  console.error('usage: pack-manifest.mjs prepack|postpack');
  process.exit(2);
}
