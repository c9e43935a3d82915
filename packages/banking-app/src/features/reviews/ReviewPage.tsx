// Route /dashboard/waiting_review/:transaction_type/:transaction_id (PATHS.waitingReviewItem).
// /dashboard/waiting_review/:transaction_type/:transaction_id: one transaction as its preparer
// entered it, who prepared it and when, what was decided (the status history) and, for an
// approver who did not prepare it, approve or reject.
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ArrowLeft, Card, Heading, Icon, Link, Skeleton, Stack, Text } from '@bank/ui';
import type { TransactionType } from '@bank/api-contract';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { TransactionFacts } from '@/domain/transactions/TransactionFacts';
import { dateTime } from '@/domain/transactions/dateTime';
import { useCustomerType } from '@/session/useCustomerType';
import { fetchReview, withMyId, type Transaction } from './api/reviews';
import { ReviewDecision } from './components/ReviewDecision';
import { loadReviewsNamespace } from './i18n';
import * as styles from './reviews.css';

const ns = await loadReviewsNamespace();

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
      <Heading level={1}>{t('item.title')}</Heading>
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
          return (
            <Stack gap="lg">
              {tx.created_by && (
                <Text>
                  {t('item.prepared', { name: tx.created_by.name, date: dateTime(tx.created_at) })}
                </Text>
              )}
              {decided && (
                <div ref={noticeRef} tabIndex={-1}>
                  <Alert tone="success" announce="polite">
                    {decided.notice}
                  </Alert>
                </div>
              )}
              <ReviewDecision
                tx={tx}
                me={me}
                role={role}
                ns={ns}
                onDecided={(next, notice) => {
                  setDecided({ tx: next, notice });
                  query.reload();
                  // The buttons are gone: the customer goes on from the message saying what happened.
                  requestAnimationFrame(() => noticeRef.current?.focus());
                }}
              />
              <Card as="section" padding="lg" aria-labelledby="review-entered">
                <Stack gap="md">
                  <Heading level={2} size={4} id="review-entered">
                    {t('item.whatWasEntered')}
                  </Heading>
                  <TransactionFacts tx={tx} headingLevel={3} />
                </Stack>
              </Card>
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}
