// Route /dashboard/waiting_review (PATHS.waitingReview).
// /dashboard/waiting_review: the company's transactions waiting for review (or decided), filtered
// by decision, kind and preparer. Approvers open one to decide; a preparer sees only their own; a
// viewer reads.
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  Heading,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  TransactionList,
  type TransactionListItem,
} from '@bank/ui';
import { waitingReviewItemPath } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { badgeOf, kindOf, signedAmount } from '@/domain/transactions/rows';
import { useCustomerType } from '@/session/useCustomerType';
import { fetchReviews, withMyId, type Transaction } from './api/reviews';
import {
  applyFilters,
  filterQuery,
  KINDS,
  readFilters,
  STATUSES,
  type Preparer,
  type ReviewFilters,
} from './filters';
import { loadReviewsNamespace } from './i18n';
import * as styles from './reviews.css';

const ns = await loadReviewsNamespace();

export function Component() {
  const { t } = useTranslation(ns);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const role = useCustomerType();
  const preparer = role?.customer_type === 'preparer';
  const lead = preparer ? 'leadPreparer' : role?.can_approve ? 'leadApprover' : 'leadViewer';
  const query = useApiQuery(() => withMyId(() => fetchReviews(filters.status)), [filters.status]);
  // flushSync: the router would otherwise apply the new URL in a transition, and the radio the
  // customer just chose would show its old value until the list answered.
  const set = (patch: Partial<ReviewFilters>) =>
    setParams(
      Object.fromEntries(
        Object.entries(filterQuery({ ...filters, ...patch })).filter(
          (e): e is [string, string] => e[1] !== undefined,
        ),
      ),
      { replace: true, flushSync: true },
    );

  const rows = (items: Transaction[]): TransactionListItem[] =>
    items.flatMap((tx) => {
      const amount = signedAmount(tx);
      if (!amount) return [];
      const type = t(`transaction:type.${tx.transaction_type}`);
      return [
        {
          id: tx.transaction_id,
          kind: kindOf(tx.transaction_type),
          title: tx.counterparty?.name ?? type,
          detail: [
            tx.counterparty ? type : null,
            tx.created_by && t('list.preparedBy', { name: tx.created_by.name }),
          ]
            .filter(Boolean)
            .join(' · '),
          date: tx.created_at,
          amount: amount.minor,
          currency: amount.currency,
          status: badgeOf(tx.status),
          as: RouterLink,
          to: waitingReviewItemPath(tx.transaction_type, tx.transaction_id),
        },
      ];
    });

  return (
    <Stack gap="xl" className={styles.page}>
      <Stack gap="xs">
        <Heading level={1}>{t('list.heading')}</Heading>
        <Text tone="muted">{t(`list.${lead}`)}</Text>
      </Stack>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t('filters.legend')}</legend>
        <RadioGroup
          label={t('filters.status')}
          variant="horizontal"
          value={filters.status}
          onChange={(status) => set({ status })}
          options={STATUSES.map((s) => ({ value: s, label: t(`filters.statusOption.${s}`) }))}
        />
        <RadioGroup
          label={t('filters.kind')}
          variant="horizontal"
          value={filters.kind}
          onChange={(kind) => set({ kind })}
          options={KINDS.map((k) => ({ value: k, label: t(`filters.kindOption.${k}`) }))}
        />
        {!preparer && (
          <RadioGroup<Preparer>
            label={t('filters.by')}
            variant="horizontal"
            value={filters.by}
            onChange={(by) => set({ by })}
            options={(['anyone', 'me'] as const).map((b) => ({
              value: b,
              label: t(`filters.byOption.${b}`),
            }))}
          />
        )}
      </fieldset>
      <LoadState
        query={query}
        label={t('list.loading')}
        errorTitle={t('list.failed')}
        skeleton={<Skeleton shape="rect" height="12rem" />}
      >
        {({ value: items, me }) => {
          const shown = rows(applyFilters(items, filters, me, preparer));
          if (shown.length === 0) {
            const narrowed = filters.kind !== 'all' || (filters.by === 'me' && !preparer);
            return (
              <EmptyState
                art={narrowed ? 'search' : 'review'}
                title={t(`list.emptyTitle.${filters.status}`)}
                text={narrowed ? t('list.emptyFiltered') : t('list.emptyText')}
                action={
                  narrowed && (
                    <Button variant="secondary" onClick={() => set({ kind: 'all', by: 'anyone' })}>
                      {t('list.clearFilters')}
                    </Button>
                  )
                }
              />
            );
          }
          return (
            <Stack gap="sm">
              <Text role="status" size="sm" tone="muted">
                {t('list.count', { count: shown.length })}
              </Text>
              <TransactionList label={t('list.label')} items={shown} />
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}
