// Adding a passkey on this device, written once for every place that offers it: the security
// page's Passkeys section and the offer after a login or a registration (PasskeyOffer). The
// server's options, the browser's prompt (@simplewebauthn/browser, loaded only now: browser.ts),
// then the new credential stored under a name. Each caller says the outcome in its own words.
import type { Passkey } from '@bank/api-contract';
import type { ApiResponse } from '@/api/client';
import { passkeyRegistrationOptions, registerPasskey } from './api';
import { createPasskey, promptProblem } from './browser';

export type Registration =
  | { ok: true; passkey: Passkey }
  /** The browser's prompt: closed or timed out, a passkey already on this device, anything else. */
  | { ok: false; prompt: 'cancelled' | 'exists' | 'failed' }
  /** The server refused the options or the new credential: its answer. */
  | { ok: false; refused: ApiResponse<unknown> };

/** Makes a passkey on this device and stores it under `name` (the server's registered passkey). */
export async function addPasskey(name: string): Promise<Registration> {
  const start = await passkeyRegistrationOptions();
  if (!start.data) return { ok: false, refused: start };
  const { challenge_id, options } = start.data.data;
  let credential: unknown;
  try {
    credential = await createPasskey(options);
  } catch (error) {
    return { ok: false, prompt: promptProblem(error) };
  }
  const res = await registerPasskey({ challenge_id, name, credential });
  if (!res.data) return { ok: false, refused: res };
  return { ok: true, passkey: res.data.data };
}

/**
 * The browser and the system of a user agent ("Chrome" and "Windows"), for a passkey's first name
 * ("Chrome on Windows", which the customer can change); null when either is not recognised.
 */
export function deviceOf(ua: string): { browser: string; os: string } | null {
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Macintosh|Mac OS X/.test(ua)
              ? 'Mac'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  return browser && os ? { browser, os } : null;
}

/** This browser's user agent ('' where there is none: the prerender). */
export const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);
