// Configuration from environment variables, validated at start: each wrong variable gets its own
// clear message, and the process refuses to start.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSENT_VERSIONS, KYC_MAX_FILE_BYTES } from '@bank/api-contract';
import { z } from 'zod';
import { ALL_ASSET_CODES } from './money/assets';
import { defaultLimits, type Limits } from './security/limits';

export { defaultLimits, type Limits } from './security/limits';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const seconds = (def: number) => z.coerce.number().int().min(1).max(31_536_000).default(def);
const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().min(1).default(path.join(packageDir, '.data')),
  STATIC_DIR: z.string().min(1).optional(),
  APP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  CORS_ORIGINS: commaList.pipe(z.array(z.url({ protocol: /^https?$/ }))).optional(),
  // Passkeys: the relying party's id (a domain name: browsers refuse an IP address) and the origins
  // the browser may sign for. Default: the public URL's host (localhost for a loopback address) and
  // its origin, with the same origin on localhost and the development servers' origins.
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'a host name such as bank.example or localhost')
    .optional(),
  WEBAUTHN_ORIGINS: commaList.pipe(z.array(z.url({ protocol: /^https?$/ }))).optional(),
  TRUST_PROXY: z
    .union([
      bool,
      z.string().regex(/^[\d.:/a-fA-F, ]+$/, 'must be true, false or a list of proxy addresses'),
    ])
    .default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL: seconds(600),
  REFRESH_TOKEN_TTL: seconds(1800),
  SESSION_MAX_AGE: seconds(43_200),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  COOKIE_SAMESITE: z.enum(['strict', 'lax', 'none']).default('strict'),
  NOTIFY_EMAIL: z.enum(['outbox', 'smtp']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  BANK_NAME: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[^<>@\r\n]+$/, 'must be a plain name (no <, >, @ or line breaks)')
    .default('Sadu Bank'),
  // The legal entity behind the brand (what statements, receipts and the footer print with it);
  // unset: the brand followed by PJSC.
  BANK_LEGAL_NAME: z
    .string()
    .trim()
    .min(2)
    .max(80)
    .regex(/^[^<>@\r\n]+$/, 'must be a plain name (no <, >, @ or line breaks)')
    .optional(),
  BANK_REGULATOR: z
    .string()
    .trim()
    .min(2)
    .max(80)
    .regex(/^[^<>@\r\n]+$/, 'must be a plain name (no <, >, @ or line breaks)')
    .default('the Central Bank of the UAE'),
  MAIL_FROM: z.string().min(3).optional(),
  NOTIFY_SMS: z.enum(['outbox', 'webhook']).optional(),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(19_456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).max(100).default(2),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  CAPTCHA_COUNTER_MIN: z.coerce.number().int().min(0).default(1_000),
  CAPTCHA_COUNTER_MAX: z.coerce.number().int().min(1).default(5_000),
  // Logins per client address in 15 minutes. Behind one office NAT (or one test runner) many
  // people share an address; the per-account limit and the lockout still hold for each of them.
  LOGIN_LIMIT_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(defaultLimits.loginPerIp.limit),
  // Logins per account in 15 minutes (successful or not; failures also lock the account out).
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(defaultLimits.loginPerAccount.limit),
  // One-time codes sent, and codes checked, per client address in 15 minutes. The same reasoning
  // as logins: many people behind one address; each customer's own limits still hold.
  CODE_SEND_LIMIT_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(defaultLimits.codeSendPerIp.limit),
  CODE_VERIFY_LIMIT_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(defaultLimits.codeVerifyPerIp.limit),
  SEED: bool.optional(),
  DEV_OUTBOX_CONSOLE: bool.optional(),
  FX_SPREAD_BPS: z.coerce.number().int().min(0).max(2000).default(50),
  CRYPTO_SPREAD_BPS: z.coerce.number().int().min(0).max(2000).default(100),
  FX_QUOTE_TTL: z.coerce.number().int().min(5).max(600).default(30),
  WALLET_CURRENCIES: commaList.optional(),
  SANDBOX_TICK_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  STANDING_ORDERS_CRON: bool.optional(),
  RAIL_STEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  INSTANT_PLATFORM_STEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(1),
  TRANSFER_CONFIRM_TTL: z.coerce.number().int().min(60).max(3600).default(600),
  KYC_AUTO_REVIEW: z
    .enum(['approve', 'reject', 'off'], 'must be approve, reject or off')
    .optional(),
  KYC_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(KYC_MAX_FILE_BYTES)
    .default(KYC_MAX_FILE_BYTES),
});

export interface MoneyConfig {
  /** Spread on the mid rate for fiat pairs and for pairs with a virtual asset, in basis points. */
  fxSpreadBps: number;
  cryptoSpreadBps: number;
  /** Lifetime of a quote (FX and card top-up), seconds. */
  quoteTtl: number;
  /** The currencies and assets a wallet may be opened in. */
  walletCurrencies: string[];
  /** How often the sandbox rail and card settlement run by themselves (0: only when called). */
  sandboxTickMs: number;
  /** Whether the job queue runs due standing orders every minute by itself (off in tests: they tick). */
  standingOrdersCron: boolean;
  /** Seconds between two steps of an external transfer on the sandbox rail. */
  railStepSeconds: number;
  /** Seconds between two steps of an instant payment to another bank on the sandbox platform. */
  instantStepSeconds: number;
  /** How long an external transfer waits for its one-time code. */
  confirmTtl: number;
}

export interface KycConfig {
  /** The sandbox review: decide every submission as soon as it is submitted (never in production). */
  autoReview: 'approve' | 'reject' | 'off';
  /** Largest document accepted, bytes. */
  maxFileBytes: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
  /** Server processes sharing the port (PostgreSQL only: PGlite lives in one process). */
  workers: number;
  dataDir: string;
  staticDir: string | undefined;
  /** Undefined: generated and kept in DATA_DIR (never in production). */
  appSecret: string | undefined;
  publicUrl: string;
  corsOrigins: string[];
  /** Passkeys: the relying party (id and the name the browser shows) and the origins allowed to sign. */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  trustProxy: boolean | string;
  logLevel: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  sessionMaxAge: number;
  /** A rotated refresh token is answered with its successor for this long (concurrent refreshes); 0: never. */
  refreshGraceSeconds: number;
  cookieSameSite: 'strict' | 'lax' | 'none';
  notifyEmail: 'outbox' | 'smtp';
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The bank's name as customers know it: every message says who sends it (a bare "Bank" reads like phishing). */
  bankName: string;
  /** The legal entity that trades as `bankName` and holds the licence (statements, receipts, the footer). */
  legalName: string;
  /** Who licenses and supervises the legal entity ("the Central Bank of the UAE"). */
  regulator: string;
  notifySms: 'outbox' | 'webhook';
  smsWebhookUrl: string | undefined;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  captcha: { cost: number; counterMin: number; counterMax: number };
  seed: boolean;
  devOutboxConsole: boolean;
  /** Dev outbox endpoint and console printing: never in production. */
  devRoutes: boolean;
  limits: Limits;
  money: MoneyConfig;
  kyc: KycConfig;
  /** The versions of the terms and of the privacy policy an account is opened with (the contract's CONSENT_VERSIONS). */
  consentVersions: { terms: string; privacy: string };
}

/**
 * The line that names the brand and the legal entity together, as banks print it: the head of
 * every statement (and the app's footer and receipts say the same, src/config/bank.ts there).
 */
export function legalLine(config: Pick<Config, 'bankName' | 'legalName' | 'regulator'>): string {
  return config.legalName === config.bankName
    ? `${config.legalName}, licensed by ${config.regulator}.`
    : `${config.bankName} is a trading name of ${config.legalName}, licensed by ${config.regulator}.`;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ✖ ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws a ConfigError listing every wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const value = input[name];
      const shown =
        value === undefined || /SECRET|PASSWORD|URL/.test(name) ? '' : ` (got "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  if (production && !e.APP_SECRET)
    problems.push('APP_SECRET: required in production (at least 32 random characters)');
  if (e.STATIC_DIR && !(existsSync(e.STATIC_DIR) && statSync(e.STATIC_DIR).isDirectory()))
    problems.push(`STATIC_DIR: "${e.STATIC_DIR}" is not a directory (build the app first)`);
  const notifyEmail = e.NOTIFY_EMAIL ?? (production ? 'smtp' : 'outbox');
  const notifySms = e.NOTIFY_SMS ?? (production ? 'webhook' : 'outbox');
  if (production && notifyEmail === 'outbox')
    problems.push('NOTIFY_EMAIL: the development outbox is off in production; use smtp');
  if (production && notifySms === 'outbox')
    problems.push('NOTIFY_SMS: the development outbox is off in production; use webhook');
  if (notifyEmail === 'smtp' && !e.SMTP_URL)
    problems.push('SMTP_URL: required when e-mail goes through SMTP');
  if (notifySms === 'webhook' && !e.SMS_WEBHOOK_URL)
    problems.push('SMS_WEBHOOK_URL: required when SMS/WhatsApp go through the webhook');
  if (e.CAPTCHA_COUNTER_MIN > e.CAPTCHA_COUNTER_MAX)
    problems.push('CAPTCHA_COUNTER_MIN: must not exceed CAPTCHA_COUNTER_MAX');
  if (e.ARGON2_MEMORY_KIB < 8 * e.ARGON2_PARALLELISM)
    problems.push('ARGON2_MEMORY_KIB: must be at least 8 × ARGON2_PARALLELISM');
  if (
    production &&
    (e.ARGON2_MEMORY_KIB < 19_456 || (e.ARGON2_MEMORY_KIB < 47_104 && e.ARGON2_ITERATIONS < 2))
  )
    problems.push(
      'ARGON2_MEMORY_KIB: below the OWASP argon2id minimum (19 MiB with 2 iterations) in production',
    );
  if (e.WORKERS > 1 && !e.DATABASE_URL)
    problems.push(
      'WORKERS: several processes need PostgreSQL (DATABASE_URL); PGlite lives in one process',
    );
  const unknownAssets = (e.WALLET_CURRENCIES ?? []).filter(
    (c) => !ALL_ASSET_CODES.includes(c.toUpperCase()),
  );
  if (unknownAssets.length)
    problems.push(
      `WALLET_CURRENCIES: unknown ${unknownAssets.join(', ')} (use ISO codes such as AED,USD or BTC,ETH,USDT,USDC)`,
    );
  if (production && e.KYC_AUTO_REVIEW && e.KYC_AUTO_REVIEW !== 'off')
    problems.push(
      'KYC_AUTO_REVIEW: the sandbox review is off in production (customers are reviewed with kyc:review)',
    );
  if (problems.length) throw new ConfigError(problems);

  const publicUrl = (
    e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`
  ).replace(/\/$/, '');
  const devOrigins = production
    ? []
    : [
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:4173',
        'http://127.0.0.1:4173',
      ];
  const corsOrigins = [...new Set([...(e.CORS_ORIGINS ?? devOrigins), new URL(publicUrl).origin])];
  const publicHost = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  const loopback = /^(127\.\d+\.\d+\.\d+|::1)$/.test(publicHost);
  const onLocalhost = (origin: string) => {
    const url = new URL(origin);
    url.hostname = 'localhost';
    return url.origin;
  };
  const rpId = e.WEBAUTHN_RP_ID ?? (loopback ? 'localhost' : publicHost);
  const webauthnOrigins = e.WEBAUTHN_ORIGINS?.map((o) => new URL(o).origin) ?? [
    ...new Set(
      [new URL(publicUrl).origin, ...devOrigins]
        .map((o) => (loopback ? onLocalhost(o) : o))
        .filter((o) => new URL(o).hostname === rpId || new URL(o).hostname.endsWith(`.${rpId}`)),
    ),
  ];
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    workers: e.WORKERS,
    dataDir: path.resolve(e.DATA_DIR),
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : undefined,
    appSecret: e.APP_SECRET,
    publicUrl,
    corsOrigins,
    webauthn: { rpId, rpName: e.BANK_NAME, origins: webauthnOrigins },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    sessionMaxAge: e.SESSION_MAX_AGE,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    cookieSameSite: e.COOKIE_SAMESITE,
    notifyEmail,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.BANK_NAME} <no-reply@bank.localhost>`,
    bankName: e.BANK_NAME,
    legalName: e.BANK_LEGAL_NAME ?? `${e.BANK_NAME} PJSC`,
    regulator: e.BANK_REGULATOR,
    notifySms,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    argon2: {
      memoryCost: e.ARGON2_MEMORY_KIB,
      timeCost: e.ARGON2_ITERATIONS,
      parallelism: e.ARGON2_PARALLELISM,
    },
    captcha: {
      cost: e.CAPTCHA_COST,
      counterMin: e.CAPTCHA_COUNTER_MIN,
      counterMax: e.CAPTCHA_COUNTER_MAX,
    },
    seed: e.SEED ?? !production,
    devOutboxConsole: !production && (e.DEV_OUTBOX_CONSOLE ?? e.NODE_ENV === 'development'),
    devRoutes: !production,
    limits: {
      ...defaultLimits,
      loginPerIp: { ...defaultLimits.loginPerIp, limit: e.LOGIN_LIMIT_PER_IP },
      loginPerAccount: { ...defaultLimits.loginPerAccount, limit: e.LOGIN_LIMIT_PER_ACCOUNT },
      codeSendPerIp: { ...defaultLimits.codeSendPerIp, limit: e.CODE_SEND_LIMIT_PER_IP },
      codeVerifyPerIp: { ...defaultLimits.codeVerifyPerIp, limit: e.CODE_VERIFY_LIMIT_PER_IP },
    },
    money: {
      fxSpreadBps: e.FX_SPREAD_BPS,
      cryptoSpreadBps: e.CRYPTO_SPREAD_BPS,
      quoteTtl: e.FX_QUOTE_TTL,
      walletCurrencies: e.WALLET_CURRENCIES?.length
        ? [...new Set(e.WALLET_CURRENCIES.map((c) => c.toUpperCase()))]
        : [...ALL_ASSET_CODES],
      sandboxTickMs: e.SANDBOX_TICK_MS,
      standingOrdersCron: e.STANDING_ORDERS_CRON ?? e.NODE_ENV !== 'test',
      railStepSeconds: e.RAIL_STEP_SECONDS,
      instantStepSeconds: e.INSTANT_PLATFORM_STEP_SECONDS,
      confirmTtl: e.TRANSFER_CONFIRM_TTL,
    },
    // The demo approves at once; tests and production decide each submission (kyc:review).
    kyc: {
      autoReview: e.KYC_AUTO_REVIEW ?? (e.NODE_ENV === 'development' ? 'approve' : 'off'),
      maxFileBytes: e.KYC_MAX_FILE_BYTES,
    },
    // Not an environment variable: the versions name the texts the app ships, so they change with it.
    consentVersions: { ...CONSENT_VERSIONS },
  };
}
