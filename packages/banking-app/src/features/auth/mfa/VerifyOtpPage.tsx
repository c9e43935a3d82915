// Route /login/verify_otp (PATHS.loginVerifyOtp).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ButtonLink,
  ErrorSummary,
  Icon,
  Inline,
  Link,
  ShieldCheck,
  Stack,
  Text,
} from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkCode, checkRecoveryCode, normaliseCode } from '@/lib/forms/validate';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { CodeField } from '@/features/auth/components/CodeField';
import { useMfaLogin } from '@/features/auth/components/useMfaLogin';
import { sendMfaOtp } from '@/features/auth/api/sendMfaOtp';
import { pendingLogin, updatePendingLogin } from '@/features/auth/loginState';
import { generalProblem } from '@/features/auth/problems';
import { useCooldown } from '@/lib/forms/useCooldown';
import { PATHS } from '@/access/paths';
import * as styles from './mfa.css';
import { loadAuthNamespace } from '@/features/auth/i18n';

const ns = await loadAuthNamespace();
const FIELDS = ['code'] as const;
/** Seconds before another code can be sent (the backend allows 5 codes per 15 minutes). */
export const RESEND_COOLDOWN_SECONDS = 30;

type Mode = 'authenticator' | 'phone' | 'recovery';

/**
 * /login/verify_otp: the second factor. The code from the authenticator app, or the one sent by
 * SMS or WhatsApp (with a resend after a visible cool-down), or a recovery code as the fallback.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const { pending, confirm, cancel } = useMfaLogin();
  const [params] = useSearchParams();
  const asked = params.get('mode');
  const mfa = pending?.mfa;
  const initial: Mode | null =
    asked === 'recovery'
      ? 'recovery'
      : mfa?.channel
        ? 'phone'
        : mfa?.methods.includes('otp')
          ? 'authenticator'
          : null;
  const [mode, setMode] = useState<Mode | null>(initial);
  const [code, setCode] = useState('');
  const [restart, setRestart] = useState(false);
  const [codesLeft, setCodesLeft] = useState<{ count: number; next: string } | null>(null);
  const [resent, setResent] = useState(false);
  const form = useFormErrors('verify-otp', FIELDS);
  const { loading, run } = useSubmit();
  const resend = useSubmit();
  const [sentAt, setSentAt] = useState(mfa?.sentAt);
  const wait = useCooldown(sentAt, RESEND_COOLDOWN_SECONDS);

  if (!mfa && !restart) return <Navigate to={PATHS.login} replace state={{ reason: 'expired' }} />;
  if (mode === null) return <Navigate to={PATHS.loginGenerateOtp} replace />;

  const factor = mode;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = factor === 'recovery' ? checkRecoveryCode(code) : checkCode(code);
      if (!form.report({ code: problem ? t(`fields.${problem}`) : undefined })) return;
      const value = factor === 'recovery' ? code.trim().toUpperCase() : normaliseCode(code);
      const outcome = await confirm(t, factor, value);
      if (outcome.ok) {
        if (outcome.recoveryCodesLeft) setCodesLeft(outcome.recoveryCodesLeft);
        return;
      }
      if (outcome.restart) setRestart(true);
      form.report({ code: outcome.field }, outcome.problem ?? null);
    });
  };

  const sendAgain = () => {
    if (wait > 0 || !mfa?.channel) return;
    void resend.run(async () => {
      const res = await sendMfaOtp(mfa.token, mfa.channel!);
      if (!res.data) {
        if (res.error?.code === 'mfa_token_invalid') setRestart(true);
        form.report({}, generalProblem(t, res));
        return;
      }
      const now = Date.now();
      updatePendingLogin({ mfa: { ...mfa, sentAt: now } });
      setSentAt(now);
      setResent(true);
    });
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setCode('');
    form.clear();
  };

  const phone = mfa?.phoneHint ?? t('mfa.yourPhone');
  const heading =
    mode === 'authenticator'
      ? t('mfa.appHeading')
      : mode === 'recovery'
        ? t('mfa.recoveryHeading')
        : t('mfa.phoneHeading');
  const lead =
    mode === 'authenticator'
      ? t('mfa.appLead')
      : mode === 'recovery'
        ? t('mfa.recoveryLead')
        : t(mfa?.channel === 'whatsapp' ? 'mfa.phoneLeadWhatsapp' : 'mfa.phoneLeadSms', { phone });

  if (codesLeft) return <RecoveryCodesLeft count={codesLeft.count} next={codesLeft.next} />;

  if (restart && !pendingLogin()) {
    return (
      <AuthPage heading={heading}>
        <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
        <Link as={RouterLink} to={PATHS.login} weight="medium">
          {t('errors.startAgain')}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage heading={heading}>
      {mode === 'authenticator' && (
        <div className={styles.appLogo}>
          <span className={styles.logoMark} role="img" aria-label={t('mfa.appLogo')}>
            <Icon icon={ShieldCheck} size={32} />
          </span>
          <Text tone="muted">{lead}</Text>
        </div>
      )}
      {mode !== 'authenticator' && <Text tone="muted">{lead}</Text>}
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      {resent && !form.attempt && (
        <Alert tone="success" announce="polite">
          {t('mfa.resent', { phone })}
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <CodeField
            id={form.id('code')}
            kind={mode === 'recovery' ? 'recovery' : 'code'}
            label={mode === 'recovery' ? t('fields.recovery') : t('fields.code')}
            hint={mode === 'recovery' ? t('mfa.recoveryHint') : t('mfa.codeHint')}
            error={form.errors.code}
            value={code}
            onChange={setCode}
          />
          <Inline gap="md">
            <Button type="submit" loading={loading}>
              {t('mfa.confirm')}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              {t('mfa.cancel')}
            </Button>
          </Inline>
        </Stack>
      </form>
      <Stack gap="sm">
        {mode === 'phone' && (
          <div>
            <Button
              variant="tertiary"
              loading={resend.loading}
              aria-disabled={wait > 0 || undefined}
              onClick={sendAgain}
            >
              {wait > 0 ? t('mfa.resendIn', { seconds: wait }) : t('mfa.resend')}
            </Button>
          </div>
        )}
        {mode === 'phone' && (
          <Link as={RouterLink} to={PATHS.loginGenerateOtp}>
            {t('mfa.otherChannel')}
          </Link>
        )}
        {mode !== 'recovery' && mfa?.methods.includes('recovery_code') && (
          <div>
            <Button variant="tertiary" size="sm" onClick={() => switchTo('recovery')}>
              {t('mfa.useRecovery')}
            </Button>
          </div>
        )}
        {mode === 'recovery' && mfa?.methods.includes('otp') && (
          <div>
            <Button variant="tertiary" size="sm" onClick={() => switchTo('authenticator')}>
              {t('mfa.useApp')}
            </Button>
          </div>
        )}
        {mode === 'recovery' && !mfa?.methods.includes('otp') && (
          <Link as={RouterLink} to={PATHS.loginGenerateOtp}>
            {t('mfa.usePhone')}
          </Link>
        )}
      </Stack>
    </AuthPage>
  );
}

/**
 * After a login with a recovery code: each works once, so the customer learns how many are left
 * (few or none: make new ones before the phone is lost again) before going on. The form is gone,
 * so focus moves to what replaced it.
 */
function RecoveryCodesLeft({ count, next }: { count: number; next: string }) {
  const { t } = useTranslation(ns);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <AuthPage heading={t('mfa.codesLeftHeading')}>
      <div ref={box} tabIndex={-1} className={styles.focusTarget}>
        <Alert tone={count <= 3 ? 'warning' : 'info'} title={t('mfa.codesLeft', { count })}>
          <Text>{t(count <= 3 ? 'mfa.codesLeftFew' : 'mfa.codesLeftMany')}</Text>
        </Alert>
      </div>
      <Inline gap="lg" align="center">
        <ButtonLink as={RouterLink} to={next}>
          {t('mfa.codesLeftContinue')}
        </ButtonLink>
        <Link as={RouterLink} to={PATHS.securityPage}>
          {t('mfa.codesLeftNew')}
        </Link>
      </Inline>
    </AuthPage>
  );
}
