// Route /logout (PATHS.logout).
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Inline, Link, Stack, Text } from '@bank/ui';
import { endSession } from '@/session/session';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadPublicNamespace('logout');

/**
 * Logs out (here and in every other tab) and confirms it. Until the session has really ended (the
 * server's logout answered, the token is gone) the page says so: a customer who reads "You have
 * logged out" and closes the tab must be right to, and so must one who goes on to another page.
 * The confirmation is announced through a status region.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void endSession('logout').finally(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const tips = t('tips.items', { returnObjects: true }) as string[];
  return (
    <Stack gap="xl" align="start" style={{ maxWidth: 640 }}>
      <Stack gap="md">
        <PageIntro heading={done ? t('heading') : t('working')} />
        <Text size="lg" tone="muted" role="status">
          {done ? t('lead') : ''}
        </Text>
      </Stack>
      <Stack gap="sm">
        <Text weight="medium">{t('tips.heading')}</Text>
        <ul>
          {tips.map((tip) => (
            <li key={tip}>
              <Text as="span">{tip}</Text>
            </li>
          ))}
        </ul>
      </Stack>
      <Inline gap="lg">
        <ButtonLink as={RouterLink} to={PATHS.login}>
          {t('login')}
        </ButtonLink>
        <Link as={RouterLink} to={PATHS.home}>
          {t('home')}
        </Link>
      </Inline>
    </Stack>
  );
}
