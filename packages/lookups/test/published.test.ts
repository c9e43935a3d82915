// The package as another product installs it: built, packed by pnpm (publishConfig applied), and
// loaded by plain Node from the tarball's files, next to the sources it must agree with.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as source from '../src/index';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
// Inside the package, so Node finds dayjs in its node_modules, as an
// installing product's package manager would put them beside it.
const tmp = path.join(pkgDir, '.tmp');
let work = '';
let installed = '';
let listing: string[] = [];
let manifest: {
  private?: boolean;
  exports: Record<string, string | { types: string; default: string }>;
  types: string;
  dependencies: Record<string, string>;
  files: string[];
};

beforeAll(() => {
  mkdirSync(tmp, { recursive: true });
  work = mkdtempSync(path.join(tmp, 'packed-'));
  execFileSync('pnpm', ['run', 'build'], { cwd: pkgDir, stdio: 'ignore' });
  execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: pkgDir, stdio: 'ignore' });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');
  installed = path.join(work, 'node_modules', '@bank', 'lookups');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', installed, '--strip-components=1']);
  listing = execFileSync('tar', ['-tzf', path.join(work, tarball)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the published package', () => {
  it('is public, with its dependencies as semver ranges, and points only at built files it ships', () => {
    expect(manifest.private).toBeUndefined();
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['dayjs', 'ibantools', 'papaparse']);
    const targets = Object.values(manifest.exports).flatMap((t) =>
      typeof t === 'string' ? [t] : [t.types, t.default],
    );
    for (const target of [...targets, manifest.types]) {
      expect(target, target).toMatch(/^\.\/(dist\/.+\.(js|d\.ts)|package\.json)$/);
      expect(listing, target).toContain(`package/${target.slice(2)}`);
    }
  });

  it('ships JavaScript, declarations and the data, and no TypeScript sources or copied dependencies', () => {
    expect(listing.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    expect(listing.some((f) => f.includes('node_modules'))).toBe(false);
    expect(listing).toContain('package/dist/data/nationalities.json.js');
    expect(listing).toContain('package/README.md');
    expect(listing).toContain('package/data/sources.json');
  });

  it('runs in plain Node and gives the same answers as the sources', async () => {
    const built = (await import(
      pathToFileURL(path.join(installed, 'dist', 'index.js')).href
    )) as typeof source;
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
    expect(built.formatMoney(123450n, 'AED')).toBe(source.formatMoney(123450n, 'AED'));
    expect(built.parseAmount('1,234.5', 'USD')).toEqual({ ok: true, minor: 123450n });
    expect(built.parseDate('29-02-2024')).toMatchObject({ ok: true, iso: '2024-02-29' });
    expect(built.splitUtcTimestamp('2024-03-05T23:30:00-02:00')).toEqual({
      date: '06-03-2024',
      time: '01:30:00',
    });
    expect(built.getCountries()).toEqual(source.getCountries());
    expect(built.getNationalityOptions()).toEqual(source.getNationalityOptions());
    expect(built.getPurposeCodeGroups()).toEqual(source.getPurposeCodeGroups());
    expect(built.currencyFlags).toEqual(source.currencyFlags);
  });

  // A flag module imported both statically and with import() lands in a page's first chunk (rolldown
  // and esbuild alike): the loader's module must reach no flag statically (src/flag-loader.ts). The
  // built files matter here: the build imports each flag directly where the sources re-export them.
  describe('a page that loads flags one by one (loadCurrencyFlag) fetches none at load', () => {
    const svgCount = (code: string) => code.split('<svg').length - 1;
    const writeEntry = () => {
      const entry = path.join(work, 'flag-page.js');
      writeFileSync(
        entry,
        // By path: inside this folder, '@bank/lookups' names the workspace package (its sources).
        `import { loadCurrencyFlag, CURRENCY_CODES } from '${path.join(installed, 'dist', 'index.js')}';
        loadCurrencyFlag(CURRENCY_CODES[1]).then((svg) => console.log(svg));`,
      );
      return entry;
    };

    it('built by Vite: each flag in a chunk of its own', async () => {
      const out = (await viteBuild({
        configFile: false,
        logLevel: 'silent',
        root: work,
        build: { write: false, minify: true, rollupOptions: { input: writeEntry() } },
      })) as { output: { type: string; code?: string; isEntry?: boolean }[] };
      const chunks = out.output.filter((c) => c.type === 'chunk');
      expect(svgCount(chunks.find((c) => c.isEntry)?.code ?? '')).toBe(0);
      expect(chunks.filter((c) => !c.isEntry && svgCount(c.code ?? '') === 1)).toHaveLength(29);
    });

    it('built by esbuild with code splitting: each flag in a chunk of its own', async () => {
      const result = await build({
        entryPoints: [writeEntry()],
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        splitting: true,
        outdir: path.join(work, 'esbuild-out'),
        write: false,
        logLevel: 'silent',
      });
      const entry = result.outputFiles.find((f) => f.path.endsWith('flag-page.js'))?.text ?? '';
      expect(svgCount(entry)).toBe(0);
      expect(result.outputFiles.filter((f) => svgCount(f.text) === 1)).toHaveLength(29);
    });
  });
});
