import { describe, expect, it, vi } from 'vitest';
import { HEADERS } from '@bank/api-contract/constants';
import { createApiClient, FRONTEND_MARKER, type SessionBinding } from './client';
import type { TabLock } from '@/session/tabLock';
import { takeContractErrors } from './contractCheck';
import { NETWORK_TEXT, STATUS_TEXTS, TIMEOUT_TEXT } from './errors';
import { BASE, fakeServer, json, memorySession, type Handler } from '../../test/fakeServer';

const ORIGIN = 'https://app.sadubank.test';
const refreshed = (token: string) =>
  json(200, {
    new_jwt_tokens: { tokens: { access_token: token, token_type: 'Bearer', expires_in: 600 } },
  });

function setup(handler: Handler, token: string | null = 'old-token', timeoutMs = 2000) {
  const server = fakeServer(handler);
  const session = memorySession(token);
  const client = createApiClient({
    baseUrl: BASE,
    timeoutMs,
    origin: ORIGIN,
    session: session.binding,
    fetch: server.fetch,
  });
  return { server, session, client };
}

/** A server whose access tokens are valid only when equal to `valid()`. */
function tokenServer(state: {
  valid: string;
  refreshes: number;
  refreshDelay?: number;
  refreshFails?: boolean;
}): Handler {
  return async (req) => {
    if (req.path === '/customer/refresh') {
      state.refreshes++;
      if (state.refreshDelay) await new Promise((r) => setTimeout(r, state.refreshDelay));
      if (state.refreshFails)
        return json(401, {
          error: { code: 'refresh_invalid', message: 'Your session has ended. Log in again.' },
        });
      state.valid = `new-token-${state.refreshes}`;
      return refreshed(state.valid);
    }
    if (req.headers.get('Authorization') !== `Bearer ${state.valid}`)
      return json(401, { error: { code: 'unauthorized', message: 'Log in again.' } });
    return json(200, { data: { path: req.path, body: req.body } });
  };
}

describe('the API client', () => {
  it('sends the bearer token, the frontend marker and the client origin', async () => {
    const { server, client } = setup(() => json(200, { data: { ok: true } }));
    const res = await client.get<{ data: { ok: boolean } }>('/customer/get_customer_details_by_id');
    expect(res).toEqual({ data: { data: { ok: true } }, status: 200, statusText: 'OK' });
    const headers = server.seen[0]!.headers;
    expect(headers.get('Authorization')).toBe('Bearer old-token');
    expect(headers.get('X-Frontend')).toBe('prod');
    expect(headers.get('X-Client-Origin')).toBe(ORIGIN);
  });

  it('names its headers as the contract does', async () => {
    const { server, client } = setup(() => json(200, { data: { ok: true } }));
    await client.get('/wallet/list');
    const headers = server.seen[0]!.headers;
    expect(headers.get(HEADERS.authorization)).toBe('Bearer old-token');
    expect(headers.get(HEADERS.frontend)).toBe(FRONTEND_MARKER);
    expect(headers.get(HEADERS.clientOrigin)).toBe(ORIGIN);
  });

  it('sends a call of the contract by its id, with its method and its path parameters', async () => {
    const { server, client } = setup(() => json(200, { data: { message: 'Logged out.' } }));
    await client.call('revokeSession', { params: { session_id: 'a/b' } });
    expect(server.seen[0]).toMatchObject({ method: 'DELETE', path: '/security/sessions/a%2Fb' });
    await client.call('logout', { searchParams: { customer_id: '42' } });
    expect(server.seen[1]).toMatchObject({
      method: 'DELETE',
      path: '/customer/logout?customer_id=42',
    });
  });

  it('fails loudly, naming the call and the field, when an answer does not match the contract (development and tests)', async () => {
    const { client } = setup(() =>
      json(200, { data: [{ session_id: 5, device: 'Chrome on Linux' }] }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client.call('listSessions')).rejects.toThrow(
      /^listSessions \(GET \/security\/sessions\) answered what the contract refuses: data\.0\.session_id: /,
    );
    // Kept for the tests' setup, which fails any test whose fake answered so (here: on purpose).
    expect(takeContractErrors().map((e) => e.name)).toEqual(['ContractError']);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('asks the step-up handler on 403 step_up_required and sends the request once more when confirmed; declined, the 403 is answered', async () => {
    let confirmed = false;
    const { server, client } = setup((req) =>
      confirmed
        ? json(202, { data: { path: req.path, body: req.body } })
        : json(403, {
            error: {
              code: 'step_up_required',
              message: 'To change your e-mail address, please confirm it is you.',
              step_up_action: 'change_email',
            },
          }),
    );
    // Without a handler the 403 goes back to the screen with its words.
    const alone = await client.post('/customer/email/change', { json: { new_email: 'a@b.ae' } });
    expect(alone).toMatchObject({ status: 403, error: { code: 'step_up_required' } });
    const asked: string[] = [];
    client.setStepUpHandler(async (action) => {
      asked.push(action);
      return false;
    });
    const declined = await client.post('/customer/email/change', {
      json: { new_email: 'a@b.ae' },
    });
    expect(declined.status).toBe(403);
    expect(declined.statusText).toBe('To change your e-mail address, please confirm it is you.');
    client.setStepUpHandler(async (action) => {
      asked.push(action);
      confirmed = true;
      return true;
    });
    const done = await client.post<{ data: { body: string } }>('/customer/email/change', {
      json: { new_email: 'a@b.ae' },
    });
    expect(done.status).toBe(202);
    expect(JSON.parse(done.data?.data.body ?? '')).toEqual({ new_email: 'a@b.ae' });
    expect(asked).toEqual(['change_email', 'change_email']);
    expect(server.count('/customer/email/change')).toBe(4);
    // Calls without a session are never stepped up.
    confirmed = false;
    const bare = await client.bare.post('/customer/email/change', { json: {} });
    expect(bare.status).toBe(403);
    expect(asked).toHaveLength(2);
  });

  it('sends login without interceptors: no headers, and a 401 is just answered', async () => {
    const { server, session, client } = setup(() =>
      json(401, {
        error: { code: 'invalid_credentials', message: 'The e-mail or password is wrong.' },
      }),
    );
    const res = await client.bare.post('/auth0/login_with_auth0', { json: { email: 'a@b.c' } });
    expect(res).toMatchObject({
      data: null,
      status: 401,
      statusText: 'The e-mail or password is wrong.',
    });
    expect(server.seen).toHaveLength(1);
    const headers = server.seen[0]!.headers;
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('X-Frontend')).toBeNull();
    expect(headers.get('X-Client-Origin')).toBeNull();
    expect(session.ended).toHaveLength(0);
  });

  it('refreshes once when twenty requests get 401 together, and replays each of them once', async () => {
    const state = { valid: 'not-yet', refreshes: 0, refreshDelay: 30 };
    const { server, session, client } = setup(tokenServer(state));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.get<{ data: { path: string } }>(`/item/${i}`)),
    );
    expect(state.refreshes).toBe(1);
    expect(server.count('/customer/refresh')).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.map((a) => a.data?.data.path)).toEqual(
      Array.from({ length: 20 }, (_, i) => `/item/${i}`),
    );
    for (let i = 0; i < 20; i++) expect(server.count(`/item/${i}`)).toBe(2);
    expect(session.token()).toBe('new-token-1');
    expect(session.ended).toHaveLength(0);
  });

  it('stores the new token and replays with it (the token is read at send time)', async () => {
    const state = { valid: 'fresh', refreshes: 0 };
    const { server, session, client } = setup(async (req) => {
      if (req.path === '/customer/refresh') return refreshed('fresh');
      return tokenServer(state)(req);
    });
    const res = await client.post<{ data: { body: string } }>('/beneficiary/add', {
      json: { name: 'Noura' },
    });
    expect(res.status).toBe(200);
    expect(res.data?.data.body).toBe(JSON.stringify({ name: 'Noura' }));
    const tries = server.seen.filter((r) => r.path === '/beneficiary/add');
    expect(tries.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer old-token',
      'Bearer fresh',
    ]);
    expect(tries.map((r) => r.body)).toEqual([
      JSON.stringify({ name: 'Noura' }),
      JSON.stringify({ name: 'Noura' }),
    ]);
    expect(session.token()).toBe('fresh');
  });

  it('sends the refresh with credentials and an empty body, through no interceptor', async () => {
    const seenInit: RequestCredentials[] = [];
    const state = { valid: 'x', refreshes: 0 };
    const server = fakeServer(tokenServer(state));
    const session = memorySession('old-token');
    const client = createApiClient({
      baseUrl: BASE,
      timeoutMs: 2000,
      origin: ORIGIN,
      session: session.binding,
      fetch: ((input: Request, init?: RequestInit) => {
        seenInit.push(
          (input instanceof Request ? input.credentials : init?.credentials) ?? 'same-origin',
        );
        return server.fetch(input, init);
      }) as typeof fetch,
    });
    await client.get('/wallet/list');
    const refresh = server.seen.find((r) => r.path === '/customer/refresh')!;
    expect(refresh.method).toBe('POST');
    expect(refresh.body).toBe('');
    expect(refresh.headers.get('Authorization')).toBeNull();
    expect(seenInit.every((c) => c === 'include')).toBe(true);
  });

  it('replays at most once: a second 401 ends the session and sends the customer to /login', async () => {
    const { server, session, client } = setup((req) =>
      req.path === '/customer/refresh'
        ? refreshed('new')
        : json(401, { error: { code: 'unauthorized', message: 'No.' } }),
    );
    const res = await client.get('/wallet/list');
    expect(res).toMatchObject({ data: null, status: 401 });
    expect(server.count('/wallet/list')).toBe(2);
    expect(server.count('/customer/refresh')).toBe(1);
    expect(session.ended).toHaveLength(1);
  });

  it('ends the session once when the refresh fails, however many requests were waiting', async () => {
    const state = { valid: 'never', refreshes: 0, refreshFails: true, refreshDelay: 20 };
    const { server, session, client } = setup(tokenServer(state));
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.get('/wallet/list')));
    expect(answers.every((a) => a.status === 401 && a.data === null)).toBe(true);
    expect(server.count('/customer/refresh')).toBe(1);
    expect(server.count('/wallet/list')).toBe(5);
    expect(session.ended).toHaveLength(1);
  });

  it('just replays a request that was sent with an older token than the current one', async () => {
    const state = { valid: 'newer', refreshes: 0 };
    const { server, session, client } = setup(tokenServer(state), 'older');
    // The token changes while the request is on its way (another request refreshed meanwhile).
    const gate = fakeServer(async (req) => {
      const res = await tokenServer(state)(req);
      if (req.headers.get('Authorization') === 'Bearer older') session.set('newer');
      return res;
    });
    const client2 = createApiClient({
      baseUrl: BASE,
      timeoutMs: 2000,
      origin: ORIGIN,
      session: session.binding,
      fetch: gate.fetch,
    });
    const res = await client2.get('/wallet/list');
    expect(res.status).toBe(200);
    expect(gate.count('/customer/refresh')).toBe(0);
    expect(gate.seen.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer older',
      'Bearer newer',
    ]);
    expect(server.seen).toHaveLength(0);
    expect(client).toBeDefined();
  });

  it('does not end a newer session when an old request fails', async () => {
    const { session, client } = setup(async (req) => {
      if (req.path === '/customer/refresh') {
        // Meanwhile the customer logged in again in another tab.
        session.set('brand-new-login');
        return json(401, { error: { code: 'refresh_invalid', message: 'Session ended.' } });
      }
      return json(401, { error: { code: 'unauthorized', message: 'No.' } });
    });
    await client.get('/wallet/list');
    expect(session.ended).toHaveLength(0);
    expect(session.token()).toBe('brand-new-login');
  });

  it('keeps the session on a failed refresh when the caller asks (guards and the first-tab check)', async () => {
    const state = { valid: 'never', refreshes: 0, refreshFails: true };
    const { session, client } = setup(tokenServer(state));
    const res = await client.post('/customer/isauthorised', { keepSessionOn401: true });
    expect(res.status).toBe(401);
    expect(session.ended).toHaveLength(0);
  });

  it.each([
    [500, STATUS_TEXTS[500]],
    [502, STATUS_TEXTS[502]],
    [503, STATUS_TEXTS[503]],
    [504, STATUS_TEXTS[504]],
  ])('resolves HTTP %i with null data and the catalogue text', async (status, text) => {
    const { client } = setup(() =>
      json(status, { error: { code: 'internal_error', message: 'stack trace here' } }, 'Whatever'),
    );
    await expect(client.get('/wallet/list')).resolves.toEqual({
      data: null,
      status,
      statusText: text,
      error: { code: 'internal_error', message: 'stack trace here' },
    });
  });

  it('has the spec texts word for word', () => {
    expect(STATUS_TEXTS).toEqual({
      500: 'Internal Server Error - Something went wrong on the server.',
      502: 'Bad Gateway - The server is temporarily unavailable.',
      503: 'Service Unavailable - The server is currently unable to handle the request.',
      504: 'Gateway Timeout - The server did not respond in time.',
    });
    expect(TIMEOUT_TEXT).toBe('Request Timeout - The server took too long to respond.');
    expect(NETWORK_TEXT).toBe('Network Error - Please check your connection and try again later.');
  });

  it('resolves other errors with the server text, else the reason phrase', async () => {
    const withBody = setup(() =>
      json(409, {
        error: { code: 'email_taken', message: 'This e-mail address already has an account.' },
      }),
    );
    await expect(withBody.client.post('/registration/start')).resolves.toMatchObject({
      data: null,
      status: 409,
      statusText: 'This e-mail address already has an account.',
      error: { code: 'email_taken' },
    });
    const bare = setup(() => new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(bare.client.get('/nothing')).resolves.toEqual({
      data: null,
      status: 404,
      statusText: 'Not Found',
    });
  });

  it('answers the timeout text with status 500 when the server does not answer in time', async () => {
    const { client } = setup((req) => new Promise<Response>(() => void req), 'token', 50);
    await expect(client.get('/wallet/list')).resolves.toEqual({
      data: null,
      status: 500,
      statusText: TIMEOUT_TEXT,
    });
  });

  it('answers the network text with status 500 when the request cannot be sent', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/wallet/list')).resolves.toEqual({
      data: null,
      status: 500,
      statusText: NETWORK_TEXT,
    });
  });
});

/** Several tabs of one browser: localStorage shows a tab the others' writes late (as browsers copy
 * it between processes); the refresh hand-over (IndexedDB in the app) is seen at once. */
function browserTabs(initial: string) {
  let stored: string | null = initial;
  const handover = new Map<string, string>();
  const tab = () => {
    let seen = stored;
    const ended: number[] = [];
    const binding: SessionBinding = {
      getToken: async () => seen,
      setToken: async (token, replacing) => {
        if (replacing) handover.set(replacing, token);
        stored = token;
        seen = token;
      },
      tokenReplacing: async (replaced) => (replaced ? (handover.get(replaced) ?? null) : null),
      onSessionEnd: () => ended.push(Date.now()),
    };
    return { binding, ended, seen: () => seen };
  };
  return { tab };
}

/** Web Locks as one browser grants them: one holder at a time, in the order asked. */
function oneLock(): TabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(_name: string, work: () => Promise<T>) => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** A server that rotates the refresh token: a second refresh with the first one's cookie ends the session. */
function rotatingServer(hold?: { path: string; until: Promise<unknown> }) {
  const state = { valid: 'new-token-1', refreshes: 0 };
  const server = fakeServer(async (req) => {
    if (req.path === '/customer/refresh') {
      state.refreshes++;
      if (state.refreshes > 1) {
        state.valid = 'revoked';
        return json(401, {
          error: { code: 'refresh_invalid', message: 'Your session has ended. Log in again.' },
        });
      }
      return refreshed(state.valid);
    }
    if (hold && req.path === hold.path && req.headers.get('Authorization') === 'Bearer expired')
      await hold.until;
    if (req.headers.get('Authorization') !== `Bearer ${state.valid}`)
      return json(401, { error: { code: 'unauthorized', message: 'Log in again.' } });
    return json(200, { data: { path: req.path } });
  });
  return { server, state };
}

describe('the refresh across tabs', () => {
  const client = (
    tab: ReturnType<ReturnType<typeof browserTabs>['tab']>,
    server: ReturnType<typeof fakeServer>,
    lock: TabLock,
  ) =>
    createApiClient({
      baseUrl: BASE,
      timeoutMs: 2000,
      origin: ORIGIN,
      session: tab.binding,
      fetch: server.fetch,
      lock,
    });

  it('is made once when two tabs get 401 at the same moment; the second tab uses its result', async () => {
    const tabs = browserTabs('expired');
    const [a, b] = [tabs.tab(), tabs.tab()];
    const { server, state } = rotatingServer();
    const lock = oneLock();
    const answers = await Promise.all([
      client(a, server, lock).get('/a'),
      client(b, server, lock).get('/b'),
    ]);
    expect(state.refreshes).toBe(1);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect([a.ended, b.ended]).toEqual([[], []]);
  });

  it('is not made again by a tab whose 401 arrives after the refresh, while its storage still shows the old token', async () => {
    const tabs = browserTabs('expired');
    const [a, b] = [tabs.tab(), tabs.tab()];
    let refreshDone!: () => void;
    const until = new Promise<void>((resolve) => (refreshDone = resolve));
    const { server, state } = rotatingServer({ path: '/b', until });
    const lock = oneLock();
    const late = client(b, server, lock).get('/b');
    const first = await client(a, server, lock).get('/a');
    refreshDone();
    const second = await late;
    expect(b.seen()).toBe('expired'); // tab B's localStorage has not caught up
    expect(state.refreshes).toBe(1);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(
      server.seen.filter((r) => r.path === '/b').map((r) => r.headers.get('Authorization')),
    ).toEqual(['Bearer expired', 'Bearer new-token-1']);
    expect([a.ended, b.ended]).toEqual([[], []]);
  });
});
