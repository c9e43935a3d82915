// The access token is kept in localStorage encrypted with AES-GCM (256-bit). The key is a
// non-extractable CryptoKey kept in IndexedDB: script can use it through WebCrypto but never read
// its bytes, so a copied localStorage (a backup, a shared profile, a stolen disk image read
// without the browser's IndexedDB) does not give the token away.

import { idbAdd, idbGet } from './idb';

const KEY_ID = 'token-key';
const IV_BYTES = 12;

async function loadOrCreateKey(): Promise<CryptoKey> {
  const existing = await idbGet<CryptoKey>(KEY_ID);
  if (existing instanceof CryptoKey) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  // `add` refuses to overwrite: when two tabs create a key at once, both end up with the first.
  if (await idbAdd(KEY_ID, key)) return key;
  const winner = await idbGet<CryptoKey>(KEY_ID);
  if (winner instanceof CryptoKey) return winner;
  throw new Error('No token key in IndexedDB');
}

let keyPromise: Promise<CryptoKey> | undefined;

/**
 * The token key. Without IndexedDB (some private modes) the key lives in memory only: the
 * token then cannot be read after a reload, and the customer logs in again.
 */
function tokenKey(): Promise<CryptoKey> {
  keyPromise ??= loadOrCreateKey().catch(() =>
    crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
  );
  return keyPromise;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Encrypts the token: base64 of a fresh 12-byte IV followed by the ciphertext and tag. */
export async function encryptToken(token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await tokenKey(),
    new TextEncoder().encode(token),
  );
  const out = new Uint8Array(IV_BYTES + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), IV_BYTES);
  return toBase64(out);
}

/** Decrypts a stored token; null when it was not made with this browser's key or was altered. */
export async function decryptToken(stored: string): Promise<string | null> {
  try {
    const bytes = fromBase64(stored);
    if (bytes.length <= IV_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await tokenKey(),
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** For tests: forget the cached key (as a new page load would). */
export function forgetKeyCache() {
  keyPromise = undefined;
}
