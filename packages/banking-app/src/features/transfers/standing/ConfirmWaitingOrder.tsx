// An external standing order set up and not yet confirmed (issue 27): its code may have expired, or
// the page was left before it was entered. Upcoming offers a new code and the field to enter it;
// until then the order never runs (cancelling it is the other way out). The same for an approver's
// approval of an order waiting for it (issue 28, `kind="approve"`): a decision is confirmed with
// the approver's own one-time code; under the company's rules it may not be the last approval.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, OtpInput, Stack } from '@bank/ui';
import { formatDay } from '@/i18n/format';
import {
  approveStandingOrder,
  confirmStandingOrder,
  resendStandingOrderCode,
  sendStandingOrderApprovalCode,
} from '@/features/transfers/api';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from './standing.css';

interface ConfirmWaitingOrderProps {
  orderId: string;
  /** The field's id prefix (the order's heading id). */
  id: string;
  /** confirm: the set-up's own code (who set it up); approve: an approver's approval. */
  kind?: 'confirm' | 'approve';
  onDone(words: string): void;
}

export function ConfirmWaitingOrder({
  orderId,
  id,
  kind = 'confirm',
  onDone,
}: ConfirmWaitingOrderProps) {
  const approving = kind === 'approve';
  const { t } = useTranslation('transfers');
  const busy = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const codeId = `${id}-code`;
  useEffect(() => {
    if (sentTo) document.getElementById(codeId)?.focus();
  }, [sentTo, codeId]);

  const send = () =>
    busy.run(async () => {
      setRefusal(null);
      const res = await (approving
        ? sendStandingOrderApprovalCode(orderId)
        : resendStandingOrderCode(orderId));
      if (!res.data) return setRefusal(refusalOf(res));
      setCode('');
      setError(undefined);
      setSentTo(res.data.data.sent_to);
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void busy.run(async () => {
      if (!/^\d{6}$/.test(code)) return setError(t('standing.external.codeRequired'));
      const res = await (approving
        ? approveStandingOrder(orderId, code)
        : confirmStandingOrder(orderId, code));
      if (res.data) {
        const { next_run_date: next, status } = res.data.data;
        if (approving)
          onDone(
            t(
              status === 'awaiting_approval'
                ? 'standing.upcoming.done.approveWaits'
                : 'standing.upcoming.done.approve',
            ),
          );
        else onDone(t('standing.upcoming.done.scheduled', { date: next ? formatDay(next) : '' }));
        return;
      }
      const why = refusalOf(res);
      if (why.code === 'invalid_code' || why.code === 'code_expired') setError(why.message);
      else setRefusal(why);
    });
  };

  return (
    <Stack gap="sm" align="start">
      {refusal && <RefusalAlert refusal={refusal} />}
      {sentTo ? (
        <form noValidate onSubmit={confirm}>
          <Stack gap="sm" align="start">
            <FormField
              label={t('standing.external.code')}
              id={codeId}
              hint={t(
                approving ? 'standing.upcoming.approveCodeHint' : 'standing.external.codeHint',
                {
                  sentTo,
                },
              )}
              error={error}
            >
              <OtpInput name={codeId} value={code} onChange={setCode} />
            </FormField>
            <div className={styles.actions}>
              <Button type="submit" size="sm" loading={busy.loading}>
                {t(approving ? 'standing.upcoming.confirmApproval' : 'standing.external.confirm')}
              </Button>
              <Button variant="tertiary" size="sm" onClick={() => void send()}>
                {t('standing.external.resend')}
              </Button>
            </div>
          </Stack>
        </form>
      ) : (
        <Button size="sm" loading={busy.loading} onClick={() => void send()}>
          {t(approving ? 'standing.upcoming.approve' : 'standing.external.sendCode')}
        </Button>
      )}
    </Stack>
  );
}
