// Route /dashboard/settings_email_update3 (PATHS.settingsEmailUpdate3): the password that confirms the change.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, PasswordInput, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { confirmEmailChange } from '@/features/settings/api/settings';
import { loadSettingsNamespace } from '@/features/settings/i18n';
import { EmailStep } from './EmailStep';
import { readEmailDraft, writeEmailDraft } from './draft';

const ns = await loadSettingsNamespace();

/** /dashboard/settings_email_update3: the password confirms the change; the old address is told. */
function EmailChangePassword() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [draft] = useState(readEmailDraft);
  const form = useFormErrors<'password'>('email-password', ['password']);
  const { loading, run } = useSubmit();
  const [password, setPassword] = useState('');
  if (!draft) return <Navigate to={PATHS.settingsEmailUpdate1} replace />;
  if (!draft.verified) return <Navigate to={PATHS.settingsEmailUpdate2} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!form.report({ password: password ? undefined : t('email.problems.password') })) return;
      const res = await confirmEmailChange(password);
      if (!res.data) {
        const code = res.error?.code;
        if (code === 'password_incorrect')
          form.report({ password: t('email.problems.passwordIncorrect') });
        else if (code === 'code_expired' || code === 'not_found')
          form.report({}, t('email.problems.changeExpired'));
        else form.report({}, res.statusText);
        return;
      }
      writeEmailDraft(null);
      navigate(PATHS.settings, { state: { emailChanged: res.data.data.email } });
    });
  };

  return (
    <EmailStep
      step={3}
      lead={
        <>
          {t('email.lead3')} <bdi dir="ltr">{draft.newEmail}</bdi>
        </>
      }
    >
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <FormField
            label={t('email.password')}
            hint={t('email.passwordHint')}
            id={form.id('password')}
            required
            error={form.errors.password}
          >
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Button type="submit" loading={loading}>
            {t('email.confirm')}
          </Button>
        </Stack>
      </form>
    </EmailStep>
  );
}

// The name react-router loads a lazy route's screen by.
export { EmailChangePassword as Component };
