import { forwardRef, useState } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useSearchParams,
  type LinkProps,
} from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ButtonLink,
  Combobox,
  EmptyState,
  FormField,
  Heading,
  Link,
  Stack,
  Text,
  TransactionList,
  type TransactionListItem,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useAllowedLinks } from '@/session/useAllowedLinks';
import { LoadState } from '@/lib/data/LoadState';
import { useScreenQueries } from '@/lib/data/screenData';
import { fiatWallets, type Wallet } from '@/domain/wallets/wallets';
import type { Transaction } from './api/transactions';
import {
  activeCount,
  DETAIL_PARAM,
  NO_FILTERS,
  queryOf,
  readFilters,
  writeFilters,
  type HistoryFilters,
} from './filters';
import { badgeOf, kindOf, signedAmount, type Viewpoint } from '@/domain/transactions/rows';
import { loadTransactionWords } from '@/domain/transactions/i18n';
import { FilterForm } from './components/FilterForm';
import { TransactionDetails } from './components/TransactionDetails';
import { useHistoryPages } from './useHistoryPages';
import { shownWalletId, type historyLoader, type HistoryScope } from './historyLoader';

export type { HistoryScope };
import { loadTransactionsNamespace } from './i18n';
import * as styles from './HistoryPage.css';

const [ns] = await Promise.all([loadTransactionsNamespace(), loadTransactionWords()]);
const TOPUP_LINK = [{ to: PATHS.topup }];

/** A row opens its details over the list: a new history entry, so Back closes them. */
const DetailLink = forwardRef<HTMLAnchorElement, LinkProps>(function DetailLink(props, ref) {
  return <RouterLink ref={ref} {...props} state={{ fromList: true }} />;
});

/**
 * The history. `recent` (/dashboard/transactions): one wallet at a time, the filters folded away.
 * `all` (/dashboard/all_transactions): every wallet, with currency and wallet among the filters.
 * The filters live in the address; a transaction's details open as a dialog (?transaction=…).
 */
export function HistoryPage({ scope }: { scope: HistoryScope }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { wallets, first, detail } = useScreenQueries<ReturnType<typeof historyLoader>>();
  const [open, setOpen] = useState(scope === 'all');
  const canTopUp = useAllowedLinks(TOPUP_LINK).length > 0;

  const filters = readFilters(params);
  const filterKey = writeFilters(filters).toString();
  const fiat = wallets.state.status === 'success' ? fiatWallets(wallets.state.data) : [];
  const walletId =
    wallets.state.status === 'success'
      ? shownWalletId(scope, filters, wallets.state.data)
      : scope === 'all'
        ? filters.wallet
        : null;
  const wallet = scope === 'recent' ? (fiat.find((w) => w.wallet_id === walletId) ?? null) : null;
  const ready = wallets.state.status === 'success' && (scope === 'all' || wallet !== null);
  const pages = useHistoryPages(first, ready ? queryOf(filters, walletId) : null);
  const view: Viewpoint = { walletId, currency: filters.currency };
  const active = activeCount(filters, scope === 'all');

  const apply = (next: HistoryFilters) =>
    void navigate({
      search: writeFilters(scope === 'recent' ? { ...next, wallet: walletId } : next).toString(),
    });
  const detailHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(DETAIL_PARAM, id);
    return `?${next}`;
  };
  const detailId = params.get(DETAIL_PARAM);
  const closeDetail = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else
      setParams(
        (p) => {
          p.delete(DETAIL_PARAM);
          return p;
        },
        { replace: true },
      );
  };

  const rows: TransactionListItem[] = pages.items.flatMap((tx: Transaction) => {
    const amount = signedAmount(tx, view);
    if (!amount) return [];
    const type = t(`transaction:type.${tx.transaction_type}`);
    const converted =
      tx.counter_amount &&
      t('list.conversion', { from: tx.amount.currency, to: tx.counter_amount.currency });
    return [
      {
        id: tx.transaction_id,
        kind: kindOf(tx.transaction_type),
        title: tx.counterparty?.name ?? type,
        detail: tx.counterparty ? type : (converted ?? tx.reference ?? undefined),
        date: tx.created_at,
        amount: amount.minor,
        currency: amount.currency,
        moved: amount.moved,
        status: badgeOf(tx.status),
        as: DetailLink,
        to: detailHref(tx.transaction_id),
      },
    ];
  });

  const walletLabel = (w: Wallet) =>
    t('recent.walletOption', { currency: w.currency, account: w.account_number });
  const firstDone = pages.first.state.status === 'success';

  return (
    <Stack gap="xl" className={styles.page}>
      <Stack gap="xs">
        <Heading level={1}>{t(`${scope}.heading`)}</Heading>
        <Text tone="muted">{t(`${scope}.lead`)}</Text>
        {(scope === 'all' || fiat.length > 0) && (
          <Text>
            <Link as={RouterLink} to={scope === 'all' ? PATHS.transactions : PATHS.allTransactions}>
              {scope === 'all' ? t('all.recentLink') : t('recent.allLink')}
            </Link>
          </Text>
        )}
      </Stack>
      <LoadState
        query={wallets}
        label={t('wallets.loading')}
        errorTitle={t('wallets.failed')}
        isEmpty={() => scope === 'recent' && wallet === null}
        empty={
          <EmptyState
            art="wallets"
            title={t('recent.noWallet.title')}
            text={t('recent.noWallet.text')}
            action={
              <ButtonLink as={RouterLink} to={PATHS.customerWallet}>
                {t('recent.noWallet.action')}
              </ButtonLink>
            }
          />
        }
      >
        {() => (
          <Stack gap="lg">
            <div className={styles.tools}>
              {wallet && (
                <FormField label={t('recent.wallet')} className={styles.picker}>
                  <Combobox<Wallet>
                    items={fiat}
                    itemToKey={(w) => w.wallet_id}
                    itemToString={walletLabel}
                    listLabel={t('recent.wallet')}
                    value={wallet}
                    onChange={(w) => {
                      if (w && w.wallet_id !== wallet.wallet_id)
                        void navigate({
                          search: writeFilters({ ...filters, wallet: w.wallet_id }).toString(),
                        });
                    }}
                  />
                </FormField>
              )}
              <Button
                variant="secondary"
                aria-expanded={open}
                aria-controls="history-filters"
                onClick={() => setOpen((o) => !o)}
              >
                {t('filters.toggle')}
                {active > 0 && ` · ${t('filters.active', { count: active })}`}
              </Button>
            </div>
            <div id="history-filters" hidden={!open}>
              <FilterForm
                key={filterKey}
                applied={filters}
                everyWallet={scope === 'all'}
                wallets={fiat}
                onApply={apply}
                ns={ns}
              />
            </div>
            <Text role="status" size="sm" tone="muted">
              {firstDone && rows.length > 0 ? t('list.shown', { count: rows.length }) : ''}
            </Text>
            <LoadState
              query={pages.first}
              label={t('list.loading')}
              errorTitle={t('list.failed')}
              skeleton={<TransactionList items={[]} label={t('list.label')} loading />}
              isEmpty={() => rows.length === 0}
              empty={
                active > 0 ? (
                  <EmptyState
                    art="search"
                    title={t('list.noMatchTitle')}
                    text={t('list.noMatchText')}
                    action={
                      <Button variant="secondary" onClick={() => apply(NO_FILTERS)}>
                        {t('filters.clear')}
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    art="transactions"
                    title={t('list.emptyTitle')}
                    text={t('list.emptyText')}
                    action={
                      canTopUp ? (
                        <ButtonLink as={RouterLink} to={PATHS.topup}>
                          {t('list.topup')}
                        </ButtonLink>
                      ) : undefined
                    }
                  />
                )
              }
            >
              {() => (
                <Stack gap="md">
                  <TransactionList
                    items={rows}
                    label={t('list.label')}
                    groupByDay
                    dayHeadingLevel={2}
                    hasMore={pages.hasMore}
                    onLoadMore={pages.loadMore}
                    loadingMore={pages.loadingMore}
                    loadMoreLabel={t('list.more')}
                  />
                  {pages.moreError !== null && (
                    <Alert tone="danger" announce="assertive" title={t('list.moreFailed')}>
                      <Text size="sm">{pages.moreError}</Text>
                    </Alert>
                  )}
                </Stack>
              )}
            </LoadState>
          </Stack>
        )}
      </LoadState>
      {detailId && (
        <TransactionDetails
          key={detailId}
          query={detail}
          view={view}
          onClose={closeDetail}
          ns={ns}
        />
      )}
    </Stack>
  );
}
