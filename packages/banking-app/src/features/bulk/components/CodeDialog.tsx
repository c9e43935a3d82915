// A batch submitted, or approved, with the customer's one-time code (issue 28): the code goes as the
// dialog opens (by their own channel); the code field and "Send a new code" (its cool-down) as an
// approval of a payment takes them. An approver with a passkey approves with it instead, as a
// payment's approval does (`passkey`): no code is sent while the dialog asks whether they have one,
// nor after; their passkey signs the bank's statement of this batch (its total and its number of
// payments), and "Use a code instead" sends the code. One idempotency key per attempt, kept while
// the answer is unknown (keys.ts), whichever way it is confirmed: a double press, a lost answer
// retried, a reload — the batch goes once. A wrong or expired code is said at the field, the bank's
// refusals in our words (a passkey's signature refused too); a batch decided or changed meanwhile
// is said and the page reads it again.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, FormField, OtpInput, Skeleton, Stack, Text } from '@bank/ui';
import { isOtpCode } from '@bank/lookups/identity';
import type { ApiResponse } from '@/api/client';
import { CODE_PROBLEMS, ResendCode } from '@/lib/forms/ResendCode';
import type { passkeyApprovalOptions, PasskeyProof } from '@/lib/passkeys/api';
import { promptProblem, signWithPasskey } from '@/lib/passkeys/browser';
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

type BatchAnswer = Promise<ApiResponse<{ data: BulkBatch }>>;

/** The approval with the approver's passkey, offered instead of the code. */
export interface PasskeyWay {
  /** Whether they have a passkey this browser can use (usePasskeyAnswer); undefined: still asked. */
  has: boolean | undefined;
  /** The bank's statement of this approval and its challenge (passkeyApprovalOptions). */
  options: () => ReturnType<typeof passkeyApprovalOptions>;
  confirm: (key: string, passkey: PasskeyProof) => BatchAnswer;
}

export interface CodeDialogProps {
  act: 'submit' | 'approve';
  batchId: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** What is confirmed, restated where it is confirmed (the totals). */
  children?: ReactNode;
  sendCode: () => Promise<ApiResponse<{ data: { sent_to: string } }>>;
  confirm: (key: string, code: string) => BatchAnswer;
  /** The passkey's way, for an approver who has one. */
  passkey?: PasskeyWay;
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
  passkey,
  onClose,
  onDone,
  onStale,
}: CodeDialogProps) {
  const { t, i18n } = useTranslation('bulk');
  const formId = useId();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  // The approver chose the code instead of their passkey (or has none).
  const [byCode, setByCode] = useState(false);
  const english = i18n.language === 'en';
  const has = passkey ? passkey.has : false;
  const withPasskey = has === true && !byCode;
  // Not known yet whether they have a passkey: neither way is offered, and no code is sent.
  const deciding = has === undefined && !byCode;

  const refusalOf = (res: ApiResponse<unknown>, titleKey: string): Refusal => {
    const known = res.error?.code && KNOWN_REFUSALS.has(res.error.code) ? res.error.code : null;
    if (known) return { title: t(titleKey), text: t(`refusal.${known}`) };
    if (!res.error || res.status >= 500)
      return { title: t('code.lostTitle'), text: t('code.lost'), detail: res.statusText };
    return { title: t(titleKey), text: english ? res.statusText : t('refusal.other') };
  };

  const close = () => {
    if (!busy) onClose();
  };

  /** The passkey's signature of this approval (the bank derives its challenge from it), or null. */
  const signApproval = async (way: PasskeyWay): Promise<PasskeyProof | null> => {
    const started = await way.options();
    if (!started.data) {
      const problem = started.error?.code;
      if (problem === 'invalid_state' || problem === 'not_found') {
        onStale();
        return null;
      }
      const title = t('passkey.notSigned');
      setRefusal(
        problem === 'forbidden'
          ? { title, text: t('refusal.forbidden') }
          : problem === 'rate_limited'
            ? { title, text: t('passkey.rateLimited') }
            : { title, text: t('passkey.notStarted'), detail: started.statusText },
      );
      return null;
    }
    try {
      const credential = await signWithPasskey(started.data.data.options);
      return { challenge_id: started.data.data.challenge_id, credential: credential as never };
    } catch (error) {
      const prompt = promptProblem(error) === 'cancelled' ? 'cancelled' : 'failed';
      setRefusal({ title: t('passkey.notSigned'), text: t(`passkey.prompt.${prompt}`) });
      return null;
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || deciding) return;
    if (!withPasskey && !isOtpCode(code)) {
      setCodeError(t('code.invalid'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    setCodeError(null);
    const proof = withPasskey && passkey ? await signApproval(passkey) : null;
    if (withPasskey && !proof) {
      setBusy(false);
      return;
    }
    const key = keyFor(act, batchId);
    const res = proof && passkey ? await passkey.confirm(key, proof) : await confirm(key, code);
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
    if (res.error?.code === 'passkey_rejected') {
      setRefusal({ title: t('passkey.rejectedTitle'), text: t('passkey.rejected') });
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
          <Button type="submit" form={formId} loading={busy || deciding}>
            {withPasskey ? t('passkey.confirm') : confirmLabel}
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
          {deciding ? (
            <Stack gap="sm" align="start">
              <Text role="status">{t('passkey.checking')}</Text>
              <Skeleton shape="rect" height="5rem" />
            </Stack>
          ) : withPasskey ? (
            <Stack gap="sm" align="start">
              <Text>{t('passkey.lead')}</Text>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setRefusal(null);
                  setByCode(true);
                }}
              >
                {t('passkey.useCode')}
              </Button>
            </Stack>
          ) : (
            <CodeWay
              sendCode={sendCode}
              code={code}
              onCode={setCode}
              error={codeError}
              onSent={() => {
                setRefusal(null);
                setCodeError(null);
              }}
              onNotSent={(res) => {
                if (res.error?.code === 'invalid_state') return onStale();
                setRefusal(refusalOf(res, 'code.notSent'));
              }}
            />
          )}
        </Stack>
      </form>
    </Dialog>
  );
}

interface CodeWayProps {
  sendCode: CodeDialogProps['sendCode'];
  code: string;
  onCode: (code: string) => void;
  error: string | null;
  onSent: () => void;
  onNotSent: (res: ApiResponse<unknown>) => void;
}

/**
 * The code's way: the code goes as this part appears (as the dialog opens, or when a passkey's
 * approver asks for it), once; a new one only on request (its cool-down applies).
 */
function CodeWay({ sendCode, code, onCode, error, onSent, onNotSent }: CodeWayProps) {
  const { t } = useTranslation('bulk');
  const [sending, setSending] = useState(true);
  const [sent, setSent] = useState<{ to: string; at: number } | null>(null);

  const request = async () => {
    const res = await sendCode();
    setSending(false);
    if (!res.data) return onNotSent(res);
    onSent();
    setSent({ to: res.data.data.sent_to, at: Date.now() });
  };
  const resend = () => {
    if (sending) return;
    setSending(true);
    void request();
  };

  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void request();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the batch the dialog opened with
  }, []);

  return (
    <>
      <Text aria-live="polite">
        {sent ? (
          <>
            {t('code.sent')} <bdi dir="ltr">{sent.to}</bdi>
          </>
        ) : sending ? (
          t('code.sending')
        ) : null}
      </Text>
      <FormField label={t('code.label')} hint={t('code.hint')} required error={error ?? undefined}>
        <OtpInput name="otp" value={code} onChange={onCode} />
      </FormField>
      <ResendCode sentAt={sent?.at} loading={sending} onResend={resend} />
    </>
  );
}
