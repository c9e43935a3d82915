// Route /registration/password (PATHS.registrationPassword).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, PasswordInput, Stack } from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkNewPassword } from '@/lib/forms/validate';
import { PasswordRules } from '@/lib/forms/PasswordRules';
import { loadFormsNamespace } from '@/lib/forms/i18n';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { registrationProblem } from '@/features/registration/components/problems';
import { useStep } from '@/features/registration/components/useStep';
import { choosePassword } from '@/features/registration/api/registration';
import { screenOf, updateProgress } from '@/features/registration/progress';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

const ns = await loadRegistrationNamespace();
await loadFormsNamespace();
const FIELDS = ['password', 'confirm'] as const;

/** /registration/password: the password, its rules ticked as it is typed. */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { progress, redirect } = useStep('password');
  const form = useFormErrors('registration-password', FIELDS);
  const { loading, run } = useSubmit();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  if (!progress) return redirect;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = checkNewPassword(password, progress.email);
      const ok = form.report({
        password: problem ? t(`password.${problem}`) : undefined,
        confirm: problem
          ? undefined
          : !confirm
            ? t('password.confirmMissing')
            : confirm !== password
              ? t('password.mismatch')
              : undefined,
      });
      if (!ok) return;
      const res = await choosePassword(progress.token, password);
      if (!res.data) {
        if (res.error?.code === 'password_policy')
          form.report({ password: t('password.passwordCommon') });
        else form.report({}, registrationProblem(t, res));
        return;
      }
      const next = updateProgress({ step: res.data.data.next_step });
      if (next) navigate(screenOf(next));
    });
  };

  return (
    <RegistrationPage
      userType={progress.userType}
      step="password"
      heading={t('password.heading')}
      lead={t('password.lead')}
    >
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          {/* The email, for password managers to save the login with. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={progress.email}
            readOnly
            hidden
          />
          <FormField
            label={t('password.label')}
            id={form.id('password')}
            required
            error={form.errors.password}
            hint={
              <PasswordRules
                id={`${form.id('password')}-rules`}
                password={password}
                email={progress.email}
              />
            }
          >
            <PasswordInput
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <FormField
            label={t('password.confirm')}
            id={form.id('confirm')}
            required
            error={form.errors.confirm}
          >
            <PasswordInput
              name="confirm-password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </FormField>
          <Button type="submit" loading={loading} fullWidth>
            {t('continue')}
          </Button>
        </Stack>
      </form>
    </RegistrationPage>
  );
}
