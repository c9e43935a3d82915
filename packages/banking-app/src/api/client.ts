// The fiat API client (spec 7 and 8) on ky. Every call resolves, never throws:
//   success  → { data: body, status, statusText }
//   failure  → { data: null, status, statusText, error } with the catalogue's texts
//   no answer → { data: null, status: 500, statusText: timeout or network text }
// A call is named by its id in the contract (`client.call('listSessions')`): its method and path
// come from `@bank/api-contract/paths`, its types from the contract. A 401 gets one refresh
// (shared by every request of the page and, under a lock, by every tab) and one replay; when that
// fails the session ends and the app goes to /login. Outside production each answer is checked
// against the contract (contractCheck.ts).
import ky, { type KyInstance, type Options } from 'ky';
import type {
  Calls,
  ErrorBody,
  RequestBody,
  RequestQuery,
  ResponseBody,
  StepUpAction,
} from '@bank/api-contract';
import { HEADERS } from '@bank/api-contract/constants';
import {
  API_PATHS,
  callPath,
  type ApiPaths,
  type CallPathId,
  type PathParamsOf,
} from '@bank/api-contract/paths';
import { withTabLock, type TabLock } from '@/session/tabLock';
import { NETWORK_TEXT, TIMEOUT_TEXT, statusTextFor } from './errors';

/** The value of the frontend marker header (clarifications). */
export const FRONTEND_MARKER = 'prod';

export interface ApiResponse<T> {
  /** The answer's body (the spec's screens read `data.data`), or null on any failure. */
  data: T | null;
  status: number;
  statusText: string;
  /** The server's error body (code, message, fields) when it sent one. */
  error?: ErrorBody['error'];
  /** A file's answer (`text` or `blob`): its headers (the file's name in Content-Disposition). */
  headers?: Headers;
}

export interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** `json` (default), `text` or `blob` (downloads). */
  responseType?: 'json' | 'text' | 'blob';
  /** A file sent as the raw body (its own Content-Type), e.g. a KYC document. */
  body?: Blob;
  /** With `body`: the share of it sent so far, 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  /**
   * Refresh and replay on 401 as usual, but do not end the session when that fails (the first-tab
   * check and the guards' own checks decide for themselves).
   */
  keepSessionOn401?: boolean;
}

/** A call of the contract, by its id. */
export type CallId = keyof Calls & CallPathId;
type Template<I extends CallId> = ApiPaths[I]['path'];

type PathTable = Partial<Record<CallPathId, { method: Method; path: string }>>;
let more: Promise<PathTable> | undefined;

/**
 * A call's method and path: the core table ships with every page; the second (a company's approval
 * rules, bulk payments, payroll and users, the identity check, the development calls) loads with
 * the first of its calls, so the other pages do not carry it.
 */
async function tableOf(id: CallId): Promise<PathTable> {
  if (id in API_PATHS) return API_PATHS;
  more ??= import('@bank/api-contract/paths-more').then((m) => m.MORE_PATHS);
  return more;
}
type Query<I extends CallId> =
  RequestQuery<Calls[I]> extends undefined
    ? RequestOptions['searchParams']
    : RequestQuery<Calls[I]>;

/** What a call sends: its body and query as the contract types them, and its path parameters. */
export type CallOptions<I extends CallId> = Omit<RequestOptions, 'json' | 'searchParams'> & {
  json?: RequestBody<Calls[I]>;
  searchParams?: Query<I>;
} & (Template<I> extends `${string}:${string}`
    ? { params: PathParamsOf<Template<I>> }
    : { params?: undefined });

/** What a call answers (the contract's response body). */
export type Answer<I extends CallId> = ResponseBody<Calls[I]>;

type CallArgs<I extends CallId> =
  Template<I> extends `${string}:${string}`
    ? [options: CallOptions<I>]
    : [options?: CallOptions<I>];
export type Call = <I extends CallId>(
  id: I,
  ...options: CallArgs<I>
) => Promise<ApiResponse<Answer<I>>>;

export interface SessionBinding {
  /** The access token at the moment of sending. */
  getToken(): Promise<string | null>;
  /** Stores a new token; after a refresh, `replacing` is the token it replaces (for the other tabs). */
  setToken(token: string, replacing?: string | null): Promise<void>;
  /**
   * The token another tab's refresh stored in place of `replaced`, read from storage that every
   * tab sees at once (the app's: IndexedDB), or null. Asked under the refresh lock.
   */
  tokenReplacing?(replaced: string | null): Promise<string | null>;
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
  /** The lock every tab's refresh runs under (Web Locks, else an IndexedDB lease). */
  lock?: TabLock;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Send = <T>(path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;

export interface ApiClient {
  /** A call of the contract with the session: bearer token, 401 → refresh → replay. */
  call: Call;
  get: Send;
  post: Send;
  put: Send;
  patch: Send;
  delete: Send;
  /** Calls made without a session and without interceptors: login, captcha, public pages. */
  bare: { call: Call; get: Send; post: Send };
  /** One refresh shared by every caller; resolves to the new token or null. */
  refresh(sentWith: string | null): Promise<string | null>;
  /**
   * Who asks the customer to confirm it is them when a call answers 403 step_up_required (issue
   * 26): resolves true once confirmed (the call is then sent once more), false when they decline
   * (the call's answer, with its words, goes back to the screen). null: nobody (the 403 goes back).
   */
  setStepUpHandler(handler: StepUpHandler | null): void;
  /**
   * The absolute address of a call, for what the browser opens itself (an EventSource, issue 27):
   * its path parameters filled in and its query appended.
   */
  urlOf(id: CallId, searchParams?: Record<string, string | undefined>): string;
}

/** `body`: what the call sends (a new beneficiary's confirmation signs its payee). */
export type StepUpHandler = (action: StepUpAction, body: unknown) => Promise<boolean>;

function bearerOf(request: Request): string | null {
  const value = request.headers.get(HEADERS.authorization);
  return value?.startsWith('Bearer ') ? value.slice(7) : null;
}

// Outside production, every answer of a call is checked against the contract (zod is loaded for
// that only: a production build has neither this import nor zod).
const checkAnswer =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? (id: CallId, method: string, path: string, body: unknown) =>
        import('./contractCheck').then((m) => m.checkAnswer(id, method, path, body))
    : null;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const lock = options.lock ?? withTabLock;
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

  // The token this page's last refresh replaced, and by what: until this tab's localStorage shows
  // the new token (another tab may have stored it a moment ago), a request never goes out with
  // the replaced one.
  let replaced: { from: string; to: string } | null = null;
  const currentToken = async () => {
    const token = await session.getToken();
    return token && replaced?.from === token ? replaced.to : token;
  };

  // The token is read from the session store at send time, so a replay carries the new one.
  const setHeaders = async (request: Request) => {
    const token = await currentToken();
    if (token) request.headers.set(HEADERS.authorization, `Bearer ${token}`);
    else request.headers.delete(HEADERS.authorization);
    request.headers.set(HEADERS.frontend, FRONTEND_MARKER);
    request.headers.set(HEADERS.clientOrigin, options.origin);
  };

  // The replay: same headers, no 401 handling (a request is replayed at most once).
  const replayKy = ky.create({ ...common, prefixUrl: '', hooks: { beforeRequest: [setHeaders] } });

  // One refresh at a time in this page; cleared when it settles.
  let refreshing: Promise<string | null> | null = null;

  async function refreshUnderLock(sentWith: string | null): Promise<string | null> {
    // Another request, or another tab, may have refreshed while this one waited for the lock.
    const current = await currentToken();
    if (current && current !== sentWith) return current;
    const handed = await session.tokenReplacing?.(sentWith).catch(() => null);
    if (handed) {
      if (sentWith) replaced = { from: sentWith, to: handed };
      return handed;
    }
    const res = await bareKy(API_PATHS.refreshToken.path.slice(1), {
      method: API_PATHS.refreshToken.method,
    });
    if (!res.ok) return null;
    const body = (await res.json().catch(() => null)) as {
      new_jwt_tokens?: { tokens?: { access_token?: unknown } };
    } | null;
    const token = body?.new_jwt_tokens?.tokens?.access_token;
    if (typeof token !== 'string' || !token) return null;
    await session.setToken(token, sentWith);
    if (sentWith) replaced = { from: sentWith, to: token };
    return token;
  }

  function refresh(sentWith: string | null): Promise<string | null> {
    refreshing ??= lock('sadu-bank-refresh', () => refreshUnderLock(sentWith))
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
    const current = await currentToken();
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
          const current = await currentToken();
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

  let stepUpHandler: StepUpHandler | null = null;

  const sendOnce =
    (instance: KyInstance, method: Method): Send =>
    async <T>(path: string, opts: RequestOptions = {}) => {
      try {
        const res = await instance(path.replace(/^\/+/, ''), {
          method,
          ...(opts.json !== undefined ? { json: opts.json } : {}),
          ...(opts.searchParams ? { searchParams: definedParams(opts.searchParams) } : {}),
          ...(opts.signal ? { signal: opts.signal } : {}),
          ...(opts.body
            ? {
                body: opts.body,
                headers: { 'content-type': opts.body.type || 'application/octet-stream' },
              }
            : {}),
          ...(opts.body && opts.onUploadProgress
            ? { fetch: progressFetch(opts.body, opts.onUploadProgress) }
            : {}),
          context: { keepSessionOn401: opts.keepSessionOn401 === true },
        });
        return await toApiResponse<T>(res, opts.responseType ?? 'json');
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { data: null, status: 500, statusText: timedOut ? TIMEOUT_TEXT : NETWORK_TEXT };
      }
    };

  // A risky change answered 403 step_up_required: the customer confirms it is them (the handler's
  // dialog) and the same request goes once more; declining, or no handler, answers the 403.
  const sender =
    (instance: KyInstance, method: Method): Send =>
    async <T>(path: string, opts: RequestOptions = {}) => {
      const res = await sendOnce(instance, method)<T>(path, opts);
      const action = res.error?.code === 'step_up_required' ? res.error.step_up_action : undefined;
      if (!action || !stepUpHandler || instance === bareKy) return res;
      return (await stepUpHandler(action, opts.json))
        ? sendOnce(instance, method)<T>(path, opts)
        : res;
    };

  const caller = (instance: KyInstance): Call =>
    (async (id: CallId, opts: RequestOptions & { params?: Record<string, string> } = {}) => {
      const table = await tableOf(id);
      const method = table[id]?.method ?? 'GET';
      const path = callPath(id, opts.params as never, table);
      const res = await sender(instance, method)(path, opts);
      if (checkAnswer && res.data !== null && (opts.responseType ?? 'json') === 'json')
        await checkAnswer(id, method, path, res.data);
      return res;
    }) as Call;

  return {
    call: caller(authedKy),
    get: sender(authedKy, 'GET'),
    post: sender(authedKy, 'POST'),
    put: sender(authedKy, 'PUT'),
    patch: sender(authedKy, 'PATCH'),
    delete: sender(authedKy, 'DELETE'),
    bare: { call: caller(bareKy), get: sender(bareKy, 'GET'), post: sender(bareKy, 'POST') },
    refresh,
    setStepUpHandler(handler) {
      stepUpHandler = handler;
    },
    urlOf(id, searchParams = {}) {
      const url = new URL(callPath(id, {} as never).slice(1), options.baseUrl.replace(/\/?$/, '/'));
      for (const [name, value] of Object.entries(searchParams))
        if (value !== undefined) url.searchParams.set(name, value);
      return url.href;
    },
  };
}

/**
 * A fetch that reports upload progress: XMLHttpRequest's upload events. Fetch itself can report
 * it only with a streamed body, which Chromium sends over HTTP/2 alone (ky's onUploadProgress
 * fails against an HTTP/1.1 server). The request keeps ky's headers and hooks, the file is sent as
 * it is (not read back from the Request); a replay after a refresh goes through plain fetch.
 */
function progressFetch(body: Blob, onProgress: (fraction: number) => void) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        onProgress(1);
        resolve(
          new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers,
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request failed'));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      xhr.send(body);
    });
  };
}

function definedParams(
  params: Record<string, string | number | boolean | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = String(v);
  return out;
}

async function toApiResponse<T>(
  res: Response,
  type: 'json' | 'text' | 'blob',
): Promise<ApiResponse<T>> {
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
    return {
      data: data as T,
      status: res.status,
      statusText: res.statusText || 'OK',
      ...(type === 'json' ? {} : { headers: res.headers }),
    };
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
