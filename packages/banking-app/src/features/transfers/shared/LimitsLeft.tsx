// What is left of today's transfer limit (AED), shown before the amount is entered so a refusal
// is not the first the customer hears of it. Nothing is shown when the limits cannot be loaded.
import { useTranslation } from 'react-i18next';
import { Text } from '@bank/ui';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { fetchLimits } from '@/features/transfers/api';
import { moneyText } from './money';

export function LimitsLeft({ kind }: { kind: 'transfer' | 'conversion' }) {
  const { t } = useTranslation('transfers');
  const limits = useApiQuery(fetchLimits);
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
