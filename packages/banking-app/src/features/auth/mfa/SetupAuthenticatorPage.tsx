// Route /login/verify (PATHS.loginVerify).
import { useState, type FormEvent } from 'react';
import {
  Link as RouterLink,
  Navigate,
  useNavigate,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  CopyButton,
  ErrorSummary,
  Inline,
  Link,
  RecoveryCodes,
  Skeleton,
  Stack,
  Text,
} from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkCode, normaliseCode } from '@/lib/forms/validate';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { CodeField } from '@/features/auth/components/CodeField';
import { useMfaLogin } from '@/features/auth/components/useMfaLogin';
import { enrolTotp } from '@/features/auth/api/enrolTotp';
import { afterLogin } from '@/features/auth/finishLogin';
import { pendingLogin } from '@/features/auth/loginState';
import { generalProblem } from '@/features/auth/problems';
import { PATHS } from '@/access/paths';
import * as styles from './mfa.css';
import { loadAuthNamespace } from '@/features/auth/i18n';

const ns = await loadAuthNamespace();
const FIELDS = ['code'] as const;

/** The base32 secret in groups of four, easier to type into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

// The last enrolment asked, and how it answered: a new secret (`set`), a failure the customer may
// retry (`failed`), or nothing yet (`asking`). Read by shouldRevalidate below.
let lastEnrolment: { token: string; answer: 'asking' | 'set' | 'failed' } | null = null;

/** POST /auth0/mfa/totp/setup for the pending login, its answer recorded. */
function enrol(token: string): ReturnType<typeof enrolTotp> {
  const mine: NonNullable<typeof lastEnrolment> = { token, answer: 'asking' };
  lastEnrolment = mine;
  const answer = enrolTotp(token);
  void answer.then(
    (res) => (mine.answer = res.data ? 'set' : 'failed'),
    () => (mine.answer = 'failed'),
  );
  return answer;
}

/**
 * The screen's call, made as it is navigated to (src/lib/data/screenData.ts): the new secret and
 * QR code, once there is a login to set up (without one the page leads to /login).
 */
export const loader = screenLoader(() => {
  const token = pendingLogin()?.mfa?.token;
  return { enrolment: token ? () => enrol(token) : undefined };
});

/**
 * Not revalidated, but for the customer's own "Try again". The enrolment changes the server: each
 * call starts it anew with a new secret, so a repeated call would replace the QR code the customer
 * may already have scanned, and the codes of their app would no longer be accepted. A retry is a
 * revalidation of this very address, so one is let through only when it is that: the same address
 * (not a change of the search), no action submitted anywhere, and the last enrolment of this login
 * failed (the only time "Try again" shows). Once a secret is shown, or while the first answer is
 * still coming (it would be asked twice), nothing asks again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  return (
    !formMethod &&
    currentUrl.href === nextUrl.href &&
    lastEnrolment?.answer === 'failed' &&
    lastEnrolment.token === pendingLogin()?.mfa?.token
  );
}

/**
 * /login/verify: a login that must first set up a second factor. Scan the QR code (or type the
 * key), confirm with the first code, then keep the recovery codes, which are shown only once.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { pending, confirm, cancel } = useMfaLogin();
  const [from] = useState(pending?.from);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useFormErrors('setup-app', FIELDS);
  const { loading, run } = useSubmit();
  const { enrolment } = useScreenQueries<typeof loader>({
    enrolment: { errorText: (res) => generalProblem(t, res) },
  });
  const setup = enrolment.state.status === 'success' ? enrolment.state.data : null;

  if (codes) {
    return (
      <AuthPage heading={t('setup.codesHeading')} lead={t('setup.codesLead')}>
        <Alert tone="warning" title={t('setup.codesOnce')}>
          <Text>{t('setup.codesHow')}</Text>
        </Alert>
        <RecoveryCodes
          codes={codes}
          fileName="sadu-bank-recovery-codes.txt"
          fileHeading={t('setup.fileHeading')}
        />
        <div>
          <Button onClick={() => navigate(afterLogin(from), { replace: true })}>
            {t('setup.continue')}
          </Button>
        </div>
      </AuthPage>
    );
  }
  if (!pending?.mfa) return <Navigate to={PATHS.login} replace state={{ reason: 'expired' }} />;
  const phoneFactor = pending.mfa.methods.some((m) => m === 'sms' || m === 'whatsapp');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = checkCode(code);
      if (!form.report({ code: problem ? t(`fields.${problem}`) : undefined })) return;
      const outcome = await confirm(t, 'authenticator', normaliseCode(code));
      if (outcome.ok) {
        if (outcome.recoveryCodes) setCodes(outcome.recoveryCodes);
        return;
      }
      form.report({ code: outcome.field }, outcome.problem ?? null);
    });
  };

  return (
    <AuthPage heading={t('setup.heading')} lead={t('setup.lead')}>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <Stack gap="md">
        <Text weight="medium">{t('setup.step1')}</Text>
        <LoadState
          query={enrolment}
          label={t('setup.loading')}
          skeleton={<Skeleton shape="rect" width="200px" height="200px" />}
        >
          {(value) => (
            <img
              className={styles.qr}
              src={value.qr_code}
              width={200}
              height={200}
              alt={t('setup.qrAlt')}
            />
          )}
        </LoadState>
      </Stack>
      {setup && (
        <Stack gap="sm">
          <Text weight="medium">{t('setup.step2')}</Text>
          <Text className={styles.secret} dir="ltr">
            {groupSecret(setup.secret)}
          </Text>
          <div>
            <CopyButton value={setup.secret} label={t('setup.copyKey')} />
          </div>
        </Stack>
      )}
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <CodeField
            id={form.id('code')}
            label={t('setup.step3')}
            hint={t('mfa.codeHint')}
            error={form.errors.code}
            value={code}
            onChange={setCode}
          />
          <Inline gap="md">
            <Button type="submit" loading={loading}>
              {t('setup.confirm')}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              {t('mfa.cancel')}
            </Button>
          </Inline>
        </Stack>
      </form>
      {phoneFactor && (
        <Link as={RouterLink} to={PATHS.loginGenerateOtp}>
          {t('setup.usePhone')}
        </Link>
      )}
    </AuthPage>
  );
}
