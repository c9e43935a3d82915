import { useTranslation } from 'react-i18next';
import { Dialog, Skeleton } from '@bank/ui';
import { NETWORK_TEXT } from '@/api/errors';
import type { ApiResponse } from '@/api/client';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery } from '@/lib/data/screenData';
import type { Viewpoint } from '@/domain/transactions/rows';
import { fetchTransaction, type Transaction } from '@/features/transactions/api/transactions';
import type * as TransactionFactsExports from '@/domain/transactions/TransactionFacts';

export interface TransactionDetailsProps {
  /** The transaction with the details' code (`fetchWithFacts`, asked by the history's loader). */
  query: ApiQuery<{ tx: Transaction; facts: FactsModule }>;
  view: Viewpoint;
  onClose: () => void;
  ns: string;
}

type FactsModule = typeof TransactionFactsExports;

/**
 * The details' code (the facts, the status tracker, the purpose codes' words: about 5 KB gzipped)
 * is fetched with the transaction, when a row is first opened: the history's first paint does not
 * carry it. Its failure (offline) is the call's failure: the network text and a retry.
 */
export async function fetchWithFacts(
  id: string,
): Promise<ApiResponse<{ data: { tx: Transaction; facts: FactsModule } }>> {
  const [res, facts] = await Promise.all([
    fetchTransaction(id),
    import('@/domain/transactions/TransactionFacts').catch(() => null),
  ]);
  if (!res.data) return { ...res, data: null };
  if (!facts) return { data: null, status: 500, statusText: NETWORK_TEXT };
  return { ...res, data: { data: { tx: res.data.data, facts } } };
}

/** One transaction in full (amounts, fee, rate, reference, purpose, status history), over the list. */
export function TransactionDetails({ query, view, onClose, ns }: TransactionDetailsProps) {
  const { t } = useTranslation(ns);
  return (
    <Dialog open onClose={onClose} title={t('details.title')} size="lg">
      <LoadState
        query={query}
        label={t('details.loading')}
        errorTitle={t('details.failed')}
        skeleton={<Skeleton shape="rect" height="20rem" />}
      >
        {({ tx, facts }) => <facts.TransactionFacts tx={tx} view={view} />}
      </LoadState>
    </Dialog>
  );
}
