// Prints the UI package's sizes as the peers (MUI, antd, React Aria, Braid) were measured, and as a
// product's Vite build pays them: @bank/ui and @bank/lookups are packed (`pnpm pack`), installed
// from the tarballs in a new project outside the workspace (offline, from pnpm's store), and each
// entry (`import { DateInput } from '@bank/ui'`, …) is bundled there by esbuild (minified, ESM,
// browser, React external, NODE_ENV=production) and by Vite, then gzipped (-9). Also the library's
// style.css, gzipped. Each figure with a budget (/work/shared/design/BUDGETS.md, and this package's
// README) is printed beside it with ok/OVER; the run exits 1 if any is over, so a regression shows
// in the run that makes it. Temporary folders are removed.
// Run: pnpm --filter @bank/ui bench   (or: node bench/size.mjs; KEEP_BENCH=1 keeps the project)
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  installTarballs,
  lookupsDir,
  packBoth,
  workspaceVersion,
} from '../test/consumer/tarballs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const KB = 1024;
const kb = (n) => (n / KB).toFixed(1);

/**
 * What a consumer imports; each line is bundled alone. `budget` (bytes) applies to Vite's "in use":
 * what a page has fetched once a person has used the component (DateInput: the typed field and the
 * calendar; CurrencySelect: the field and the combobox's code), each flag counted only when drawn.
 * The pieces BUDGETS.md gives no budget (FormField + TextInput, OtpInput) have the figure measured
 * on 2026-11-24 (esbuild, whole) as theirs. `esbuild` marks the entries of the peers' comparison.
 */
const entries = [
  { id: 'Button', code: "export { Button } from '@bank/ui';", budget: 4 * KB, esbuild: true },
  {
    id: 'FormField + TextInput',
    code: "export { FormField, TextInput } from '@bank/ui';",
    budget: 5.1 * KB,
    esbuild: true,
  },
  { id: 'OtpInput', code: "export { OtpInput } from '@bank/ui';", budget: 6.7 * KB, esbuild: true },
  {
    id: 'CurrencySelect',
    code: "export { CurrencySelect } from '@bank/ui';",
    budget: 20 * KB,
    esbuild: true,
  },
  {
    id: 'DateInput',
    code: "export { DateInput } from '@bank/ui';",
    budget: 55 * KB,
    esbuild: true,
  },
  // Other pieces, Vite only (figures to watch, no budget).
  ...[
    'LoginHistoryTables',
    'SaduPattern',
    'QuickAction, QuickActions',
    'Countdown',
    'QrCode',
    'StatusTracker',
    'CopyableField, CopyableFieldList',
    'NavDrawer',
    'DocumentTile',
    'CameraCapture',
    'Money',
    'BalanceCard',
    'TransactionList',
  ].map((names) => ({
    id: names.replace(', ', ' + '),
    code: `export { ${names} } from '@bank/ui';`,
  })),
  { id: 'everything', code: "export * from '@bank/ui';" },
];
const CSS_BUDGET = 10 * KB;

const work = mkdtempSync(path.join(tmpdir(), 'bank-ui-size-'));
let over = [];
try {
  console.log('• building and packing @bank/lookups and @bank/ui');
  const packed = packBoth(work);
  const app = path.join(work, 'app');
  mkdirSync(app);
  console.log('• installing the tarballs, esbuild and Vite in a project outside the workspace');
  installTarballs(app, packed, {
    offline: true,
    dependencies: {
      react: workspaceVersion('react'),
      'react-dom': workspaceVersion('react-dom'),
    },
    devDependencies: {
      esbuild: workspaceVersion('esbuild', lookupsDir),
      vite: workspaceVersion('vite'),
    },
  });
  copyFileSync(path.join(here, 'measure-consumer.mjs'), path.join(app, 'measure.mjs'));
  writeFileSync(
    path.join(app, 'entries.json'),
    JSON.stringify(entries.map(({ id, code, esbuild }) => ({ id, code, esbuild }))),
  );
  console.log('• bundling each entry with esbuild and Vite');
  const run = spawnSync('node', ['measure.mjs'], {
    cwd: app,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`measuring failed (exit ${run.status})`);
  const { results, css } = JSON.parse(run.stdout.trim().split('\n').at(-1));

  const mark = (size, budget) => (budget === undefined ? '' : size <= budget ? 'ok' : 'OVER');
  const col = (value, width) => String(value).padStart(width);
  const name = (id) => (id.length > 26 ? `${id.slice(0, 25)}…` : id).padEnd(27);
  console.log(
    `\n@bank/ui ${packed.ui.manifest.version} from its tarball: KB of JS, minified, gzip -9, React external`,
  );
  console.log(`  ${''.padEnd(27)}| esbuild        | Vite                  |`);
  console.log(
    `  ${'entry'.padEnd(27)}| initial  whole | initial in use  total | budget (Vite in use; esbuild whole)`,
  );
  for (const r of results) {
    const entry = entries.find((e) => e.id === r.id);
    const e = r.esbuild;
    const v = r.vite;
    const esb = e ? `${col(kb(e.initial), 7)}${col(kb(e.whole), 7)}` : col('', 14);
    let budget = '';
    if (entry.budget !== undefined) {
      const ok = mark(v.inUse, entry.budget);
      if (ok === 'OVER')
        over.push(`${entry.id} ${kb(v.inUse)} KB > ${kb(entry.budget)} KB (Vite, in use)`);
      budget = `≤ ${kb(entry.budget)} ${ok}${e ? `; ${mark(e.whole, entry.budget)}` : ''}`;
    }
    console.log(
      `  ${name(entry.id)}|${esb} |${col(kb(v.initial), 8)}${col(kb(v.inUse), 7)}${col(kb(v.total), 7)} | ${budget}`,
    );
    if (entry.id === 'CurrencySelect' && v.flags) {
      console.log(
        `  ${''.padEnd(27)}  each flag, on its first draw: ${kb(v.flags[0])}–${kb(v.flags[1])} KB (Vite; all ${v.flags[3]}: ${kb(v.flags[2])} KB)`,
      );
    }
  }
  const cssMark = mark(css.gzip, CSS_BUDGET);
  if (cssMark === 'OVER') over.push(`style.css ${kb(css.gzip)} KB > ${kb(CSS_BUDGET)} KB`);
  console.log(
    `  ${name('style.css (gzipped)')}| ${kb(css.raw)} KB raw, ${kb(css.gzip)} KB gzipped${col('', 9)}| ≤ ${kb(CSS_BUDGET)} ${cssMark}`,
  );
  console.log(`
  initial  what a page fetches at load: the entry chunk and what it imports statically
  in use   + the chunks fetched when a person uses it (DateInput's calendar, the combobox's code),
           each flag counted only when drawn and the Arabic strings only in Arabic (Vite)
  total    every chunk (Vite)
  whole    everything, every import() inlined in one file: esbuild without code splitting, the
           way MUI, antd, React Aria and Braid were measured (so all 29 flags, the calendar and the
           Arabic strings count)
  esbuild's initial is with code splitting; esbuild makes a chunk of every import() in the package
  and shares modules across them, so its split figures are pessimistic.`);
} catch (error) {
  over = [`bench failed: ${error instanceof Error ? error.message : error}`];
} finally {
  if (!process.env.KEEP_BENCH) rmSync(work, { recursive: true, force: true });
  else console.log(`(kept: ${work})`);
}
if (over.length) {
  console.error(`\n✖ over budget: ${over.join('; ')}`);
  process.exit(1);
}
console.log('\n✔ every budget met');
