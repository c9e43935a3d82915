// Route /dashboard/corporate_admin_kyc (PATHS.corporateAdminKyc).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { PersonalForm } from './components/PersonalForm';
import { StateNotice } from './components/StateNotice';
import { mayChange } from './documents';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/**
 * /dashboard/corporate_admin_kyc: the administrator's own identity check, part of the company's:
 * their details here, then their documents and selfie on the same screens as an individual's.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  return (
    <KycScreen
      query={kyc}
      title={t('corporate.adminHeading')}
      lead={t('corporate.adminLead')}
      step="details"
    >
      {(kyc) =>
        mayChange(kyc, 'personal_details') ? (
          <PersonalForm kyc={kyc} next={PATHS.verifyKyc} />
        ) : (
          <Stack gap="lg" align="start">
            <StateNotice kyc={kyc} />
            <ButtonLink
              as={RouterLink}
              to={kyc.can_edit ? PATHS.verifyKyc : PATHS.corporateKyc}
              variant="secondary"
            >
              {kyc.can_edit ? t('corporate.adminDocuments') : t('backToOverview')}
            </ButtonLink>
          </Stack>
        )
      }
    </KycScreen>
  );
}
