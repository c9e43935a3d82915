// What the money screens' loaders share (src/lib/data/screenData.ts): one request read by several
// calls of the same loader run (the wallets, and what is asked for the wallet shown), and calls
// made only for the customers whose screen draws their answer.
import type { ApiResponse } from '@/api/client';
import type { Call } from '@/lib/data/screenData';
import { customerTypeInfo, type CustomerTypeInfo } from '@/session/customer';

/**
 * `call` asked once, however many calls of a loader run read its answer: made inside the loader's
 * `calls`, so every run (a revalidation, a new search) asks afresh.
 */
export function once<A>(call: () => Promise<A>): () => Promise<A> {
  let answer: Promise<A> | undefined;
  return () => (answer ??= call());
}

/** An answer made here, without a request (what a call that need not be made stands for). */
export function answered<T>(data: T): ApiResponse<{ data: T }> {
  return { data: { data }, status: 200, statusText: 'OK' };
}

/**
 * The answer of a call that had nothing to ask about (no wallet to show, as the wallets failed or
 * there are none): the screen draws nothing from it.
 */
export const NOT_ASKED: ApiResponse<never> = { data: null, status: 0, statusText: 'Not asked' };

/**
 * `call` for the customers `rule` allows (the screen draws its answer only for them); for anyone
 * else `otherwise` stands in, without a request. The customer type is the one the dashboard's
 * guard loads (kept per token), so on the dashboard waiting for it costs nothing.
 */
export function onlyFor<T>(
  rule: (info: CustomerTypeInfo) => boolean,
  call: Call<T>,
  otherwise: T,
): Call<T> {
  return async () => {
    const info = await customerTypeInfo();
    return info && rule(info) ? call() : answered(otherwise);
  };
}
