import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ErrorSummary, Stack, Text } from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { registrationProblem } from '@/features/registration/components/problems';
import { useStep } from '@/features/registration/components/useStep';
import { complete } from '@/features/registration/api/registration';
import { screenOf, updateProgress } from '@/features/registration/progress';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

const ns = await loadRegistrationNamespace();

/** /registration/otp_complete: the number is confirmed; opening the account is one click away. */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { progress, redirect } = useStep('otp_complete');
  const form = useFormErrors('open-account', [] as const);
  const { loading, run } = useSubmit();
  if (!progress) return redirect;

  const open = () =>
    void run(async () => {
      const res = await complete(progress.token);
      if (!res.data) {
        form.report({}, res.error?.code === 'email_taken' ? t('email.taken') : registrationProblem(t, res));
        return;
      }
      try {
        sessionStorage.removeItem('registration-details');
      } catch {
        // Nothing kept.
      }
      const next = updateProgress({ step: res.data.data.next_step });
      if (next) navigate(screenOf(next), { replace: true });
    });

  return (
    <RegistrationPage userType={progress.userType} step="phone" heading={t('complete.heading')}>
      <ErrorSummary errors={[]} description={form.problem} focusKey={form.attempt} />
      <Alert tone="success">{t('complete.verified', { phone: progress.phoneHint ?? '' })}</Alert>
      <Stack gap="md">
        <Text>{t('complete.text', { email: progress.email })}</Text>
        <Button loading={loading} onClick={open} fullWidth>
          {t('complete.open')}
        </Button>
      </Stack>
    </RegistrationPage>
  );
}
