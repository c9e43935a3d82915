// Runs INSIDE the bench's outside project (bench/size.mjs copies it there), where @bank/ui and
// @bank/lookups are installed from their packed tarballs with esbuild and Vite: every import below
// resolves as in a product that installed the packages. Reads the entries from entries.json, prints
// one JSON line of figures (gzip -9 bytes).
//
// For each entry, bundled by esbuild (minified, ESM, browser, React external, NODE_ENV=production)
// and by Vite (a production build, rolldown, the same externals):
//   whole   everything the entry can ever load in one file: esbuild without splitting inlines every
//           `import()`, the way the peers (MUI, antd, React Aria, Braid) were measured
//   initial what a page fetches at load: the entry chunk and the chunks it imports statically
//   inUse   initial + the chunks fetched when a person uses the component (the calendar opened,
//           the combobox's code), without the parts that load only for what is drawn: each
//           currency flag (its own chunk, fetched when that flag is first drawn) and the Arabic strings
//   total   every chunk
//   flags   the flags' chunks, gzipped one by one as they are fetched: [smallest, largest, sum]
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { build as viteBuild } from 'vite';

const app = process.cwd();
const entries = JSON.parse(readFileSync(path.join(app, 'entries.json'), 'utf8'));
const reactExternal = ['react', 'react/*', 'react-dom', 'react-dom/*'];
const gz = (codes) =>
  gzipSync(Buffer.concat(codes.map((c) => Buffer.from(c))), { level: 9 }).length;

/** A module that loads only when drawn: one flag's drawing, or the Arabic strings. */
const flagModule = (id) =>
  /@bank\/lookups\/dist\/flags\/[A-Z]{2}\.js$/.test(id.replaceAll('\\', '/'));
const onDemandModule = (id) => flagModule(id) || /i18n\/messages\.ar\.js$/.test(id);

/**
 * chunks: [{ name, code, isEntry, imports (static, by name), modules (ids with code in the chunk) }]
 */
function figures(chunks) {
  const byName = new Map(chunks.map((c) => [c.name, c]));
  const atLoad = new Set();
  const visit = (chunk) => {
    if (!chunk || atLoad.has(chunk)) return;
    atLoad.add(chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  const onDemand = (c) => !atLoad.has(c) && c.modules.length > 0 && c.modules.every(onDemandModule);
  const flagChunks = chunks.filter(
    (c) => !atLoad.has(c) && c.modules.length > 0 && c.modules.every(flagModule),
  );
  const flagSizes = flagChunks.map((c) => gz([c.code])).sort((a, b) => a - b);
  return {
    initial: gz([...atLoad].map((c) => c.code)),
    inUse: gz(chunks.filter((c) => !onDemand(c)).map((c) => c.code)),
    total: gz(chunks.map((c) => c.code)),
    flags: flagSizes.length
      ? [flagSizes[0], flagSizes.at(-1), flagSizes.reduce((a, b) => a + b, 0), flagSizes.length]
      : null,
  };
}

const esbuildOptions = (file, splitting) => ({
  entryPoints: [file],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  splitting,
  outdir: path.join(app, 'out-esbuild'),
  write: false,
  metafile: true,
  external: reactExternal,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});

async function measureEsbuild(file) {
  const whole = await esbuild.build(esbuildOptions(file, false));
  const split = await esbuild.build(esbuildOptions(file, true));
  const outputs = split.metafile.outputs;
  const code = new Map(
    split.outputFiles.map((f) => [path.relative(app, f.path).replaceAll('\\', '/'), f.text]),
  );
  const chunks = Object.entries(outputs)
    .filter(([name]) => name.endsWith('.js'))
    .map(([name, out]) => ({
      name,
      code: code.get(name),
      // Each `import()` target is an entry point of esbuild's too: the entry is the file bundled.
      isEntry: out.entryPoint === path.relative(app, file).replaceAll('\\', '/'),
      imports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
      modules: Object.entries(out.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([id]) => id),
    }));
  return {
    whole: gz(whole.outputFiles.filter((f) => f.path.endsWith('.js')).map((f) => f.text)),
    ...figures(chunks),
  };
}

async function measureVite(file) {
  const out = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: app,
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      rollupOptions: {
        input: file,
        // The entry's exports are kept, so nothing imported is dropped.
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
      },
    },
  });
  const chunks = (Array.isArray(out) ? out : [out])
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk')
    .map((c) => ({
      name: c.fileName,
      code: c.code,
      isEntry: c.isEntry,
      imports: c.imports,
      modules: Object.entries(c.modules)
        .filter(([, m]) => m.renderedLength > 0)
        .map(([id]) => id),
    }));
  return figures(chunks);
}

const results = [];
for (const entry of entries) {
  const file = path.join(app, `entry-${entry.id}.js`);
  writeFileSync(file, entry.code);
  results.push({
    id: entry.id,
    esbuild: entry.esbuild ? await measureEsbuild(file) : null,
    vite: await measureVite(file),
  });
}
const css = readFileSync(path.join(app, 'node_modules/@bank/ui/dist/style.css'));
console.log(JSON.stringify({ results, css: { raw: css.length, gzip: gz([css]) } }));
