// A fake fiat API for the client's unit tests: a fetch function with a script of answers, that
// records every request (method, path, headers, body) it receives.
export interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

export type Handler = (req: Seen) => Response | Promise<Response>;

export const BASE = 'http://bank.test/api/fiat';

export function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

export function fakeServer(handler: Handler) {
  const seen: Seen[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const req: Seen = {
      method: request.method,
      path: url.pathname.replace('/api/fiat', '') + url.search,
      headers: request.headers,
      body: request.body ? await request.text() : '',
    };
    seen.push(req);
    return handler(req);
  };
  return {
    fetch: fetchFn as typeof fetch,
    seen,
    count: (path: string) => seen.filter((r) => r.path === path).length,
  };
}

/** A session store in memory, as the app's encrypted one behaves. */
export function memorySession(initial: string | null) {
  let token = initial;
  const ended: number[] = [];
  return {
    binding: {
      getToken: async () => token,
      setToken: async (t: string) => {
        token = t;
      },
      onSessionEnd: () => {
        ended.push(Date.now());
        token = null;
      },
    },
    token: () => token,
    set: (t: string | null) => {
      token = t;
    },
    ended,
  };
}
