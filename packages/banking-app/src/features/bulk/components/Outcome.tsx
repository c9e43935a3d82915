// A sent batch's outcome in words: how many payments were paid, are on their way, failed.
import { useTranslation } from 'react-i18next';
import type { BulkBatch } from '@/features/bulk/api';
import * as styles from '@/features/bulk/bulk.css';

export function Outcome({ batch, ns }: { batch: BulkBatch; ns: string }) {
  const { t } = useTranslation(ns);
  if (batch.status !== 'processing' && batch.status !== 'done') return <>{t('list.notSent')}</>;
  const { completed, in_progress, failed } = batch.outcome;
  return (
    <span className={styles.lines}>
      <span>{t('outcome.completed', { count: completed })}</span>
      {in_progress > 0 && <span>{t('outcome.in_progress', { count: in_progress })}</span>}
      {failed > 0 && <span>{t('outcome.failed', { count: failed })}</span>}
    </span>
  );
}
