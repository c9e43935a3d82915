// When the passkey offer is due: marked by a login (or a registration) in this tab, on a browser
// that can make a passkey here, and not within 30 days of the customer's "Not now".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passkeysSupported } from './browser';
import {
  endPasskeyOffer,
  NOT_NOW_DAYS,
  notNowPasskeyOffer,
  offerPasskeyNext,
  passkeyOfferDue,
} from './offer';

vi.mock(import('./browser'), async (original) => ({
  ...(await original()),
  passkeysSupported: vi.fn(() => true),
}));

const AMAL = '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01';
const OMAR = '0b6f7c52-8d0e-4c1f-9a55-3f0f8f3e2a11';
const DAY = 86_400_000;
const now = Date.parse('2026-11-21T09:00:00.000Z');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.mocked(passkeysSupported).mockReturnValue(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('the passkey offer', () => {
  it('is due to the customer whose login marked this tab, until it ends', () => {
    expect(passkeyOfferDue(now)).toBeNull();
    offerPasskeyNext(AMAL);
    expect(passkeyOfferDue(now)).toBe(AMAL);
    // Another login in this tab: the offer is that customer's.
    offerPasskeyNext(OMAR);
    expect(passkeyOfferDue(now)).toBe(OMAR);
    endPasskeyOffer();
    expect(passkeyOfferDue(now)).toBeNull();
  });

  it('is not due on a browser that cannot make a passkey here (an IP address, no WebAuthn)', () => {
    offerPasskeyNext(AMAL);
    vi.mocked(passkeysSupported).mockReturnValue(false);
    expect(passkeyOfferDue(now)).toBeNull();
  });

  it('after "Not now" waits 30 days for that customer on this browser, whatever the logins', () => {
    expect(NOT_NOW_DAYS).toBe(30);
    offerPasskeyNext(AMAL);
    notNowPasskeyOffer(AMAL, now);
    expect(passkeyOfferDue(now)).toBeNull();
    // The next logins within the 30 days: still not.
    offerPasskeyNext(AMAL);
    expect(passkeyOfferDue(now + 29 * DAY)).toBeNull();
    // Another customer on the same browser is asked.
    offerPasskeyNext(OMAR);
    expect(passkeyOfferDue(now + DAY)).toBe(OMAR);
    // After 30 days, asked again (and the old answer is forgotten).
    offerPasskeyNext(AMAL);
    expect(passkeyOfferDue(now + 30 * DAY + 1)).toBe(AMAL);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('ignores a "Not now" it cannot read, and storage that refuses', () => {
    offerPasskeyNext(AMAL);
    localStorage.setItem(`sadu.passkey-offer.not-now.${AMAL}`, 'soon');
    expect(passkeyOfferDue(now)).toBe(AMAL);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => offerPasskeyNext(OMAR)).not.toThrow();
    expect(passkeyOfferDue(now)).toBeNull();
  });
});
