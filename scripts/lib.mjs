// Shared helpers for the root scripts (start, test, dev): no dependencies beyond Node.
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(cmd, args, opts = {}) {
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
function ensurePnpm() {
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

/** Install dependencies when node_modules is missing or older than the lockfile; always in CI. */
export function ensureInstall() {
  ensurePnpm();
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
  if (stale || process.env.CI) {
    console.log('• installing dependencies (pnpm install --frozen-lockfile)');
    must('pnpm', ['install', '--frozen-lockfile']);
  }
}

const onPath = (cmd) =>
  spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const debianInstalled = (pkg) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.trim() ===
  'install ok installed';
const fontInstalled = (family) =>
  spawnSync('fc-list', [`:family=${family}`], { encoding: 'utf8' }).stdout?.trim().length > 0;

/**
 * What the test suites need from the system, by Debian package: a Chromium (or CHROMIUM_PATH), the
 * emoji font the screenshot baselines were drawn with, a PostgreSQL server (or TEST_DATABASE_URL), and
 * HAProxy (the balancer in front of two server processes in packages/fiat-backend/test/scale-out.test.ts).
 */
const systemNeeds = [
  { pkg: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium') },
  {
    pkg: 'fonts-noto-color-emoji',
    present: () => debianInstalled('fonts-noto-color-emoji') || fontInstalled('Noto Color Emoji'),
  },
  {
    pkg: 'postgresql',
    present: () => Boolean(process.env.TEST_DATABASE_URL) || onPath('pg_ctlcluster'),
  },
  { pkg: 'haproxy', present: () => existsSync('/usr/sbin/haproxy') },
];

/**
 * Installs the missing system packages when it can (root, with apt-get: a fresh Debian machine or
 * CI), and otherwise stops at once with the command to run. A missing browser or database is an
 * error, never a skip.
 */
export function ensureSystemPackages() {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`✖ CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, and there is nothing there.`);
    process.exit(1);
  }
  const missing = () => systemNeeds.filter((need) => !need.present()).map((need) => need.pkg);
  const wanted = missing();
  if (wanted.length === 0) return;
  const command = `apt-get update && apt-get install -y ${wanted.join(' ')}`;
  if (!onPath('apt-get')) {
    console.error(
      `✖ Missing: ${wanted.join(', ')}. Install Chromium (or set CHROMIUM_PATH to a Chromium or Chrome binary), ` +
        'the Noto Color Emoji font, PostgreSQL (or set TEST_DATABASE_URL) and HAProxy, then run the tests again.',
    );
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(`✖ Missing: ${wanted.join(', ')}. Install them, then run the tests again:

    sudo sh -c '${command}'
`);
    process.exit(1);
  }
  console.log(`• installing ${wanted.join(', ')} from Debian (${command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  must('apt-get', ['update', '-qq'], { env });
  must('apt-get', ['install', '-y', '-qq', ...wanted], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const still = missing();
  if (still.length) {
    console.error(`✖ still missing after apt-get: ${still.join(', ')}`);
    process.exit(1);
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
