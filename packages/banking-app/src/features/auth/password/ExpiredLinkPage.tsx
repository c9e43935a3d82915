import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Inline, Link, Text } from '@bank/ui';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { loadAuthNamespace } from '@/features/auth/i18n';
import { PATHS } from '@/app/paths';

const ns = await loadAuthNamespace();

/** /expired_link: a reset link that was used, has expired or is broken. */
export function Component() {
  const { t } = useTranslation(ns);
  return (
    <AuthPage heading={t('expired.heading')}>
      <Text>{t('expired.text')}</Text>
      <Inline gap="lg" align="center">
        <ButtonLink as={RouterLink} to={PATHS.forgotPassword}>
          {t('expired.again')}
        </ButtonLink>
        <Link as={RouterLink} to={PATHS.login}>
          {t('forgot.backToLogin')}
        </Link>
      </Inline>
    </AuthPage>
  );
}
