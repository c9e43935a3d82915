// Route /dashboard/topup_step4 (PATHS.topupStep4): whether the money arrived.
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@bank/api-contract';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { formatMoney } from '@bank/lookups/amount';
import {
  Alert,
  Button,
  ButtonLink,
  DescriptionList,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
} from '@bank/ui';
import { PATHS, withQuery } from '@/access/paths';
import { withLtrValues } from '@/i18n/ltr';
import { LoadState } from '@/lib/data/LoadState';
import {
  screenLoader,
  useScreenQueries,
  type ApiQuery,
  type QueryData,
} from '@/lib/data/screenData';
import { fetchBankTransferArrivals, fetchTopup } from '@/features/money/api/topup';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { badgeOf } from '@/domain/transactions/rows';
import { uaeToday } from '@/features/money/uaeDay';
import * as styles from '@/features/money/money.css';
import { allowedStep, readDraft } from './draft';
import { TopupFrame, useTopupDraft } from './TopupFrame';

const ns = await loadMoneyNamespace('topup');
/** How often the waiting screens ask again by themselves. */
const POLL_MS = 15_000;

function useEvery(ms: number, action: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(action, ms);
    return () => window.clearInterval(id);
  }, [ms, action, active]);
}

const amountText = (m: { minor: string; currency: string }) =>
  isCurrencyCode(m.currency) ? formatMoney(m.minor, m.currency) : `${m.currency} ${m.minor}`;

function Next({ walletId }: { walletId?: string }) {
  const { t } = useTranslation(ns);
  return (
    <div className={styles.buttons}>
      <ButtonLink as={RouterLink} to={PATHS.dashboard}>
        {t('topup.result.home')}
      </ButtonLink>
      <ButtonLink as={RouterLink} to={PATHS.topup} variant="secondary">
        {t('topup.result.another')}
      </ButtonLink>
      {walletId && (
        <ButtonLink
          as={RouterLink}
          to={withQuery(PATHS.customerWallet, { wallet: walletId })}
          variant="tertiary"
        >
          {t('topup.result.wallet')}
        </ButtonLink>
      )}
    </div>
  );
}

/**
 * The step's calls, made as it is navigated to (src/lib/data/screenData.ts), from the draft kept in
 * this tab, on a visit that stays on this step: the card top-up's status, or the wallet's bank
 * transfers since the UAE day the top-up began (only those credited after it count as this one).
 * The waiting screens ask again every POLL_MS by running the loader again (reload).
 */
export const loader = screenLoader(() => {
  const draft = readDraft();
  const shown = draft && allowedStep(4, draft) === 4 ? draft : null;
  const transactionId = shown?.transactionId;
  const walletId = shown?.walletId;
  const from = shown && uaeToday(new Date(shown.startedAt));
  return {
    topup: transactionId ? () => fetchTopup(transactionId) : undefined,
    arrivals:
      !transactionId && walletId && from
        ? () => fetchBankTransferArrivals(walletId, from)
        : undefined,
  };
});

function CardResult({
  query,
  walletId,
}: {
  query: ApiQuery<QueryData<typeof fetchTopup>>;
  walletId?: string;
}) {
  const { t } = useTranslation(ns);
  const status = query.state.status === 'success' ? query.state.data.status : null;
  useEvery(POLL_MS, query.reload, status === 'pending' || status === 'processing');
  return (
    <LoadState
      query={query}
      label={t('topup.result.loading')}
      errorTitle={t('topup.result.failed')}
      skeleton={<Skeleton lines={4} />}
    >
      {(tx: Transaction) => {
        const done = tx.status === 'completed';
        const failed =
          tx.status === 'failed' || tx.status === 'rejected' || tx.status === 'expired';
        return (
          <Stack gap="lg">
            <Alert
              tone={done ? 'success' : failed ? 'danger' : 'info'}
              announce="polite"
              title={t(
                done
                  ? 'topup.result.completedTitle'
                  : failed
                    ? 'topup.result.failedTitle'
                    : 'topup.result.pendingTitle',
              )}
            >
              {done
                ? withLtrValues(
                    (v) => t('topup.result.completedText', { ...v, currency: tx.amount.currency }),
                    { amount: amountText(tx.amount) },
                  )
                : failed
                  ? (tx.failure_reason ?? '')
                  : t('topup.result.pendingText')}
            </Alert>
            <DescriptionList
              items={[
                {
                  term: t('topup.result.status'),
                  description: <StatusBadge status={badgeOf(tx.status)} />,
                },
                { term: t('topup.result.amount'), description: amountText(tx.amount), ltr: true },
                ...(tx.fee
                  ? [{ term: t('topup.result.fee'), description: amountText(tx.fee), ltr: true }]
                  : []),
                ...(tx.card
                  ? [
                      {
                        term: t('topup.result.card'),
                        description: t('topup.result.cardEnding', { last4: tx.card.last4 }),
                      },
                    ]
                  : []),
                { term: t('topup.result.reference'), description: tx.bank_reference, ltr: true },
              ]}
            />
            <Next walletId={walletId} />
          </Stack>
        );
      }}
    </LoadState>
  );
}

function BankTransferWaiting({
  query,
  startedAt,
  walletId,
}: {
  query: ApiQuery<QueryData<typeof fetchBankTransferArrivals>>;
  /** When the top-up began: only a transfer credited after it is this one. */
  startedAt: string;
  walletId: string;
}) {
  const { t } = useTranslation(ns);
  const arrived =
    query.state.status === 'success'
      ? query.state.data.items.find((tx) => tx.created_at >= startedAt)
      : undefined;
  useEvery(POLL_MS, query.reload, query.state.status === 'success' && !arrived);
  return (
    <LoadState
      query={query}
      label={t('topup.result.loading')}
      errorTitle={t('topup.result.failed')}
      skeleton={<Skeleton lines={3} />}
    >
      {() =>
        arrived ? (
          <Stack gap="lg">
            <Alert tone="success" announce="polite" title={t('topup.result.arrivedTitle')}>
              {withLtrValues(
                (v) =>
                  t('topup.result.arrivedText', {
                    ...v,
                    name: arrived.counterparty?.name ?? '',
                    currency: arrived.amount.currency,
                  }),
                { amount: amountText(arrived.amount) },
              )}
            </Alert>
            <Next walletId={walletId} />
          </Stack>
        ) : (
          <Stack gap="lg">
            <Alert tone="info" title={t('topup.result.waitingTitle')}>
              <Stack gap="sm" align="start">
                <Text>{t('topup.result.waitingText')}</Text>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={query.state.status === 'success' && query.state.reloading}
                  onClick={query.reload}
                >
                  {t('topup.result.check')}
                </Button>
              </Stack>
            </Alert>
            <Next walletId={walletId} />
          </Stack>
        )
      }
    </LoadState>
  );
}

/** /dashboard/topup_step4: the card top-up's status, or the bank transfer awaited until it arrives. */
function TopUpResult() {
  const { draft, allowed } = useTopupDraft(4);
  const { topup, arrivals } = useScreenQueries<typeof loader>();
  return (
    <TopupFrame step={4} allowed={allowed}>
      {draft?.transactionId ? (
        <CardResult query={topup} walletId={draft.walletId} />
      ) : draft?.walletId ? (
        <BankTransferWaiting
          query={arrivals}
          startedAt={draft.startedAt}
          walletId={draft.walletId}
        />
      ) : null}
    </TopupFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { TopUpResult as Component };
