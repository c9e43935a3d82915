// Route * (every address no other route matches).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Inline, Link, Stack, Text } from '@bank/ui';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadPublicNamespace('not-found');

/** The catch-all page for addresses the app does not know. */
export function Component() {
  const { t } = useTranslation(ns);
  return (
    <Stack gap="lg" align="start" style={{ maxWidth: 640 }}>
      <PageIntro heading={t('heading')} lead={t('lead')} />
      <Text>{t('help')}</Text>
      <Inline gap="lg">
        <ButtonLink as={RouterLink} to={PATHS.home}>
          {t('home')}
        </ButtonLink>
        <Link as={RouterLink} to={PATHS.contactUs}>
          {t('contact')}
        </Link>
      </Inline>
    </Stack>
  );
}
