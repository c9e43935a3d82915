// Data a page asks for before it mounts. On a page load, main.tsx loads the page's module before
// the router starts, and the guard's check (isauthorised) is already on its way: a module that
// exports `prefetch` (a list of its `useApiQuery` loads) has them asked as soon as the check says
// yes, while the frame and the page are being built, instead of after the page has mounted.
// A load's answer is taken once, by the first `useApiQuery` of that same function, within a few
// seconds; anything else asks the server as usual.
import type { ApiResponse } from '@/api/client';

export type Load = () => Promise<ApiResponse<unknown>>;

interface Early {
  at: number;
  answer: Promise<ApiResponse<unknown> | null>;
  /** The answer once it has come (a page that mounts after it starts with it: no loading state). */
  settled?: ApiResponse<unknown> | null;
}
const early = new Map<Load, Early>();
const FRESH_MS = 10_000;

/** Asks each load once `allowed` resolves to true (nothing is asked for a refused session). */
export function prefetch(loads: readonly Load[], allowed: Promise<boolean>) {
  const at = Date.now();
  for (const load of loads) {
    const entry: Early = {
      at,
      answer: allowed.then(
        (ok) => (ok ? load() : null),
        () => null,
      ),
    };
    entry.answer.then(
      (res) => (entry.settled = res),
      () => (entry.settled = null),
    );
    early.set(load, entry);
  }
}

/** The answer asked early for `load`, once; undefined when none (or too old). */
export function takePrefetched<T>(
  load: () => Promise<ApiResponse<T>>,
): Promise<ApiResponse<T> | null> | undefined {
  const entry = early.get(load as Load);
  if (!entry) return undefined;
  early.delete(load as Load);
  if (Date.now() - entry.at > FRESH_MS) return undefined;
  return entry.answer as Promise<ApiResponse<T> | null>;
}

/**
 * The answer asked early for `load` if it has already come (taken, as by takePrefetched); else
 * undefined and the entry stays for takePrefetched. A refused or unanswered call is not taken.
 */
export function takeSettled<T>(load: () => Promise<ApiResponse<T>>): ApiResponse<T> | undefined {
  const entry = early.get(load as Load);
  if (!entry?.settled || Date.now() - entry.at > FRESH_MS) return undefined;
  early.delete(load as Load);
  return entry.settled as ApiResponse<T>;
}
