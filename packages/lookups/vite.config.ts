import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The published build: one ES module per source file (and per data file), so a bundler keeps only
// what a consumer imports; the data JSON becomes JavaScript modules inside the package. dayjs stays
// a dependency, resolved by the consumer (visible to its audits, deduplicated).
const dependencies = Object.keys(pkg.dependencies);
const entries = Object.fromEntries(
  Object.keys(pkg.publishConfig.exports)
    .filter((key) => key !== './package.json')
    .map((key) => {
      const name = key === '.' ? 'index' : key.slice(2);
      return [name, `src/${name}.ts`];
    }),
);

export default defineConfig({
  build: {
    lib: { entry: entries, formats: ['es'] },
    target: 'es2022',
    minify: false,
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      external: (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: '.',
        // src/amount.ts -> dist/amount.js; data/currencies.json -> dist/data/currencies.json.js
        entryFileNames: (chunk) => `${chunk.name.replace(/^src\//, '')}.js`,
      },
    },
  },
});
