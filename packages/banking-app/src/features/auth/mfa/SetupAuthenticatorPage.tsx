// Route /login/verify (PATHS.loginVerify).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
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
import { useApiQuery } from '@/lib/data/useApiQuery';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkCode, normaliseCode } from '@/lib/forms/validate';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { CodeField } from '@/features/auth/components/CodeField';
import { useMfaLogin } from '@/features/auth/components/useMfaLogin';
import { enrolTotp } from '@/features/auth/api/enrolTotp';
import { afterLogin } from '@/features/auth/finishLogin';
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
  const token = pending?.mfa?.token;

  // Asked once there is a login to set up (without one the page leads to /login below).
  const enrolment = useApiQuery(() => enrolTotp(token ?? ''), [token], {
    enabled: Boolean(token),
    errorText: (res) => generalProblem(t, res),
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
