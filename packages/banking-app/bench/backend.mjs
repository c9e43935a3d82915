// The real backend for the benches: packages/fiat-backend on a fresh embedded database with its
// demo customers, serving a build of the app, on a free port of 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The real backend (packages/fiat-backend) on a fresh embedded database with its demo customers,
 * serving this build, as `npm start` runs it: Lighthouse measures the pages with the API answering
 * from PostgreSQL (PGlite) on the same two cores, and the home and history with a demo customer's
 * real money (wallets, rates, 30 days of transactions). A cheap captcha so the bench can log in;
 * the login limits raised, as in the e2e set-up (the bench logs in once per page).
 */
export async function startBackend(dist) {
  const backendDir = path.resolve(here, '..', '..', 'fiat-backend');
  const work = mkdtempSync(path.join(tmpdir(), 'bench-backend-'));
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
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
        STATIC_DIR: dist,
        LOG_LEVEL: 'error',
        DEV_OUTBOX_CONSOLE: 'false',
        CAPTCHA_COST: '1',
        CAPTCHA_COUNTER_MIN: '1',
        CAPTCHA_COUNTER_MAX: '50',
        LOGIN_LIMIT_PER_IP: '2000',
        LOGIN_LIMIT_PER_ACCOUNT: '500',
        CODE_SEND_LIMIT_PER_IP: '2000',
        CODE_VERIFY_LIMIT_PER_IP: '2000',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(work, { recursive: true, force: true });
  };
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The backend exited with code ${child.exitCode}.`);
    if (Date.now() > until) {
      stop();
      throw new Error('The backend did not become healthy within 180 s.');
    }
    const ok = await fetch(`${url}/api/fiat/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
}
