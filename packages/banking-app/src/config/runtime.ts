// Runtime configuration: one build serves any environment. The deployment replaces `/config.js`
// (it sets `window.__SADU_CONFIG__` before the app's module runs); every value has a default that
// works against the local backend, which serves the app and the API on one origin.

/** What a deployment may set in `/config.js`. */
export interface RuntimeConfig {
  /** The fiat API's base URL: absolute (`https://api.example.ae/api/fiat`) or same-origin (`/api/fiat`). */
  fiatBaseUrl: string;
  /** Milliseconds before a call without an answer fails with the timeout text. */
  requestTimeoutMs: number;
  /** Planned maintenance: every public page but `/` and `/maintenance` leads to `/maintenance`. */
  maintenance: boolean;
  /** Idle session: the warning shows `warningSeconds` before `idleTimeoutSeconds` of inactivity end the session. */
  session: { idleTimeoutSeconds: number; warningSeconds: number };
}

declare global {
  interface Window {
    __SADU_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const defaultConfig: RuntimeConfig = {
  fiatBaseUrl: '/api/fiat',
  requestTimeoutMs: 30_000,
  maintenance: false,
  // 5 minutes of inactivity, warned 60 seconds before: what UAE banks' online banking does.
  session: { idleTimeoutSeconds: 300, warningSeconds: 60 },
};

/** Merges a partial configuration over the defaults, ignoring values of the wrong type. */
export function resolveConfig(input: Partial<RuntimeConfig> | undefined): RuntimeConfig {
  const i = input ?? {};
  const num = (v: unknown, d: number, min: number) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min ? v : d;
  const idle = num(i.session?.idleTimeoutSeconds, defaultConfig.session.idleTimeoutSeconds, 30);
  const warning = Math.min(
    num(i.session?.warningSeconds, defaultConfig.session.warningSeconds, 5),
    idle - 5,
  );
  return {
    fiatBaseUrl:
      typeof i.fiatBaseUrl === 'string' && i.fiatBaseUrl
        ? i.fiatBaseUrl.replace(/\/+$/, '')
        : defaultConfig.fiatBaseUrl,
    requestTimeoutMs: num(i.requestTimeoutMs, defaultConfig.requestTimeoutMs, 1),
    maintenance: i.maintenance === true,
    session: { idleTimeoutSeconds: idle, warningSeconds: warning },
  };
}

let current: RuntimeConfig | undefined;

/** The configuration in force (read once from `window.__SADU_CONFIG__`). */
export function config(): RuntimeConfig {
  current ??= resolveConfig(typeof window === 'undefined' ? undefined : window.__SADU_CONFIG__);
  return current;
}

/** For tests: replace the configuration in force. */
export function setConfig(next: Partial<RuntimeConfig>): RuntimeConfig {
  current = resolveConfig(next);
  return current;
}
