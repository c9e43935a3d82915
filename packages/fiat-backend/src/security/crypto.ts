// Small cryptographic helpers: random tokens, keyed hashes, key derivation.
import {
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy. */
/** A UUID as PostgreSQL's uuid type reads it (what may be compared with a uuid column). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a high-entropy token (refresh, mfa, registration tokens): enough to store it. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** HMAC-SHA256 with a server key: for low-entropy secrets (6-digit codes, recovery codes). */
export function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** A recovery code such as `K7QPA-M2XRD` (50 bits). */
export function recoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += BASE32[randomInt(0, 32)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

export function normaliseRecoveryCode(code: string): string {
  return code.replace(/-/g, '').toUpperCase();
}

export interface Keys {
  accessToken: Uint8Array;
  /** Derives a refresh token's successor from it (concurrent refreshes get the same one). */
  refreshSuccessor: Uint8Array;
  linkToken: Uint8Array;
  codes: Buffer;
  captcha: string;
  captchaKey: string;
  /** Sandbox providers: card fingerprints and custody addresses. */
  cardSandbox: Uint8Array;
  custody: Uint8Array;
}

/** Derives one independent key per purpose from APP_SECRET (HKDF-SHA256). */
export function deriveKeys(appSecret: string): Keys {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', appSecret, 'bank-fiat-backend', info, 32));
  return {
    accessToken: new Uint8Array(derive('access-token-jwt')),
    refreshSuccessor: new Uint8Array(derive('refresh-successor')),
    linkToken: new Uint8Array(derive('link-token-jwt')),
    codes: derive('one-time-codes'),
    captcha: derive('altcha-challenge').toString('base64url'),
    captchaKey: derive('altcha-key').toString('base64url'),
    cardSandbox: new Uint8Array(derive('card-sandbox')),
    custody: new Uint8Array(derive('custody-sandbox')),
  };
}
