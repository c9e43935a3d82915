// `pnpm start` (or `npm start`): install, build, start the whole app, print the URL and logins.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, must, ensureInstall } from './lib.mjs';

ensureInstall();
must('pnpm', ['--filter', '@bank/banking-app', 'run', 'build']);
if (existsSync(path.join(root, 'packages', 'fiat-backend', 'package.json'))) {
  // The backend serves the built app and the API on one port, with its embedded database.
  must('pnpm', ['--filter', '@bank/fiat-backend', 'run', 'start'], {
    env: { ...process.env, STATIC_DIR: path.join(root, 'packages', 'banking-app', 'dist') },
  });
} else {
  must('pnpm', ['--filter', '@bank/banking-app', 'run', 'preview']);
}
