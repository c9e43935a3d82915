// Route /maintenance (PATHS.maintenance).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Heading, Stack, Text } from '@bank/ui';
import { config } from '@/config/runtime';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadPublicNamespace('maintenance');

/** Planned maintenance: what is affected, what still works, where to get help. */
export function Component() {
  const { t } = useTranslation(ns);
  const working = t('working.items', { returnObjects: true }) as string[];
  return (
    <Stack gap="xl" style={{ maxWidth: 760 }}>
      <PageIntro heading={t('heading')} lead={t('lead')} />
      <Alert
        tone={config().maintenance ? 'warning' : 'success'}
        title={config().maintenance ? t('status.on') : t('status.off')}
      >
        <Text>{config().maintenance ? t('status.onText') : t('status.offText')}</Text>
      </Alert>
      <Stack gap="sm">
        <Heading level={2} size={3}>
          {t('working.heading')}
        </Heading>
        <ul>
          {working.map((item) => (
            <li key={item}>
              <Text as="span">{item}</Text>
            </li>
          ))}
        </ul>
      </Stack>
      <Stack gap="sm">
        <Heading level={2} size={3}>
          {t('help.heading')}
        </Heading>
        <Text>{t('help.text')}</Text>
      </Stack>
      <div>
        <ButtonLink as={RouterLink} to={PATHS.home} variant="secondary">
          {t('home')}
        </ButtonLink>
      </div>
    </Stack>
  );
}
