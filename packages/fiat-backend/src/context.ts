// Everything a route needs, built once per server from the configuration and its adapters. The
// server's start-up (server.ts) builds these services, then the sandbox rail from what it needs, and
// hands both to the routes as one context.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { Engine, Listen } from './db';
import type { GeoLocator } from './adapters/geo';
import type { Notifier } from './adapters/notifications';
import { SandboxCardProvider, type CardProvider } from './adapters/card-sandbox';
import { SandboxCustody, type CustodyProvider } from './adapters/custody-sandbox';
import { TableFxRates } from './adapters/fx-rates';
import { Ledger } from './money/ledger';
import type { MoneyEvents } from './money/events';
import type { SandboxRail } from './money/rail';
import { AuditLog } from './security/audit';
import { Captcha } from './security/captcha';
import { OneTimeCodes } from './security/codes';
import type { Keys } from './security/crypto';
import { Lockout } from './security/lockout';
import { PasswordHasher } from './security/passwords';
import { RateLimiter } from './security/rate-limit';
import { Sessions } from './security/sessions';
import { TransactionRefs } from './money/refs';

export interface Deps {
  config: Config;
  db: Kysely<Database>;
  engine: Engine;
  /** LISTEN on the database (the notification centre's wake-ups across server processes). */
  listen: Listen;
  clock: Clock;
  keys: Keys;
  geo: GeoLocator;
  notifier: Notifier;
  /** Replace the sandbox providers (tests); the sandboxes by default. */
  cards?: CardProvider;
  custody?: CustodyProvider;
}

/** The services of a server, built from its dependencies. */
export interface Services extends Omit<Deps, 'cards' | 'custody'> {
  log: FastifyBaseLogger;
  audit: AuditLog;
  captcha: Captcha;
  codes: OneTimeCodes;
  lockout: Lockout;
  passwords: PasswordHasher;
  rateLimit: RateLimiter;
  sessions: Sessions;
  ledger: Ledger;
  rates: TableFxRates;
  /** Transactions' short references, for answers made before the insert. */
  refs: TransactionRefs;
  cards: CardProvider;
  custody: CustodyProvider;
}

/** What every route gets: the services and the sandbox payment rail with card settlement. */
export interface AppContext extends Services {
  rail: SandboxRail;
  /** Money movements' events after their commit, to the notification centre. */
  events: MoneyEvents;
}

export function buildServices(deps: Deps, log: FastifyBaseLogger): Services {
  const { config, db, clock, keys, geo } = deps;
  const audit = new AuditLog(db, clock, log);
  return {
    ...deps,
    log,
    audit,
    captcha: new Captcha(db, clock, {
      ...config.captcha,
      secret: keys.captcha,
      keySecret: keys.captchaKey,
    }),
    codes: new OneTimeCodes(db, clock, keys.codes, config.limits),
    lockout: new Lockout(db, clock, config.limits),
    passwords: new PasswordHasher(config.argon2),
    rateLimit: new RateLimiter(db, clock),
    sessions: new Sessions(
      db,
      clock,
      keys.accessToken,
      keys.refreshSuccessor,
      geo,
      audit,
      config,
      log,
    ),
    ledger: new Ledger(db, clock),
    rates: new TableFxRates(db, clock),
    refs: new TransactionRefs(db),
    cards: deps.cards ?? new SandboxCardProvider(db, clock, keys.cardSandbox),
    custody: deps.custody ?? new SandboxCustody(keys.custody, clock),
  };
}
