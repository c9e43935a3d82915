import { describe, expect, it } from 'vitest';
import { externalize, loaderScript, type LazyDeps } from './lazyDeps';

const table = (files: string[]) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`;

describe('the lazy modules\' preload lists, out of the start-up JavaScript (lazyDeps)', () => {
  it('moves each list into the shared table and keeps every later line at its length (source maps stay right)', () => {
    const body = 'a(()=>import("./A.js"),__vite__mapDeps([0,1]));b(()=>import("./B.js"),__vite__mapDeps([2,1]))';
    const deps: LazyDeps = { files: [], lists: [] };
    const out = externalize(table(['assets/A.js', 'assets/x.js', 'assets/B.js']) + body, deps);
    const [first, rest] = [out.slice(0, out.indexOf('\n')), out.slice(out.indexOf('\n') + 1)];
    expect(first).toContain('globalThis.__lazyDeps');
    expect(rest).toHaveLength(body.length);
    expect(rest).toContain('__vite__mapDeps(0)');
    expect(rest).toContain('__vite__mapDeps(1)');
    expect(deps).toEqual({ files: ['assets/A.js', 'assets/x.js', 'assets/B.js'], lists: [[0, 1], [2, 1]] });
  });

  it('shares file names across chunks: the second chunk\'s lists point into the same names', () => {
    const deps: LazyDeps = { files: [], lists: [] };
    externalize(table(['assets/A.js', 'assets/x.js']) + 'f(__vite__mapDeps([0,1]))', deps);
    const out = externalize(table(['assets/x.js', 'assets/C.js']) + 'g(__vite__mapDeps([1,0]))', deps);
    expect(out).toContain('__vite__mapDeps(1)');
    expect(deps.files).toEqual(['assets/A.js', 'assets/x.js', 'assets/C.js']);
    expect(deps.lists[1]).toEqual([2, 1]);
  });

  it('the reader gives a list once the table has arrived, and none before', () => {
    const deps: LazyDeps = { files: [], lists: [] };
    const out = externalize(table(['assets/A.js']) + 'globalThis.got=__vite__mapDeps([0])', deps);
    const run = () => new Function(`${out};return globalThis.got`)() as string[];
    const held = globalThis as { __lazyDeps?: LazyDeps };
    delete held.__lazyDeps;
    expect(run()).toEqual([]);
    held.__lazyDeps = deps;
    expect(run()).toEqual(['assets/A.js']);
    delete held.__lazyDeps;
  });

  it('leaves a chunk without lists alone, and refuses lists without Vite\'s table (a changed format)', () => {
    const deps: LazyDeps = { files: [], lists: [] };
    expect(externalize('export const a=1', deps)).toBe('export const a=1');
    expect(() => externalize('f(__vite__mapDeps([0]))', deps)).toThrow(/without the table/);
  });

  it('fetches the table after the load event, when idle, and ignores a failure', () => {
    const script = loaderScript('/assets/lazy-deps-abc.json');
    expect(script).toMatch(/^<script>addEventListener\('load'/);
    expect(script).toContain('requestIdleCallback');
    expect(script).toContain('"/assets/lazy-deps-abc.json"');
  });
});
