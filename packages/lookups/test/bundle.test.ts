// Tree-shaking checks: bundle a consumer of the package with esbuild or Vite (minified, as a production
// build would) and look at what reaches the bundle.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flagAED, flagUSD } from '../src/flags';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));

async function bundle(source: string): Promise<{ code: string; gzip: number }> {
  const result = await build({
    stdin: { contents: source, resolveDir: pkgDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, gzip: gzipSync(code, { level: 9 }).length };
}

/** The same, built as a Vite production app builds it (rolldown, minified). */
async function bundleWithVite(source: string): Promise<{ code: string; gzip: number }> {
  mkdirSync(path.join(pkgDir, '.tmp'), { recursive: true });
  const dir = mkdtempSync(path.join(pkgDir, '.tmp', 'vite-'));
  try {
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(entry, source.replaceAll("'./src/", `'${path.join(pkgDir, 'src')}/`));
    const out = (await viteBuild({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: { write: false, minify: true, rollupOptions: { input: entry } },
    })) as { output: { type: string; code?: string }[] };
    const code = out.output.map((c) => c.code ?? '').join('');
    return { code, gzip: gzipSync(code, { level: 9 }).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const svgCount = (code: string) => code.split('<svg').length - 1;
// A piece of each flag's drawing that no other flag has (the SVG minus its opening tag).
const body = (svg: string) => svg.slice(svg.indexOf('>') + 1, svg.indexOf('>') + 80);

describe('tree-shaking (minified)', () => {
  it('a consumer of one flag gets that flag only', async () => {
    const one = await bundle(`import { flagUSD } from './src/index.ts'; console.log(flagUSD);`);
    const all = await bundle(
      `import { currencyFlags } from './src/index.ts'; console.log(currencyFlags);`,
    );
    console.info(`flags: one flag ${one.gzip} B gzipped, all 29 flags ${all.gzip} B gzipped`);
    expect(svgCount(one.code)).toBe(1);
    expect(one.code).toContain(body(flagUSD));
    expect(one.code).not.toContain(body(flagAED));
    expect(svgCount(all.code)).toBe(29);
    expect(one.gzip * 10).toBeLessThan(all.gzip);
  });

  it('a consumer of the amount formatter gets no flags, countries, nationalities or dates', async () => {
    const { code, gzip } = await bundle(
      `import { formatAmount } from './src/index.ts'; console.log(formatAmount(1n, 'USD'));`,
    );
    console.info(`formatAmount alone: ${gzip} B gzipped`);
    expect(svgCount(code)).toBe(0);
    expect(code).not.toContain('AFAFG004');
    expect(code).not.toContain('Emirati');
    expect(code).not.toContain('Own account transfer');
    expect(code).not.toContain('DD-MM-YYYY');
    expect(code).toContain('United Arab Emirates dirham');
  });

  it('a consumer of the date functions gets no currency data', async () => {
    const { code, gzip } = await bundle(
      `import { parseDate } from './src/index.ts'; console.log(parseDate('01-01-2024'));`,
    );
    console.info(`parseDate alone (with dayjs): ${gzip} B gzipped`);
    expect(code).toContain('DD-MM-YYYY');
    expect(code).not.toContain('dirham');
    expect(svgCount(code)).toBe(0);
  });

  // esbuild keeps dayjs here (it calls a CommonJS dependency's wrapper even when nothing reads it);
  // Vite, the consumers' bundler, drops it.
  it('a Vite app that splits UTC timestamps gets no dayjs, from the root entry or from /dates', async () => {
    for (const from of ['./src/index.ts', './src/dates.ts']) {
      const { code, gzip } = await bundleWithVite(
        `import { splitUtcTimestamp } from '${from}'; console.log(splitUtcTimestamp('2024-01-01T00:00:00Z'));`,
      );
      console.info(`splitUtcTimestamp alone (${from}, Vite): ${gzip} B gzipped`);
      expect(code).toContain('Not an ISO 8601 timestamp');
      expect(code).not.toContain('isDayjs');
      expect(code).not.toContain('DD-MM-YYYY');
    }
  });

  it('a Vite app that only writes days (DD-MM-YYYY) gets no dayjs', async () => {
    const { code, gzip } = await bundleWithVite(
      `import { formatDate } from './src/dates.ts'; console.log(formatDate('2024-03-05'));`,
    );
    console.info(`formatDate alone (Vite): ${gzip} B gzipped`);
    expect(code).toContain('Not an ISO calendar date');
    expect(code).not.toContain('isDayjs');
  });
});
