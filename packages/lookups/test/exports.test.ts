// The package's entry points, and its promise to do nothing at import.
// Vitest runs each test file in its own process, so nothing else has touched dayjs here before
// the imports below.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as index from '../src/index';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  name: string;
  private?: boolean;
  type: string;
  sideEffects: boolean;
  exports: Record<string, string>;
  publishConfig: { exports: Record<string, string | { types: string; default: string }> };
  scripts: Record<string, string>;
};

describe('package', () => {
  it('follows the workspace conventions', () => {
    expect(pkg).toMatchObject({ name: '@bank/lookups', type: 'module', sideEffects: false });
    expect(pkg.private).toBeUndefined();
    // The workspace reads the sources; the published manifest (publishConfig) the build.
    expect(pkg.exports['.']).toBe('./src/index.ts');
    expect(Object.keys(pkg.publishConfig.exports)).toEqual(Object.keys(pkg.exports));
    expect(pkg.publishConfig.exports['.']).toEqual({
      types: './dist/index.d.ts',
      default: './dist/index.js',
    });
    expect(pkg.scripts).toMatchObject({ test: 'vitest run', typecheck: 'tsc --noEmit -p .' });
  });

  it('changes no shared state at import: no dayjs plugin', () => {
    expect(Object.keys(index).length).toBeGreaterThan(40);
    expect((customParseFormat as unknown as { $i?: boolean }).$i).toBeUndefined();
    index.parseDate('01-01-2024');
    expect((customParseFormat as unknown as { $i?: boolean }).$i).toBe(true);
    expect(dayjs('31-12-2024', 'DD-MM-YYYY', true).isValid()).toBe(true);
  });

  it('re-exports every subpath entry from the root entry', async () => {
    const subpaths = Object.entries(pkg.exports).filter(
      ([key]) => key !== '.' && key !== './package.json',
    );
    expect(subpaths.map(([key]) => key).sort()).toEqual([
      './accounts',
      './amount',
      './bulk-payments',
      './countries',
      './currencies',
      './dates',
      './flags',
      './identity',
      './nationalities',
      './purpose-codes',
      './wps',
    ]);
    const seen = new Set<string>();
    for (const [, file] of subpaths) {
      const mod = (await import(
        /* @vite-ignore */ new URL(`../${file}`, import.meta.url).href
      )) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        expect(index[name as keyof typeof index], name).toBe(value);
        seen.add(name);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(index).sort());
  });
});
