// A batch submitted, or approved, with the customer's one-time code (issue 28): the code goes as the
// dialog opens (by their own channel); the code field and "Send a new code" (its cool-down) as an
// approval of a payment takes them. One idempotency key per attempt, kept while the answer is
// unknown (keys.ts): a double press, a lost answer retried, a reload — the batch goes once. A wrong
// or expired code is said at the field, the bank's refusals in our words; a batch decided or
// changed meanwhile is said and the page reads it again.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, FormField, OtpInput, Stack, Text } from '@bank/ui';
import { isOtpCode } from '@bank/lookups/identity';
import type { ApiResponse } from '@/api/client';
import { CODE_PROBLEMS, ResendCode } from '@/lib/forms/ResendCode';
import type { BulkBatch } from '@/features/bulk/api';
import { forgetKey, keyFor } from '@/features/bulk/keys';

/** The refusals with words of their own (`refusal.<code>`); any other is the client's status text. */
const KNOWN_REFUSALS = new Set([
  'insufficient_funds',
  'approval_limit_exceeded',
  'forbidden',
  'kyc_required',
  'rate_limited',
  'idempotency_in_progress',
  'idempotency_key_reused',
]);

export interface CodeDialogProps {
  act: 'submit' | 'approve';
  batchId: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** What is confirmed, restated where it is confirmed (the totals). */
  children?: ReactNode;
  sendCode: () => Promise<ApiResponse<{ data: { sent_to: string } }>>;
  confirm: (key: string, code: string) => Promise<ApiResponse<{ data: BulkBatch }>>;
  onClose: () => void;
  onDone: (batch: BulkBatch) => void;
  /** The batch changed meanwhile (submitted, decided, cancelled): the page reads it again. */
  onStale: () => void;
}

interface Refusal {
  title: string;
  text: string;
  /** The client's status text (English): after a lost answer or a server failure. */
  detail?: string;
}

export function CodeDialog({
  act,
  batchId,
  title,
  description,
  confirmLabel,
  children,
  sendCode,
  confirm,
  onClose,
  onDone,
  onStale,
}: CodeDialogProps) {
  const { t, i18n } = useTranslation('bulk');
  const formId = useId();
  const [sending, setSending] = useState(true);
  const [sent, setSent] = useState<{ to: string; at: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const english = i18n.language === 'en';

  const refusalOf = (res: ApiResponse<unknown>, titleKey: string): Refusal => {
    const known = res.error?.code && KNOWN_REFUSALS.has(res.error.code) ? res.error.code : null;
    if (known) return { title: t(titleKey), text: t(`refusal.${known}`) };
    if (!res.error || res.status >= 500)
      return { title: t('code.lostTitle'), text: t('code.lost'), detail: res.statusText };
    return { title: t(titleKey), text: english ? res.statusText : t('refusal.other') };
  };

  const request = async () => {
    const res = await sendCode();
    setSending(false);
    if (!res.data) {
      if (res.error?.code === 'invalid_state') return onStale();
      setRefusal(refusalOf(res, 'code.notSent'));
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the batch the dialog opened with
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isOtpCode(code)) {
      setCodeError(t('code.invalid'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    setCodeError(null);
    const res = await confirm(keyFor(act, batchId), code);
    setBusy(false);
    // A definite answer ends this attempt (the next gets a new key); no answer, a server failure
    // or an attempt still in progress keeps it, so trying again can never send the batch twice.
    const definite =
      res.data ||
      (res.status >= 400 && res.status < 500 && res.error?.code !== 'idempotency_in_progress');
    if (definite) forgetKey(act, batchId);
    if (res.data) return onDone(res.data.data);
    if (res.error && CODE_PROBLEMS.has(res.error.code)) {
      setCodeError(t(`code.problem.${res.error.code}`));
      return;
    }
    if (res.error?.code === 'invalid_state') return onStale();
    setRefusal(refusalOf(res, 'code.refused'));
  };

  return (
    <Dialog
      open
      onClose={close}
      size="md"
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('code.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void send(e)}>
        <Stack gap="md" align="start">
          {refusal && (
            <Alert tone="danger" announce="assertive" title={refusal.title}>
              {refusal.text}
              {refusal.detail && (
                <>
                  {' '}
                  <span lang={english ? undefined : 'en'} dir={english ? undefined : 'ltr'}>
                    {refusal.detail}
                  </span>
                </>
              )}
            </Alert>
          )}
          {children}
          <Text aria-live="polite">
            {sent ? (
              <>
                {t('code.sent')} <bdi dir="ltr">{sent.to}</bdi>
              </>
            ) : sending ? (
              t('code.sending')
            ) : null}
          </Text>
          <FormField
            label={t('code.label')}
            hint={t('code.hint')}
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
