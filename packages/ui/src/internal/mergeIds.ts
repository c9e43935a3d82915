/** Joins id references (aria-describedby and friends), dropping empty ones; undefined when none. */
export function mergeIds(...ids: unknown[]): string | undefined {
  const out = ids
    .filter((id): id is string => typeof id === 'string' && id !== '')
    .join(' ')
    .trim();
  return out || undefined;
}
