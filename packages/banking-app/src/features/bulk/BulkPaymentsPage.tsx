// Route /dashboard/bulk_payments (PATHS.bulkPayments), issue 28, not in the spec: the company's
// bulk payments, newest first — each batch's name, its status in words, its payments, the totals
// per currency and, once sent, how many were paid, are on their way or failed — and "New bulk
// payment" (preparers, approvers and administrators; viewers read). The new batch's form opens in
// place (`?new=1` in the address); its code and the file's parsers load with it, not with the list.
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  EmptyState,
  Heading,
  Link,
  Skeleton,
  Stack,
  StatusBadge,
  Table,
  Text,
} from '@bank/ui';
import { bulkPaymentPath, PATHS, withQuery } from '@/access/paths';
import { formatUaeMinute } from '@/i18n/format';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchFiatWallets } from '@/domain/wallets/wallets';
import { useCustomerType } from '@/session/useCustomerType';
import { fetchBatches, type BulkBatch } from './api';
import { loadBulkNamespace } from './i18n';
import { BATCH_BADGE, moneyText } from './words';
import { Outcome } from './components/Outcome';
import * as styles from './bulk.css';

const ns = await loadBulkNamespace();

// The form, the checks of @bank/lookups and papaparse come when a customer opens the form.
const NewBulkPayment = lazy(() =>
  import('./NewBulkPayment').then((m) => ({ default: m.NewBulkPayment })),
);

/** The screen's calls; the company's wallets (whose currencies a file may pay in) with the form only. */
export const loader = screenLoader(({ request }) => ({
  batches: fetchBatches,
  wallets: new URL(request.url).searchParams.has('new') ? fetchFiatWallets : undefined,
}));

export function Component() {
  const { t } = useTranslation(ns);
  const role = useCustomerType();
  const [search] = useSearchParams();
  const { batches, wallets } = useScreenQueries<typeof loader>();
  // Viewers read; preparers, approvers and administrators upload.
  const mayUpload = Boolean(role && role.user_type === 'corporate' && !role.is_viewer);
  const open = mayUpload && search.has('new');

  return (
    <Stack gap="xl" className={styles.page}>
      <Stack gap="xs">
        <Heading level={1}>{t('list.heading')}</Heading>
        <Text tone="muted">
          {t('list.lead')} {!mayUpload && role ? t('list.leadViewer') : ''}
        </Text>
      </Stack>
      {mayUpload && !open && (
        <div>
          <ButtonLink as={RouterLink} to={withQuery(PATHS.bulkPayments, { new: '1' })}>
            {t('list.new')}
          </ButtonLink>
        </div>
      )}
      {open && (
        <Suspense fallback={<Skeleton shape="rect" height="16rem" />}>
          <NewBulkPayment wallets={wallets} initialName={search.get('name') ?? ''} />
        </Suspense>
      )}
      <section aria-labelledby="bulk-list-heading">
        <Stack gap="md">
          <Heading level={2} size={4} id="bulk-list-heading">
            {t('list.yours')}
          </Heading>
          <LoadState
            query={batches}
            label={t('list.loading')}
            errorTitle={t('list.failed')}
            skeleton={<Skeleton shape="rect" height="10rem" />}
            isEmpty={(list) => list.length === 0}
            empty={
              <EmptyState
                art="transactions"
                headingLevel={3}
                title={t('list.empty')}
                text={t(mayUpload ? 'list.emptyText' : 'list.emptyViewer')}
              />
            }
          >
            {(list) => <BatchTable batches={list} />}
          </LoadState>
        </Stack>
      </section>
    </Stack>
  );
}

function BatchTable({ batches }: { batches: readonly BulkBatch[] }) {
  const { t } = useTranslation(ns);
  return (
    <Table
      caption={t('list.caption')}
      hideCaption
      rows={batches}
      rowKey={(b) => b.id}
      columns={[
        {
          key: 'name',
          header: t('list.col.name'),
          cell: (b) => (
            <Link as={RouterLink} to={bulkPaymentPath(b.id)}>
              <bdi>{b.name}</bdi>
            </Link>
          ),
        },
        {
          key: 'status',
          header: t('list.col.status'),
          cell: (b) => (
            <StatusBadge status={BATCH_BADGE[b.status]} label={t(`status.${b.status}`)} />
          ),
        },
        {
          key: 'rows',
          header: t('list.col.rows'),
          cell: (b) => (
            <span className={styles.lines}>
              <span>{t('list.rows', { count: b.row_count })}</span>
              {b.status === 'draft' && b.invalid_count > 0 && (
                <span>{t('list.invalid', { count: b.invalid_count })}</span>
              )}
            </span>
          ),
        },
        {
          key: 'totals',
          header: t('list.col.totals'),
          align: 'end',
          cell: (b) =>
            b.totals.length === 0 ? (
              t('list.noTotals')
            ) : (
              <span className={styles.lines}>
                {b.totals.map((total) => (
                  <bdi key={total.currency} dir="ltr">
                    {moneyText(total.amount)}
                  </bdi>
                ))}
              </span>
            ),
        },
        {
          key: 'outcome',
          header: t('list.col.outcome'),
          cell: (b) => <Outcome batch={b} ns={ns} />,
        },
        {
          key: 'created',
          header: t('list.col.created'),
          cell: (b) => (
            <span className={styles.lines}>
              <bdi dir="ltr">{formatUaeMinute(b.created_at)}</bdi>
              <bdi>{b.created_by.name}</bdi>
            </span>
          ),
        },
      ]}
    />
  );
}
