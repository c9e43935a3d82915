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
// would without Vite's preloading. A call is padded with spaces to its former length, so the
// source maps stay right (the table was on its own first line, which maps to no source).
import type { Plugin } from 'vite';

export const LAZY_DEPS_GLOBAL = '__lazyDeps';

const TABLE = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);?\n/;
const CALL = /__vite__mapDeps\(\[([0-9,]*)\]\)/g;

/** The lists of all chunks: file names once, each list as indexes into them. */
export interface LazyDeps {
  files: string[];
  lists: number[][];
}

/**
 * Takes the preload lists out of one chunk's code, adding them to `table`. Returns the new code
 * (unchanged when the chunk has none). Throws when a chunk calls the lists without the table
 * Vite writes: a Vite upgrade that changes the format must not pass silently.
 */
export function externalize(code: string, table: LazyDeps): string {
  const head = TABLE.exec(code);
  if (!head) {
    if (code.includes('__vite__mapDeps(')) throw new Error('lazyDeps: a chunk calls __vite__mapDeps without the table Vite writes.');
    return code;
  }
  const names = JSON.parse(head[1] ?? '[]') as string[];
  const body = code.slice(head[0].length).replace(CALL, (call, indexes: string) => {
    const list = indexes
      ? indexes.split(',').map((n) => {
          const name = names[Number(n)];
          if (name === undefined) throw new Error(`lazyDeps: index ${n} is not in the chunk's table.`);
          let at = table.files.indexOf(name);
          if (at < 0) at = table.files.push(name) - 1;
          return at;
        })
      : [];
    const id = table.lists.push(list) - 1;
    const short = `__vite__mapDeps(${id})`;
    if (short.length > call.length) throw new Error('lazyDeps: a list number is longer than the list it replaces.');
    return short.padEnd(call.length, ' ');
  });
  // Reads a list from the table once it has arrived, else none (see above).
  const reader = `const __vite__mapDeps=i=>{const t=globalThis.${LAZY_DEPS_GLOBAL};return t?t.lists[i].map(j=>t.files[j]):[]};\n`;
  return reader + body;
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
    generateBundle: { order: 'post', handler(_options, bundle) {
      if (skip) return;
      const table: LazyDeps = { files: [], lists: [] };
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') item.code = externalize(item.code, table);
      }
      if (table.lists.length === 0) return;
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'lazy-deps.json', source: JSON.stringify(table) }));
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('lazyDeps: no index.html in the bundle.');
      const source = String(html.source);
      if (!source.includes('</title>')) this.error('lazyDeps: index.html has no <title>.');
      html.source = source.replace('</title>', `</title>\n    ${loaderScript(base + fileName)}`);
    } },
  };
}
