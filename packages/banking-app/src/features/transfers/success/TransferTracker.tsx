// An external transfer's way to the beneficiary's bank, from its status history; an instant payment
// to another bank's in the words of the instant payment platform (sent, accepted, settled, rejected).
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@bank/api-contract';
import { StatusTracker } from '@bank/ui';

const WAY = ['pending', 'processing', 'completed'] as const;

export function TransferTracker({ tx, platform = false }: { tx: Transaction; platform?: boolean }) {
  const { t } = useTranslation('transfers');
  const words = platform ? 'platformStatus' : 'status';
  const at = (status: string) => tx.status_history.find((h) => h.status === status)?.at;
  const ended = tx.status === 'failed' || tx.status === 'returned';
  const reached = ended
    ? Math.max(0, ...tx.status_history.map((h) => WAY.indexOf(h.status as (typeof WAY)[number])))
    : WAY.indexOf(tx.status as (typeof WAY)[number]);
  const steps = WAY.map((s, i) => ({
    label: ended && i === Math.max(reached, 0) ? t(`${words}.${tx.status}`) : t(`${words}.${s}`),
    at: at(s),
    description: ended && i === Math.max(reached, 0) ? (tx.failure_reason ?? undefined) : undefined,
  }));
  return (
    <StatusTracker
      label={t('success.tracker')}
      steps={steps}
      current={Math.max(reached, 0)}
      outcome={
        tx.status === 'completed'
          ? 'completed'
          : ended
            ? (tx.status as 'failed' | 'returned')
            : undefined
      }
    />
  );
}
