// Route /registration/congrats (PATHS.registrationCongrats).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Stack, Text } from '@bank/ui';
import { withLtrValues } from '@/i18n/ltr';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { useStep } from '@/features/registration/components/useStep';
import { loadRegistrationNamespace } from '@/features/registration/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadRegistrationNamespace();

/**
 * /registration/congrats: the account exists; then identity. It says only what happened to the
 * e-mail address: an individual's gets a link now (valid 24 hours); a company's was confirmed by
 * its code during registration, and gets nothing.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const { progress, redirect } = useStep('congrats');
  if (!progress) return redirect;
  return (
    <RegistrationPage userType={progress.userType} step="done" heading={t('congrats.heading')}>
      <Alert tone="success" title={t('congrats.open')}>
        <Text>
          {t(progress.userType === 'corporate' ? 'congrats.corporate' : 'congrats.individual')}
        </Text>
      </Alert>
      <Stack gap="sm">
        <Text>
          {withLtrValues(
            (v) =>
              t(
                progress.userType === 'corporate'
                  ? 'congrats.emailConfirmed'
                  : 'congrats.emailSent',
                v,
              ),
            { email: progress.email },
          )}
        </Text>
      </Stack>
      <div>
        <ButtonLink as={RouterLink} to={PATHS.registrationVerifyKyc}>
          {t('congrats.next')}
        </ButtonLink>
      </div>
    </RegistrationPage>
  );
}
