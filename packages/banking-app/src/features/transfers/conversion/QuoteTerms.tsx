// A conversion quote's terms: what is sold, the fee, the total taken, what arrives.
import { useTranslation } from 'react-i18next';
import { DescriptionList } from '@bank/ui';
import { moneyText } from '@/features/transfers/shared/money';
import type { QuoteSnapshot } from '@/features/transfers/shared/quote';

export function QuoteTerms({ quote }: { quote: QuoteSnapshot }) {
  const { t } = useTranslation('transfers');
  return (
    <DescriptionList
      items={[
        {
          term: t('conversion.sell'),
          description: moneyText(quote.sellMinor, quote.fromCurrency),
          ltr: true,
        },
        {
          term: t('review.fee'),
          description: moneyText(quote.feeMinor, quote.fromCurrency),
          ltr: true,
        },
        {
          term: t('review.totalDebit'),
          description: moneyText(quote.totalMinor, quote.fromCurrency),
          ltr: true,
        },
        {
          term: t('conversion.buy'),
          description: moneyText(quote.buyMinor, quote.toCurrency, quote.buyAmount),
          ltr: true,
        },
      ]}
    />
  );
}
