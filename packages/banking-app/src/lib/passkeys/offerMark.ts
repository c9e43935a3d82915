// The mark of "Log in faster next time" (offer.ts): set by a login with the password and a code or
// by a registration, read by the home. Kept apart from the offer's rules, which need the browser's
// passkey support, so that the login and the home load these few lines only until an offer is due
// (the home's JavaScript budget, BUDGETS.md).

const MARK = 'sadu.passkey-offer';

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** A login with the password and a code, or a registration, ended: offer this customer a passkey. */
export function offerPasskeyNext(customerId: string): void {
  try {
    session()?.setItem(MARK, customerId);
  } catch {
    // No storage (private mode, full): no offer this time.
  }
}

/** The offer was answered (a passkey added), or is not needed (the customer has one). */
export function endPasskeyOffer(): void {
  try {
    session()?.removeItem(MARK);
  } catch {
    // No storage: nothing was marked.
  }
}

/** The customer this tab's login marked for the offer, or null. */
export function markedForOffer(): string | null {
  try {
    return session()?.getItem(MARK) ?? null;
  } catch {
    return null;
  }
}
