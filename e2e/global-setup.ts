// Builds the app, then starts the real backend on a free 127.0.0.1 port with a fresh PGlite data
// folder, serving the built app (STATIC_DIR) and the API together; stops it when the run ends.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './playwright.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: { exitCode: number | null }, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`The backend exited with code ${child.exitCode} before it was ready.`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The backend did not answer ${url} within ${timeoutMs / 1000} s.`);
}

export default async function globalSetup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH. The suite never skips.`,
    );
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('pnpm', ['--filter', '@bank/banking-app', 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('Building the app failed.');
  }
  const work = mkdtempSync(path.join(tmpdir(), 'bank-e2e-'));
  const staticDir = path.join(work, 'app');
  cpSync(path.join(root, 'packages', 'banking-app', 'dist'), staticDir, { recursive: true });
  const port = await freePort();
  const backendDir = path.join(root, 'packages', 'fiat-backend');
  const child = spawn(
    process.execPath,
    [path.join(backendDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main.ts'],
    {
      cwd: backendDir,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(work, 'data'),
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'error',
        // Journeys' API registrations name their customer's address (x-forwarded-for), as behind a
        // deployment's proxy; the browser's calls carry none and stay 127.0.0.1.
        TRUST_PROXY: '127.0.0.1',
        DEV_OUTBOX_CONSOLE: 'false',
        // A cheap proof of work: the e2e solves the login captcha itself.
        CAPTCHA_COST: '1',
        CAPTCHA_COUNTER_MIN: '1',
        CAPTCHA_COUNTER_MAX: '50',
        // Every browser in the suite logs in from 127.0.0.1, and the demo customers log in many
        // times: within a 15-minute window the journeys passed the default limits (a lone 429 in CI).
        // The limits themselves are tested by the API tests at their defaults; the lockout after
        // failed logins stays as it is.
        LOGIN_LIMIT_PER_IP: '2000',
        LOGIN_LIMIT_PER_ACCOUNT: '500',
        // The same for codes: every browser's login, registration and role change sends its code
        // from 127.0.0.1, and the suite passed 20 sends in 15 minutes once it grew (CI: the last
        // journeys' "Send the code" answered 429 and no SMS came). Each customer's own limit stays.
        CODE_SEND_LIMIT_PER_IP: '2000',
        CODE_VERIFY_LIMIT_PER_IP: '2000',
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitForHealth(`${base}/api/fiat/health`, child, 180_000);
  } catch (error) {
    stop();
    throw error;
  }
  process.env.E2E_BASE_URL = base;
  process.env.E2E_STATIC_DIR = staticDir;
  return async () => {
    stop();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(work, { recursive: true, force: true });
  };
}
