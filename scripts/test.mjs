// `pnpm test` (or `npm test`): every suite, in order. Nothing is skipped: a missing browser or
// database stops the run with an error.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run, ensureInstall, chromiumPath } from './lib.mjs';

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

const steps = [
  ['lint', 'pnpm', ['lint']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['package suites', 'pnpm', ['-r', '--sort', '--workspace-concurrency=1', 'run', 'test']],
];
const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const code = run(cmd, args);
  results.push([name, code]);
  if (code !== 0 && process.env.CI) break;
}
console.log('\n━━ summary ━━');
for (const [name, code] of results) console.log(`${code === 0 ? '✔' : '✖'} ${name}`);
const failed = results.filter(([, c]) => c !== 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
