// The fiat API client (spec 7 and 8) on ky. Every call resolves, never throws:
//   success  → { data: body, status, statusText }
//   failure  → { data: null, status, statusText, error } with the catalogue's texts
//   no answer → { data: null, status: 500, statusText: timeout or network text }
// A 401 gets one refresh (shared by every request and client, and across tabs) and one replay;
// when that fails the session ends and the app goes to /login.
import ky, { type KyInstance, type Options } from 'ky';
import type { ErrorBody } from '@bank/api-contract';
import { NETWORK_TEXT, TIMEOUT_TEXT, statusTextFor } from './errors';

/** Header names and the marker value (clarifications; the contract's HEADERS). */
export const API_HEADERS = { frontend: 'X-Frontend', clientOrigin: 'X-Client-Origin' } as const;
export const FRONTEND_MARKER = 'prod';

export interface ApiResponse<T> {
  /** The answer's body (the spec's screens read `data.data`), or null on any failure. */
  data: T | null;
  status: number;
  statusText: string;
  /** The server's error body (code, message, fields) when it sent one. */
  error?: ErrorBody['error'];
}

export interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** `json` (default), `text` or `blob` (downloads). */
  responseType?: 'json' | 'text' | 'blob';
  /**
   * Refresh and replay on 401 as usual, but do not end the session when that fails (the first-tab
   * check and the guards' own checks decide for themselves).
   */
  keepSessionOn401?: boolean;
}

export interface SessionBinding {
  /** The access token at the moment of sending. */
  getToken(): Promise<string | null>;
  setToken(token: string): Promise<void>;
  /** Ends the session in this tab and the others, and goes to /login. */
  onSessionEnd(): void;
}

export interface ApiClientOptions {
  /** Absolute base URL of the fiat API (…/api/fiat). */
  baseUrl: string;
  timeoutMs: number;
  session: SessionBinding;
  /** The page's origin for the client-origin header. */
  origin: string;
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Send = <T>(path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;

export interface ApiClient {
  get: Send;
  post: Send;
  put: Send;
  patch: Send;
  delete: Send;
  /** Calls made without a session and without interceptors: login, captcha, public pages. */
  bare: { get: Send; post: Send };
  /** One refresh shared by every caller; resolves to the new token or null. */
  refresh(sentWith: string | null): Promise<string | null>;
}

// One refresh at a time for every client instance of the page; cleared when it settles.
let refreshing: Promise<string | null> | null = null;

/** Runs `work` under a lock held across the tabs of the app, where the browser has Web Locks. */
function acrossTabs<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}

function bearerOf(request: Request): string | null {
  const value = request.headers.get('Authorization');
  return value?.startsWith('Bearer ') ? value.slice(7) : null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const common: Options = {
    prefixUrl: options.baseUrl,
    timeout: options.timeoutMs,
    retry: 0,
    throwHttpErrors: false,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };

  // Login, refresh and public calls: no interceptors at all.
  const bareKy = ky.create(common);

  // The token is read from the session store at send time, so a replay carries the new one.
  const setHeaders = async (request: Request) => {
    const token = await session.getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    else request.headers.delete('Authorization');
    request.headers.set(API_HEADERS.frontend, FRONTEND_MARKER);
    request.headers.set(API_HEADERS.clientOrigin, options.origin);
  };

  // The replay: same headers, no 401 handling (a request is replayed at most once).
  const replayKy = ky.create({ ...common, prefixUrl: '', hooks: { beforeRequest: [setHeaders] } });

  async function refresh(sentWith: string | null): Promise<string | null> {
    refreshing ??= acrossTabs('sadu-bank-refresh', async () => {
      // Another request or tab may have refreshed while this one waited for the lock.
      const current = await session.getToken();
      if (current && current !== sentWith) return current;
      const res = await bareKy.post('customer/refresh');
      if (!res.ok) return null;
      const body = (await res.json().catch(() => null)) as { new_jwt_tokens?: { tokens?: { access_token?: unknown } } } | null;
      const token = body?.new_jwt_tokens?.tokens?.access_token;
      if (typeof token !== 'string' || !token) return null;
      await session.setToken(token);
      return token;
    })
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  // Ends the session only if it is still the one the failed request used: a newer login in
  // another tab must not be wiped by an old request's failure. Twenty failed requests of one
  // session end it once.
  let endedFor: string | null | undefined;
  async function endSession(usedToken: string | null) {
    const current = await session.getToken();
    if (current && current !== usedToken) return;
    if (endedFor === usedToken) return;
    endedFor = usedToken;
    session.onSessionEnd();
  }

  const authedKy = ky.create({
    ...common,
    hooks: {
      beforeRequest: [setHeaders],
      afterResponse: [
        async (request, kyOptions, response) => {
          if (response.status !== 401) return;
          const keep = kyOptions.context.keepSessionOn401 === true;
          const sentWith = bearerOf(request);
          const current = await session.getToken();
          const token = current && current !== sentWith ? current : await refresh(sentWith);
          if (!token) {
            if (!keep) await endSession(sentWith);
            return;
          }
          const replay = await replayKy(request);
          if (replay.status === 401 && !keep) await endSession(token);
          return replay;
        },
      ],
    },
  });

  const sender =
    (instance: KyInstance, method: Method): Send =>
    async <T>(path: string, opts: RequestOptions = {}) => {
      try {
        const res = await instance(path.replace(/^\/+/, ''), {
          method,
          ...(opts.json !== undefined ? { json: opts.json } : {}),
          ...(opts.searchParams ? { searchParams: definedParams(opts.searchParams) } : {}),
          ...(opts.signal ? { signal: opts.signal } : {}),
          context: { keepSessionOn401: opts.keepSessionOn401 === true },
        });
        return await toApiResponse<T>(res, opts.responseType ?? 'json');
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { data: null, status: 500, statusText: timedOut ? TIMEOUT_TEXT : NETWORK_TEXT };
      }
    };

  return {
    get: sender(authedKy, 'GET'),
    post: sender(authedKy, 'POST'),
    put: sender(authedKy, 'PUT'),
    patch: sender(authedKy, 'PATCH'),
    delete: sender(authedKy, 'DELETE'),
    bare: { get: sender(bareKy, 'GET'), post: sender(bareKy, 'POST') },
    refresh,
  };
}

function definedParams(params: Record<string, string | number | boolean | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = String(v);
  return out;
}

async function toApiResponse<T>(res: Response, type: 'json' | 'text' | 'blob'): Promise<ApiResponse<T>> {
  if (res.ok) {
    let data: unknown = null;
    if (res.status !== 204) {
      if (type === 'blob') data = await res.blob();
      else if (type === 'text') data = await res.text();
      else {
        const text = await res.text();
        data = text ? JSON.parse(text) : null;
      }
    }
    return { data: data as T, status: res.status, statusText: res.statusText || 'OK' };
  }
  const body = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
  const error = body && typeof body.error === 'object' && body.error ? body.error : undefined;
  return {
    data: null,
    status: res.status,
    statusText: statusTextFor(res.status, error?.message, res.statusText),
    ...(error ? { error } : {}),
  };
}
