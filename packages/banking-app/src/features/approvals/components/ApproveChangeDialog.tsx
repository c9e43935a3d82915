// The second administrator's approval of a change of the rules (issue 28), with their one-time code:
// sent as the dialog opens, for this change alone; the code field and "Send a new code" as an
// approval of a payment takes them (FormField, OtpInput, ResendCode). A wrong or expired code is
// said at the field; a change decided meanwhile is said and the page reads the rules again.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, FormField, OtpInput, Stack, Text } from '@bank/ui';
import { isOtpCode } from '@bank/lookups/identity';
import { CODE_PROBLEMS, ResendCode } from '@/lib/forms/ResendCode';
import { approveChange, sendChangeCode } from '@/features/approvals/api';

export interface ApproveChangeDialogProps {
  changeId: string;
  onClose: () => void;
  /** Done, or decided meanwhile (`stale`): the words that say so. */
  onDone: (notice: string) => void;
}

export function ApproveChangeDialog({ changeId, onClose, onDone }: ApproveChangeDialogProps) {
  const { t } = useTranslation('approvals');
  const formId = useId();
  const [sending, setSending] = useState(true);
  const [sent, setSent] = useState<{ to: string; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const request = async () => {
    const res = await sendChangeCode(changeId);
    setSending(false);
    if (!res.data) {
      if (res.error?.code === 'invalid_state') return onDone(t('stale'));
      setRefusal({ title: t('approve.codeNotSent'), text: res.statusText });
      return;
    }
    setRefusal(null);
    setCodeError(null);
    setSent({ to: res.data.data.sent_to, at: Date.now() });
  };
  const resend = () => {
    if (sending) return;
    setSending(true);
    void request();
  };

  // The code goes as the dialog opens, once; a new one only on request (its cool-down applies).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void request();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the change the dialog opened with
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isOtpCode(code)) {
      setCodeError(t('approve.codeInvalid'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    setCodeError(null);
    const res = await approveChange(changeId, code);
    setBusy(false);
    if (res.data) return onDone(t('approve.done'));
    if (res.error && CODE_PROBLEMS.has(res.error.code)) {
      setCodeError(
        `${t(`approve.codeProblem.${res.error.code}`)} ${res.error.message ?? ''}`.trim(),
      );
      return;
    }
    if (res.error?.code === 'invalid_state') return onDone(t('stale'));
    setRefusal({ title: t('approve.refused'), text: res.statusText });
  };

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t('approve.title')}
      description={t('approve.text')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('approve.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('approve.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void confirm(e)}>
        <Stack gap="md" align="start">
          {refusal && (
            <Alert tone="danger" announce="assertive" title={refusal.title}>
              <span lang="en">{refusal.text}</span>
            </Alert>
          )}
          <Text aria-live="polite">
            {sent ? (
              <>
                {t('approve.codeSent')} <bdi dir="ltr">{sent.to}</bdi>
              </>
            ) : sending ? (
              t('approve.codeSending')
            ) : null}
          </Text>
          <FormField
            label={t('approve.codeLabel')}
            hint={t('approve.codeHint')}
            required
            error={codeError ?? undefined}
          >
            <OtpInput name="otp" value={code} onChange={setCode} />
          </FormField>
          <ResendCode sentAt={sent?.at} loading={sending} onResend={resend} />
        </Stack>
      </form>
    </Dialog>
  );
}
