// "Log in faster next time" (issue 26): after a login with the password and a code, and after a
// registration that logged the customer in, a customer with no passkey, on a browser that can make
// one here, is offered to add one. Never forced, never in the way:
//
// - Where: a card on the dashboard's home, among its notices (not an interstitial between the
//   login and the page the customer came for). The home's loader asks for it with its other calls
//   (offerCall.ts), so the card is drawn with the page, nothing moving when it comes; the card
//   (PasskeyOffer.tsx, its words and the adding) is loaded only when it is to be shown, never on
//   /login (finishLogin imports this small module, not the card).
// - When: the login (finishLogin, not after a passkey login) and the registration
//   (OtpCompletePage) mark this tab's session for the customer (sessionStorage). The mark ends
//   when the customer answers, or when the list shows they have a passkey: an ignored card shows
//   again on the next visit of the home in this session, not in the next session.
// - "Not now" is remembered per customer on this browser (localStorage) for 30 days: no offer in
//   any session until then, whatever the logins.
// - Adding is the security page's own adding (register.ts), named after this device ("Chrome on
//   Windows"), which the customer can rename on the security page.
import { passkeysSupported } from './browser';
import { endPasskeyOffer, markedForOffer } from './offerMark';

export { endPasskeyOffer, offerPasskeyNext } from './offerMark';

const notNowKey = (customerId: string) => `sadu.passkey-offer.not-now.${customerId}`;
/** How long "Not now" holds the offer back. */
export const NOT_NOW_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

function local(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    const store = local();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // No storage (private mode, full): the offer is only not remembered.
  }
}

/** "Not now": no offer to this customer on this browser for 30 days. */
export function notNowPasskeyOffer(customerId: string, now = Date.now()): void {
  write(notNowKey(customerId), new Date(now + NOT_NOW_DAYS * DAY).toISOString());
  endPasskeyOffer();
}

function saidNotNow(customerId: string, now: number): boolean {
  try {
    const until = Date.parse(local()?.getItem(notNowKey(customerId)) ?? '');
    if (Number.isNaN(until)) return false;
    if (until > now) return true;
    write(notNowKey(customerId), null);
    return false;
  } catch {
    return false;
  }
}

/**
 * The customer the offer is due to: marked by their login, on a browser that can make a passkey
 * here (not on an IP address), and not after their "Not now" of the last 30 days; else null.
 */
export function passkeyOfferDue(now = Date.now()): string | null {
  const marked = markedForOffer();
  if (!marked || !passkeysSupported() || saidNotNow(marked, now)) return null;
  return marked;
}
