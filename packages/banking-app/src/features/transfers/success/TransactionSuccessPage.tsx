// Routes /dashboard/transaction_success (PATHS.transactionSuccess), /dashboard/conversion_transaction_success (PATHS.conversionSuccess).
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@bank/api-contract';
import {
  Alert,
  Button,
  ButtonLink,
  DescriptionList,
  Heading,
  Skeleton,
  Stack,
  type DescriptionItem,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import {
  screenLoader,
  useScreenQueries,
  type ApiQuery,
  type QueryData,
} from '@/lib/data/screenData';
import * as styles from '@/components/FlowFrame.css';
import { fetchTransaction } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { moneyText } from '@/features/transfers/shared/money';
import type { FlowKind } from './successPath';
import { onArrival } from '@/session/notificationEvents';
import { TransferTracker } from './TransferTracker';

const ns = await loadTransfersNamespace('success');
/** How often a transfer on its way is asked about again while the page is open. */
const POLL_MS = 10_000;

const START: Record<FlowKind, string> = {
  internal: PATHS.internalStep1,
  external: PATHS.externalStep1,
  conversion: PATHS.conversionStep1,
  instant: PATHS.instantPay,
};
const money = (m: { minor: string; currency: string; amount: string }) =>
  moneyText(m.minor, m.currency, m.amount);

function headline(
  tx: Transaction,
  platform: boolean,
): { tone: 'success' | 'info' | 'danger'; key: string } {
  if (tx.status === 'completed')
    return {
      tone: 'success',
      key:
        tx.transaction_type === 'conversion' || tx.transaction_type === 'crypto_conversion'
          ? 'converted'
          : 'sent',
    };
  if (tx.status === 'awaiting_approval') return { tone: 'info', key: 'awaitingApproval' };
  if (
    tx.status === 'failed' ||
    tx.status === 'returned' ||
    tx.status === 'rejected' ||
    tx.status === 'expired'
  )
    return { tone: 'danger', key: 'failed' };
  return { tone: 'info', key: platform ? 'instantOnItsWay' : 'onItsWay' };
}

function details(tx: Transaction, t: (k: string) => string): DescriptionItem[] {
  const items: DescriptionItem[] = [];
  if (tx.counterparty)
    items.push({
      term: t('success.to'),
      description: tx.counterparty.detail
        ? `${tx.counterparty.name} (${tx.counterparty.detail})`
        : tx.counterparty.name,
    });
  items.push({ term: t('success.amount'), description: money(tx.amount), ltr: true });
  if (tx.counter_amount)
    items.push({ term: t('success.receives'), description: money(tx.counter_amount), ltr: true });
  if (tx.rate) items.push({ term: t('success.rate'), description: tx.rate, ltr: true });
  if (tx.fee) items.push({ term: t('success.fee'), description: money(tx.fee), ltr: true });
  if (tx.total_debit)
    items.push({ term: t('success.total'), description: money(tx.total_debit), ltr: true });
  if (tx.purpose_code)
    items.push({ term: t('success.purpose'), description: tx.purpose_code, ltr: true });
  if (tx.reference) items.push({ term: t('success.reference'), description: tx.reference });
  items.push({ term: t('success.id'), description: tx.bank_reference, ltr: true });
  return items;
}

/** The call of a transaction's outcome, for the loader of a screen that shows one. */
export const outcomeCall = (id: string | null | undefined) =>
  id ? () => fetchTransaction(id) : undefined;

/** A transaction's outcome: what happened, its way (external transfers), its details, and what to do next. */
export function TransactionOutcome({
  query,
  actions,
  platform = false,
}: {
  /** The transaction's call, made by the screen's loader (`outcomeCall`). */
  query: ApiQuery<QueryData<typeof fetchTransaction>>;
  actions: (tx: Transaction) => ReactNode;
  /**
   * An instant payment: one to another bank goes through the UAE's instant payment platform and
   * settles in seconds (its way in the platform's words), not in working days.
   */
  platform?: boolean;
}) {
  const { t } = useTranslation(ns);
  const status = query.state.status === 'success' ? query.state.data.status : null;
  const id = query.state.status === 'success' ? query.state.data.transaction_id : null;
  const reload = query.reload;
  useEffect(() => {
    if (status !== 'pending' && status !== 'processing') return;
    const timer = window.setInterval(reload, POLL_MS);
    // Its status changes come live too (the notification stream): asked again at once.
    const stop = onArrival((n) => {
      if (n.transaction_id === id) reload();
    });
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, [status, id, reload]);
  return (
    <LoadState
      query={query}
      label={t('success.loading')}
      errorTitle={t('success.failedToLoad')}
      skeleton={<Skeleton lines={5} />}
    >
      {(tx) => {
        const head = headline(tx, platform);
        return (
          <Stack gap="lg" align="start">
            <Alert tone={head.tone} announce="polite" title={t(`success.${head.key}.title`)}>
              {t(`success.${head.key}.text`)}
            </Alert>
            {tx.transaction_type === 'external_transfer' && tx.status !== 'awaiting_approval' && (
              <TransferTracker tx={tx} platform={platform} />
            )}
            <DescriptionList items={details(tx, t)} />
            <div className={styles.buttons}>{actions(tx)}</div>
          </Stack>
        );
      }}
    </LoadState>
  );
}

/** The transaction of the address (`transaction_id`), asked as the page is navigated to. */
export const loader = screenLoader(({ request }) => ({
  transaction: outcomeCall(new URL(request.url).searchParams.get('transaction_id')),
}));

/**
 * /dashboard/transaction_success and /dashboard/conversion_transaction_success: what happened, the
 * reference, what happens next (an external transfer's way), a receipt (the browser's print to
 * PDF: the contract has no receipt document), and another of the same. Without a transaction in
 * its address the page has nothing to say: it leads to the dashboard.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const id = params.get('transaction_id');
  const { transaction } = useScreenQueries<typeof loader>();
  const flow =
    (['internal', 'external', 'conversion', 'instant'] as const).find(
      (f) => f === params.get('flow'),
    ) ?? 'internal';
  if (!id) return <Navigate to={PATHS.dashboard} replace />;
  return (
    <Stack gap="xl" style={{ maxInlineSize: 720 }}>
      <Heading level={1}>
        {t(flow === 'conversion' ? 'success.conversionHeading' : 'success.heading')}
      </Heading>
      <TransactionOutcome
        query={transaction}
        platform={flow === 'instant'}
        actions={(tx) => (
          <>
            {tx.status === 'awaiting_approval' ? (
              <ButtonLink as={RouterLink} to={PATHS.waitingReview}>
                {t('success.waitingReview')}
              </ButtonLink>
            ) : (
              <ButtonLink as={RouterLink} to={PATHS.dashboard}>
                {t('success.home')}
              </ButtonLink>
            )}
            <ButtonLink as={RouterLink} to={START[flow]} variant="secondary">
              {t(`success.another.${flow}`)}
            </ButtonLink>
            <Button variant="tertiary" onClick={() => window.print()}>
              {t('success.receipt')}
            </Button>
          </>
        )}
      />
    </Stack>
  );
}
