// `pnpm test` (or `npm test`): every suite, in order. Nothing is skipped: a missing browser or
// database is installed (as root, with apt-get) or stops the run at once with the command to run.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, ensureInstall, ensureSystemPackages, chromiumPath } from './lib.mjs';

ensureSystemPackages();
ensureInstall();
process.env.CHROMIUM_PATH = chromiumPath();

if (existsSync(path.join(root, 'packages', 'fiat-backend'))) {
  try {
    process.env.TEST_DATABASE_URL = execFileSync('bash', ['scripts/ensure-postgres.sh'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
  } catch {
    console.error('✖ PostgreSQL is required for the server-mode API tests (see above).');
    process.exit(1);
  }
}

// Every package's own suite, in dependency order, each reported on its own line: a failure in one
// package does not hide the results of the others.
const packages = execFileSync(
  'pnpm',
  [
    '-r',
    '--sort',
    '--workspace-concurrency=1',
    'exec',
    'node',
    '-p',
    "require('./package.json').scripts?.test ? require('./package.json').name : ''",
  ],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('@'));

const steps = [
  ['lint', 'pnpm', ['lint']],
  ['typecheck', 'pnpm', ['typecheck']],
  ...packages.map((name) => [name, 'pnpm', ['--filter', name, 'run', 'test']]),
];
// Each step's output goes through as it comes, and its last lines are kept: a failed step's are
// printed again just before the summary, so a log cut to its end still says what failed.
const TAIL = 60;
function step(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = [];
    const keep = (chunk) => {
      tail = tail.concat(chunk.toString().split('\n')).slice(-TAIL);
    };
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), keep(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), keep(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, tail }));
  });
}

const results = [];
const began = Date.now();
const clock = (ms) =>
  `${Math.floor(ms / 60000)}m${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}s`;
for (const [index, [name, cmd, args]] of steps.entries()) {
  const failedSoFar = results.filter(([, c]) => c !== 0).length;
  console.log(
    `\n━━ ${name} (${index + 1} of ${steps.length}; ${clock(Date.now() - began)} so far, ${failedSoFar} failed) ━━`,
  );
  const started = Date.now();
  const { code, tail } = await step(cmd, args);
  results.push([name, code, Math.round((Date.now() - started) / 1000), tail]);
}
for (const [name, code, , tail] of results) {
  if (code === 0) continue;
  console.log(`\n━━ ${name} failed; its last ${TAIL} lines again ━━`);
  console.log(tail.join('\n'));
}
console.log('\n━━ summary ━━');
for (const [name, code, seconds] of results)
  console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds} s)`);
const failed = results.filter(([, c]) => c !== 0).length;
console.log(`all suites in ${clock(Date.now() - began)}`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
