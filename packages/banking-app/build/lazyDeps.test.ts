import { describe, expect, it } from 'vitest';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { externalize, loaderScript, shiftMappings, type LazyDeps } from './lazyDeps';

const table = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`;

describe("the lazy modules' preload lists, out of the start-up JavaScript (lazyDeps)", () => {
  it('moves each list into the shared table, each call made short, and the source map moved with the code', () => {
    const body =
      'a(()=>import("./A.js"),__vite__mapDeps([0,1]));b(()=>import("./B.js"),__vite__mapDeps([2,1]));c()';
    const deps: LazyDeps = { files: [], lists: [] };
    const { code, cuts } = externalize(
      table(['assets/A.js', 'assets/x.js', 'assets/B.js']) + body,
      deps,
    );
    const [first, rest] = [code.slice(0, code.indexOf('\n')), code.slice(code.indexOf('\n') + 1)];
    expect(first).toContain('globalThis.__lazyDeps');
    expect(rest).toBe(
      'a(()=>import("./A.js"),__vite__mapDeps(0));b(()=>import("./B.js"),__vite__mapDeps(1));c()',
    );
    expect(deps).toEqual({
      files: ['assets/A.js', 'assets/x.js', 'assets/B.js'],
      lists: [
        [0, 1],
        [2, 1],
      ],
    });

    // A map that points each of `a`, `b` and `c` at its own place in a source: after the cuts each
    // still points at the same place, from where that name now stands.
    const at = (text: string, name: string) => text.indexOf(`${name}(`);
    const old = encode([
      [[0, 0, 0, 0]],
      [
        [at(body, 'a'), 0, 1, 0],
        [at(body, 'b'), 0, 2, 0],
        [at(body, 'c'), 0, 3, 0],
      ],
    ]);
    const moved = decode(shiftMappings(old, cuts));
    expect(moved[0]).toEqual([]);
    expect(moved[1]).toEqual([
      [at(rest, 'a'), 0, 1, 0],
      [at(rest, 'b'), 0, 2, 0],
      [at(rest, 'c'), 0, 3, 0],
    ]);
  });

  it("shares file names across chunks: the second chunk's lists point into the same names", () => {
    const deps: LazyDeps = { files: [], lists: [] };
    externalize(table(['assets/A.js', 'assets/x.js']) + 'f(__vite__mapDeps([0,1]))', deps);
    const { code: out } = externalize(
      table(['assets/x.js', 'assets/C.js']) + 'g(__vite__mapDeps([1,0]))',
      deps,
    );
    expect(out).toContain('__vite__mapDeps(1)');
    expect(deps.files).toEqual(['assets/A.js', 'assets/x.js', 'assets/C.js']);
    expect(deps.lists[1]).toEqual([2, 1]);
  });

  it('the reader gives a list once the table has arrived, and none before', () => {
    const deps: LazyDeps = { files: [], lists: [] };
    const { code: out } = externalize(
      table(['assets/A.js']) + 'globalThis.got=__vite__mapDeps([0])',
      deps,
    );
    const run = () => new Function(`${out};return globalThis.got`)() as string[];
    const held = globalThis as { __lazyDeps?: LazyDeps };
    delete held.__lazyDeps;
    expect(run()).toEqual([]);
    held.__lazyDeps = deps;
    expect(run()).toEqual(['assets/A.js']);
    delete held.__lazyDeps;
  });

  it("leaves a chunk without lists alone, and refuses lists without Vite's table (a changed format)", () => {
    const deps: LazyDeps = { files: [], lists: [] };
    expect(externalize('export const a=1', deps)).toEqual({ code: 'export const a=1', cuts: [] });
    expect(() => externalize('f(__vite__mapDeps([0]))', deps)).toThrow(/without the table/);
  });

  it('fetches the table after the load event, when idle, and ignores a failure', () => {
    const script = loaderScript('/assets/lazy-deps-abc.json');
    expect(script).toMatch(/^<script>addEventListener\('load'/);
    expect(script).toContain('requestIdleCallback');
    expect(script).toContain('"/assets/lazy-deps-abc.json"');
  });
});
