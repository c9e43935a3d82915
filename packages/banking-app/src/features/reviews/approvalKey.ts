// One idempotency key per approval attempt, kept in the tab's session storage: a double press, a
// retry after a lost answer or a reload while approving sends the same key, so the money moves once.
const storageKey = (transactionId: string) => `sadu.review.${transactionId}`;

export function approvalKey(transactionId: string): string {
  const kept = sessionStorage.getItem(storageKey(transactionId));
  if (kept) return kept;
  const key = crypto.randomUUID();
  sessionStorage.setItem(storageKey(transactionId), key);
  return key;
}

export function forgetApprovalKey(transactionId: string): void {
  sessionStorage.removeItem(storageKey(transactionId));
}
