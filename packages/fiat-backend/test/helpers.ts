// Test harness: a real server on 127.0.0.1 over PGlite (in memory) or PostgreSQL (a fresh schema
// per suite), a manual clock, cheap argon2 and captcha parameters, and a small HTTP client.
import { createServer as createNetServer } from 'node:net';
import type { Writable } from 'node:stream';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { CONSENT_VERSIONS } from '@bank/api-contract';
import pg from 'pg';
import { OutboxNotifier, type Message } from '../src/adapters/notifications';
import { ManualClock } from '../src/clock';
import { defaultLimits, loadConfig, type Limits } from '../src/config';
import type { AppContext } from '../src/context';
import { openStorage, type Engine, type Storage } from '../src/db';
import { seedIfEmpty } from '../src/seed';
import { seedDemoMoney } from '../src/seed-money';
import { createServer } from '../src/server';

export const ENGINES: Engine[] = ['pglite', 'postgres'];
export const PASSWORD = 'Demo-Bank-2026!';
/** What a customer opening an account sends: the current terms and privacy policy, accepted. */
export const CONSENT = {
  accepted_terms_version: CONSENT_VERSIONS.terms,
  accepted_privacy_version: CONSENT_VERSIONS.privacy,
} as const;

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: the PostgreSQL suites need a server. Run `bash scripts/ensure-postgres.sh` ' +
        'at the workspace root and export its URL, or run `pnpm test` at the root, which does it.',
    );
  }
  return url;
}

export interface TestServer {
  /** Every message sent (e-mail, SMS, WhatsApp), in order; they also reach the dev outbox. */
  messages: Message[];
  /** PostgreSQL: a URL that reaches this suite's schema (for child processes). */
  databaseUrl?: string;
  app: FastifyInstance;
  base: string;
  api: string;
  ctx: AppContext;
  clock: ManualClock;
  close(): Promise<void>;
}

export interface TestServerOptions {
  limits?: Partial<Limits>;
  env?: Record<string, string>;
  logStream?: Writable;
  seed?: boolean;
  /** Also create the demo wallets, beneficiaries and history (seed-money.ts). */
  demo?: boolean;
  listen?: boolean;
}

/** The configuration of every test server (cheap argon2 and captcha, manual sandbox rail). */
function testConfig(options: TestServerOptions) {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ARGON2_MEMORY_KIB: '64',
    ARGON2_ITERATIONS: '1',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MIN: '1',
    CAPTCHA_COUNTER_MAX: '20',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    PORT: '0',
    SANDBOX_TICK_MS: '0',
    ...options.env,
  });
  config.limits = {
    ...defaultLimits,
    loginPerIp: { limit: 10_000, windowSeconds: 900 },
    codeSendPerIp: { limit: 10_000, windowSeconds: 900 },
    codeVerifyPerIp: { limit: 10_000, windowSeconds: 900 },
    resetPerIp: { limit: 10_000, windowSeconds: 900 },
    registrationPerIp: { limit: 10_000, windowSeconds: 900 },
    ...options.limits,
  };
  return config;
}

/** A fresh PostgreSQL schema of the test database: its name, a URL that reaches it (child processes), and how to drop it. */
export async function testSchema(
  prefix: string,
): Promise<{ url: string; schema: string; databaseUrl: string; drop(): Promise<void> }> {
  const url = testDatabaseUrl();
  const schema = `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    url,
    schema,
    databaseUrl: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      // The job queue's own schema beside it (modules/standing/runner.ts).
      await c.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
      await c.end();
    },
  };
}

/** Empty storage of its own: PGlite in memory, or a fresh PostgreSQL schema dropped by `drop`. */
export async function openTestStorage(
  engine: Engine,
): Promise<{ storage: Storage; databaseUrl?: string; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    const storage = await openStorage({});
    return { storage, drop: async () => {} };
  }
  const { url, schema, databaseUrl, drop } = await testSchema('t');
  return {
    storage: await openStorage({ databaseUrl: url, schema, poolSize: 5 }),
    databaseUrl,
    drop,
  };
}

export async function startServer(
  engine: Engine,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const config = testConfig(options);
  const { storage, databaseUrl, drop } = await openTestStorage(engine);
  const clock = new ManualClock();
  const messages: Message[] = [];
  const outbox = new OutboxNotifier(storage.db, clock);
  const notifier = {
    async send(message: Message) {
      messages.push(message);
      await outbox.send(message);
    },
  };
  const {
    app,
    ctx,
    clock: serverClock,
  } = await createServer(config, {
    storage,
    clock,
    notifier,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  if (options.seed !== false) await seedIfEmpty(ctx);
  if (options.demo) await seedDemoMoney(app, ctx, serverClock);
  let base = 'http://127.0.0.1:0';
  if (options.listen !== false) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    messages,
    ...(databaseUrl ? { databaseUrl } : {}),
    app,
    base,
    api: `${base}/api/fiat`,
    ctx,
    clock,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * Another server instance of the same deployment: its own process state (pool, caches, batcher)
 * over the same PostgreSQL schema and the same clock, as a second machine behind a load balancer.
 */
export async function startInstance(
  server: TestServer,
  options: TestServerOptions = {},
): Promise<TestServer> {
  if (!server.databaseUrl) throw new Error('several instances share PostgreSQL only');
  const storage = await openStorage({ databaseUrl: server.databaseUrl, poolSize: 5 });
  const { app, ctx } = await createServer(testConfig(options), {
    storage,
    clock: server.clock,
    notifier: { send: async (message: Message) => void server.messages.push(message) },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  return { ...server, app, ctx, base, api: `${base}/api/fiat`, close: () => app.close() };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  cookies: Record<string, { value: string; attributes: string }>;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string | Uint8Array;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Real HTTP to the test server. */
export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] ??= 'application/json';
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
    headers['x-frontend'] = 'prod';
    headers['x-client-origin'] = 'http://127.0.0.1:5173';
  }
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${server.api}${path}`, {
    method,
    headers,
    body:
      options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await response.text();
  const cookies: Answer['cookies'] = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...rest] = line.split(';');
    const eq = pair.indexOf('=');
    cookies[pair.slice(0, eq).trim()] = { value: pair.slice(eq + 1), attributes: rest.join(';') };
  }
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
    cookies,
  };
}

export async function captchaToken(server: TestServer): Promise<string> {
  const challenge = (await call(server, 'GET', '/captcha/challenge')).body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function loginRequest(
  server: TestServer,
  email: string,
  password = PASSWORD,
  headers?: Record<string, string>,
) {
  return call(server, 'POST', '/auth0/login_with_auth0', {
    body: {
      grant_type: 'password',
      redirect_uri: 'http://127.0.0.1:5173/login',
      email,
      password,
      tokenV3: await captchaToken(server),
    },
    ...(headers ? { headers } : {}),
  });
}

export interface Session {
  token: string;
  cookie: string;
  customerId: string;
}

export function sessionOf(answer: Answer): Session {
  const refresh = answer.cookies.bank_refresh;
  if (answer.status !== 200 || answer.body?.data?.status !== 'authenticated' || !refresh) {
    throw new Error(`not authenticated: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return {
    token: answer.body.new_jwt_tokens.tokens.access_token,
    cookie: `bank_refresh=${refresh.value}`,
    customerId: answer.body.data.customer_id,
  };
}

export async function login(
  server: TestServer,
  email: string,
  password = PASSWORD,
): Promise<Session> {
  return sessionOf(await loginRequest(server, email, password));
}

/** The newest dev-outbox message to a recipient, through the development endpoint. */
export async function lastMessage(server: TestServer, recipient: string) {
  const answer = await call(
    server,
    'GET',
    `/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
  );
  const message = answer.body.data[0];
  if (!message) throw new Error(`no message to ${recipient}`);
  return message as { body: string; subject: string | null; channel: string };
}

export function codeIn(text: string): string {
  const m = /\b(\d{6})\b/.exec(text);
  if (!m?.[1]) throw new Error(`no code in: ${text}`);
  return m[1];
}

export function tokenIn(text: string): string {
  const m = /token=([A-Za-z0-9_.-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no link in: ${text}`);
  return m[1];
}

export function expectError(answer: Answer, status: number, code: string): void {
  if (
    answer.status !== status ||
    answer.body?.error?.code !== code ||
    typeof answer.body?.error?.message !== 'string'
  ) {
    throw new Error(
      `expected ${status} ${code}, got ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
}

/** A port free on 127.0.0.1 now (for a server process a test starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createNetServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The environment of a server process a test starts (`src/main.ts`): development routes on, cheap
 * password hashing and captcha, silent, no demo seed, no sandbox ticks; `extra` adds or overrides.
 */
export function serverProcessEnv(
  port: number,
  secret: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'development',
    PORT: String(port),
    APP_SECRET: secret,
    ARGON2_MEMORY_KIB: '64',
    ARGON2_ITERATIONS: '1',
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MIN: '1',
    CAPTCHA_COUNTER_MAX: '20',
    LOG_LEVEL: 'silent',
    DEV_OUTBOX_CONSOLE: 'false',
    SANDBOX_TICK_MS: '0',
    SEED: 'false',
    ...extra,
  };
}
