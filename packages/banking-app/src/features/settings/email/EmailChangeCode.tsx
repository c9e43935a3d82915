// Route /dashboard/settings_email_update2 (PATHS.settingsEmailUpdate2): the code sent to the new address.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, Inline, Link, OtpInput, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { startEmailChange, verifyEmailChange } from '@/features/settings/api/settings';
import { loadSettingsNamespace } from '@/features/settings/i18n';
import { EmailStep } from './EmailStep';
import { readEmailDraft, writeEmailDraft } from './draft';
import { isOtpCode } from '@bank/lookups/identity';

const ns = await loadSettingsNamespace();

/** /dashboard/settings_email_update2: the code sent to the new address. */
function EmailChangeCode() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [draft] = useState(readEmailDraft);
  const form = useFormErrors<'otp_code'>('email-code', ['otp_code']);
  const { loading, run } = useSubmit();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState<string | null>(null);
  if (!draft) return <Navigate to={PATHS.settingsEmailUpdate1} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!form.report({ otp_code: isOtpCode(code) ? undefined : t('email.problems.code') }))
        return;
      const res = await verifyEmailChange(code);
      if (!res.data) {
        const expired = res.error?.code === 'code_expired' || res.error?.code === 'not_found';
        form.report({ otp_code: expired ? t('email.problems.expired') : res.statusText });
        return;
      }
      writeEmailDraft({ ...draft, verified: true });
      navigate(PATHS.settingsEmailUpdate3);
    });
  };

  const resend = () =>
    run(async () => {
      const res = await startEmailChange(draft.newEmail);
      if (!res.data) {
        form.report({}, res.statusText);
        return;
      }
      writeEmailDraft({ newEmail: draft.newEmail, sentTo: res.data.data.sent_to });
      setResent(t('email.resent'));
    });

  return (
    <EmailStep
      step={2}
      lead={
        <>
          {t('email.lead2')} <bdi dir="ltr">{draft.newEmail}</bdi>
        </>
      }
    >
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <FormField
            label={t('email.code')}
            hint={t('email.codeHint')}
            id={form.id('otp_code')}
            required
            error={form.errors.otp_code}
          >
            <OtpInput name="otp" value={code} onChange={setCode} />
          </FormField>
          <Inline gap="md" align="center">
            <Button type="submit" loading={loading}>
              {t('email.checkCode')}
            </Button>
            <Button type="button" variant="tertiary" onClick={() => void resend()}>
              {t('email.resend')}
            </Button>
          </Inline>
          <Text role="status">{resent ?? ''}</Text>
          <Link as={RouterLink} to={PATHS.settingsEmailUpdate1}>
            {t('email.otherAddress')}
          </Link>
        </Stack>
      </form>
    </EmailStep>
  );
}

// The name react-router loads a lazy route's screen by.
export { EmailChangeCode as Component };
