import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

// Everything the package depends on stays external: the consumer installs it once, its audits see
// it, and its bundler keeps only what is used. Only CSS files are bundled, into style.css (the
// calendar's stylesheet from react-day-picker too).
const externals = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];
const isExternal = (id: string) =>
  !id.endsWith('.css') && externals.some((dep) => id === dep || id.startsWith(`${dep}/`));

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({
      identifiers: process.env.NODE_ENV === 'production' ? 'short' : 'debug',
    }),
  ],
  build: {
    lib: {
      entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts', fonts: 'src/fonts.ts' },
      formats: ['es'],
      cssFileName: 'style',
    },
    cssCodeSplit: false,
    sourcemap: true,
    // The JavaScript stays readable (the consumer's bundler minifies it); the CSS is minified here,
    // since style.css is imported as it is.
    minify: false,
    cssMinify: true,
    rollupOptions: {
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
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: true,
  },
});
