// Renders one screen of the app in a memory router, with the app's i18n and a scripted fake of
// the fiat API behind the global fetch (every request recorded). For the screens' unit tests.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  useLocation,
  type LoaderFunction,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n, i18n } from '@/i18n/i18n';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters. */
  query: Record<string, string>;
}

export type Reply = { status: number; body?: unknown };
/** A route answers at once, or (a function returning a promise) when the test lets it. */
export type Routes = Record<string, Reply | ((call: Call) => Reply | Promise<Reply>)>;

export function reply(status: number, body?: unknown): Reply {
  return { status, body };
}

/** The error body of the backend. */
export function refusal(status: number, code: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { error: { code, message: `${code} (server words)`, ...extra } } };
}

/** A raw (non-JSON) body as the fake records it: its type and size. */
export interface RawBody {
  contentType: string;
  size: number;
}

/**
 * Stubs fetch (and XMLHttpRequest, which uploads with progress use): "METHOD /path" → a reply;
 * anything else answers 404. Returns the calls seen. A JSON body is recorded parsed, a file as
 * its type and size.
 */
export function fakeApi(routes: Routes) {
  const calls: Call[] = [];
  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (request.body) {
      if (type.includes('json')) body = JSON.parse(await request.text());
      else
        body = {
          contentType: type,
          size: (await request.arrayBuffer()).byteLength,
        } satisfies RawBody;
    }
    const call: Call = {
      method: request.method,
      path: url.pathname.replace('/api/fiat', ''),
      body,
      query: Object.fromEntries(url.searchParams),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const r = typeof route === 'function' ? await route(call) : route;
    if (!r)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
        status: 404,
      });
    return new Response(r.body === undefined ? null : JSON.stringify(r.body), {
      status: r.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(input instanceof Request ? input : new Request(input, init)),
  );
  vi.stubGlobal('XMLHttpRequest', fakeXhr(answer));
  return {
    calls,
    to: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The parts of XMLHttpRequest an upload with progress uses, answered by the fake's routes. */
function fakeXhr(answer: (request: Request) => Promise<Response>) {
  return class FakeXhr {
    status = 0;
    statusText = '';
    response: Blob | null = null;
    responseType = '';
    withCredentials = false;
    upload: {
      onprogress:
        ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private answerHeaders = new Headers();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getAllResponseHeaders() {
      let out = '';
      this.answerHeaders.forEach((value, name) => (out += `${name}: ${value}\r\n`));
      return out;
    }
    abort() {
      this.onabort?.();
    }
    send(body: Blob | null) {
      const total = body?.size ?? 0;
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
        // jsdom's Blob is not Node's: read its bytes before handing them to a Node Request.
        const bytes = body ? await readBytes(body) : null;
        const res = await answer(
          new Request(this.url, { method: this.method, headers: this.headers, body: bytes }),
        );
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.status = res.status;
        this.statusText = res.statusText;
        this.answerHeaders = res.headers;
        this.response = await res.blob();
        this.onload?.();
      })();
    }
  };
}

function Where() {
  const location = useLocation();
  return (
    <h1>
      {location.pathname}
      {location.search}
    </h1>
  );
}

/** Loads the English (or Arabic) words once per test file. */
export async function setupI18n(language: 'en' | 'ar' = 'en') {
  try {
    await i18n().changeLanguage(language);
  } catch {
    await initI18n(language);
  }
}

interface ScreenData {
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}
// The loaders (and revalidation rules) of the screens under test, by component (screenUnderTest
// and testScreen record them).
const loaders = new WeakMap<ComponentType, ScreenData>();

/** A screen module's component, its loader and revalidation rule recorded for renderPage. */
export function testScreen(module: {
  Component: ComponentType;
  loader?: unknown;
  shouldRevalidate?: unknown;
}): ComponentType {
  loaders.set(module.Component, {
    loader: typeof module.loader === 'function' ? (module.loader as LoaderFunction) : undefined,
    shouldRevalidate:
      typeof module.shouldRevalidate === 'function'
        ? (module.shouldRevalidate as ShouldRevalidateFunction)
        : undefined,
  });
  return module.Component;
}

/** A route of a test's own router (a flow's screens): the screen with its module's loader. */
export function routeOf(path: string, Component: ComponentType) {
  return { path, Component, ...loaders.get(Component) };
}

/**
 * Renders the screen at `path` (with its module's loader, as the app's router runs it: its first
 * answers are given to the router as it starts, so the screen draws at once); every other path
 * shows its own pathname as the h1 (to assert navigations).
 */
export function renderPage(
  Component: ComponentType,
  path: string,
  options: { at?: string; state?: unknown } = {},
) {
  const at = options.at ?? path;
  const pathname = at.split('?')[0]!;
  const search = at.includes('?') ? `?${at.split('?')[1]}` : '';
  const data = loaders.get(Component);
  const loader = data?.loader;
  const table = [
    { id: 'screen', path, Component, ...data },
    { id: 'elsewhere', path: '*', Component: Where },
  ];
  const params = matchRoutes(table, pathname)?.[0]?.params ?? {};
  const first = loader?.({
    params,
    request: new Request(new URL(pathname + search, 'http://127.0.0.1')),
    context: undefined,
  } as Parameters<LoaderFunction>[0]);
  const router = createMemoryRouter(table, {
    initialEntries: [{ pathname, search, state: options.state }],
    ...(loader ? { hydrationData: { loaderData: { screen: first } } } : {}),
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/**
 * A screen's test file: the screen's module loaded once with the English words (compiling it
 * takes seconds on a busy machine, hence the generous times), fetch restored after each test.
 * Returns the screen's component, to call inside the tests.
 */
export function screenUnderTest(
  load: () => Promise<{ Component: ComponentType; loader?: unknown; shouldRevalidate?: unknown }>,
): () => ComponentType {
  vi.setConfig({ testTimeout: 60_000 });
  let Screen: ComponentType | undefined;
  beforeAll(async () => {
    await setupI18n();
    Screen = testScreen(await load());
  }, 180_000);
  afterEach(() => vi.unstubAllGlobals());
  return () => {
    if (!Screen) throw new Error('The screen is not loaded yet: call it inside a test.');
    return Screen;
  };
}
