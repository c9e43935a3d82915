// How a screen loads its data: react-router's data APIs (chosen over TanStack Query, measured in
// the package README: 0 KB against 10 KB on every page). A screen module exports a `loader` made
// with `screenLoader` next to its `Component`; the router runs it as soon as the screen is
// navigated to (before the screen's code has even rendered: on a page load, while the frame is
// drawn), and the screen reads each call's answer with `useScreenQueries`, which it draws with
// <LoadState> (loading, error with the catalogue's text and a retry, empty, content).
//
// - The loader does not wait for the answers: it hands the router one promise per call
//   (react-router's deferred data), so the screen shows at once with its skeletons, as before.
// - Retry and reload are the router's revalidation (`useRevalidator`): the screen's loader runs
//   again; what was shown stays (marked `reloading`) until the new answer comes, a failure's
//   retry shows the loading state. A change of the URL's search (a filter, a range) revalidates
//   by itself, so a screen's choices live in its URL.
// - On the dashboard the app puts the loader behind the session's check (src/app/routes.tsx:
//   `behindGate`): nothing is asked for a visit the session guard is about to refuse.
import { startTransition, useEffect, useRef, useState } from 'react';
import {
  useLoaderData,
  useRevalidator,
  type LoaderFunction,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { ApiResponse } from '@/api/client';

export type ApiQueryState<T> =
  | { status: 'loading' }
  | { status: 'error'; text: string; httpStatus: number; code?: string }
  | { status: 'success'; data: T; reloading: boolean };

/** One call's answer as a screen draws it. */
export interface ApiQuery<T> {
  state: ApiQueryState<T>;
  /** After a failure: shows the loading state and asks again. */
  retry(): void;
  /** After a change (a device logged out, a setting changed): asks again, keeping what is shown. */
  reload(): void;
}

export interface ApiQueryOptions {
  /** The words of a failure; the client's status text (the catalogue's) by default. */
  errorText?: (res: ApiResponse<unknown>) => string;
}

/** A call a screen makes: its answer's `data.data` is what the screen shows. */
export type Call<T = unknown> = () => Promise<ApiResponse<{ data: T }>>;

/** The calls of a screen, by name; `undefined` for a call not made on this visit. */
export type Calls = Record<string, Call<never> | Call<unknown> | undefined>;

type Answer<C> = C extends Call<infer T> ? Promise<ApiResponse<{ data: T }>> : undefined;
/** What a screen's loader gives the router: one promise per call (undefined: not asked). */
export type Loaded<C extends Calls> = { [K in keyof C]: Answer<C[K]> };

/** A screen's loader: the router's loader, and the calls it makes (for `behindGate`). */
export interface ScreenLoader<C extends Calls> {
  (args: LoaderFunctionArgs): Loaded<C>;
  calls: (args: LoaderFunctionArgs) => C;
}

// Answers that have come, by promise: a screen that renders after its answer came starts with it
// (the page is drawn whole at once, nothing moves a frame later).
const settled = new WeakMap<Promise<unknown>, ApiResponse<unknown>>();

function start<C extends Calls>(calls: C, gate?: Promise<boolean>): Loaded<C> {
  const out: Record<string, Promise<ApiResponse<unknown>> | undefined> = {};
  for (const [name, call] of Object.entries(calls)) {
    if (!call) {
      out[name] = undefined;
      continue;
    }
    const answer: Promise<ApiResponse<unknown>> = gate
      ? gate.then(
          (ok) => (ok ? call() : REFUSED),
          () => REFUSED,
        )
      : call();
    // The client never rejects in production; in development a contract mismatch does: shown.
    const safe = answer.catch((error: unknown): ApiResponse<unknown> => ({
      data: null,
      status: 0,
      statusText: error instanceof Error ? error.message : String(error),
    }));
    void safe.then((res) => settled.set(safe, res));
    out[name] = safe;
  }
  return out as Loaded<C>;
}

/** The answer of a call the session's check refused (the guard is taking the visit elsewhere). */
const REFUSED: ApiResponse<never> = { data: null, status: 401, statusText: 'Unauthorized' };

/**
 * A screen's loader from its calls: `calls` gets the route's params and request (its URL's search)
 * and names each call; a call left undefined is not made.
 */
export function screenLoader<C extends Calls>(
  calls: (args: LoaderFunctionArgs) => C,
): ScreenLoader<C> {
  return Object.assign((args: LoaderFunctionArgs) => start(calls(args)), { calls });
}

/** The same loader, its calls made only once `gate` says yes (the dashboard's session check). */
export function behindGate(loader: LoaderFunction, gate: () => Promise<boolean>): LoaderFunction {
  const { calls } = loader as Partial<ScreenLoader<Calls>>;
  if (!calls) return loader;
  return (args: LoaderFunctionArgs) => start(calls(args), gate());
}

function stateOf<T>(res: ApiResponse<{ data: T }>, how: ApiQueryOptions): ApiQueryState<T> {
  return res.data
    ? { status: 'success', data: res.data.data, reloading: false }
    : {
        status: 'error',
        text: how.errorText?.(res as ApiResponse<unknown>) ?? res.statusText,
        httpStatus: res.status,
        code: res.error?.code,
      };
}

/**
 * One answer of the screen's loader as an ApiQuery. A new answer (after revalidation) keeps what
 * was shown, marked reloading, until it comes; an error gives way to loading.
 */
function useAnswer<T>(
  answer: Promise<ApiResponse<{ data: T }>> | undefined,
  options: ApiQueryOptions = {},
): ApiQuery<T> {
  const revalidator = useRevalidator();
  const how = useRef(options);
  how.current = options;
  const initial = (): { answer: typeof answer; state: ApiQueryState<T> } => {
    const done = answer && settled.get(answer);
    return {
      answer,
      state: done ? stateOf(done as ApiResponse<{ data: T }>, options) : { status: 'loading' },
    };
  };
  const [held, setHeld] = useState(initial);

  // A new answer: what was shown stays while it comes (reloading), unless it was an error.
  let state: ApiQueryState<T> = held.state;
  if (held.answer !== answer) {
    const done = answer && settled.get(answer);
    if (done) state = stateOf(done as ApiResponse<{ data: T }>, options);
    else if (held.state.status === 'success' && answer) state = { ...held.state, reloading: true };
    else state = { status: 'loading' };
  }

  useEffect(() => {
    if (!answer) return;
    let current = true;
    void answer.then((res) => {
      // As a transition: the screen the answer fills is built in slices, between which the
      // browser stays responsive (a phone is not held for the whole render of a page of data).
      if (current) startTransition(() => setHeld({ answer, state: stateOf(res, how.current) }));
    });
    return () => {
      current = false;
    };
  }, [answer]);

  const again = () => void revalidator.revalidate();
  return { state, retry: again, reload: again };
}

/** Each call of the screen's loader (`typeof loader`) as an ApiQuery, by name. */
export function useScreenQueries<L extends ScreenLoader<Calls>>(
  options: { [K in keyof ReturnType<L['calls']>]?: ApiQueryOptions } = {},
): { [K in keyof ReturnType<L['calls']>]: ApiQuery<QueryData<ReturnType<L['calls']>[K]>> } {
  const loaded = useLoaderData() as Record<string, Promise<ApiResponse<{ data: unknown }>>>;
  const out: Record<string, ApiQuery<unknown>> = {};
  // The loader's names are the same on every render of a screen: the hooks keep their order.
  for (const name of Object.keys(loaded).sort()) {
    out[name] = useAnswer(loaded[name], (options as Record<string, ApiQueryOptions>)[name]);
  }
  return out as never;
}

/** The data of a call or of a function making one (what its ApiQuery holds). */
export type QueryData<C> = C extends (...args: never[]) => Promise<ApiResponse<{ data: infer T }>>
  ? T
  : never;
