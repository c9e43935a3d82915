// Where a transaction waiting for review stands for this customer, at the top of its page: what
// was decided (who rejected it and why, with the way to submit it again), or why this customer
// cannot decide (they prepared it, they only read, or the company's approval rules give the
// approval waiting to someone else or it is over their limit); nothing when the decision is
// theirs, which the page then loads (ReviewDecision).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, ButtonLink, Link } from '@bank/ui';
import { PATHS, resubmitPath, waitingReviewItemPath } from '@/access/paths';
import { mayFollow } from '@/access/roles';
import type { CustomerTypeInfo } from '@/session/customer';
import type { Transaction } from '@/features/reviews/api/reviews';
import * as styles from '@/features/reviews/reviews.css';

const CannotApprove = lazy(() =>
  import('./ReviewApprovals').then((m) => ({ default: m.CannotApprove })),
);

export interface DecisionStatusProps {
  tx: Transaction;
  me: string;
  role: CustomerTypeInfo | null;
  ns: string;
}

/** The outcomes a decision can lead to, each with its own words; and those where no money arrived. */
const DECIDED = new Set<Transaction['status']>([
  'completed',
  'pending',
  'processing',
  'rejected',
  'failed',
  'returned',
]);
const NOT_SENT = new Set<Transaction['status']>(['rejected', 'failed', 'returned', 'expired']);

/**
 * Whether this customer may decide this transaction now: an approver who did not prepare it and
 * whom the company's rules let give the approval waiting (their step, within their limits).
 */
export function canDecide(tx: Transaction, me: string, role: CustomerTypeInfo | null): boolean {
  return (
    tx.status === 'awaiting_approval' &&
    tx.created_by?.customer_id !== me &&
    Boolean(role?.can_approve) &&
    (tx.approval?.you.can_approve ?? true)
  );
}

/**
 * What was decided (who rejected it and why, at once), or why this customer cannot decide: one
 * banner at the top of the page; nothing when the decision is theirs to make.
 */
export function DecisionStatus({ tx, me, role, ns }: DecisionStatusProps) {
  const { t } = useTranslation(ns);
  if (tx.status !== 'awaiting_approval') {
    const key = DECIDED.has(tx.status) ? tx.status : 'other';
    const rejected = tx.status === 'rejected';
    return (
      <Alert
        tone={NOT_SENT.has(tx.status) ? 'warning' : 'success'}
        title={
          rejected && tx.rejected_by
            ? t('item.rejectedBy', { name: tx.rejected_by.name })
            : undefined
        }
      >
        {t(`item.decided.${key}`)}
        {rejected && tx.rejection_reason && (
          <>
            {' '}
            {t('item.reason')} <bdi>{tx.rejection_reason}</bdi>
          </>
        )}
        {/* Its preparer edits it and submits it again (a new transaction, linked to this one). */}
        {rejected && tx.created_by?.customer_id === me && (
          <span className={styles.resubmit}>
            {tx.resubmitted_as ? (
              <Link
                as={RouterLink}
                to={waitingReviewItemPath(tx.transaction_type, tx.resubmitted_as)}
              >
                {t('item.resubmitted')}
              </Link>
            ) : (
              mayFollow(PATHS.resubmit, role) && (
                <ButtonLink
                  as={RouterLink}
                  to={resubmitPath(tx.transaction_type, tx.transaction_id)}
                  size="sm"
                >
                  {t('item.resubmit')}
                </ButtonLink>
              )
            )}
          </span>
        )}
      </Alert>
    );
  }
  if (tx.created_by?.customer_id === me) return <Alert tone="info">{t('item.yourOwn')}</Alert>;
  if (!role?.can_approve) return <Alert tone="info">{t('item.viewerOnly')}</Alert>;
  // Why the company's rules do not let this approver give the approval waiting (its words load
  // with the transaction's path).
  if (tx.approval && !tx.approval.you.can_approve)
    return (
      <Suspense fallback={null}>
        <CannotApprove tx={tx} />
      </Suspense>
    );
  return null;
}
