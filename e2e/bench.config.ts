import { defineConfig } from '@playwright/test';
import config from './playwright.config';

// `pnpm --filter @bank/e2e bench`: figures measured in Chromium against the real backend (the same
// global setup as the journeys: built app, fresh PGlite). Not part of the tests: it prints numbers
// and asserts only that each transfer succeeded.
export default defineConfig({
  ...config,
  testDir: './bench',
  testMatch: ['**/*.bench.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 900_000,
  use: { ...config.use, actionTimeout: 30_000 },
});
