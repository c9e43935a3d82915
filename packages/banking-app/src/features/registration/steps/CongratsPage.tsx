import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Stack, Text } from '@bank/ui';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { useStep } from '@/features/registration/components/useStep';
import { loadRegistrationNamespace } from '@/features/registration/i18n';
import { PATHS } from '@/app/paths';

const ns = await loadRegistrationNamespace();

/** /registration/congrats: the account exists; the email link to confirm; then identity. */
export function Component() {
  const { t } = useTranslation(ns);
  const { progress, redirect } = useStep('congrats');
  if (!progress) return redirect;
  return (
    <RegistrationPage userType={progress.userType} step="done" heading={t('congrats.heading')}>
      <Alert tone="success" title={t('congrats.open')}>
        <Text>{t(progress.userType === 'corporate' ? 'congrats.corporate' : 'congrats.individual')}</Text>
      </Alert>
      <Stack gap="sm">
        <Text>{t('congrats.email', { email: progress.email })}</Text>
      </Stack>
      <div>
        <ButtonLink as={RouterLink} to={PATHS.registrationVerifyKyc}>
          {t('congrats.next')}
        </ButtonLink>
      </div>
    </RegistrationPage>
  );
}
