// Route /dashboard/user_account (PATHS.userAccount).
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getCountryName } from '@bank/lookups/countries';
import { Alert, ButtonLink, DescriptionList, Heading, Skeleton, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { formatDay } from '@/i18n/format';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchProfile, type Profile } from './api/settings';
import { ConsentSection } from './components/ConsentSection';
import { Section } from './components/Section';
import { loadSettingsNamespace } from './i18n';

const ns = await loadSettingsNamespace();

function Details({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation(ns);
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const country = (code: string | null) =>
    code ? (getCountryName(code, language) ?? code) : t('profile.none');
  const a = profile.address;
  const address = a
    ? [a.line1, a.line2, a.city, a.region, a.postal_code].filter(Boolean).join(', ')
    : t('profile.none');
  return (
    <Stack gap="xl">
      <Section id="profile-you" title={t('profile.you')} lead={t('profile.verifiedNote')}>
        <DescriptionList
          items={[
            { term: t('profile.name'), description: profile.full_name ?? t('profile.none') },
            {
              term: t('profile.dob'),
              description: profile.date_of_birth
                ? formatDay(profile.date_of_birth)
                : t('profile.none'),
              ltr: true,
            },
            { term: t('profile.nationality'), description: country(profile.nationality) },
            { term: t('profile.residence'), description: country(profile.country_of_residence) },
            {
              term: t('profile.kyc'),
              description: t(`profile.kycStatus.${profile.kyc_status}`),
              change: { as: RouterLink, to: PATHS.completeKyc },
            },
          ]}
        />
      </Section>
      <Section id="profile-contact" title={t('profile.contact')}>
        <DescriptionList
          items={[
            {
              term: t('profile.email'),
              description: profile.email,
              ltr: true,
              change: { as: RouterLink, to: PATHS.settingsEmailUpdate1 },
            },
            {
              term: t('profile.phone'),
              description: profile.phone ?? t('profile.none'),
              ltr: Boolean(profile.phone),
              change: { as: RouterLink, to: PATHS.userAccountUpdate },
            },
            {
              term: t('profile.address'),
              description: address,
              change: { as: RouterLink, to: PATHS.userAccountUpdate },
            },
            {
              term: t('profile.occupation'),
              description: profile.occupation ?? t('profile.none'),
              change: { as: RouterLink, to: PATHS.userAccountUpdate },
            },
          ]}
        />
      </Section>
      <ConsentSection consent={profile.consent} />
      <div>
        <ButtonLink as={RouterLink} to={PATHS.userAccountUpdate}>
          {t('profile.update')}
        </ButtonLink>
      </div>
    </Stack>
  );
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ profile: fetchProfile }));

/** /dashboard/user_account: the customer's profile, with where each part changes. */
export function Component() {
  const { t } = useTranslation(ns);
  const { profile: query } = useScreenQueries<typeof loader>();
  const saved = (useLocation().state as { profileSaved?: string } | null)?.profileSaved;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('profile.heading')}</Heading>
        <Text tone="muted">{t('profile.lead')}</Text>
      </Stack>
      {saved && <Alert tone="success">{t(`profile.saved.${saved}`)}</Alert>}
      <LoadState
        query={query}
        label={t('profile.loading')}
        errorTitle={t('profile.loadFailed')}
        skeleton={<Skeleton lines={8} />}
      >
        {(profile) => <Details profile={profile} />}
      </LoadState>
    </Stack>
  );
}
