import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

// Everything the package depends on stays external (the consumer installs it once), except CSS
// files, which are bundled into style.css, and the development dependencies the sources import:
// @bank/lookups (not published) and downshift. downshift's one module holds five hooks and a
// render-prop component, and a consumer's bundler keeps the ones we don't use (their
// `hook.stateChangeTypes = …` writes count as side effects); built here, with property writes
// treated as pure, only useCombobox reaches a consumer (3.9 KB less for CurrencySelect: README, Sizes).
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) =>
  !id.endsWith('.css') && externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: process.env.NODE_ENV === 'production' ? 'short' : 'debug' })],
  resolve: {
    // ES module stand-ins for downshift's CommonJS dependencies (see src/internal/vendor).
    alias: {
      'prop-types': fileURLToPath(new URL('./src/internal/vendor/prop-types.ts', import.meta.url)),
      'react-is': fileURLToPath(new URL('./src/internal/vendor/react-is.ts', import.meta.url)),
    },
  },
  build: {
    lib: {
      entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts', fonts: 'src/fonts.ts' },
      formats: ['es'],
      cssFileName: 'style',
    },
    cssCodeSplit: false,
    sourcemap: true,
    minify: false,
    rollupOptions: {
      treeshake: { propertyWriteSideEffects: false },
      external: (id) => isExternal(id) || id.startsWith('@fontsource'),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // Compiled style modules must not end in .css.js: a consumer's vanilla-extract plugin
        // would take them for sources and compile them again. Their CSS is in style.css.
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '.styles')}.js`,
      },
    },
  },
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: true,
  },
});
