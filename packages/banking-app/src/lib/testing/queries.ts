// ApiQuery values for the tests of components that draw a screen's data (the screen's loader
// loads it: src/lib/data/screenData.ts; its component hands each query to the components).
import { vi } from 'vitest';
import type { ApiQuery } from '@/lib/data/screenData';

/** A query whose answer has come. */
export function loadedQuery<T>(data: T): ApiQuery<T> {
  return { state: { status: 'success', data, reloading: false }, retry: vi.fn(), reload: vi.fn() };
}

/** A query still waiting for its answer. */
export function loadingQuery<T>(): ApiQuery<T> {
  return { state: { status: 'loading' }, retry: vi.fn(), reload: vi.fn() };
}

/** A query whose call failed with `text` (the catalogue's words). */
export function failedQuery<T>(text: string, httpStatus = 503): ApiQuery<T> {
  return { state: { status: 'error', text, httpStatus }, retry: vi.fn(), reload: vi.fn() };
}
