// "When" for an external transfer (issue 27): now (the transfer and its code, as before), or later —
// a standing order to the saved beneficiary, set up with the one-time code the bank sends for it
// (the mandate of its payments, which then go on their dates without one). Offered for a saved
// beneficiary in the wallet's own currency, with charges shared (SHA), as the bank runs them.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, OtpInput, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { confirmStandingOrder } from '@/features/transfers/api';
import { placeSchedule, ScheduleUnknown } from '@/features/transfers/standing/placeSchedule';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import {
  checkSchedule,
  SCHEDULE_FIELDS,
  ScheduleFields,
  type Schedule,
} from '@/features/transfers/standing/ScheduleFields';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from '@/components/FlowFrame.css';
import { externalStore, type ExternalDraft } from './draft';
import { loadTransfersNamespace } from '@/features/transfers/i18n';

// Its words come with it (the review loads only "when").
await loadTransfersNamespace('standing');

interface ExternalScheduleProps {
  draft: ExternalDraft;
  value: Schedule;
  onChange: (next: Schedule) => void;
  /** The amount of each payment, as written ("AED 900.00"). */
  amountText: string;
}

const FIELDS = [...SCHEDULE_FIELDS, 'code'] as const;

/** The schedule's fields, its submit, then the code that sets the order up. */
export function ExternalSchedule({ draft, value, onChange, amountText }: ExternalScheduleProps) {
  const { t } = useTranslation('transfers');
  const navigate = useNavigate();
  const form = useFormErrors('external-when', FIELDS, ['when']);
  const busy = useSubmit();
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const [unknown, setUnknown] = useState(false);
  const [pending, setPending] = useState<{ id: string; sentTo: string; start: string } | null>(
    null,
  );
  const [code, setCode] = useState('');
  const later = value.when === 'later';
  const codeId = form.id('code');
  // The schedule's button is gone: focus goes to the code field, whose hint says where it went.
  useEffect(() => {
    if (pending) document.getElementById(codeId)?.focus();
  }, [pending, codeId]);

  const schedule = () =>
    busy.run(async () => {
      const when = checkSchedule(value, t);
      if (!form.report(when.errors) || !when.body || !draft.beneficiary?.id) return;
      const placed = await placeSchedule({
        kind: 'external',
        from_wallet_id: draft.fromWalletId ?? '',
        beneficiary_id: draft.beneficiary.id,
        amount_minor: draft.amount ?? '',
        ...(draft.purposeCode ? { purpose_code: draft.purposeCode } : {}),
        ...(draft.reference ? { reference: draft.reference } : {}),
        ...when.body,
      });
      if (placed.kind === 'made') {
        setRefusal(undefined);
        setPending({
          id: placed.order.id,
          sentTo: placed.order.confirmation?.sent_to ?? '',
          start: placed.order.next_run_date ?? when.body.start_date,
        });
      } else if (placed.kind === 'unknown') setUnknown(true);
      else {
        setRefusal(placed.refusal);
        form.report(placed.errors);
      }
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void busy.run(async () => {
      if (!pending) return;
      if (!/^\d{6}$/.test(code)) {
        form.report({ code: t('standing.external.codeRequired') });
        return;
      }
      const res = await confirmStandingOrder(pending.id, code);
      if (res.data) {
        externalStore.clear();
        void navigate(PATHS.upcoming, {
          state: { scheduled: res.data.data.next_run_date ?? pending.start },
        });
        return;
      }
      const why = refusalOf(res);
      if (why.code === 'invalid_code' || why.code === 'code_expired')
        form.report({ code: why.message });
      else setRefusal(why);
    });
  };

  return (
    <Stack gap="md" align="start">
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      {refusal && <RefusalAlert refusal={refusal} />}
      {!pending && (
        <ScheduleFields
          value={value}
          onChange={onChange}
          id={form.id}
          errors={form.errors}
          withWhen={false}
        />
      )}
      {later && !pending && (
        <>
          <Text size="sm" tone="muted">
            {t('standing.external.charges')} {t('standing.when.note')}
          </Text>
          {unknown && <ScheduleUnknown />}
          <Button onClick={() => void schedule()} loading={busy.loading} disabled={unknown}>
            {t('standing.when.submit', { amount: amountText })}
          </Button>
        </>
      )}
      {pending && (
        <form noValidate onSubmit={confirm}>
          <Stack gap="md" align="start">
            <FormField
              label={t('standing.external.code')}
              id={form.id('code')}
              hint={t('standing.external.codeHint', { sentTo: pending.sentTo })}
              error={form.errors.code}
            >
              <OtpInput name="standing-code" value={code} onChange={setCode} />
            </FormField>
            <div className={styles.buttons}>
              <Button type="submit" loading={busy.loading}>
                {t('standing.external.confirm')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
