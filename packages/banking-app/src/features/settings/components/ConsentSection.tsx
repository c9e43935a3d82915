import { useTranslation } from 'react-i18next';
import { DescriptionList } from '@bank/ui';
import { formatUtcMinute } from '@/i18n/format';
import { withLtrValues } from '@/i18n/ltr';
import type { Profile } from '@/features/settings/api/settings';
import { Section } from './Section';

type Acceptance = Profile['consent']['terms'];

/** The terms and privacy policy the customer accepted when the account was opened (or "Not recorded", for older accounts). */
export function ConsentSection({ consent }: { consent: Profile['consent'] }) {
  const { t } = useTranslation('settings');
  const accepted = (a: Acceptance) =>
    a
      ? withLtrValues((v) => t('profile.acceptedOn', v), {
          version: a.version,
          when: formatUtcMinute(a.accepted_at),
        })
      : t('profile.notRecorded');
  return (
    <Section id="profile-consent" title={t('profile.consent')} lead={t('profile.consentLead')}>
      <DescriptionList
        items={[
          { term: t('profile.termsAccepted'), description: accepted(consent.terms) },
          { term: t('profile.privacyAccepted'), description: accepted(consent.privacy) },
        ]}
      />
    </Section>
  );
}
