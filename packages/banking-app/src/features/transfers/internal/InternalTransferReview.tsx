// Route /dashboard/internal_step3 (PATHS.internalStep3): the transfer to check, and when it goes:
// now (the confirmation, step 4), or later (issue 27): once on a date or repeating, set up here as a
// standing order (POST /standing_orders, kind internal) that Upcoming lists. Later is offered when
// the money arrives in the currency it leaves in (a conversion's rate cannot be fixed for a later
// day) and not for a rejected transfer prepared again.
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, Heading, Skeleton, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import * as styles from '@/components/FlowFrame.css';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { QuoteBox, quoteUsable } from '@/features/transfers/shared/QuoteBox';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useArrivedRefusal, type Refusal } from '@/features/transfers/shared/refusal';
import { internalStore } from './draft';
import { InternalFrame, useInternalDraft } from './InternalFrame';
import { InternalSummary } from './InternalSummary';
import { useInternalQuote } from './useInternalQuote';
import type { StandingOrderBody } from '@/features/transfers/api';
import { placeSchedule, ScheduleUnknown } from '@/features/transfers/standing/placeSchedule';
import { moneyText } from '@/features/transfers/shared/money';
import {
  checkSchedule,
  NOW,
  SCHEDULE_FIELDS,
  ScheduleFields,
  type Schedule,
} from '@/features/transfers/standing/ScheduleFields';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useCustomerType } from '@/session/useCustomerType';
import { useSubmit } from '@/lib/forms/useSubmit';
import type { InternalDraft } from './draft';

const ns = await loadTransfersNamespace('internal', 'amounts', 'standing', 'when');

// Who will approve (issue 28), for a company's users only: its code, call and words on first use.
const ApprovalPath = lazy(() => import('@/domain/approvals/ApprovalPathBox'));

/** Where a standing order of this transfer sends the money (one of the four destinations). */
function destinationOf(recipient: NonNullable<InternalDraft['recipient']>) {
  switch (recipient.kind) {
    case 'beneficiary':
      return { beneficiary_id: recipient.id };
    case 'wallet':
      return { to_wallet_id: recipient.id };
    case 'account':
      return { to_account_number: recipient.accountNumber };
    case 'email':
      return { to_email: recipient.email, to_currency: recipient.currency };
  }
}

/** /dashboard/internal_step3: the review. Going on makes this attempt's one idempotency key. */
function InternalTransferReview() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useInternalDraft(3);
  const corporate = useCustomerType()?.user_type === 'corporate';
  const arrived = useArrivedRefusal();
  const [refusal, setRefusal] = useState<Refusal | undefined>(arrived);
  const quote = useInternalQuote(draft, save, setRefusal);
  const ready = !quote.wanted || quoteUsable(draft?.quote);
  const [schedule, setSchedule] = useState<Schedule>(NOW);
  const later = schedule.when === 'later';
  const [unknown, setUnknown] = useState(false);
  const form = useFormErrors('internal-when', SCHEDULE_FIELDS, ['when']);
  const scheduling = useSubmit();
  // Later: same currency, a first attempt (not a rejected one prepared again, not one already sent).
  const canSchedule =
    !quote.wanted && !draft?.resubmits && !draft?.uncertain && Boolean(draft?.recipient);

  const go = () => {
    if (!draft || !ready) return;
    if (later && canSchedule) {
      void scheduling.run(async () => {
        const when = checkSchedule(schedule, t);
        if (!form.report(when.errors) || !when.body || !draft.recipient) return;
        const body: StandingOrderBody = {
          kind: 'internal',
          from_wallet_id: draft.fromWalletId ?? '',
          amount_minor: draft.amount ?? '',
          ...destinationOf(draft.recipient),
          ...(draft.reference ? { reference: draft.reference } : {}),
          ...when.body,
        };
        const placed = await placeSchedule(body);
        if (placed.kind === 'made') {
          internalStore.clear();
          void navigate(PATHS.upcoming, {
            state: { scheduled: placed.order.next_run_date ?? when.body.start_date },
          });
        } else if (placed.kind === 'unknown') setUnknown(true);
        else {
          setRefusal(placed.refusal);
          form.report(placed.errors);
        }
      });
      return;
    }
    save({ ...draft, idempotencyKey: draft.idempotencyKey ?? crypto.randomUUID() });
    void navigate(PATHS.internalStep4);
  };
  const amountText =
    draft?.amount && draft.fromCurrency ? moneyText(draft.amount, draft.fromCurrency) : '';

  return (
    <InternalFrame step={3} allowed={allowed} back={PATHS.internalStep2}>
      {draft && (
        <Stack gap="lg" align="start">
          {refusal && <RefusalAlert refusal={refusal} />}
          <Heading level={2} size={4}>
            {t('review.heading')}
          </Heading>
          <InternalSummary draft={draft} changeable />
          {quote.wanted &&
            (draft.quote ? (
              <QuoteBox
                quote={draft.quote}
                onRefresh={() => void quote.refresh()}
                refreshing={quote.refreshing}
              />
            ) : (
              !refusal && <Skeleton lines={2} />
            ))}
          {canSchedule && (
            <>
              <ErrorSummary errors={form.summary} focusKey={form.attempt} />
              <ScheduleFields
                value={schedule}
                onChange={setSchedule}
                id={form.id}
                errors={form.errors}
              />
            </>
          )}
          {unknown && <ScheduleUnknown />}
          {corporate && !(later && canSchedule) && (
            <Suspense fallback={null}>
              <ApprovalPath
                kind="internal_transfer"
                currency={draft.fromCurrency ?? ''}
                amountMinor={draft.amount ?? ''}
              />
            </Suspense>
          )}
          <Text size="sm" tone="muted">
            {later && canSchedule ? t('standing.when.note') : t('internal.arrival')}
          </Text>
          <div className={styles.buttons}>
            <Button
              onClick={go}
              disabled={!ready || (later && unknown)}
              loading={scheduling.loading}
            >
              {later && canSchedule
                ? t('standing.when.submit', { amount: amountText })
                : t('review.continue')}
            </Button>
            <Button
              variant="tertiary"
              onClick={() => {
                internalStore.clear();
                void navigate(PATHS.dashboard);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </Stack>
      )}
    </InternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { InternalTransferReview as Component };
