// A conversion quote's terms: what is sold, the fee, the total taken, what arrives; which of the two
// amounts is exact (the side the customer typed) and which calculated at the quote's rate.
import { useTranslation } from 'react-i18next';
import { DescriptionList } from '@bank/ui';
import { moneyText } from '@/features/transfers/shared/money';
import type { QuoteSnapshot } from '@/features/transfers/shared/quote';
import type { ConversionSide } from './draft';

export function QuoteTerms({ quote, side }: { quote: QuoteSnapshot; side: ConversionSide }) {
  const { t } = useTranslation('transfers');
  return (
    <DescriptionList
      items={[
        {
          term: t(side === 'sell' ? 'conversion.sellExact' : 'conversion.sellCalculated'),
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
          term: t(side === 'buy' ? 'conversion.buyExact' : 'conversion.buyCalculated'),
          description: moneyText(quote.buyMinor, quote.toCurrency, quote.buyAmount),
          ltr: true,
        },
      ]}
    />
  );
}
