// The session's browser storage (spec 3): `token` (the access token, encrypted), `userData`
// and `userType` (individual or corporate; individual unless a valid value is stored).
// localStorage, so every tab of the app shares one session.
import type { UserType } from '@bank/api-contract';
import { idbGet, idbUpdate } from './idb';
import { decryptToken, encryptToken } from './tokenCipher';

export const STORAGE_KEYS = { token: 'token', userData: 'userData', userType: 'userType' } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session then lasts as long as the page.
  }
}

// The last stored value and its plain text: decrypting is skipped while localStorage holds the
// same ciphertext, and a token written by another tab is picked up at once.
let cache: { stored: string; token: string } | undefined;

/** The access token, read at the moment of asking (never a copy taken earlier). */
export async function getToken(): Promise<string | null> {
  const stored = read(STORAGE_KEYS.token);
  if (!stored) return null;
  if (cache?.stored === stored) return cache.token;
  const token = await decryptToken(stored);
  if (token !== null) cache = { stored, token };
  return token;
}

/** Whether a token is stored (without decrypting it). */
export function hasToken(): boolean {
  return Boolean(read(STORAGE_KEYS.token));
}

/**
 * Stores the access token. After a refresh, `replacing` is the token it replaces: the hand-over
 * (see `tokenReplacing`) is written first, in IndexedDB, before the refresh lock is let go.
 */
export async function setToken(token: string, replacing?: string | null): Promise<void> {
  const stored = await encryptToken(token);
  if (replacing) await writeHandover(replacing, stored);
  cache = { stored, token };
  write(STORAGE_KEYS.token, stored);
}

export function clearToken() {
  cache = undefined;
  write(STORAGE_KEYS.token, null);
  void idbUpdate(HANDOVER_KEY, () => null).catch(() => undefined);
}

// The refresh hand-over. A tab that waited for the refresh lock cannot trust localStorage to show
// the token the other tab has just stored: browsers copy localStorage between tabs (processes)
// asynchronously, so it may still read the old token and refresh a second time with a refresh
// token that is already rotated, which ends the session. IndexedDB is consistent across tabs:
// the refreshing tab writes here which token its new one replaces (a SHA-256 of it, never the
// token itself) and the new token, encrypted, before it lets the lock go.
const HANDOVER_KEY = 'refresh-handover';
interface Handover {
  replaced: string;
  stored: string;
}

async function fingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

async function writeHandover(replacing: string, stored: string) {
  const replaced = await fingerprint(replacing);
  await idbUpdate<Handover>(HANDOVER_KEY, () => ({ replaced, stored })).catch(() => undefined);
}

/** The token another tab stored in place of `replaced` by its last refresh, or null. */
export async function tokenReplacing(replaced: string | null): Promise<string | null> {
  if (!replaced) return null;
  try {
    const handover = await idbGet<Handover>(HANDOVER_KEY);
    if (!handover || handover.replaced !== (await fingerprint(replaced))) return null;
    return await decryptToken(handover.stored);
  } catch {
    return null;
  }
}

export function setUserData(data: unknown) {
  write(STORAGE_KEYS.userData, JSON.stringify(data));
}

/** individual or corporate: individual by default, overridden by a valid stored value. */
export function getUserType(): UserType {
  const stored = read(STORAGE_KEYS.userType);
  return stored === 'corporate' || stored === 'individual' ? stored : 'individual';
}

export function setUserType(type: UserType) {
  write(STORAGE_KEYS.userType, type);
}

/** Clears the three keys of the session. */
export function clearSessionStorage() {
  clearToken();
  write(STORAGE_KEYS.userData, null);
  write(STORAGE_KEYS.userType, null);
}
