// An approver rejects a batch waiting for approval (issue 28) with a reason its submitter reads
// (1 to 280 characters, said at the field): nothing is sent.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, FormField, Stack, TextInput } from '@bank/ui';
import { rejectBatch, type BulkBatch } from '@/features/bulk/api';

const REASON_MAX = 280;

export interface RejectDialogProps {
  batchId: string;
  onClose: () => void;
  onDone: (batch: BulkBatch) => void;
  onStale: () => void;
}

export function RejectDialog({ batchId, onClose, onDone, onStale }: RejectDialogProps) {
  const { t, i18n } = useTranslation('bulk');
  const formId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = reason.trim();
    const problem = !text
      ? t('reject.reasonMissing')
      : text.length > REASON_MAX
        ? t('reject.reasonTooLong', { max: REASON_MAX, length: text.length })
        : null;
    setReasonError(problem);
    if (problem) return;
    setBusy(true);
    setRefusal(null);
    const res = await rejectBatch(batchId, text);
    setBusy(false);
    if (res.data) return onDone(res.data.data);
    if (res.error?.code === 'invalid_state') return onStale();
    if (res.error?.code === 'forbidden') return setRefusal(t('refusal.forbidden'));
    setRefusal(i18n.language === 'en' || !res.error ? res.statusText : t('refusal.other'));
  };

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t('reject.title')}
      description={t('reject.text')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('reject.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            {t('reject.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void reject(e)}>
        <Stack gap="md">
          {refusal && (
            <Alert tone="danger" announce="assertive" title={t('reject.refused')}>
              {refusal}
            </Alert>
          )}
          <FormField
            label={t('reject.reason')}
            required
            hint={t('reject.reasonHint', { max: REASON_MAX })}
            error={reasonError ?? undefined}
          >
            <TextInput
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              autoComplete="off"
            />
          </FormField>
        </Stack>
      </form>
    </Dialog>
  );
}
