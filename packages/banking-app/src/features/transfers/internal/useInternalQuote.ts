// The quote of an internal transfer between currencies: asked when the review opens without a
// usable one, and again on request once it expires. A new quote is a new attempt (new key), unless
// a confirmation with the old terms went unanswered: then only a retry of those terms is safe.
import { useEffect } from 'react';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { useSubmit } from '@/lib/forms/useSubmit';
import { quoteFx } from '@/features/transfers/api';
import { snapshotOf } from '@/features/transfers/shared/quote';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { needsQuote, recipientCurrency, type InternalDraft } from './draft';

export function useInternalQuote(
  draft: InternalDraft | null,
  save: (d: InternalDraft) => void,
  onRefusal: (r: Refusal | undefined) => void,
) {
  const quoting = useSubmit();
  const wanted = Boolean(draft && needsQuote(draft));

  const refresh = () =>
    quoting.run(async () => {
      if (!draft?.amount || !draft.fromCurrency || !isCurrencyCode(draft.fromCurrency)) return;
      const to = recipientCurrency(draft.recipient)!;
      const res = await quoteFx(draft.fromCurrency, to, draft.amount);
      if (!res.data) {
        onRefusal(refusalOf(res));
        return;
      }
      onRefusal(undefined);
      save({
        ...draft,
        quote: snapshotOf(res.data.data, draft.quote),
        idempotencyKey: draft.uncertain
          ? draft.idempotencyKey
          : draft.idempotencyKey && crypto.randomUUID(),
      });
    });

  const missing = wanted && !draft?.quote;
  useEffect(() => {
    if (missing) void refresh();
    // Asked once when the review opens without a quote; later ones on request.
  }, [missing]);

  return { wanted, refresh, refreshing: quoting.loading };
}
