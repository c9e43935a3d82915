// One idempotency key per submission or approval of a batch, kept in the tab's session storage
// while the bank's answer is unknown: a double press, a retry after a lost answer or a reload sends
// the same key, so a batch is submitted (or approved) once. A definite answer forgets it.
type Act = 'submit' | 'approve';
const storageKey = (act: Act, batchId: string) => `sadu.bulk.${act}.${batchId}`;

export function keyFor(act: Act, batchId: string): string {
  try {
    const kept = sessionStorage.getItem(storageKey(act, batchId));
    if (kept) return kept;
    const key = crypto.randomUUID();
    sessionStorage.setItem(storageKey(act, batchId), key);
    return key;
  } catch {
    // Storage refused (a private window's quota): a key for this attempt only.
    return crypto.randomUUID();
  }
}

export function forgetKey(act: Act, batchId: string): void {
  try {
    sessionStorage.removeItem(storageKey(act, batchId));
  } catch {
    // Nothing kept.
  }
}
