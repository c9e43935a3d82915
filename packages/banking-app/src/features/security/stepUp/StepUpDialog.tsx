// "Confirm it's you" (issue 26): a customer who has a passkey is asked again, within a session,
// before changing the e-mail, the phone or how they confirm their logins. The API client opens
// this dialog when a call answers 403 step_up_required (app/StepUpHost.tsx) and sends the call once
// more when it closes confirmed; closed otherwise, the call's own answer goes back to its screen.
//
// - The passkey first, when this browser can use one: one button, the browser's prompt.
// - A code one press away: the authenticator app's, or one sent by SMS or WhatsApp for this
//   change ("Send me a code", then a new one after the cool-down). A customer whose only factor is
//   the passkey is not offered a code.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalStatement, BeneficiaryInput, StepUpAction } from '@bank/api-contract';
import { formatIban } from '@bank/lookups/accounts';
import {
  Alert,
  Button,
  Dialog,
  ErrorSummary,
  FormField,
  Icon,
  Inline,
  KeyRound,
  OtpInput,
  Stack,
  Text,
} from '@bank/ui';
import { fetchMfaStatus, type MfaStatus } from '@/features/security/api/mfa';
import { ResendCode } from '@/lib/forms/ResendCode';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkCode, normaliseCode } from '@/lib/forms/validate';
import { sendStepUpCode, stepUp, stepUpOptions } from '@/lib/passkeys/api';
import { passkeysSupported, promptProblem, signWithPasskey } from '@/lib/passkeys/browser';

const FIELDS = ['otp_code'] as const;

export interface StepUpDialogProps {
  action: StepUpAction;
  /** What the call that asked sends (for add_beneficiary: the beneficiary). */
  body?: unknown;
  /** Confirmed: the bank lets this session make the change for a few minutes. */
  onConfirmed: () => void;
  /** Closed without confirming. */
  onCancel: () => void;
}

export function StepUpDialog({ action, body, onConfirmed, onCancel }: StepUpDialogProps) {
  const { t } = useTranslation('security');
  const canPasskey = passkeysSupported();
  const [mfa, setMfa] = useState<MfaStatus | null>(null);
  const [mode, setMode] = useState<'passkey' | 'code'>(canPasskey ? 'passkey' : 'code');
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);
  const form = useFormErrors('step-up', FIELDS);
  const signing = useSubmit();
  const sending = useSubmit();
  const checking = useSubmit();
  const codeHeading = useRef<HTMLDivElement>(null);
  const beneficiary = action === 'add_beneficiary' ? (body as BeneficiaryInput) : undefined;
  // A payee's confirmation: the statement to read, and its challenge, before the prompt.
  const [toSign, setToSign] = useState<{
    statement: ApprovalStatement;
    challengeId: string;
    options: Parameters<typeof signWithPasskey>[0];
  } | null>(null);

  useEffect(() => {
    let live = true;
    void fetchMfaStatus().then((res) => {
      if (live && res.data) setMfa(res.data.data);
    });
    return () => {
      live = false;
    };
  }, []);

  const byApp = mfa?.totp_enabled === true;
  const bySms = !byApp && mfa?.otp_channel != null;
  const hasCode = byApp || bySms;

  const sign = async (challengeId: string, options: Parameters<typeof signWithPasskey>[0]) => {
    let credential: unknown;
    try {
      credential = await signWithPasskey(options);
    } catch (error) {
      setProblem(
        t(`stepUp.prompt.${promptProblem(error) === 'cancelled' ? 'cancelled' : 'failed'}`),
      );
      return;
    }
    const res = await stepUp(
      action,
      { passkey: { challenge_id: challengeId, credential: credential as never } },
      beneficiary,
    );
    // A signature is used once: a new try asks the bank for a new challenge.
    setToSign(null);
    if (!res.data) {
      setProblem(res.statusText);
      return;
    }
    onConfirmed();
  };

  const usePasskey = () =>
    void signing.run(async () => {
      setProblem(null);
      if (toSign) {
        await sign(toSign.challengeId, toSign.options);
        return;
      }
      const started = await stepUpOptions(action, beneficiary);
      if (!started.data) {
        setProblem(started.statusText);
        return;
      }
      const { challenge_id, options, statement } = started.data.data;
      if (statement) setToSign({ statement, challengeId: challenge_id, options });
      else await sign(challenge_id, options);
    });

  const sendCode = () =>
    void sending.run(async () => {
      const res = await sendStepUpCode(action);
      if (!res.data) {
        form.report({}, res.statusText);
        return;
      }
      form.clear();
      setSent({ phone: res.data.data.phone_hint, at: Date.now() });
    });

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void checking.run(async () => {
      const codeProblem = checkCode(code);
      if (!form.report({ otp_code: codeProblem ? t(`passkeys.${codeProblem}`) : undefined }))
        return;
      const res = await stepUp(action, { otp_code: normaliseCode(code) }, beneficiary);
      if (!res.data) {
        const c = res.error?.code;
        if (c === 'invalid_code') form.report({ otp_code: t('passkeys.codeWrong') });
        else if (c === 'code_expired') form.report({ otp_code: t('passkeys.codeExpired') });
        else if (c === 'too_many_attempts' || c === 'rate_limited')
          form.report({}, t('passkeys.tooMany'));
        else form.report({}, res.statusText);
        return;
      }
      onConfirmed();
    });
  };

  const toCode = () => {
    setProblem(null);
    setMode('code');
    // The code part replaces the passkey button, which had focus: move it to what replaced it.
    requestAnimationFrame(() => codeHeading.current?.focus());
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('stepUp.title')}
      description={t(`stepUp.why.${action}`)}
      icon={<Icon icon={KeyRound} size={24} />}
    >
      <Stack gap="md" align="start">
        {mode === 'passkey' ? (
          <>
            {problem && <Alert tone="warning">{problem}</Alert>}
            {toSign ? (
              <PayeeStatement statement={toSign.statement} />
            ) : (
              <Text>{beneficiary ? t('stepUp.payeeLead') : t('stepUp.passkeyLead')}</Text>
            )}
            <Inline gap="sm">
              <Button
                loading={signing.loading}
                onClick={usePasskey}
                icon={<Icon icon={KeyRound} size={20} />}
              >
                {toSign
                  ? t('stepUp.signPayee')
                  : beneficiary
                    ? t('stepUp.checkPayee')
                    : t('stepUp.usePasskey')}
              </Button>
              {hasCode && (
                <Button variant="secondary" onClick={toCode}>
                  {t('stepUp.useCode')}
                </Button>
              )}
              <Button variant="tertiary" onClick={onCancel}>
                {t('stepUp.cancel')}
              </Button>
            </Inline>
          </>
        ) : (
          <>
            <ErrorSummary
              errors={form.summary}
              description={form.problem}
              focusKey={form.attempt}
            />
            <div ref={codeHeading} tabIndex={-1}>
              <Text>
                {!mfa
                  ? t('stepUp.loading')
                  : byApp
                    ? t('stepUp.codeLeadApp')
                    : bySms
                      ? t('stepUp.codeLeadSms')
                      : t('stepUp.noCode')}
              </Text>
            </div>
            {bySms && !sent && (
              <Button variant="secondary" loading={sending.loading} onClick={sendCode}>
                {t('passkeys.sendCode')}
              </Button>
            )}
            {sent && (
              <Text role="status">
                {t('passkeys.codeSent')} <bdi dir="ltr">{sent.phone}</bdi>
              </Text>
            )}
            <form noValidate onSubmit={submitCode}>
              <Stack gap="md" align="start">
                {(byApp || sent) && (
                  <FormField
                    label={byApp ? t('passkeys.appCode') : t('passkeys.sentCode')}
                    hint={t('passkeys.codeHint')}
                    id={form.id('otp_code')}
                    required
                    error={form.errors.otp_code}
                  >
                    <OtpInput name="otp" value={code} onChange={setCode} />
                  </FormField>
                )}
                {sent && (
                  <ResendCode sentAt={sent.at} loading={sending.loading} onResend={sendCode} />
                )}
                <Inline gap="sm">
                  {(byApp || sent) && (
                    <Button type="submit" loading={checking.loading}>
                      {t('stepUp.confirm')}
                    </Button>
                  )}
                  {canPasskey && (
                    <Button variant="secondary" onClick={() => setMode('passkey')}>
                      {t('stepUp.backToPasskey')}
                    </Button>
                  )}
                  <Button variant="tertiary" onClick={onCancel}>
                    {t('stepUp.cancel')}
                  </Button>
                </Inline>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Dialog>
  );
}

/** The payee a new beneficiary's passkey signs, as the bank will keep it. */
function PayeeStatement({ statement }: { statement: ApprovalStatement }) {
  const { t } = useTranslation('security');
  const account = statement.payee_account;
  return (
    <Stack gap="sm">
      <Text>{t('stepUp.youSign')}</Text>
      <dl>
        {statement.payee_name && (
          <>
            <Text as="dt" weight="medium">
              {t('stepUp.payee')}
            </Text>
            <Text as="dd">
              <bdi>{statement.payee_name}</bdi>
            </Text>
          </>
        )}
        <Text as="dt" weight="medium">
          {t('stepUp.account')}
        </Text>
        <Text as="dd">
          <bdi dir="ltr">{/^[A-Z]{2}\d{2}/.test(account) ? formatIban(account) : account}</bdi>
        </Text>
        {statement.currency && (
          <>
            <Text as="dt" weight="medium">
              {t('stepUp.currency')}
            </Text>
            <Text as="dd">{statement.currency}</Text>
          </>
        )}
      </dl>
    </Stack>
  );
}
