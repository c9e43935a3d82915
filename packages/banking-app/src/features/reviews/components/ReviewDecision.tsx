// What the customer may do with a transaction waiting for review: an approver or administrator who
// did not prepare it approves (the money moves now) or rejects it with a reason, after reading it
// (the page puts the decision last); the preparer and a viewer are told why they cannot, and a
// decided one says what was decided, by whom and why (DecisionStatus, at the top).
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, ButtonLink, Dialog, FormField, Link, Stack, TextInput } from '@bank/ui';
import { PATHS, resubmitPath, waitingReviewItemPath } from '@/access/paths';
import { mayFollow } from '@/access/roles';
import type { CustomerTypeInfo } from '@/session/customer';
import { rejectReview, type Transaction } from '@/features/reviews/api/reviews';
import * as styles from '@/features/reviews/reviews.css';
import { ApproveAction } from './ApproveAction';
import { DecisionRefusal, type Refusal } from './DecisionRefusal';

const CannotApprove = lazy(() =>
  import('./ReviewApprovals').then((m) => ({ default: m.CannotApprove })),
);

export interface ReviewDecisionProps {
  tx: Transaction;
  me: string;
  role: CustomerTypeInfo | null;
  /** The transaction as decided, with the words saying so. */
  onDecided: (tx: Transaction, notice: string) => void;
  ns: string;
}

const REASON_MAX = 280;
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
export function DecisionStatus({ tx, me, role, ns }: Omit<ReviewDecisionProps, 'onDecided'>) {
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

export function ReviewDecision({ tx, me, role, onDecided, ns }: ReviewDecisionProps) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  if (!canDecide(tx, me, role)) return null;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setRefusal(null);
    setReasonError(null);
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = reason.trim();
    const problem = !text
      ? t('reject.reasonMissing')
      : text.length > REASON_MAX
        ? t('reject.reasonTooLong', { count: text.length })
        : null;
    setReasonError(problem);
    if (problem) return;
    setBusy(true);
    setRefusal(null);
    const res = await rejectReview(tx.transaction_type, tx.transaction_id, text);
    setBusy(false);
    if (!res.data) {
      setRefusal({ title: t('reject.refused'), text: res.statusText });
      return;
    }
    setReason('');
    setOpen(false);
    // The rejection's answer is the transaction without its path: the approvals given stay shown.
    const given = tx.approval && { ...tx.approval, current_step: null };
    onDecided({ ...res.data.data, approval: given }, t('reject.done'));
  };

  return (
    <>
      <div className={styles.actions}>
        <ApproveAction tx={tx} onApproved={onDecided} ns={ns} />
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('item.reject')}
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        size="sm"
        title={t('reject.title')}
        description={t('reject.text')}
      >
        <form onSubmit={(e) => void reject(e)} noValidate>
          <Stack gap="md">
            <DecisionRefusal refusal={refusal} />
            <FormField
              label={t('reject.reason')}
              required
              hint={t('reject.reasonHint')}
              error={reasonError ?? undefined}
            >
              <TextInput
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                autoComplete="off"
              />
            </FormField>
            <div className={styles.actions}>
              <Button type="button" variant="secondary" onClick={close}>
                {t('reject.cancel')}
              </Button>
              <Button type="submit" variant="danger" loading={busy}>
                {t('reject.confirm')}
              </Button>
            </div>
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
