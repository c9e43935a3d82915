// Route /dashboard/settings (PATHS.settings).
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Heading, Link, Skeleton, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useAllowedLinks } from '@/session/useAllowedLinks';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchSettings, type Settings } from './api/settings';
import { Appearance } from './components/Appearance';
import { Notifications } from './components/Notifications';
import { Section } from './components/Section';
import { loadSettingsNamespace } from './i18n';

const ns = await loadSettingsNamespace();

const ACCOUNT_LINKS = [
  { to: PATHS.userAccount, label: 'links.profile' },
  { to: PATHS.settingsEmailUpdate1, label: 'links.email' },
  { to: PATHS.securityPage, label: 'links.security' },
  { to: PATHS.completeKyc, label: 'links.kyc' },
  { to: PATHS.manageSubaccounts, label: 'links.subaccounts' },
] as const;

function Loaded({ initial }: { initial: Settings }) {
  const { t } = useTranslation(ns);
  const [settings, setSettings] = useState(initial);
  return (
    <>
      <Section id="settings-appearance" title={t('appearance.heading')} lead={t('appearance.lead')}>
        <Appearance settings={settings} onSaved={setSettings} />
      </Section>
      <Section
        id="settings-notifications"
        title={t('notifications.heading')}
        lead={t('notifications.lead')}
      >
        <Notifications settings={settings} onSaved={setSettings} />
      </Section>
    </>
  );
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ settings: fetchSettings }));

/** /dashboard/settings: language and theme, notifications, and the way to the profile, e-mail, security and users. */
export function Component() {
  const { t } = useTranslation(ns);
  const { settings: query } = useScreenQueries<typeof loader>();
  const links = useAllowedLinks(ACCOUNT_LINKS);
  // After an e-mail change, the confirmation step says what changed, once.
  const done = (useLocation().state as { emailChanged?: string } | null)?.emailChanged;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('heading')}</Heading>
        <Text tone="muted">{t('lead')}</Text>
      </Stack>
      {done && (
        <Alert tone="success" title={t('email.done.title')}>
          {t('email.done.text')} <bdi dir="ltr">{done}</bdi>
        </Alert>
      )}
      <Section id="settings-account" title={t('links.heading')}>
        <ul>
          {links.map((l) => (
            <li key={l.to}>
              <Link as={RouterLink} to={l.to}>
                {t(l.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <LoadState
        query={query}
        label={t('loading')}
        errorTitle={t('loadFailed')}
        skeleton={<Skeleton shape="rect" height="16rem" />}
      >
        {(settings) => <Loaded initial={settings} />}
      </LoadState>
    </Stack>
  );
}
