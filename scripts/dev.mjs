// `pnpm dev`: the backend in watch mode and the Vite dev server (proxying /api to it), together.
import { spawn } from 'node:child_process';
import { root, ensureInstall } from './lib.mjs';

ensureInstall();
const children = [
  spawn('pnpm', ['--filter', '@bank/fiat-backend', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@bank/banking-app', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => code && code !== 0 && (stop(), process.exit(code)));
