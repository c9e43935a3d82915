// Wires a server from a configuration: storage (migrated), secrets, adapters, the services, the
// sandbox rail (built here from what it needs), and every call.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { PLATFORM_REF_PREFIX, platformRejection } from './adapters/instant-platform-sandbox';
import { createApp, registerCalls } from './app';
import { ShiftableClock, systemClock, type Clock } from './clock';
import type { Config } from './config';
import { buildServices, type AppContext } from './context';
import { SandboxRail } from './money/rail';
import { openStorage, type Storage } from './db';
import { migrate } from './db/migrations';
import { sharedGeoLocator, type GeoLocator } from './adapters/geo';
import {
  ChannelRouter,
  OutboxNotifier,
  SignedNotifier,
  SmtpNotifier,
  WebhookNotifier,
  type Notifier,
} from './adapters/notifications';
import { deriveKeys, randomToken } from './security/crypto';
import { moneyEvents, startNotifications } from './modules/notifications/notifications';
import { startStandingOrders } from './modules/standing/runner';
import { sendsSettled, startBatchResumer } from './modules/bulk/sender';

/** APP_SECRET, or (outside production) one generated once and kept in the data folder. */
function resolveSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  if (config.env === 'production') throw new Error('APP_SECRET is required in production');
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'app-secret');
  if (!existsSync(file)) writeFileSync(file, randomToken(48), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** The configured channels: SMTP and an SMS/WhatsApp webhook, or the development outbox. */
export function buildNotifier(
  config: Config,
  db: Storage['db'],
  clock: Clock,
  print?: (line: string) => void,
): { notifier: Notifier; close: () => void } {
  const outbox = new OutboxNotifier(
    db,
    clock,
    config.devOutboxConsole ? (print ?? ((line) => process.stdout.write(`${line}\n`))) : undefined,
  );
  const smtp =
    config.notifyEmail === 'smtp' && config.smtpUrl
      ? new SmtpNotifier(config.smtpUrl, config.mailFrom)
      : undefined;
  const webhook =
    config.notifySms === 'webhook' && config.smsWebhookUrl
      ? new WebhookNotifier(config.smsWebhookUrl)
      : undefined;
  const router = new ChannelRouter({
    email: smtp ?? outbox,
    sms: webhook ?? outbox,
    whatsapp: webhook ?? outbox,
  });
  return { notifier: new SignedNotifier(router, config.bankName), close: () => smtp?.close() };
}

export interface ServerOptions {
  clock?: Clock;
  geo?: GeoLocator;
  notifier?: Notifier;
  storage?: Storage;
  logStream?: Writable;
  /** Where the dev outbox prints (the console by default when enabled). */
  print?: (line: string) => void;
}

export async function createServer(config: Config, options: ServerOptions = {}) {
  const storage =
    options.storage ??
    (await openStorage(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }
        : { dataDir: path.join(config.dataDir, 'pglite') },
    ));
  const applied = await migrate(storage.db);
  const clock = new ShiftableClock(options.clock ?? systemClock);
  const { notifier: built, close: closeNotifier } = buildNotifier(
    config,
    storage.db,
    clock,
    options.print,
  );
  const notifier = options.notifier ? new SignedNotifier(options.notifier, config.bankName) : built;
  const app = await createApp(config, options.logStream ? { logStream: options.logStream } : {});
  const services = buildServices(
    {
      config,
      db: storage.db,
      engine: storage.engine,
      listen: storage.listen,
      clock,
      keys: deriveKeys(resolveSecret(config)),
      geo: options.geo ?? sharedGeoLocator(),
      notifier,
    },
    app.log,
  );
  // Money's events become notifications (modules/notifications), with the context made below.
  const made: { ctx?: AppContext } = {};
  const events = moneyEvents(() => made.ctx);
  // The sandbox payment rail and card settlement, given what they need; they advance by themselves
  // every SANDBOX_TICK_MS (tests call ctx.rail.tick()).
  const rail = new SandboxRail({
    db: storage.db,
    clock,
    engine: storage.engine,
    ledger: services.ledger,
    cards: services.cards,
    railStepSeconds: config.money.railStepSeconds,
    platform: {
      refPrefix: PLATFORM_REF_PREFIX,
      stepSeconds: config.money.instantStepSeconds,
      rejection: platformRejection,
    },
    log: app.log,
    events,
  });
  const ctx: AppContext = { ...services, rail, events };
  made.ctx = ctx;
  // The notification centre's listener (LISTEN, PostgreSQL or PGlite) and its open streams.
  const stopNotifications = await startNotifications(ctx);
  app.addHook('preClose', async () => {
    await stopNotifications();
  });
  // Standing orders' job queue (pg-boss on this database): its worker, and every minute (cron,
  // Asia/Dubai) the runs due; stopped before the storage closes.
  const stopStanding = await startStandingOrders(ctx, storage.jobs, {
    cron: config.money.standingOrdersCron,
  });
  app.addHook('preClose', async () => {
    await stopStanding();
  });
  await registerCalls(app, ctx);
  await ctx.ledger.ensureBankAccounts();
  await ctx.rates.seedIfEmpty();
  const stopRail = rail.start(config.money.sandboxTickMs);
  // Bulk and payroll batches left processing (a restart) are resumed with the rail's rhythm.
  const stopBatches = startBatchResumer(ctx, config.money.sandboxTickMs);
  app.addHook('preClose', async () => {
    stopBatches();
    await sendsSettled(ctx);
  });
  app.addHook('onClose', async () => {
    stopRail();
    await rail.tick().catch(() => 0);
    closeNotifier();
    await storage.close();
  });
  return { app, ctx, storage, applied, clock };
}
