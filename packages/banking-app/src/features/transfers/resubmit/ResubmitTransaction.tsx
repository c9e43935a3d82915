// Route /dashboard/resubmit/:transaction_type/:transaction_id (PATHS.resubmit).
// Not in the spec.
// A preparer's rejected transaction, edited and submitted again: its answers (recipient, wallet,
// amount, purpose, charges, reference) become the flow's draft, marked as replacing the rejected
// one (the bank links them: `resubmits`), and the preparer continues at the amount, where what the
// approver questioned is usually fixed, through the flow's own review. A transfer to a recipient
// who was never saved starts at the recipient, as their details are not kept for a new transfer.
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Heading, Link, Skeleton, Stack } from '@bank/ui';
import type { Transaction } from '@bank/api-contract';
import { PATHS, waitingReviewItemPath } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { startedNow } from '@/session/drafts';
import { fetchTransaction } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { internalStore, type InternalDraft } from '@/features/transfers/internal/draft';
import { externalStore, type ExternalDraft } from '@/features/transfers/external/draft';
import { conversionStore, type ConversionDraft } from '@/features/transfers/conversion/draft';

const ns = await loadTransfersNamespace();

export const loader = screenLoader(({ params }) => {
  const id = params.transaction_id ?? '';
  return { tx: () => fetchTransaction(id) };
});

/** Writes the rejected transaction's answers as its flow's draft; the step to continue at. */
export function resubmitDraft(tx: Transaction): string | null {
  const from = tx.from_wallet;
  if (!from) return null;
  const common = {
    ...startedNow(),
    fromWalletId: from.wallet_id,
    fromCurrency: from.currency,
    amount: tx.amount.minor,
    resubmits: tx.transaction_id,
  };
  const payee = tx.payee;
  const currency = tx.counter_amount?.currency ?? tx.amount.currency;
  switch (tx.transaction_type) {
    case 'internal_transfer': {
      const account = payee?.account_number;
      const draft: InternalDraft = {
        ...common,
        ...(tx.reference ? { reference: tx.reference } : {}),
        ...(tx.beneficiary_id
          ? {
              recipient: {
                kind: 'beneficiary' as const,
                id: tx.beneficiary_id,
                name: tx.counterparty?.name ?? payee?.name ?? '',
                currency,
                accountNumber: account ?? null,
              },
            }
          : account
            ? {
                recipient: {
                  kind: 'account' as const,
                  accountNumber: account,
                  ...(payee?.name ? { name: payee.name } : {}),
                  currency,
                },
              }
            : {}),
      };
      internalStore.write(draft);
      return draft.recipient ? PATHS.internalStep2 : PATHS.internalStep1;
    }
    case 'external_transfer': {
      const draft: ExternalDraft = {
        ...common,
        side: 'send',
        ...(tx.purpose_code ? { purposeCode: tx.purpose_code } : {}),
        ...(tx.charges ? { charges: tx.charges } : {}),
        ...(tx.reference ? { reference: tx.reference } : {}),
        ...(tx.beneficiary_id && payee
          ? {
              beneficiary: {
                id: tx.beneficiary_id,
                name: tx.counterparty?.name ?? payee.name,
                currency,
                country: payee.country,
                account: payee.iban ?? payee.account_number ?? '',
                bankName: payee.bank_name,
              },
            }
          : {}),
      };
      externalStore.write(draft);
      return draft.beneficiary ? PATHS.externalStep2 : PATHS.externalStep1;
    }
    case 'conversion': {
      const to = tx.to_wallet;
      if (!to) return null;
      const draft: ConversionDraft = {
        ...common,
        toWalletId: to.wallet_id,
        toCurrency: to.currency,
        side: 'sell',
      };
      conversionStore.write(draft);
      return PATHS.conversionStep1;
    }
    default:
      return null;
  }
}

function ResubmitTransaction() {
  const { t } = useTranslation(ns);
  const { tx } = useScreenQueries<typeof loader>();
  const navigate = useNavigate();
  const value = tx.state.status === 'success' ? tx.state.data : null;
  const ready = value?.status === 'rejected' && !value.resubmitted_as;
  const next = ready && value ? resubmitDraft(value) : null;

  useEffect(() => {
    if (next) void navigate(next, { replace: true });
  }, [next, navigate]);

  return (
    <Stack gap="lg">
      <Heading level={1}>{t('resubmit.heading')}</Heading>
      <LoadState
        query={tx}
        label={t('resubmit.loading')}
        errorTitle={t('resubmit.failed')}
        skeleton={<Skeleton shape="rect" height="6rem" />}
      >
        {(found) =>
          next ? (
            <Skeleton shape="rect" height="6rem" />
          ) : (
            <Alert tone="info" title={t('resubmit.notNow')}>
              <Stack gap="sm" align="start">
                {t(
                  found.resubmitted_as
                    ? 'resubmit.already'
                    : found.status !== 'rejected'
                      ? 'resubmit.notRejected'
                      : 'resubmit.unsupported',
                )}
                <Link
                  as={RouterLink}
                  to={waitingReviewItemPath(
                    found.transaction_type,
                    found.resubmitted_as ?? found.transaction_id,
                  )}
                >
                  {t(found.resubmitted_as ? 'resubmit.openNew' : 'resubmit.openOld')}
                </Link>
              </Stack>
            </Alert>
          )
        }
      </LoadState>
    </Stack>
  );
}

// The name react-router loads a lazy route's screen by.
export { ResubmitTransaction as Component };
