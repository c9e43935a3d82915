// How a screen loads data: one hook for every screen, so each shows loading, error (the error
// catalogue's text) and retry the same way (render it with <LoadState>, LoadState.tsx).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResponse } from '@/api/client';
import { takePrefetched, takeSettled } from './prefetch';

export type ApiQueryState<T> =
  | { status: 'loading' }
  | { status: 'error'; text: string; httpStatus: number; code?: string }
  | { status: 'success'; data: T; reloading: boolean };

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
  /** False: nothing is asked yet (the state stays loading), e.g. while a needed value is missing. */
  enabled?: boolean;
}

function toState<T>(res: ApiResponse<{ data: T }>, how: ApiQueryOptions): ApiQueryState<T> {
  return res.data
    ? { status: 'success', data: res.data.data, reloading: false }
    : {
        status: 'error',
        text: how.errorText?.(res) ?? res.statusText,
        httpStatus: res.status,
        code: res.error?.code,
      };
}

/**
 * Loads `data.data` of a call (`load`, e.g. `fetchSessions`) when the screen mounts and again
 * whenever a value of `deps` changes. A failed answer becomes `{ status: 'error', text }` with the
 * client's status text: the spec's catalogue for 500, 502, 503, 504, timeouts and network errors,
 * else the server's message. An answer that arrives after a newer request, or after the screen
 * has gone, is dropped.
 */
export function useApiQuery<T>(
  load: () => Promise<ApiResponse<{ data: T }>>,
  deps: readonly unknown[] = [],
  options: ApiQueryOptions = {},
): ApiQuery<T> {
  const key = JSON.stringify(deps);
  // A page's data asked early (prefetch.ts) that has already come is its first state: the page is
  // drawn whole at once, nothing moves when the answer would otherwise have come a frame later.
  const ready = useRef(false);
  // The state belongs to the deps it was loaded for: new deps read as loading at once.
  const [held, setHeld] = useState<{ key: string; state: ApiQueryState<T> }>(() => {
    const settled = (options.enabled ?? true) ? takeSettled(load) : undefined;
    ready.current = settled !== undefined;
    return { key, state: settled ? toState(settled, options) : { status: 'loading' } };
  });
  const latest = useRef({ load, options });
  const asked = useRef(0);
  useEffect(() => {
    latest.current = { load, options };
  });

  const run = useCallback((forKey: string, mode: 'mount' | 'retry' | 'reload') => {
    const mine = ++asked.current;
    // On mount the state of a new key already reads as loading.
    if (mode !== 'mount') {
      setHeld((h) =>
        mode === 'reload' && h.key === forKey && h.state.status === 'success'
          ? { key: forKey, state: { ...h.state, reloading: true } }
          : { key: forKey, state: { status: 'loading' } },
      );
    }
    const { load: ask, options: how } = latest.current;
    // On a page load, the page's data may have been asked already (prefetch.ts).
    const early = mode === 'mount' ? takePrefetched(ask) : undefined;
    (early ? early.then((res) => res ?? ask()) : ask())
      .then(
        (res) => toState(res, how),
        // The client never rejects in production; in development a contract mismatch does: shown.
        (error: unknown): ApiQueryState<T> => ({
          status: 'error',
          text: error instanceof Error ? error.message : String(error),
          httpStatus: 0,
        }),
      )
      .then((state) => {
        // As a transition: the screen the answer fills is built in slices, between which the
        // browser stays responsive (a phone is not held for the whole render of a page of data).
        if (asked.current === mine) startTransition(() => setHeld({ key: forKey, state }));
      });
  }, []);

  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return;
    // Started with the early answer: nothing to ask on this mount (a new key asks as usual).
    if (ready.current) ready.current = false;
    else run(key, 'mount');
    return () => {
      asked.current += 1;
    };
  }, [key, run, enabled]);

  return {
    state: held.key === key ? held.state : { status: 'loading' },
    retry: () => run(key, 'retry'),
    reload: () => run(key, 'reload'),
  };
}
