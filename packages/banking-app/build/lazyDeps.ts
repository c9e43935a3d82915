// A Vite plugin: the table of what each lazily loaded module needs moves out of the start-up
// JavaScript into a JSON file fetched once the page is idle.
//
// For every `import()` Vite lists the chunks the imported module needs, so they download in
// parallel with it (`__vitePreload`) instead of one level after another. It writes those lists
// into the importing chunk: a table of every file name and an array of indexes per `import()`.
// The route table imports every page lazily, so the app's shared chunk carried about 4.4 KB
// (gzipped) of file names on every page, though a page load needs none of them (the landing
// page's own files are preloaded by build/routePreloads.ts, or found by the browser).
//
// Here each chunk's table is taken out and each `__vite__mapDeps([…])` becomes the number of its
// list in one JSON file for the whole build; the lists are read from `window.__lazyDeps` once
// the file has arrived (fetched after the load event, when the browser is idle). Before that, an
// `import()` simply has no list: the browser finds the imported module's imports itself, as it
// would without Vite's preloading. A call becomes shorter, so what follows it on its line moves
// to the left: the chunk's source map is moved with it (shiftMappings), so it stays right. (The
// table was on its own first line, which maps to no source.) Padding the calls to their former
// length instead would keep the map as it is, but cost about 0.3 KB (gzipped) on every page.
import { decode, encode } from '@jridgewell/sourcemap-codec';
import type { Plugin } from 'vite';

const LAZY_DEPS_GLOBAL = '__lazyDeps';

const TABLE =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);?\n/;
const CALL = /__vite__mapDeps\(\[([0-9,]*)\]\)/g;

/** The lists of all chunks: file names once, each list as indexes into them. */
export interface LazyDeps {
  files: string[];
  lists: number[][];
}

/** Where a shortened call was: its line and its end column in the old code, and how much shorter it became. */
export interface Cut {
  line: number;
  end: number;
  by: number;
}

/**
 * Takes the preload lists out of one chunk's code, adding them to `table`. Returns the new code
 * (unchanged when the chunk has none) and where it was cut, for the source map. Throws when a
 * chunk calls the lists without the table Vite writes: a Vite upgrade that changes the format
 * must not pass silently.
 */
export function externalize(code: string, table: LazyDeps): { code: string; cuts: Cut[] } {
  const head = TABLE.exec(code);
  if (!head) {
    if (code.includes('__vite__mapDeps('))
      throw new Error('lazyDeps: a chunk calls __vite__mapDeps without the table Vite writes.');
    return { code, cuts: [] };
  }
  const names = JSON.parse(head[1] ?? '[]') as string[];
  const cuts: Cut[] = [];
  // The table is the whole first line: the body's lines keep their numbers.
  const body = code
    .slice(head[0].length)
    .split('\n')
    .map((text, i) =>
      text.replace(CALL, (call, indexes: string, at: number) => {
        const list = indexes
          ? indexes.split(',').map((n) => {
              const name = names[Number(n)];
              if (name === undefined)
                throw new Error(`lazyDeps: index ${n} is not in the chunk's table.`);
              let file = table.files.indexOf(name);
              if (file < 0) file = table.files.push(name) - 1;
              return file;
            })
          : [];
        const short = `__vite__mapDeps(${table.lists.push(list) - 1})`;
        if (short.length > call.length)
          throw new Error('lazyDeps: a list number is longer than the list it replaces.');
        if (short.length < call.length)
          cuts.push({ line: i + 1, end: at + call.length, by: call.length - short.length });
        return short;
      }),
    )
    .join('\n');
  // Reads a list from the table once it has arrived, else none (see above).
  const reader = `const __vite__mapDeps=i=>{const t=globalThis.${LAZY_DEPS_GLOBAL};return t?t.lists[i].map(j=>t.files[j]):[]};\n`;
  return { code: reader + body, cuts };
}

/**
 * A source map's mappings for the cut code: on each line, a position after a cut moves left by
 * what was cut before it (a position in the part cut off moves to where the short call ends); the
 * first line, now the reader, maps to nothing.
 */
export function shiftMappings(mappings: string, cuts: readonly Cut[]): string {
  if (cuts.length === 0) return mappings;
  const lines = decode(mappings);
  if (lines[0]) lines[0] = [];
  for (const [index, segments] of lines.entries()) {
    const here = cuts.filter((cut) => cut.line === index);
    if (here.length === 0) continue;
    for (const segment of segments) {
      const column = segment[0];
      let moved = 0;
      for (const cut of here) {
        if (column >= cut.end) moved += cut.by;
        else if (column > cut.end - cut.by) moved += column - (cut.end - cut.by);
      }
      segment[0] = column - moved;
    }
  }
  return encode(lines);
}

/** The inline script that fetches the table when the page has loaded and the browser is idle. */
export function loaderScript(url: string): string {
  return (
    `<script>addEventListener('load',function(){(window.requestIdleCallback||setTimeout)(function(){` +
    `fetch(${JSON.stringify(url)}).then(function(r){return r.ok?r.json():null}).then(function(t){if(t)window.${LAZY_DEPS_GLOBAL}=t},function(){})})})</script>`
  );
}

export function lazyDeps(): Plugin {
  let skip = false;
  let base = '/';
  return {
    name: 'bank:lazy-deps',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
      base = config.base;
    },
    // Last of all: Vite writes the lists in its own generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (skip) return;
        const table: LazyDeps = { files: [], lists: [] };
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          const { code, cuts } = externalize(item.code, table);
          item.code = code;
          if (cuts.length === 0) continue;
          // The map as the chunk holds it, and as the file Vite has already written into the bundle.
          if (item.map) item.map.mappings = shiftMappings(item.map.mappings, cuts);
          const file = bundle[item.sourcemapFileName ?? `${item.fileName}.map`];
          if (file?.type === 'asset') {
            const map = JSON.parse(String(file.source)) as { mappings: string };
            map.mappings = shiftMappings(map.mappings, cuts);
            file.source = JSON.stringify(map);
          }
        }
        if (table.lists.length === 0) return;
        const fileName = this.getFileName(
          this.emitFile({ type: 'asset', name: 'lazy-deps.json', source: JSON.stringify(table) }),
        );
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') this.error('lazyDeps: no index.html in the bundle.');
        const source = String(html.source);
        if (!source.includes('</title>')) this.error('lazyDeps: index.html has no <title>.');
        html.source = source.replace('</title>', `</title>\n    ${loaderScript(base + fileName)}`);
      },
    },
  };
}
