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
if (!index.includes('data-prerendered=')) copyFileSync(path.join(dist, 'index.html'), path.join(dist, 'app.html'));
const shell = readFileSync(path.join(dist, 'app.html'), 'utf8');
if (process.env.PRERENDER === '0') process.exit(0);

await build({
  root: app,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: out, emptyOutDir: true, sourcemap: false, minify: false },
});
const { render } = await import(pathToFileURL(path.join(out, 'prerender.js')).href);

// A prerendered page paints without JavaScript: its scripts are fetched at low priority (after the
// stylesheet and the font, which the first paint needs), and the Latin font is preloaded so the
// text does not reflow when it arrives.
const font = readdirSync(path.join(dist, 'assets')).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f));
if (!font) throw new Error('The Inter Latin font is not in dist/assets.');
const lowPriority = (html) =>
  html
    .replace('<html ', '<html data-prerendered ')
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
    .replace('</title>', `</title>\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`);

// A visit that will not hydrate the prerendered page (Arabic, chosen or the browser's first
// language, as src/i18n/i18n.ts decides; or a stored session) must not show it: this runs right
// after the markup is parsed, before the first paint, and empties it; the app then draws the page.
const UNLESS_FIRST_VISIT =
  "<script>(function(){try{var s=localStorage.getItem('lang'),l=s==='ar'||s==='en'?s:(navigator.language||'').toLowerCase().indexOf('ar')===0?'ar':'en';" +
  "if(l!=='en'||localStorage.getItem('token'))document.getElementById('root').textContent=''}catch(e){}})()</script>";

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
for (const [page, file] of Object.entries(PRERENDERED)) {
  const { html, title } = await render(page);
  if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>.');
  const doc = lowPriority(shell)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page}">${html}</div>\n    ${UNLESS_FIRST_VISIT}`);
  writeFileSync(path.join(dist, file), doc);
  console.log(`prerendered ${page} → dist/${file} (${(Buffer.byteLength(doc) / 1024).toFixed(1)} KB)`);
}
rmSync(out, { recursive: true, force: true });
