// `pnpm chromatic`: publishes the Storybook to Chromatic for teams that have that service.
// The offline equivalent, which CI runs, is `pnpm --filter @bank/ui test:stories` (axe and
// screenshots of every story in every theme and direction, compared with committed baselines).
import { spawnSync } from 'node:child_process';
import { root, must } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'pnpm chromatic needs CHROMATIC_PROJECT_TOKEN (Chromatic → Manage → Configure → Project token).\n' +
      'Without the service, `pnpm --filter @bank/ui test:stories` does the same checks offline.',
  );
  process.exit(1);
}
must('pnpm', ['build-storybook']);
// chromatic 16 hangs without network: bound it.
const r = spawnSync(
  'timeout',
  [
    '600',
    'pnpm',
    'exec',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
