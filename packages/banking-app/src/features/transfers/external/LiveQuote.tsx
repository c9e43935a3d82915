// External step 2's quote while the amount is typed, when the wallet's currency is not the one the
// beneficiary receives: the rate, what arrives and the time the rate holds, asked once typing
// pauses (useLiveQuote: stale requests cancelled, never an older amount's answer).
import { useTranslation } from 'react-i18next';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { Stack, Text } from '@bank/ui';
import { previewExternalTransfer } from '@/features/transfers/api';
import { moneyText } from '@/features/transfers/shared/money';
import { snapshotOf, type QuoteSnapshot } from '@/features/transfers/shared/quote';
import { QuoteBox } from '@/features/transfers/shared/QuoteBox';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { useLiveQuote } from '@/features/transfers/shared/useLiveQuote';
import { destinationOf, type ExternalBeneficiaryRef, type ExternalDraft } from './draft';

type Answer =
  { quote: QuoteSnapshot; receives: { minor: string; currency: string } } | { refusal: Refusal };

export interface LiveQuoteProps {
  draft: ExternalDraft;
  beneficiary: ExternalBeneficiaryRef;
  fromWalletId: string;
  fromCurrency: string;
  amount: string | null;
}

export function LiveQuote({
  draft,
  beneficiary: b,
  fromWalletId,
  fromCurrency,
  amount,
}: LiveQuoteProps) {
  const { t } = useTranslation('transfers');
  const currency =
    isCurrencyCode(fromCurrency) && fromCurrency !== b.currency ? fromCurrency : undefined;
  const live = useLiveQuote<Answer>(
    currency && amount ? `${fromWalletId}:${amount}` : null,
    async (signal) => {
      if (!currency || !amount) throw new Error('nothing to quote');
      const res = await previewExternalTransfer(
        {
          from_wallet_id: fromWalletId,
          ...destinationOf(b),
          amount_minor: amount,
          charges: draft.charges ?? 'SHA',
        },
        signal,
      );
      const q = res.data?.data;
      if (!q?.quote) return { refusal: refusalOf(res) };
      return {
        quote: snapshotOf(q.quote),
        receives: {
          minor: q.beneficiary_receives.minor,
          currency: q.beneficiary_receives.currency,
        },
      };
    },
  );
  if (!currency) return null;
  const answer = live.value;
  return (
    <Stack gap="sm" align="start">
      {/* Read out once typing has paused and the answer for that amount is in, not per keystroke. */}
      <div role="status">
        {!amount ? null : !answer ? (
          <Text tone="muted">{t('external.amount.quoting')}</Text>
        ) : 'quote' in answer ? (
          <Text>
            {t('external.amount.liveReceives', { name: b.name })}{' '}
            <bdi dir="ltr">{moneyText(answer.receives.minor, answer.receives.currency)}</bdi>
          </Text>
        ) : null}
      </div>
      {answer && 'refusal' in answer && <RefusalAlert refusal={answer.refusal} />}
      {answer && 'quote' in answer && (
        <QuoteBox quote={answer.quote} onRefresh={live.refresh} refreshing={live.pending} />
      )}
    </Stack>
  );
}
