// Route /dashboard/waiting_review/:transaction_type/:transaction_id (PATHS.waitingReviewItem).
// One transaction as its preparer entered it, in the order an approver checks it against an
// invoice: who prepared it and when, who is paid (in full: IBAN or account number, BIC, bank,
// country), the amounts on both sides, fees and purpose, its history; and only then, for an
// approver who did not prepare it, the decision. The preparer and a viewer read the same page under
// their own heading, with what was decided (and why) at the top. Under the company's approval
// rules (issue 28) the path of approvals shows who approved and when, and which step waits; an
// approval that is not the last leaves the transaction waiting for the next step.
import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ArrowLeft, Card, Heading, Icon, Link, Skeleton, Stack, Text } from '@bank/ui';
import type { TransactionType } from '@bank/api-contract';
import { PATHS, waitingReviewItemPath } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { TransactionFacts } from '@/domain/transactions/TransactionFacts';
import { dateTime } from '@/domain/transactions/dateTime';
import { useCustomerType } from '@/session/useCustomerType';
import { fetchReview, withMyId, type Transaction } from './api/reviews';
import { canDecide, DecisionStatus } from './components/DecisionStatus';
import { PayeeFacts } from './components/PayeeFacts';
import { loadReviewsNamespace } from './i18n';
import * as styles from './reviews.css';

const ns = await loadReviewsNamespace();

const ReviewApprovals = lazy(() =>
  import('./components/ReviewApprovals').then((m) => ({ default: m.ReviewApprovals })),
);
// The decision (approve with its dialog and code or passkey, reject with its reason) loads only
// for a customer who may decide this transaction: preparers and viewers never download it.
const ReviewDecision = lazy(() =>
  import('./components/ReviewDecision').then((m) => ({ default: m.ReviewDecision })),
);

/**
 * The screen's call, made as it is navigated to (src/lib/data/screenData.ts): the transaction of
 * the path, with the customer's own id (an approver never decides what they prepared).
 */
export const loader = screenLoader(({ params }) => {
  const { transaction_type: type = '', transaction_id: id = '' } = params;
  return { review: () => withMyId(() => fetchReview(type as TransactionType, id)) };
});

export function Component() {
  const { t } = useTranslation(ns);
  const role = useCustomerType();
  const { transaction_id: id } = useParams();
  const { review } = useScreenQueries<typeof loader>();
  // Should the address move on to another transaction, the previous one's answer stays (reloading)
  // until the new one comes: it is not this page's, and must not be decided here, so it waits.
  const query: typeof review =
    review.state.status === 'success' &&
    review.state.reloading &&
    review.state.data.value.transaction_id !== id
      ? { ...review, state: { status: 'loading' } }
      : review;
  // After a decision the answer is the transaction as decided: shown at once, then asked again.
  const [decided, setDecided] = useState<{ tx: Transaction; notice: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  return (
    <Stack gap="xl" className={styles.page}>
      <Link as={RouterLink} to={PATHS.waitingReview} className={styles.back}>
        <Icon icon={ArrowLeft} size={18} className={styles.flipInRtl} />
        {t('item.back')}
      </Link>
      <Heading level={1}>
        {t(
          role?.can_approve
            ? 'item.title'
            : role?.customer_type === 'preparer'
              ? 'item.titlePreparer'
              : 'item.titleViewer',
        )}
      </Heading>
      <LoadState
        query={query}
        label={t('item.loading')}
        errorTitle={t('item.failed')}
        skeleton={<Skeleton shape="rect" height="20rem" />}
      >
        {({ value, me }) => {
          const tx =
            decided?.tx.transaction_id === value.transaction_id &&
            decided.tx.updated_at >= value.updated_at
              ? decided.tx
              : value;
          const deciding = !decided && canDecide(tx, me, role);
          return (
            <Stack gap="lg">
              {tx.created_by && (
                <Text>
                  {t('item.prepared', { name: tx.created_by.name, date: dateTime(tx.created_at) })}
                </Text>
              )}
              {tx.resubmission_of && (
                // Prepared again after a rejection: the approver can read what was rejected, and why.
                <Text>
                  {t('item.resubmission')}{' '}
                  <Link
                    as={RouterLink}
                    to={waitingReviewItemPath(tx.transaction_type, tx.resubmission_of)}
                  >
                    {t('item.openRejected')}
                  </Link>
                </Text>
              )}
              {decided ? (
                // One banner after a decision: what was done (the outcome's own words are the same).
                <div ref={noticeRef} tabIndex={-1}>
                  <Alert tone="success" announce="polite">
                    {decided.notice}
                  </Alert>
                </div>
              ) : (
                <DecisionStatus tx={tx} me={me} role={role} ns={ns} />
              )}
              {(tx.payee || (tx.counterparty && tx.direction === 'out')) && (
                <Card as="section" padding="lg" aria-labelledby="review-payee">
                  <Stack gap="md">
                    <Heading level={2} size={4} id="review-payee">
                      {t('payee.heading')}
                    </Heading>
                    <PayeeFacts tx={tx} ns={ns} />
                  </Stack>
                </Card>
              )}
              <Card as="section" padding="lg" aria-labelledby="review-entered">
                <Stack gap="md">
                  <Heading level={2} size={4} id="review-entered">
                    {t('item.whatWasEntered')}
                  </Heading>
                  <TransactionFacts tx={tx} headingLevel={3} />
                </Stack>
              </Card>
              {tx.approval && tx.approval.steps.length > 0 && (
                // The path of approvals under the company's rules: who approved, when, what waits
                // (its code and words load with a transaction that has one).
                <Suspense fallback={<Skeleton shape="rect" height="8rem" />}>
                  <ReviewApprovals tx={tx} />
                </Suspense>
              )}
              {deciding && (
                <Card as="section" padding="lg" aria-labelledby="review-decision">
                  <Stack gap="md">
                    <Heading level={2} size={4} id="review-decision">
                      {t('item.decisionHeading')}
                    </Heading>
                    <Text>{t('item.decisionLead')}</Text>
                    <Suspense fallback={<Skeleton shape="rect" height="3rem" />}>
                      <ReviewDecision
                        tx={tx}
                        me={me}
                        role={role}
                        ns={ns}
                        onDecided={(next, notice) => {
                          setDecided({ tx: next, notice });
                          query.reload();
                          // The buttons are gone: the customer goes on from the message saying
                          // what happened, at the top of the page.
                          requestAnimationFrame(() => noticeRef.current?.focus());
                        }}
                      />
                    </Suspense>
                  </Stack>
                </Card>
              )}
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}
