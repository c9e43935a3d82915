// Route /expired_link (PATHS.expiredLink).
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Inline, Link, Text } from '@bank/ui';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { loadAuthNamespace } from '@/features/auth/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadAuthNamespace();

/**
 * /expired_link: a reset link that has expired or is broken; with `?reason=used`, one that already
 * did its work, which says so (the customer may have changed the password with it) and what to do
 * if it was not them.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const used = useSearchParams()[0].get('reason') === 'used';
  return (
    <AuthPage heading={t(used ? 'expired.usedHeading' : 'expired.heading')}>
      <Text>{t(used ? 'expired.usedText' : 'expired.text')}</Text>
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
