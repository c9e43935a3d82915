import { defineConfig } from '@playwright/test';
import { chromiumArgs } from '@bank/testkit';

// Debian's Chromium, never a downloaded browser; a missing one fails the run (global setup checks).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  // The shell's suites and the identity journeys (e2e/journeys).
  testDir: '.',
  testMatch: ['tests/**/*.spec.ts', 'journeys/**/*.spec.ts'],
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry in CI, never locally: a test that passes only on its retry is still reported, by
  // name, as flaky in the summary (and must then be fixed), but a rare race on a loaded machine
  // does not fail the whole run.
  retries: process.env.CI ? 1 : 0,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    headless: true,
    viewport: { width: 1280, height: 900 },
    trace: 'off',
  },
});
