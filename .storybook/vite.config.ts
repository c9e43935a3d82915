import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { evidencePlugin } from '../packages/ui/docs/evidence/vitePlugin.ts';

// Storybook's own Vite config: the plugins the stories need, none of the library build; the
// evidence plugin gives each component page what is tested, read from the tests themselves.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), evidencePlugin()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
});
