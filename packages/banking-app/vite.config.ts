import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { pageFile } from './build/pages.mjs';
import { routePreloads } from './build/routePreloads.ts';

// The app compiles the workspace packages from source (the "source" export condition), so a
// change in @bank/ui shows up without a library build.
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The pages people land on: their chunks and translations download with the HTML.
    // `vite preview` serves the build as the backend does: `<path>.html`, else the shell.
    {
      name: 'bank:preview-pages',
      configurePreviewServer(server) {
        server.middlewares.use((req, _res, next) => {
          const page = pageFile(
            server.config.build.outDir,
            (req.url ?? '/').split(/[?#]/)[0] ?? '/',
          );
          if (page && String(req.headers.accept ?? '').includes('text/html')) req.url = `/${page}`;
          next();
        });
      },
    } satisfies Plugin,
    // The app checks answers against the contract's zod schemas in development and tests only
    // (src/api/contractCheck.ts): a production bundle with zod in it is a mistake, and fails.
    {
      name: 'bank:no-zod',
      apply: 'build',
      generateBundle(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const schemas = chunk.moduleIds.filter((id) =>
            /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]|contractCheck\.ts$/.test(
              id,
            ),
          );
          if (schemas.length > 0)
            this.error(
              `${chunk.fileName} carries ${schemas[0]}: zod must stay out of the production bundle.`,
            );
        }
      },
    } satisfies Plugin,
    routePreloads(
      {
        '/': [
          'src/app/layouts/PublicLayout.tsx',
          'src/features/public-pages/home/HomePage.tsx',
          'src/features/public-pages/locales/{lang}/home.json',
        ],
        '/login': [
          'src/app/layouts/AuthLayout.tsx',
          'src/features/auth/login/LoginPage.tsx',
          'src/features/auth/locales/{lang}.json',
        ],
        // Not /dashboard: measured with Lighthouse on the real backend (2026-11-25), its 32 links
        // brought the home's largest paint no sooner, from the HTTP cache or an empty one (3.7-3.9 s
        // either way), and on a busy machine adding them took up to 60 ms per batch of six.
        '/dashboard/transactions': [
          'src/app/layouts/DashboardLayout.tsx',
          'src/features/transactions/TransactionsPage.tsx',
          'src/features/transactions/locales/{lang}.json',
          'src/domain/transactions/locales/{lang}.json',
        ],
      },
      {
        languages: ['en', 'ar'],
        everyPage: { ar: ['src/i18n/locales/ar/common.json', '../ui/src/i18n/messages.ar.ts'] },
      },
    ),
  ],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    // `@/x` is `src/x` (also in tsconfig.json's paths), so no import climbs `../../../`.
    alias: [{ find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` }],
  },
  // vanilla-extract evaluates the app's .css.ts files in Vite's server environment: it must read
  // @bank/ui from source too, or the app's styles would point at the built package's variables.
  environments: {
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: process.env.BACKEND_URL ?? 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // Vite's documented option instead of the former hand-made rewrite (build/lazyDeps.ts): a lazy
    // module (every page) gets no list of the chunks it needs. Vite would write the lists of the
    // whole app into the start-up chunk (4.4 KB gzipped of file names), and add a
    // `<link rel="modulepreload">` per chunk on the main thread as each page's module is asked
    // (about 40 on /dashboard: Lighthouse's blocking time there went from ~60 to ~500 ms). The
    // browser finds a module's imports itself; the landing pages' own chunks are listed in the
    // HTML (routePreloads below). The HTML's own preloads stay.
    modulePreload: {
      // No polyfill (Vite's documented option): every browser the app supports (ES2022: Chrome and
      // Edge 94+, Firefox 115+, Safari 17+) preloads modules itself; the polyfill was 0.35 KB
      // gzipped of start-up code on every page, and without it a browser that lacks modulepreload
      // still loads every module, only later.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    sourcemap: true,
    // All of the app's CSS is about 12 KB gzipped: one cached file beats twenty small requests.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The design system's everyday pieces in one chunk instead of dozens of tiny ones: fewer
        // round trips on a slow mobile connection (each page used to fetch ~60 files).
        codeSplitting: {
          groups: [
            // What every page runs: React, the router, i18next and the HTTP client, in one file.
            {
              name: 'framework',
              priority: 3,
              test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|ky|@vanilla-extract|clsx|cookie|set-cookie-parser)[\\/]/,
            },
            // The design system's everyday pieces in one chunk instead of dozens of tiny ones: fewer
            // round trips on a slow mobile connection (each page used to fetch ~60 files). Not the
            // currency flag: it comes with the money pieces that show it (each flag is its own
            // module, loaded when first drawn), so the login and the public pages do not carry it.
            // Nor the package's Arabic strings: they load with the app's Arabic (src/i18n/i18n.ts).
            {
              name: 'ui-core',
              priority: 2,
              test: /packages[\\/]ui[\\/]src[\\/](theme|layout|i18n(?=[\\/](?!messages\.ar\.))|internal(?![\\/]CurrencyFlag)|components[\\/](Text|Heading|Icon|Button|IconButton|Link|Alert|Card|Logo|FullScreenLoader|VisuallyHidden|Dialog|SessionOverlay|FormField|TextInput|PasswordInput|ErrorSummary|Checkbox))[\\/]/,
            },
            // The combobox's stand-in with the class names it shares with the list's code (loaded on
            // first use): one file, not a second tiny one on every page with a picker.
            {
              name: 'Combobox',
              priority: 2,
              test: /packages[\\/]ui[\\/]src[\\/]components[\\/]Combobox[\\/](Combobox|ComboboxStandIn|Combobox\.css)\./,
            },
            // The app's own shared code (session, API client, translations' loader, forms helpers).
            // Not the identity forms' checks (lib/forms/validate and the lookups' identity rules): the
            // dashboard's home has no such form, and /dashboard needed the 0.5 KB (issue 27's requests).
            // Not the captcha: only the login, sign-up and forgotten-password pages show it. Nor the
            // money flows' frame: only their steps show it.
            {
              name: 'app-core',
              priority: 1,
              test: /banking-app[\\/]src[\\/](app[\\/](App|RootLayout|RouteError|RouteFocus|GuardedRoute|SessionTimer|router|routes)|routing|features[\\/][^\\/]+[\\/]routes\.tsx|session|api|config|components(?![\\/]FlowFrame)|i18n[\\/]i18n\.ts|lib[\\/]forms[\\/](useFormErrors|useSubmit|useCooldown)\.)/,
            },
          ],
        },
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
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: true,
    // Some dependencies publish TypeScript under the "source" condition too: let Vite compile them.
    server: { deps: { inline: [/downshift/, /compute-scroll-into-view/] } },
  },
});
