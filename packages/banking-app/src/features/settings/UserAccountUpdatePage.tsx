// Route /dashboard/user_account_update (PATHS.userAccountUpdate).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heading, Link, Skeleton, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchProfile } from './api/settings';
import { PhoneChange } from './components/PhoneChange';
import { ProfileForm } from './components/ProfileForm';
import { Section } from './components/Section';
import { loadSettingsNamespace } from './i18n';

const ns = await loadSettingsNamespace();

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ profile: fetchProfile }));

/**
 * /dashboard/user_account_update: what may change without a new identity check (occupation,
 * address) and the mobile number with a code; the verified details change through the check.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const { profile: query } = useScreenQueries<typeof loader>();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('update.heading')}</Heading>
        <Text tone="muted">
          {t('update.lead')}{' '}
          <Link as={RouterLink} to={PATHS.completeKyc}>
            {t('update.kycLink')}
          </Link>
        </Text>
      </Stack>
      <LoadState
        query={query}
        label={t('profile.loading')}
        errorTitle={t('profile.loadFailed')}
        skeleton={<Skeleton lines={8} />}
      >
        {(profile) => (
          <>
            <Section id="update-profile" title={t('update.profileHeading')}>
              <ProfileForm profile={profile} />
            </Section>
            <Section
              id="update-phone"
              title={t('update.phoneHeading')}
              lead={t('update.phoneLead')}
            >
              <PhoneChange />
            </Section>
          </>
        )}
      </LoadState>
    </Stack>
  );
}
