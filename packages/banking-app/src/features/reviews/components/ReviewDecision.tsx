// The decision on a transaction waiting for review, for an approver or administrator who did not
// prepare it and whom the company's rules let approve now (canDecide): approve (the money moves
// with the last approval) or reject it with a reason, after reading it (the page puts the decision
// last). Loaded by the page only for such a customer.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormField, Stack, TextInput } from '@bank/ui';
import { rejectReview, type Transaction } from '@/features/reviews/api/reviews';
import * as styles from '@/features/reviews/reviews.css';
import { ApproveAction } from './ApproveAction';
import { canDecide, type DecisionStatusProps } from './DecisionStatus';
import { DecisionRefusal, type Refusal } from './DecisionRefusal';

export interface ReviewDecisionProps extends DecisionStatusProps {
  /** The transaction as decided, with the words saying so. */
  onDecided: (tx: Transaction, notice: string) => void;
}

const REASON_MAX = 280;

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
