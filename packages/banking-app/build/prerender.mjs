// After `vite build`: renders the pages most visitors land on into their HTML files, so the first
// paint needs no JavaScript (src/prerender.tsx renders them; the app then hydrates them).
//
// dist/index.html becomes the prerendered home page; the empty shell every other path is served
// with is kept as dist/app.html (the backend and the bench serve `<path>.html` when it exists,
// else app.html). Set PRERENDER=0 to skip (the build then serves the shell everywhere).
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/** The pages to prerender: public, the same for every first-time visitor, no data from the API. */
// A page with a form prerenders it disabled (src/lib/forms/Form.tsx) until the app has hydrated it:
// text typed before then would never reach the app's state.
export const PRERENDERED = { '/': 'index.html', '/login': 'login.html' };

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(app, 'dist');
const out = path.join(app, 'node_modules', '.prerender');

// Run twice on one build, index.html is already a prerendered page: the shell is then app.html.
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!index.includes('data-prerendered='))
  copyFileSync(path.join(dist, 'index.html'), path.join(dist, 'app.html'));
const shell = readFileSync(path.join(dist, 'app.html'), 'utf8');
if (process.env.PRERENDER === '0') process.exit(0);

await build({
  root: app,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: out,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
  },
});
const { render } = await import(pathToFileURL(path.join(out, 'prerender.js')).href);

// A prerendered page paints without JavaScript, and paints first: its scripts are not in the HTML
// (nor Vite's module preloads, nor the page's own, build/routePreloads.ts) but added by a loader
// (paintFirst below) once the browser has drawn the page, so neither their download nor their evaluation competes with
// the first paint (the stylesheet and the font, which is preloaded so the text does not reflow).
// "Drawn" is the browser's first-paint entry (where the browser has none, the frame after the
// first animation frame), or three seconds, whichever comes first.
// The app then hydrates within a frame or two of the first paint; until then the page's links work
// and its forms are disabled (src/lib/forms/Form.tsx). A visit that will not hydrate the markup (see
// UNLESS_FIRST_VISIT) has nothing to paint first: its scripts are added at once, as is a hidden tab's
// (a page opened in the background, or prerendered by the browser, is not painted until shown).
// The app's module runs after DOMContentLoaded, so after the deferred config.js, as it would in the
// shell (a script added by a script is async: it would not wait for config.js by itself).
const font = readdirSync(path.join(dist, 'assets')).find((f) =>
  /^inter-latin-wght-normal-.*\.woff2$/.test(f),
);
if (!font) throw new Error('The Inter Latin font is not in dist/assets.');
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g;
function paintFirst(html) {
  const entry = html.match(ENTRY)?.[1];
  if (!entry)
    throw new Error(
      'index.html has no <script type="module" crossorigin src>: build/prerender.mjs needs updating.',
    );
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const loader =
    `<script>(function(d,w){var done;function go(){if(done)return;done=1;` +
    `${JSON.stringify(preloads)}.forEach(function(f){var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f;d.head.appendChild(e)});` +
    `if(w.__preloadRoute)w.__preloadRoute();if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()}` +
    `function run(){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    `if(!d.getElementById('root').firstChild||d.visibilityState!=='visible')go();` +
    `else{var P=w.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go)});d.addEventListener('visibilitychange',go);setTimeout(go,3000)}})(document,window)</script>`;
  return html
    .replace('<html ', '<html data-prerendered ')
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(
      '</title>',
      `</title>\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`,
    )
    .replace('</body>', `  ${loader}\n  </body>`);
}

// A visit that will not hydrate the prerendered page (Arabic, chosen or the browser's first
// language, as src/i18n/i18n.ts decides; or a stored session) must not show it: this runs right
// after the markup is parsed, before the first paint, and empties it; the app then draws the page.
const UNLESS_FIRST_VISIT =
  "<script>(function(){try{var s=localStorage.getItem('lang'),l=s==='ar'||s==='en'?s:(navigator.language||'').toLowerCase().indexOf('ar')===0?'ar':'en';" +
  "if(l!=='en'||localStorage.getItem('token'))document.getElementById('root').textContent=''}catch(e){}})()</script>";

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
for (const [page, file] of Object.entries(PRERENDERED)) {
  const { html, title } = await render(page);
  if (!shell.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root"></div>.');
  const doc = paintFirst(shell)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${page}">${html}</div>\n    ${UNLESS_FIRST_VISIT}`,
    );
  writeFileSync(path.join(dist, file), doc);
  console.log(
    `prerendered ${page} → dist/${file} (${(Buffer.byteLength(doc) / 1024).toFixed(1)} KB)`,
  );
}
rmSync(out, { recursive: true, force: true });
