// A quote's terms while they hold: the rate (and the rate it replaced, when a new quote changed
// it), a countdown that screen readers hear at 10 seconds and at the end only, and, once expired,
// the button that asks for a new one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Countdown, Stack, Text } from '@bank/ui';
import { isExpired, type QuoteSnapshot } from './quote';

export interface QuoteBoxProps {
  quote: QuoteSnapshot;
  /** Asks for a new quote (the same pair and amount). */
  onRefresh: () => void;
  refreshing: boolean;
}

export function QuoteBox({ quote, onRefresh, refreshing }: QuoteBoxProps) {
  const { t } = useTranslation('transfers');
  const [expiredFor, setExpiredFor] = useState<string | null>(() =>
    isExpired(quote) ? quote.quoteId : null,
  );
  const expired = expiredFor === quote.quoteId;
  const rate = (r: string) =>
    t('quote.rate', { from: quote.fromCurrency, to: quote.toCurrency, rate: r });
  return (
    <Stack gap="sm" align="start">
      <Text>
        <bdi dir="ltr">{rate(quote.rate)}</bdi>
      </Text>
      {quote.previousRate && (
        <Alert tone="info" announce="polite" title={t('quote.changedTitle')}>
          {t('quote.changed')} <bdi dir="ltr">{rate(quote.previousRate)}</bdi> →{' '}
          <bdi dir="ltr">{rate(quote.rate)}</bdi>
        </Alert>
      )}
      {expired ? (
        <Alert tone="warning" announce="polite" title={t('quote.expiredTitle')}>
          <Stack gap="sm" align="start">
            <Text>{t('quote.expired')}</Text>
            <Button variant="secondary" size="sm" loading={refreshing} onClick={onRefresh}>
              {t('quote.refresh')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Countdown
          expiresAt={quote.expiresAt}
          duration={30}
          label={t('quote.validFor')}
          expiredText={t('quote.expiredTitle')}
          onExpire={() => setExpiredFor(quote.quoteId)}
        />
      )}
    </Stack>
  );
}

/** Whether the quote may still be used (the box shows the refresh otherwise). */
export const quoteUsable = (quote: QuoteSnapshot | undefined) =>
  Boolean(quote && !isExpired(quote));
