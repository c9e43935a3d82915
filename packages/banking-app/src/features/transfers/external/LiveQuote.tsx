// External step 2's quote while an amount is typed, when the wallet's currency is not the one the
// beneficiary receives: on the side the customer fixed (what they send, or what the beneficiary's
// bank receives), the other side, the rate and the time the rate holds, asked once typing pauses
// (useLiveQuote: stale requests cancelled, never an older amount's answer). The other side is
// reported to the form, which shows it in the other field.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { Stack, Text } from '@bank/ui';
import { previewExternalTransfer } from '@/features/transfers/api';
import type { AsideValues } from '@/features/transfers/shared/AmountForm';
import { moneyText } from '@/features/transfers/shared/money';
import { snapshotOf, type QuoteSnapshot } from '@/features/transfers/shared/quote';
import { QuoteBox } from '@/features/transfers/shared/QuoteBox';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { useLiveQuote } from '@/features/transfers/shared/useLiveQuote';
import { amountOf, destinationOf, type ExternalBeneficiaryRef, type ExternalDraft } from './draft';

type Money = { minor: string; currency: string };
type Answer = { quote: QuoteSnapshot; sends: Money; receives: Money } | { refusal: Refusal };

export interface LiveQuoteProps extends AsideValues {
  draft: ExternalDraft;
  beneficiary: ExternalBeneficiaryRef;
}

export function LiveQuote({
  draft,
  beneficiary: b,
  fromWalletId,
  fromCurrency,
  side,
  amount,
  onQuoted,
}: LiveQuoteProps) {
  const { t } = useTranslation('transfers');
  const currency =
    isCurrencyCode(fromCurrency) && fromCurrency !== b.currency ? fromCurrency : undefined;
  // Nothing to ask for no amount, or none (a zero is refused).
  const live = useLiveQuote<Answer>(
    currency && amount && BigInt(amount) > 0n ? `${fromWalletId}:${side}:${amount}` : null,
    async (signal) => {
      if (!currency || !amount) throw new Error('nothing to quote');
      const res = await previewExternalTransfer(
        {
          from_wallet_id: fromWalletId,
          ...destinationOf(b),
          ...amountOf({ side, amount }),
          charges: draft.charges ?? 'SHA',
        },
        signal,
      );
      const q = res.data?.data;
      if (!q?.quote) return { refusal: refusalOf(res) };
      return {
        quote: snapshotOf(q.quote),
        sends: { minor: q.amount.minor, currency: q.amount.currency },
        receives: {
          minor: q.beneficiary_receives.minor,
          currency: q.beneficiary_receives.currency,
        },
      };
    },
  );
  const answer = live.value;
  // The other field shows this answer's other side (the form keeps it only for this amount).
  useEffect(() => {
    onQuoted(
      amount && answer && 'quote' in answer
        ? { fromWalletId, side, amount, send: answer.sends.minor, receive: answer.receives.minor }
        : undefined,
    );
  }, [answer, amount, fromWalletId, side, onQuoted]);
  if (!currency) return null;
  return (
    <Stack gap="sm" align="start">
      {/* Read out once typing has paused and the answer for that amount is in, not per keystroke. */}
      <div role="status">
        {!amount ? null : !answer ? (
          <Text tone="muted">{t('external.amount.quoting')}</Text>
        ) : 'quote' in answer ? (
          <Text>
            {side === 'receive'
              ? t('external.amount.liveSends', { name: b.name })
              : t('external.amount.liveReceives', { name: b.name })}{' '}
            <bdi dir="ltr">
              {side === 'receive'
                ? moneyText(answer.sends.minor, answer.sends.currency)
                : moneyText(answer.receives.minor, answer.receives.currency)}
            </bdi>
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
