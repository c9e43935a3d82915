// What the customer may do with a transaction waiting for review: an approver or administrator who
// did not prepare it approves (the money moves now) or rejects it with a reason; the preparer and a
// viewer are told why they cannot; a decided one says what was decided.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, FormField, Ltr, Stack, TextInput } from '@bank/ui';
import { Amount } from '@/lib/transactions/TransactionFacts';
import type { ApiResponse } from '@/api/client';
import type { CustomerTypeInfo } from '@/session/customer';
import { approveReview, rejectReview, requote, type Transaction } from '@/features/reviews/api/reviews';
import { forgetApprovalKey, approvalKey } from '@/features/reviews/approvalKey';
import * as styles from '@/features/reviews/reviews.css';

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
const DECIDED = new Set<Transaction['status']>(['completed', 'pending', 'processing', 'rejected', 'failed', 'returned']);
const NOT_SENT = new Set<Transaction['status']>(['rejected', 'failed', 'returned', 'expired']);
type Refusal = { title: string; text: string } | null;

/** The server's words for a refusal (English: marked so an Arabic page reads them right). */
function RefusalAlert({ refusal }: { refusal: Refusal }) {
  if (!refusal) return null;
  return (
    <Alert tone="danger" announce="assertive" title={refusal.title}>
      <span lang="en">{refusal.text}</span>
    </Alert>
  );
}

export function ReviewDecision({ tx, me, role, onDecided, ns }: ReviewDecisionProps) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // The prepared rate expired: the approver approves at a fresh quote, shown before they confirm.
  const [quote, setQuote] = useState<{ id: string; rate: string; buy: Transaction['amount'] } | null>(null);

  if (tx.status !== 'awaiting_approval') {
    const key = DECIDED.has(tx.status) ? tx.status : 'other';
    return <Alert tone={NOT_SENT.has(tx.status) ? 'warning' : 'success'}>{t(`item.decided.${key}`)}</Alert>;
  }
  if (tx.created_by?.customer_id === me) return <Alert tone="info">{t('item.yourOwn')}</Alert>;
  if (!role?.can_approve) return <Alert tone="info">{t('item.viewerOnly')}</Alert>;

  const close = () => {
    if (busy) return;
    setOpen(null);
    setRefusal(null);
    setReasonError(null);
    setQuote(null);
  };
  const settle = (res: ApiResponse<{ data: Transaction }>, title: string, done: string) => {
    setBusy(false);
    if (res.data) {
      setOpen(null);
      onDecided(res.data.data, done);
      return true;
    }
    setRefusal({ title, text: res.statusText });
    return false;
  };

  const approve = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const res = await approveReview(tx.transaction_type, tx.transaction_id, approvalKey(tx.transaction_id), quote?.id);
    // A definite answer (done, or refused with a reason) ends this attempt: the next gets a new key.
    // No answer, or a server failure, keeps the key, so trying again can never send it twice.
    if (res.data || (res.status >= 400 && res.status < 500)) forgetApprovalKey(tx.transaction_id);
    if (res.error?.code === 'quote_expired' && tx.counter_amount) {
      const fresh = await requote(tx);
      setBusy(false);
      if (fresh.data) {
        const q = fresh.data.data;
        setQuote({ id: q.quote_id, rate: q.rate, buy: q.buy });
        return;
      }
      setRefusal({ title: t('approve.refused'), text: fresh.statusText });
      return;
    }
    setQuote(null);
    settle(res, t('approve.refused'), t('approve.done'));
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = reason.trim();
    const problem = !text ? t('reject.reasonMissing') : text.length > REASON_MAX ? t('reject.reasonTooLong', { count: text.length }) : null;
    setReasonError(problem);
    if (problem) return;
    setBusy(true);
    setRefusal(null);
    if (settle(await rejectReview(tx.transaction_type, tx.transaction_id, text), t('reject.refused'), t('reject.done'))) setReason('');
  };

  return (
    <>
      <div className={styles.actions}>
        <Button onClick={() => setOpen('approve')}>{t('item.approve')}</Button>
        <Button variant="secondary" onClick={() => setOpen('reject')}>
          {t('item.reject')}
        </Button>
      </div>
      <Dialog
        open={open === 'approve'}
        onClose={close}
        size="sm"
        title={t('approve.title')}
        description={t('approve.text')}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('approve.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void approve()}>
              {t('approve.confirm')}
            </Button>
          </>
        }
      >
        <RefusalAlert refusal={refusal} />
        {quote && tx.counter_amount && (
          <Alert tone="warning" announce="polite" title={t('approve.newRateTitle')}>
            {t('approve.newRate')} <Ltr>{`1 ${tx.amount.currency} = ${quote.rate} ${tx.counter_amount.currency}`}</Ltr>
            {tx.rate && (
              <>
                {' '}({t('approve.wasRate')} <Ltr>{tx.rate}</Ltr>)
              </>
            )}
            . {t('approve.newAmount')} <Amount value={quote.buy} />
          </Alert>
        )}
      </Dialog>
      <Dialog open={open === 'reject'} onClose={close} size="sm" title={t('reject.title')} description={t('reject.text')}>
        <form onSubmit={(e) => void reject(e)} noValidate>
          <Stack gap="md">
            <RefusalAlert refusal={refusal} />
            <FormField label={t('reject.reason')} hint={t('reject.reasonHint')} error={reasonError ?? undefined}>
              <TextInput value={reason} onChange={(e) => setReason(e.target.value)} autoComplete="off" />
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
