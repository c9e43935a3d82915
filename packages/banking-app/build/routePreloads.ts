// A Vite plugin: the landing pages' own chunks start downloading with the HTML.
//
// Every route is lazy-loaded, so on a first visit the browser would learn of a page's chunks only
// after the main bundle has run, then of its translations only after the page's module has run: a
// chain of round trips before the first meaningful paint. This plugin writes a small inline script
// into index.html that, for the paths listed, adds `<link rel="modulepreload">` (and `preload` for
// CSS) for the page's modules and everything they import statically, so they download in parallel
// with the main bundle. A module path may hold `{lang}`: the list is made for each language, and
// the script picks the visit's (the saved choice, else the browser's, as src/i18n/i18n.ts does);
// `everyPage` adds a language's own modules (Arabic's common words) to each listed page.
// Other paths get nothing extra. A listed module missing from the bundle
// fails the build: the list cannot silently go stale. (The backend allows the inline script by its
// hash in its Content-Security-Policy.)
import path from 'node:path';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  isEntry?: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

export interface RoutePreloadOptions {
  /** The app's languages (`{lang}` in a module path is each of them). */
  languages: readonly string[];
  /** A language → modules each listed page needs in it (e.g. the Arabic common words). */
  everyPage?: Record<string, string[]>;
}

/** Links added per task. */
const BATCH = 6;

/** `paths`: a page path (exact, without a trailing slash) → its modules, relative to the package root. */
export function routePreloads(
  paths: Record<string, string[]>,
  options: RoutePreloadOptions,
): Plugin {
  let root = process.cwd();
  let base = '/';
  let skip = false;
  return {
    name: 'bank:route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (skip) return;
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & ChunkLike => item.type === 'chunk',
      );
      const byName = new Map(chunks.map((c) => [c.fileName, c]));

      function collect(fileName: string, into: Set<string>) {
        if (into.has(fileName)) return;
        const chunk = byName.get(fileName);
        if (!chunk) return;
        into.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
        for (const dep of chunk.imports) collect(dep, into);
      }

      const entryFiles = new Set<string>();
      for (const c of chunks) if (c.isEntry) collect(c.fileName, entryFiles);

      const map: Record<string, Record<string, string[]>> = {};
      for (const [page, modules] of Object.entries(paths)) {
        map[page] = {};
        for (const language of options.languages) {
          const files = new Set<string>();
          for (const module of [
            ...modules.map((m) => m.replaceAll('{lang}', language)),
            ...(options.everyPage?.[language] ?? []),
          ]) {
            const id = path.resolve(root, module);
            const chunk = chunks.find((c) => c.moduleIds.includes(id));
            if (!chunk)
              this.error(`routePreloads: ${module} (for ${page}) is in no chunk of the build.`);
            collect(chunk.fileName, files);
          }
          // What the main bundle already preloads needs no second link.
          map[page][language] = [...files].filter((f) => !entryFiles.has(f)).sort();
        }
      }

      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('routePreloads: no index.html in the bundle.');
      // Each link starts a fetch on the main thread (about half a millisecond on these machines, more
      // with a trace running: 32 links for the home held the HTML parser 24-35 ms, a long task):
      // they are added a few at a time, one batch per task, the parser's task ending first.
      // On a prerendered page (build/prerender.mjs marks <html data-prerendered>) they wait for the
      // first paint: the script leaves its work as window.__preloadRoute, which prerender.mjs's
      // loader calls with the app's own scripts once the page is drawn.
      const script =
        `<script>(function(m,p){function run(){var g;try{g=localStorage.getItem('lang')}catch(x){}if(g!=='en'&&g!=='ar')g=/^ar/i.test(navigator.language||'')?'ar':'en';` +
        `var l=(m[p.replace(/\\/+$/,'')||'/']||{})[g]||[];(function add(i){if(i>=l.length)return;l.slice(i,i+${BATCH}).forEach(function(f){var e=document.createElement('link');` +
        `if(/\\.css$/.test(f)){e.rel='preload';e.as='style'}else{e.rel='modulepreload';e.crossOrigin=''}` +
        `e.href=${JSON.stringify(base)}+f;document.head.appendChild(e)});setTimeout(add,0,i+${BATCH})})(0)}` +
        `if(document.documentElement.hasAttribute('data-prerendered'))window.__preloadRoute=run;else setTimeout(run)})(${JSON.stringify(map)},location.pathname)</script>`;
      const source = String(html.source);
      if (!source.includes('</title>')) this.error('routePreloads: index.html has no <title>.');
      html.source = source.replace('</title>', `</title>\n    ${script}`);
    },
  };
}
