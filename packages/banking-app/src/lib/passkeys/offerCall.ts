// The home's call for the passkey offer (the when and where: offer.ts), and the offer's card,
// loaded by that call only when the card is to be shown.
import { createElement } from 'react';
import type { ApiResponse } from '@/api/client';
import { markedForOffer } from './offerMark';
import type { PasskeyOffer } from './PasskeyOffer';

let loadingCard: Promise<unknown> | undefined;
let card: typeof PasskeyOffer | null = null;

/** The card's module (and its words), loaded once. */
function loadCard(): Promise<unknown> {
  loadingCard ??= import('./PasskeyOffer').then(
    (module) => (card = module.PasskeyOffer),
    () => {
      // Not loaded (offline): no offer this time, another visit tries again.
      loadingCard = undefined;
    },
  );
  return loadingCard;
}

/**
 * The offer's card for `customerId`, once `passkeyOfferCall` has loaded it: drawn at once, with the
 * page (nothing before its module came).
 */
export function PasskeyOfferCard({ customerId }: { customerId: string }) {
  return card ? createElement(card, { customerId }) : null;
}

const answer = (customerId: string | null): ApiResponse<{ data: string | null }> => ({
  data: { data: customerId },
  status: 200,
  statusText: 'OK',
});

/**
 * The home's call for the offer (src/lib/data/screenData.ts): the customer to offer a passkey to,
 * or null. Asks for their passkeys only when the offer is due, and answers once the card is loaded
 * when they have none. A list that cannot be read offers nothing (the offer is never a problem).
 */
export async function passkeyOfferCall(): Promise<ApiResponse<{ data: string | null }>> {
  // Nothing more is loaded until a login marked this tab (the home's budget).
  if (!markedForOffer()) return answer(null);
  const [{ passkeyOfferDue, endPasskeyOffer }, { listPasskeys }] = await Promise.all([
    import('./offer'),
    import('./api'),
  ]);
  const customerId = passkeyOfferDue();
  if (!customerId) return answer(null);
  const res = await listPasskeys();
  if (!res.data) return answer(null);
  if (res.data.data.length > 0) {
    endPasskeyOffer();
    return answer(null);
  }
  await loadCard();
  return answer(card ? customerId : null);
}
