import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  CopyButton,
  ErrorSummary,
  FormField,
  Inline,
  OtpInput,
  RecoveryCodes,
  Stack,
  StatusBadge,
  Text,
} from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkCode, normaliseCode } from '@/lib/forms/validate';
import {
  activateApp,
  renewRecoveryCodes,
  startTotpSetup,
  turnOffApp,
  type MfaStatus,
  type TotpSetup,
} from '@/features/security/api/mfa';
import * as styles from '@/features/security/SecurityPage.css';

type Task = 'none' | 'setup' | 'disable' | 'renew';
const FIELDS = ['code'] as const;

/** The key in groups of four, easier to type into an app. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The authenticator app and its recovery codes: set it up (QR, key, first code, then the codes
 * shown once), turn it off, or get new recovery codes; the last two ask for a current code.
 */
export function AuthenticatorSettings({
  status,
  onChanged,
}: {
  status: MfaStatus;
  onChanged: () => void;
}) {
  const { t } = useTranslation('security');
  const [task, setTask] = useState<Task>('none');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useFormErrors('authenticator', FIELDS);
  const { loading, run } = useSubmit();
  const starting = useSubmit();

  const begin = (next: Task) => {
    setTask(next);
    setCode('');
    setCodes(null);
    setDone(null);
    form.clear();
    if (next !== 'setup') return;
    void starting.run(async () => {
      const res = await startTotpSetup();
      if (res.data) setSetup(res.data.data);
      else form.report({}, res.statusText);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = checkCode(code);
      if (!form.report({ code: problem ? t(`app.${problem}`) : undefined })) return;
      const value = normaliseCode(code);
      const res =
        task === 'setup'
          ? await activateApp(value)
          : task === 'renew'
            ? await renewRecoveryCodes(value)
            : await turnOffApp(value);
      if (!res.data) {
        const c = res.error?.code;
        if (c === 'invalid_code') form.report({ code: t('app.codeWrong') });
        else if (c === 'too_many_attempts') form.report({}, t('app.tooMany'));
        else form.report({}, res.statusText);
        return;
      }
      const data = res.data.data as { recovery_codes?: string[] };
      if (data.recovery_codes) setCodes(data.recovery_codes);
      setDone(
        task === 'setup'
          ? t('app.turnedOn')
          : task === 'renew'
            ? t('app.renewed')
            : t('app.turnedOff'),
      );
      setTask('none');
      setSetup(null);
      setCode('');
      onChanged();
    });
  };

  return (
    <Stack gap="lg">
      <Inline gap="sm" align="center">
        <Text weight="medium">{t('app.status')}</Text>
        <StatusBadge
          status={status.totp_enabled ? 'approved' : 'cancelled'}
          label={status.totp_enabled ? t('app.on') : t('app.off')}
        />
      </Inline>
      {status.totp_enabled && (
        <Text tone="muted">{t('app.remaining', { count: status.recovery_codes_remaining })}</Text>
      )}
      {done && (
        <Alert tone="success" announce="polite">
          {done}
        </Alert>
      )}
      {codes && (
        <Stack gap="md">
          <Alert tone="warning" title={t('app.codesOnce')}>
            <Text>{t('app.codesHow')}</Text>
          </Alert>
          <RecoveryCodes
            codes={codes}
            fileName="sadu-bank-recovery-codes.txt"
            fileHeading={t('app.fileHeading')}
          />
        </Stack>
      )}
      {task === 'none' && (
        <Inline gap="sm">
          {!status.totp_enabled && <Button onClick={() => begin('setup')}>{t('app.setUp')}</Button>}
          {status.totp_enabled && (
            <Button variant="secondary" onClick={() => begin('renew')}>
              {t('app.renew')}
            </Button>
          )}
          {status.totp_enabled && (
            <Button variant="danger" onClick={() => begin('disable')}>
              {t('app.turnOff')}
            </Button>
          )}
        </Inline>
      )}
      {task !== 'none' && (
        <Stack gap="lg">
          <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
          {task === 'setup' && (
            <Stack gap="md">
              <Text weight="medium">{t('app.step1')}</Text>
              {setup ? (
                <img
                  className={styles.qr}
                  src={setup.qr_code}
                  width={200}
                  height={200}
                  alt={t('app.qrAlt')}
                />
              ) : (
                <Text role="status" tone="muted">
                  {t('app.preparing')}
                </Text>
              )}
              {setup && (
                <>
                  <Text weight="medium">{t('app.step2')}</Text>
                  <Text className={styles.secret} dir="ltr" data-testid="totp-secret">
                    {groupKey(setup.secret)}
                  </Text>
                  <div>
                    <CopyButton value={setup.secret} label={t('app.copyKey')} />
                  </div>
                </>
              )}
            </Stack>
          )}
          <form noValidate onSubmit={submit}>
            <Stack gap="lg">
              <FormField
                label={task === 'setup' ? t('app.step3') : t('app.currentCode')}
                hint={t('app.codeHint')}
                id={form.id('code')}
                required
                error={form.errors.code}
              >
                <OtpInput name="otp" value={code} onChange={setCode} />
              </FormField>
              <Inline gap="sm">
                <Button
                  type="submit"
                  variant={task === 'disable' ? 'danger' : 'primary'}
                  loading={loading}
                >
                  {task === 'setup'
                    ? t('app.turnOn')
                    : task === 'renew'
                      ? t('app.renewConfirm')
                      : t('app.turnOffConfirm')}
                </Button>
                <Button variant="secondary" onClick={() => begin('none')}>
                  {t('app.cancel')}
                </Button>
              </Inline>
            </Stack>
          </form>
        </Stack>
      )}
    </Stack>
  );
}
