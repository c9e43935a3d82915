// Shared helpers for the root scripts (start, test, dev): no dependencies beyond Node.
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

export function must(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** pnpm 12 on PATH, or install it as the toolchain notes say (corepack's shim is broken here). */
export function ensurePnpm() {
  try {
    const v = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
    if (v.startsWith('12.')) return;
  } catch {
    /* not installed */
  }
  console.log('• installing pnpm 12 (npm i -g pnpm@12.21.0)');
  spawnSync('corepack', ['disable', 'pnpm'], { stdio: 'ignore' });
  must('npm', ['i', '-g', 'pnpm@12.21.0']);
}

/** Install dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstall() {
  ensurePnpm();
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
  if (stale) {
    console.log('• installing dependencies (pnpm install --frozen-lockfile)');
    must('pnpm', ['install', '--frozen-lockfile']);
  }
}

/** The Chromium that browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const p = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(p)) {
    console.error(
      `✖ No Chromium at ${p}. Install Debian's (apt-get install chromium fonts-noto-color-emoji) ` +
        'or set CHROMIUM_PATH to a Chromium binary. Browser suites are never skipped.',
    );
    process.exit(1);
  }
  return p;
}
