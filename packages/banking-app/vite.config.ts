import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The app compiles the workspace packages from source (the "source" export condition), so a
// change in @bank/ui shows up without a library build.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // vanilla-extract evaluates the app's .css.ts files in Vite's server environment: it must read
  // @bank/ui from source too, or the app's styles would point at the built package's variables.
  environments: { ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } } },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: process.env.BACKEND_URL ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The design system's everyday pieces in one chunk instead of dozens of tiny ones: fewer
        // round trips on a slow mobile connection (each page used to fetch ~60 files).
        codeSplitting: {
          groups: [
            {
              name: (id: string) =>
                /packages\/ui\/src\/(theme|layout|i18n|internal|components\/(Text|Heading|Icon|Button|IconButton|Link|Alert|Card|Logo|FullScreenLoader|VisuallyHidden|Dialog|SessionOverlay))\//.test(id) ||
                /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(@vanilla-extract|clsx)\//.test(id)
                  ? 'ui-core'
                  : null,
            },
          ],
        },
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
    // Some dependencies publish TypeScript under the "source" condition too: let Vite compile them.
    server: { deps: { inline: [/downshift/, /compute-scroll-into-view/] } },
  },
});
