// `pnpm start`: validate the configuration, open and migrate the database, seed on first start,
// listen, and print the URL and the demo logins. With WORKERS > 1 (PostgreSQL), the primary
// migrates and seeds, then forks that many server processes sharing the port (node:cluster).
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { seedIfEmpty } from './seed';
import { seedDemoMoney } from './seed-money';
import { createServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isWorker) {
    const { app } = await createServer(config);
    await app.listen({ host: config.host, port: config.port });
    const stopWorker = async () => {
      await app.close();
      process.exit(0);
    };
    process.once('SIGTERM', () => void stopWorker());
    process.once('SIGINT', () => void stopWorker());
    return;
  }
  const { app, ctx, storage, applied, clock } = await createServer(config);
  if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
  const seeded = config.seed ? await seedIfEmpty(ctx) : undefined;
  const moneySeeded = config.seed ? await seedDemoMoney(app, ctx, clock) : false;
  if (config.workers > 1) {
    await app.close();
    let shuttingDown = false;
    for (let i = 0; i < config.workers; i++) cluster.fork();
    cluster.on('exit', (worker, code, signal) => {
      if (!shuttingDown) {
        console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
        cluster.fork();
      }
    });
    const stopAll = (signal: NodeJS.Signals) => {
      shuttingDown = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill(signal);
      let left = Object.keys(cluster.workers ?? {}).length;
      if (!left) process.exit(0);
      cluster.on('exit', () => {
        if (--left <= 0) process.exit(0);
      });
    };
    process.once('SIGINT', () => stopAll('SIGTERM'));
    process.once('SIGTERM', () => stopAll('SIGTERM'));
    console.log(
      `\n  Bank fiat backend (${config.env}) on ${config.publicUrl}: ${config.workers} worker processes\n`,
    );
    return;
  }
  await app.listen({ host: config.host, port: config.port });

  const url = config.publicUrl;
  const lines = [
    '',
    `  Bank fiat backend (${config.env}) on ${url}`,
    `  API        ${url}/api/fiat   ·   OpenAPI ${url}/api/fiat/openapi.json`,
    `  Database   ${storage.engine === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
    config.staticDir
      ? `  App        ${url}/  (from ${config.staticDir})`
      : '  App        not served (set STATIC_DIR, or run `pnpm start` at the root)',
    new URL(url).hostname !== config.webauthn.rpId
      ? `  Passkeys   on ${config.webauthn.origins[0] ?? `http://${config.webauthn.rpId}`}/ (browsers allow passkeys on a name, not an IP address)`
      : '',
    config.devRoutes
      ? `  Dev outbox ${url}/api/fiat/dev/outbox  (codes and links sent by e-mail, SMS, WhatsApp)`
      : '',
  ];
  if (seeded) {
    lines.push(
      '',
      `  Demo logins${seeded.created ? ' (created now)' : ''}${moneySeeded ? ', with funded wallets, beneficiaries and 30 days of history' : ''}:`,
    );
    for (const l of seeded.logins)
      lines.push(`    ${l.email.padEnd(36)} ${l.password}   ${l.description}`);
    if (seeded.recoveryCodes.length)
      lines.push(
        `    omar@demo.bank recovery codes (shown once): ${seeded.recoveryCodes.join(' ')}`,
      );
  }
  console.log(
    lines
      .filter((l) => l !== '')
      .join('\n')
      .replace(/^/, '\n') + '\n',
  );

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('✖ The backend could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
