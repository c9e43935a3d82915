// Route /update_password_success (PATHS.updatePasswordSuccess).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Text } from '@bank/ui';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { loadAuthNamespace } from '@/features/auth/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadAuthNamespace();

/** /update_password_success: the password is changed and every device was logged out. */
export function Component() {
  const { t } = useTranslation(ns);
  return (
    <AuthPage heading={t('changed.heading')}>
      <Alert tone="success">{t('changed.text')}</Alert>
      <Text>{t('changed.security')}</Text>
      <div>
        <ButtonLink as={RouterLink} to={PATHS.login}>
          {t('changed.login')}
        </ButtonLink>
      </div>
    </AuthPage>
  );
}
