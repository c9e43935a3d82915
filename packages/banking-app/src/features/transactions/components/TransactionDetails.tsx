import { useTranslation } from 'react-i18next';
import { Dialog, Skeleton } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { TransactionFacts } from '@/lib/transactions/TransactionFacts';
import type { Viewpoint } from '@/lib/transactions/rows';
import { fetchTransaction } from '@/features/transactions/api/transactions';

export interface TransactionDetailsProps {
  id: string;
  view: Viewpoint;
  onClose: () => void;
  ns: string;
}

/** One transaction in full (amounts, fee, rate, reference, purpose, status history), over the list. */
export function TransactionDetails({ id, view, onClose, ns }: TransactionDetailsProps) {
  const { t } = useTranslation(ns);
  const query = useApiQuery(() => fetchTransaction(id), [id]);
  return (
    <Dialog open onClose={onClose} title={t('details.title')} size="lg">
      <LoadState query={query} label={t('details.loading')} errorTitle={t('details.failed')} skeleton={<Skeleton shape="rect" height="20rem" />}>
        {(tx) => <TransactionFacts tx={tx} view={view} />}
      </LoadState>
    </Dialog>
  );
}
