// Conversion step 1's quote as an amount is typed (either side), asked once typing pauses
// (useLiveQuote: the request for an older amount cancelled, its answer never kept): the answer
// becomes the draft's quote, which fills the other amount and shows the terms; a refusal is shown
// by the page.
import { useTranslation } from 'react-i18next';
import type { FxQuote } from '@bank/api-contract';
import type { CurrencyCode } from '@bank/lookups/currencies';
import { Text } from '@bank/ui';
import { quoteFxFor } from '@/features/transfers/api';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { useLiveQuote } from '@/features/transfers/shared/useLiveQuote';
import { quoteRequest, type ConversionSide } from './draft';

export interface LiveConversionQuoteProps {
  from: CurrencyCode;
  to: string;
  side: ConversionSide;
  /** Minor units of `from` (sell) or of `to` (buy). */
  amount: string;
  onQuoted: (quote: FxQuote) => void;
  onRefused: (refusal: Refusal | undefined) => void;
}

export function LiveConversionQuote({
  from,
  to,
  side,
  amount,
  onQuoted,
  onRefused,
}: LiveConversionQuoteProps) {
  const { t } = useTranslation('transfers');
  const live = useLiveQuote(`${from}:${to}:${side}:${amount}`, async (signal) => {
    const res = await quoteFxFor(quoteRequest(from, to, side, amount), signal);
    if (signal.aborted) return false;
    if (!res.data) {
      onRefused(refusalOf(res));
      return false;
    }
    onRefused(undefined);
    onQuoted(res.data.data);
    return true;
  });
  // Read out once typing has paused, not per keystroke.
  return (
    <div role="status">{live.pending && <Text tone="muted">{t('conversion.quoting')}</Text>}</div>
  );
}
