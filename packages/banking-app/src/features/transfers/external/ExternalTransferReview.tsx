// Route /dashboard/external_step4 (PATHS.externalStep4): the transfer to check before sending.
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DescriptionList,
  Heading,
  Skeleton,
  Stack,
  Text,
  type DescriptionItem,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useSubmit } from '@/lib/forms/useSubmit';
import { useCustomerType } from '@/session/useCustomerType';
import * as styles from '@/components/FlowFrame.css';
import { createExternalTransfer, previewExternalTransfer } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { moneyText } from '@/features/transfers/shared/money';
import { snapshotOf } from '@/features/transfers/shared/quote';
import { QuoteBox } from '@/features/transfers/shared/QuoteBox';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { usePreparer } from '@/features/transfers/shared/usePreparer';
import { getPurposeCode } from '@bank/lookups/purpose-codes';
import {
  refusalOf,
  stepFixing,
  useArrivedRefusal,
  type Refusal,
} from '@/features/transfers/shared/refusal';
import { amountOf, destinationOf, externalStore, type ExternalDraft } from './draft';
import { ExternalFrame, useExternalDraft } from './ExternalFrame';
import { NOW, type Schedule } from '@/features/transfers/standing/schedule';
import { WhenChoice } from '@/features/transfers/standing/WhenChoice';

// The schedule's fields (dates, a calendar) load only when the customer chooses "later".
const ExternalSchedule = lazy(() =>
  import('./ExternalSchedule').then((m) => ({ default: m.ExternalSchedule })),
);

// Who will approve (issue 28), for a company's users only: its code, call and words on first use.
const ApprovalPath = lazy(() => import('@/domain/approvals/ApprovalPathBox'));

const ns = await loadTransfersNamespace('external', 'amounts', 'success', 'when');
const money = (m: { minor: string; currency: string }) => moneyText(m.minor, m.currency);

function target(draft: ExternalDraft) {
  return {
    from_wallet_id: draft.fromWalletId!,
    ...destinationOf(draft.beneficiary!),
    ...amountOf(draft),
    charges: draft.charges ?? 'SHA',
  } as const;
}

/**
 * The bank's review of the draft as it is (kept in this tab's storage): asked as the page is
 * navigated to, and again on "refresh" (revalidation reads the draft afresh). Not asked before the
 * draft has its recipient, wallet and charges: the frame sends the customer back to the step left.
 */
export const loader = screenLoader(() => {
  const draft = externalStore.read();
  const ready = Boolean(draft?.beneficiary && draft.fromWalletId && draft.charges);
  return { preview: ready && draft ? () => previewExternalTransfer(target(draft)) : undefined };
});

/**
 * /dashboard/external_step4: the review — both amounts (which one is exact: the side the customer
 * fixed; the other calculated at the quote's rate), the rate with its countdown, the fee by charges
 * option, purpose, reference, arrival. Going on makes the attempt's one key and creates the
 * transfer (on the same side, with the quote), which sends the one-time code.
 */
function ExternalTransferReview() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useExternalDraft(4);
  const preparer = usePreparer();
  const corporate = useCustomerType()?.user_type === 'corporate';
  const [refusal, setRefusal] = useState<Refusal | undefined>(useArrivedRefusal());
  const [previousRate, setPreviousRate] = useState<string | undefined>();
  const { preview } = useScreenQueries<typeof loader>();
  const creating = useSubmit();
  // Now, or later as a standing order (ExternalSchedule): for a saved beneficiary paid in the
  // wallet's currency, charges shared, a first attempt (not one created already or prepared again).
  const [schedule, setSchedule] = useState<Schedule>(NOW);
  const later = schedule.when === 'later';

  const create = (quoteId: string | undefined) =>
    creating.run(async () => {
      if (!draft) return;
      // One key per attempt: a double click or a retry after a lost answer creates one transfer.
      const key = draft.idempotencyKey ?? crypto.randomUUID();
      const keyed = { ...draft, idempotencyKey: key };
      save(keyed);
      const res = await createExternalTransfer({
        idempotency_key: key,
        ...target(draft),
        ...(draft.beneficiary?.saveForNextTime ? { save_beneficiary: true } : {}),
        ...(draft.purposeCode ? { purpose_code: draft.purposeCode } : {}),
        ...(draft.reference ? { reference: draft.reference } : {}),
        ...(quoteId ? { quote_id: quoteId } : {}),
        ...(draft.resubmits ? { resubmits: draft.resubmits } : {}),
      });
      if (res.data) {
        externalStore.write({
          ...keyed,
          transactionId: res.data.data.transaction_id,
          sentTo: res.data.data.confirmation.sent_to,
          codeSentAt: Date.now(),
        });
        void navigate(PATHS.externalStep5);
        return;
      }
      const found = refusalOf(res);
      if (!res.error || res.status >= 500) {
        setRefusal({ ...found, code: 'network', message: res.statusText });
        return;
      }
      const where = stepFixing(found.code, found.fields);
      const fresh = { ...keyed, idempotencyKey: undefined };
      if (where === 'amount' || where === 'purpose' || where === 'recipient') {
        externalStore.write(fresh);
        const to =
          where === 'amount'
            ? PATHS.externalStep2
            : where === 'purpose'
              ? PATHS.externalStep3
              : PATHS.externalStep1;
        void navigate(to, { state: { refusal: found } });
        return;
      }
      // A refusal is not stored by the bank: a new rate is a new attempt with a new key.
      save(fresh);
      setRefusal(found);
      if (where === 'review') preview.reload();
    });

  return (
    <ExternalFrame step={4} allowed={allowed} back={PATHS.externalStep3}>
      {draft && (
        <Stack gap="lg" align="start">
          {refusal && <RefusalAlert refusal={refusal} />}
          <Heading level={2} size={4}>
            {t('review.heading')}
          </Heading>
          <LoadState
            query={preview}
            label={t('external.review.loading')}
            errorTitle={t('external.review.failed')}
            skeleton={<Skeleton lines={6} />}
          >
            {(p) => {
              const quote = p.quote
                ? snapshotOf(p.quote, previousRate ? { rate: previousRate } : undefined)
                : undefined;
              const change = (to: string, label: string) => ({
                change: { as: RouterLink, to, label },
              });
              // In another currency, which amount is exact: the one the customer fixed.
              const fixed = draft.side === 'receive' ? 'receive' : 'send';
              const sendTerm = !p.quote
                ? t('review.amount')
                : fixed === 'send'
                  ? t('external.review.sendExact')
                  : t('external.review.sendCalculated');
              const receiveTerm = !p.quote
                ? t('external.review.receives')
                : fixed === 'receive'
                  ? t('external.review.receivesExact')
                  : t('external.review.receivesCalculated');
              const items: DescriptionItem[] = [
                {
                  term: t('review.to'),
                  description: `${draft.beneficiary!.name} · ${draft.beneficiary!.bankName ?? ''}`,
                  ...change(PATHS.externalStep1, t('review.to')),
                },
                {
                  term: t('external.review.account'),
                  description: draft.beneficiary!.account,
                  ltr: true,
                },
                {
                  term: sendTerm,
                  description: money(p.amount),
                  ltr: true,
                  ...change(PATHS.externalStep2, t('review.amount')),
                },
                {
                  term: t('review.fee'),
                  description: t(`external.review.feeFor.${p.charges}`, { fee: money(p.fee) }),
                  ...change(PATHS.externalStep3, t('external.charges.label')),
                },
                { term: t('review.totalDebit'), description: money(p.total_debit), ltr: true },
                {
                  term: receiveTerm,
                  description: money(p.beneficiary_receives),
                  ltr: true,
                },
                {
                  term: t('success.purpose'),
                  // The code and its meaning, as the approver reads it too ("GDI – Goods imported").
                  description: draft.purposeCode
                    ? purposeText(draft.purposeCode)
                    : t('external.review.noPurpose'),
                  ...change(PATHS.externalStep3, t('success.purpose')),
                },
              ];
              if (draft.reference)
                items.push({ term: t('review.reference'), description: draft.reference });
              return (
                <Stack gap="lg" align="start">
                  <DescriptionList items={items} />
                  {quote && (
                    <QuoteBox
                      quote={quote}
                      refreshing={preview.state.status === 'success' && preview.state.reloading}
                      onRefresh={() => {
                        setPreviousRate(quote.rate);
                        preview.reload();
                      }}
                    />
                  )}
                  {canSchedule(draft, Boolean(p.quote)) && (
                    <WhenChoice
                      value={schedule}
                      onChange={setSchedule}
                      id="external-when-when"
                      nowHint={t('external.review.arrival')}
                    />
                  )}
                  {later && canSchedule(draft, Boolean(p.quote)) && (
                    <Suspense fallback={<Skeleton lines={4} />}>
                      <ExternalSchedule
                        draft={draft}
                        value={schedule}
                        onChange={setSchedule}
                        amountText={money(p.amount)}
                      />
                    </Suspense>
                  )}
                  {corporate && !(later && canSchedule(draft, Boolean(p.quote))) && (
                    <Suspense fallback={null}>
                      <ApprovalPath
                        kind="external_transfer"
                        currency={p.amount.currency}
                        amountMinor={p.amount.minor}
                      />
                    </Suspense>
                  )}
                  {!(later && canSchedule(draft, Boolean(p.quote))) && (
                    <Text size="sm" tone="muted">
                      {/* A preparer's transfer first waits for an approver: no arrival promised yet. */}
                      {t(
                        preparer
                          ? 'external.review.arrivalAfterApproval'
                          : 'external.review.arrival',
                      )}
                    </Text>
                  )}
                  <div className={styles.buttons}>
                    {!(later && canSchedule(draft, Boolean(p.quote))) && (
                      <Button
                        onClick={() => void create(p.quote?.quote_id)}
                        loading={creating.loading}
                      >
                        {t('external.review.continue')}
                      </Button>
                    )}
                    <Button
                      variant="tertiary"
                      onClick={() => {
                        externalStore.clear();
                        void navigate(PATHS.dashboard);
                      }}
                    >
                      {t('cancel')}
                    </Button>
                  </div>
                </Stack>
              );
            }}
          </LoadState>
        </Stack>
      )}
    </ExternalFrame>
  );
}

/** Whether this transfer may be made a standing order instead (see ExternalSchedule). */
function canSchedule(draft: ExternalDraft, converted: boolean): boolean {
  return (
    Boolean(draft.beneficiary?.id) &&
    !converted &&
    (draft.charges ?? 'SHA') === 'SHA' &&
    !draft.resubmits &&
    !draft.transactionId &&
    draft.side !== 'receive'
  );
}

/** A purpose code with its meaning: "GDI – Goods imported". */
function purposeText(code: string): string {
  const found = getPurposeCode(code);
  return found ? `${code} – ${found.description}` : code;
}

// The name react-router loads a lazy route's screen by.
export { ExternalTransferReview as Component };
