// An external standing order set up and not yet confirmed (issue 27): its code may have expired, or
// the page was left before it was entered. Upcoming offers a new code and the field to enter it;
// until then the order never runs (cancelling it is the other way out).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormField, OtpInput, Stack } from '@bank/ui';
import { formatDay } from '@/i18n/format';
import { confirmStandingOrder, resendStandingOrderCode } from '@/features/transfers/api';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from './standing.css';

interface ConfirmWaitingOrderProps {
  orderId: string;
  /** The field's id prefix (the order's heading id). */
  id: string;
  onDone(words: string): void;
}

export function ConfirmWaitingOrder({ orderId, id, onDone }: ConfirmWaitingOrderProps) {
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
      const res = await resendStandingOrderCode(orderId);
      if (!res.data) return setRefusal(refusalOf(res));
      setCode('');
      setError(undefined);
      setSentTo(res.data.data.sent_to);
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void busy.run(async () => {
      if (!/^\d{6}$/.test(code)) return setError(t('standing.external.codeRequired'));
      const res = await confirmStandingOrder(orderId, code);
      if (res.data) {
        const next = res.data.data.next_run_date;
        onDone(t('standing.upcoming.done.scheduled', { date: next ? formatDay(next) : '' }));
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
              hint={t('standing.external.codeHint', { sentTo })}
              error={error}
            >
              <OtpInput name={codeId} value={code} onChange={setCode} />
            </FormField>
            <div className={styles.actions}>
              <Button type="submit" size="sm" loading={busy.loading}>
                {t('standing.external.confirm')}
              </Button>
              <Button variant="tertiary" size="sm" onClick={() => void send()}>
                {t('standing.external.resend')}
              </Button>
            </div>
          </Stack>
        </form>
      ) : (
        <Button size="sm" loading={busy.loading} onClick={() => void send()}>
          {t('standing.external.sendCode')}
        </Button>
      )}
    </Stack>
  );
}
