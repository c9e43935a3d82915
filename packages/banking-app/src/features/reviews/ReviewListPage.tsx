// Route /dashboard/waiting_review (PATHS.waitingReview).
// /dashboard/waiting_review: the company's transactions waiting for review (or decided), filtered
// by decision, kind and preparer. Approvers open one to decide; a preparer sees only their own; a
// viewer reads.
import {
  Link as RouterLink,
  useLocation,
  useNavigation,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
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
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
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
  type ShownStatus,
} from './filters';
import { loadReviewsNamespace } from './i18n';
import * as styles from './reviews.css';

const ns = await loadReviewsNamespace();

/**
 * The transactions of one decision, with the customer's own id to tell what they prepared, and
 * the decision they were asked for: while the list of another decision comes, the one shown is
 * not the customer's choice any more.
 */
async function listOf(status: ShownStatus) {
  const res = await withMyId(() => fetchReviews(status));
  return res.data
    ? { ...res, data: { data: { ...res.data.data, status } } }
    : { ...res, data: null };
}

/**
 * The screen's call, made as it is navigated to (src/lib/data/screenData.ts): the list of the
 * decision chosen in the address (?status=, read as the filters read it). A change of ?status=
 * asks again (the router reruns the loader when the search changes).
 */
export const loader = screenLoader(({ request }) => {
  const { status } = readFilters(new URL(request.url).searchParams);
  return { reviews: () => listOf(status) };
});

/**
 * Only the decision is asked of the server; the kind and the preparer (?type=, ?by=) filter the
 * list already loaded, so changing them asks nothing again. Anything else (a "Try again", another
 * decision, another visit) revalidates as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameList =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    readFilters(currentUrl.searchParams).status === readFilters(nextUrl.searchParams).status;
  return sameList ? false : defaultShouldRevalidate;
}

export function Component() {
  const { t } = useTranslation(ns);
  const [params, setParams] = useSearchParams();
  // A choice moves the page to a new search, which the router applies once the loader has run
  // (another decision) or at once (the kind, the preparer). Until then the filters are those of
  // the search on its way: the radio shows the customer's choice, and a second choice made in
  // the meantime builds on the first instead of undoing it.
  const { pathname } = useLocation();
  const coming = useNavigation().location;
  const filters = readFilters(
    coming?.pathname === pathname ? new URLSearchParams(coming.search) : params,
  );
  const role = useCustomerType();
  const preparer = role?.customer_type === 'preparer';
  const lead = preparer ? 'leadPreparer' : role?.can_approve ? 'leadApprover' : 'leadViewer';
  const { reviews } = useScreenQueries<typeof loader>();
  // Another decision chosen: the previous list stays until the new one comes, but it is not what
  // the radio now says, so the list waits as it did on the first visit.
  const query: typeof reviews =
    reviews.state.status === 'success' && reviews.state.data.status !== filters.status
      ? { ...reviews, state: { status: 'loading' } }
      : reviews;
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

  /**
   * A waiting payment's progress under the company's rules ("1 of 2 approvals") and, for an
   * approver, whether it is theirs to approve now, or why not (over their limit, not their step).
   */
  const approvalWords = (tx: Transaction, me: string): string[] => {
    const path = tx.approval;
    if (tx.status !== 'awaiting_approval' || !path?.required || path.steps.length === 0) return [];
    const given = path.steps.filter((s) => s.status !== 'waiting').length;
    const progress = t('list.progress', { given, total: path.steps.length });
    if (!role?.can_approve || tx.created_by?.customer_id === me) return [progress];
    const why = path.you.can_approve
      ? t('list.youCan')
      : path.you.reason
        ? t(`list.cannot.${path.you.reason}`)
        : null;
    return why ? [progress, why] : [progress];
  };

  const rows = (items: Transaction[], me: string): TransactionListItem[] =>
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
            ...approvalWords(tx, me),
          ]
            .filter(Boolean)
            .join(' · '),
          date: tx.created_at,
          amount: amount.minor,
          currency: amount.currency,
          moved: amount.moved,
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
          const shown = rows(applyFilters(items, filters, me, preparer), me);
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
