// What is left of today's transfer limit (AED), shown before the amount is entered so a refusal
// is not the first the customer hears of it. Nothing is shown when the limits cannot be loaded.
import { useTranslation } from 'react-i18next';
import { Text } from '@bank/ui';
import type { ApiQuery, QueryData } from '@/lib/data/screenData';
import type { fetchLimits } from '@/features/transfers/api';
import { moneyText } from './money';

/** The limits' call, which the screen's loader makes (its answer is this component's `limits`). */
export type LimitsQuery = ApiQuery<QueryData<typeof fetchLimits>>;

export function LimitsLeft({
  kind,
  limits,
}: {
  kind: 'transfer' | 'conversion';
  limits: LimitsQuery;
}) {
  const { t } = useTranslation('transfers');
  if (limits.state.status !== 'success') return null;
  const rule = limits.state.data.find((r) => r.kind === kind);
  if (!rule) return null;
  return (
    <Text size="sm" tone="muted">
      {t('limits.left', {
        today: moneyText(rule.remaining_today.minor, rule.remaining_today.currency),
        month: moneyText(rule.remaining_this_month.minor, rule.remaining_this_month.currency),
        perTransaction: moneyText(rule.per_transaction.minor, rule.per_transaction.currency),
      })}
    </Text>
  );
}
