import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSessionStorage,
  clearToken,
  getToken,
  getUserType,
  hasToken,
  setToken,
  setUserData,
  setUserType,
  STORAGE_KEYS,
  tokenReplacing,
} from './storage';
import { forgetKeyCache } from './tokenCipher';

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('uses the spec keys token, userData and userType', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'token', userData: 'userData', userType: 'userType' });
  });

  it('stores the token encrypted (AES-GCM) and reads it back', async () => {
    await setToken('eyJhbGciOiJIUzI1NiJ9.secret-access-token');
    const stored = localStorage.getItem('token')!;
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('secret-access-token');
    expect(atob(stored)).not.toContain('secret-access-token');
    expect(await getToken()).toBe('eyJhbGciOiJIUzI1NiJ9.secret-access-token');
    // A fresh page load (no cached key) reads it through the key kept in IndexedDB.
    forgetKeyCache();
    localStorage.setItem('token', stored);
    expect(await getToken()).toBe('eyJhbGciOiJIUzI1NiJ9.secret-access-token');
  });

  it('encrypts each time with a fresh IV', async () => {
    await setToken('same');
    const first = localStorage.getItem('token');
    await setToken('same');
    expect(localStorage.getItem('token')).not.toBe(first);
  });

  it('keeps a non-extractable key in IndexedDB', async () => {
    await setToken('x');
    const key = await new Promise<CryptoKey>((resolve, reject) => {
      const open = indexedDB.open('sadu-bank', 1);
      open.onsuccess = () => {
        const get = open.result.transaction('keys').objectStore('keys').get('token-key');
        get.onsuccess = () => resolve(get.result as CryptoKey);
        get.onerror = () => reject(get.error);
      };
    });
    expect(key.algorithm.name).toBe('AES-GCM');
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('reads an altered or foreign token as no token', async () => {
    await setToken('real');
    localStorage.setItem('token', btoa('not a ciphertext of ours at all'));
    expect(await getToken()).toBeNull();
  });

  it('defaults userType to individual and lets a stored valid value override it', () => {
    expect(getUserType()).toBe('individual');
    setUserType('corporate');
    expect(getUserType()).toBe('corporate');
    localStorage.setItem('userType', 'alien');
    expect(getUserType()).toBe('individual');
  });

  it('clears the token alone, or all three keys', async () => {
    await setToken('t');
    setUserData({ customer_id: 'c' });
    setUserType('corporate');
    clearToken();
    expect(hasToken()).toBe(false);
    expect(localStorage.getItem('userData')).not.toBeNull();
    await setToken('t');
    clearSessionStorage();
    expect(['token', 'userData', 'userType'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('hands a refreshed token over to the other tabs through IndexedDB, keyed by the token it replaces', async () => {
    await setToken('refreshed-token', 'expired-token');
    expect(await tokenReplacing('expired-token')).toBe('refreshed-token');
    expect(await tokenReplacing('another-token')).toBeNull();
    expect(await tokenReplacing(null)).toBeNull();
    // Neither token is kept in clear: a fingerprint of the old one, the new one encrypted.
    const record = await new Promise<unknown>((resolve) => {
      const open = indexedDB.open('sadu-bank', 1);
      open.onsuccess = () => {
        const get = open.result.transaction('keys').objectStore('keys').get('refresh-handover');
        get.onsuccess = () => resolve(get.result);
      };
    });
    expect(JSON.stringify(record)).not.toMatch(/expired-token|refreshed-token/);
  });

  it('forgets the hand-over when the token is cleared', async () => {
    await setToken('refreshed-token', 'expired-token');
    clearToken();
    await expect.poll(() => tokenReplacing('expired-token')).toBeNull();
  });
});
