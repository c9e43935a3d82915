// Prints the UI package's sizes: the whole library (JS and CSS, gzipped) and what a consumer pays
// in JS for importing single components from the built packages, @bank/ui and @bank/lookups as they
// are published, bundled by Vite as an app bundles them (React excluded, as the budgets do).
// Run: pnpm --filter @bank/ui bench
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(pkgDir, 'dist');
const lookupsDir = path.resolve(pkgDir, '../lookups');
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** What a consumer imports; each line is bundled alone against the built package. */
export const consumers = [
  {
    name: 'Button only',
    code: "import { Button } from '@bank/ui'; export default Button;",
    budget: 4 * 1024,
  },
  {
    name: 'FormField + TextInput',
    code: "import { FormField, TextInput } from '@bank/ui'; export default [FormField, TextInput];",
  },
  {
    name: 'CurrencySelect only',
    code: "import { CurrencySelect } from '@bank/ui'; export default CurrencySelect;",
    budget: 20 * 1024,
  },
  {
    name: 'DateInput only',
    code: "import { DateInput } from '@bank/ui'; export default DateInput;",
    budget: 55 * 1024,
  },
  {
    name: 'LoginHistoryTables only',
    code: "import { LoginHistoryTables } from '@bank/ui'; export default LoginHistoryTables;",
  },
  // The dashboard, transfer and identity-check pieces, each imported alone.
  {
    name: 'SaduPattern only',
    code: "import { SaduPattern } from '@bank/ui'; export default SaduPattern;",
  },
  {
    name: 'QuickAction(s)',
    code: "import { QuickAction, QuickActions } from '@bank/ui'; export default [QuickAction, QuickActions];",
  },
  {
    name: 'Countdown only',
    code: "import { Countdown } from '@bank/ui'; export default Countdown;",
  },
  {
    name: 'QrCode only',
    code: "import { QrCode } from '@bank/ui'; export default QrCode;",
  },
  {
    name: 'StatusTracker only',
    code: "import { StatusTracker } from '@bank/ui'; export default StatusTracker;",
  },
  {
    name: 'CopyableField(List)',
    code: "import { CopyableField, CopyableFieldList } from '@bank/ui'; export default [CopyableField, CopyableFieldList];",
  },
  {
    name: 'NavDrawer only',
    code: "import { NavDrawer } from '@bank/ui'; export default NavDrawer;",
  },
  {
    name: 'DocumentTile only',
    code: "import { DocumentTile } from '@bank/ui'; export default DocumentTile;",
  },
  {
    name: 'CameraCapture only',
    code: "import { CameraCapture } from '@bank/ui'; export default CameraCapture;",
  },
  {
    name: 'Money only',
    code: "import { Money } from '@bank/ui'; export default Money;",
  },
  {
    name: 'BalanceCard only',
    code: "import { BalanceCard } from '@bank/ui'; export default BalanceCard;",
  },
  {
    name: 'TransactionList only',
    code: "import { TransactionList } from '@bank/ui'; export default TransactionList;",
  },
  { name: 'everything', code: "import * as ui from '@bank/ui'; export default ui;" },
];

if (!process.argv.includes('--no-build')) {
  for (const dir of [lookupsDir, pkgDir]) {
    const r = spawnSync('pnpm', ['run', 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

function files(dir, ext) {
  return readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => f.endsWith(ext) && statSync(f).isFile());
}
const jsFiles = files(dist, '.js');
const jsRaw = jsFiles.reduce((n, f) => n + statSync(f).size, 0);
const jsGz = gz(Buffer.concat(jsFiles.map((f) => readFileSync(f))));
const css = readFileSync(path.join(dist, 'style.css'));

console.log('@bank/ui — sizes (gzip -9)');
console.log(
  `  library JS, all modules:   ${kb(jsRaw)} raw, ${kb(jsGz)} gzipped (${jsFiles.length} files, unminified)`,
);
console.log(
  `  library CSS (style.css):    ${kb(css.length)} raw, ${kb(gz(css))} gzipped   budget ≤ 15.0 KB`,
);

const work = path.join(pkgDir, '.tmp', 'bench');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
console.log('  consumer JS cost, minified + gzipped, React excluded (Vite production app build):');
for (const consumer of consumers) {
  const entry = path.join(work, `${consumer.name.replace(/\W+/g, '-')}.js`);
  writeFileSync(entry, consumer.code);
  // Built as an application would build it (production mode, full minification, process.env.NODE_ENV
  // replaced), with the entry's exports kept so nothing imported is dropped.
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    root: work,
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // The workspace links @bank/lookups to its sources; a product installs its build.
    resolve: {
      alias: [
        { find: /^@bank\/ui$/, replacement: path.join(dist, 'index.js') },
        { find: /^@bank\/lookups$/, replacement: path.join(lookupsDir, 'dist', 'index.js') },
        { find: /^@bank\/lookups\/(.+)$/, replacement: path.join(lookupsDir, 'dist', '$1.js') },
      ],
    },
    build: {
      write: false,
      minify: true,
      rollupOptions: {
        input: entry,
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
      },
    },
  });
  const chunks = (Array.isArray(out) ? out : [out])
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk');
  const size = gz(Buffer.concat(chunks.map((c) => Buffer.from(c.code))));
  // What the page fetches at load: the entry and what it imports statically; the rest (the
  // calendar, the combobox) comes with `import()` on first use.
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const atLoad = new Set();
  const visit = (chunk) => {
    if (!chunk || atLoad.has(chunk)) return;
    atLoad.add(chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  const loadSize = gz(Buffer.concat([...atLoad].map((c) => Buffer.from(c.code))));
  const budget = consumer.budget
    ? `   budget ≤ ${kb(consumer.budget)} ${size <= consumer.budget ? '✔' : '✖ over'}`
    : '';
  const lazy = atLoad.size < chunks.length ? ` (at load ${kb(loadSize)})` : '';
  console.log(`    ${consumer.name.padEnd(28)} ${kb(size)}${lazy}${budget}`);
}
rmSync(path.join(pkgDir, '.tmp'), { recursive: true, force: true });
