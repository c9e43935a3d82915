// Logging a demo customer in for the crawl: the captcha is solved here (the backend runs with a
// cheap proof of work), the login call runs in the page (so the httpOnly refresh cookie lands in
// the browser), and the access token is stored as the app stores it: AES-GCM with the
// non-extractable key kept in IndexedDB ("sadu-bank" / "keys" / "token-key"), in localStorage "token".
import type { Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const PASSWORD = 'Demo-Bank-2026!';
export const base = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run.');
  return url;
};

async function captchaToken(): Promise<string> {
  const challenge = (await (
    await fetch(`${base()}/api/fiat/captcha/challenge`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Logs `email` in from `page` (already on an app page) and stores the session like the app. */
export async function logInInPage(page: Page, email: string): Promise<string> {
  // A prerendered page shows its heading before the app runs. The app's first-tab check (spec 4)
  // logs out a session it finds at its start with no other tab open: the token is written only
  // once that check is over (it marks the tab), as when a person logs in on the page.
  await page.waitForFunction(() => sessionStorage.getItem('sadu.tab') === '1');
  const tokenV3 = await captchaToken();
  return page.evaluate(
    async ({ email, password, tokenV3 }) => {
      const res = await fetch('/api/fiat/auth0/login_with_auth0', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'password',
          redirect_uri: `${location.origin}/login`,
          email,
          password,
          tokenV3,
        }),
      });
      const body = await res.json();
      if (body?.data?.status !== 'authenticated')
        throw new Error(`login answered ${res.status} ${JSON.stringify(body)}`);
      const token: string = body.new_jwt_tokens.tokens.access_token;
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const open = indexedDB.open('sadu-bank', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('keys');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const get = (): Promise<CryptoKey | undefined> =>
        new Promise((resolve) => {
          const r = db.transaction('keys').objectStore('keys').get('token-key');
          r.onsuccess = () => resolve(r.result as CryptoKey | undefined);
        });
      let key = await get();
      if (!key) {
        key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
          'encrypt',
          'decrypt',
        ]);
        await new Promise((resolve) => {
          const r = db.transaction('keys', 'readwrite').objectStore('keys').add(key, 'token-key');
          r.onsuccess = r.onerror = () => resolve(undefined);
        });
        key = (await get()) ?? key;
      }
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const cipher = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(token)),
      );
      const all = new Uint8Array(12 + cipher.length);
      all.set(iv);
      all.set(cipher, 12);
      localStorage.setItem('token', btoa(String.fromCharCode(...all)));
      localStorage.setItem('userType', body.data.user_type);
      localStorage.setItem('lastActivity', String(Date.now()));
      db.close();
      return token;
    },
    { email, password: PASSWORD, tokenV3 },
  );
}

/** An authenticated call from Node, to learn what the guards will decide. */
export async function apiGet<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${base()}/api/fiat${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Frontend': 'prod', 'X-Client-Origin': base() },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Opens the page at `path` and waits until the guards have decided and the page shows its h1. */
export async function visit(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  return new URL(page.url()).pathname;
}
