// Another administrator rejects a change of the rules (issue 28) with a reason its author reads
// (1 to 280 characters, said at the field); the rules in force stay.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, FormField, Stack, TextInput } from '@bank/ui';
import { rejectChange } from '@/features/approvals/api';

const REASON_MAX = 280;

export interface RejectChangeDialogProps {
  changeId: string;
  onClose: () => void;
  onDone: (notice: string) => void;
}

export function RejectChangeDialog({ changeId, onClose, onDone }: RejectChangeDialogProps) {
  const { t } = useTranslation('approvals');
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
        ? t('reject.reasonTooLong', { count: text.length })
        : null;
    setReasonError(problem);
    if (problem) return;
    setBusy(true);
    setRefusal(null);
    const res = await rejectChange(changeId, text);
    setBusy(false);
    if (res.data) return onDone(t('reject.done'));
    if (res.error?.code === 'invalid_state') return onDone(t('stale'));
    if (res.error?.fields?.reason) return setReasonError(res.error.fields.reason);
    setRefusal(res.statusText);
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
              <span lang="en">{refusal}</span>
            </Alert>
          )}
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
        </Stack>
      </form>
    </Dialog>
  );
}
