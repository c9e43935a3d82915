import type { ApiResponse } from '@/api/client';

type Load<T> = () => Promise<ApiResponse<{ data: T }>>;

/**
 * Two calls a screen needs together, asked at once, as one answer for a loader: the first
 * failure (in the order given) is the answer, so the screen shows one error and one "Try again".
 */
export async function both<A, B, T>(
  first: Load<A>,
  second: Load<B>,
  join: (a: A, b: B) => T,
): Promise<ApiResponse<{ data: T }>> {
  const [a, b] = await Promise.all([first(), second()]);
  if (!a.data) return { ...a, data: null };
  if (!b.data) return { ...b, data: null };
  return { ...a, data: { data: join(a.data.data, b.data.data) } };
}
