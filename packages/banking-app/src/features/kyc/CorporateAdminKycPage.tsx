import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Skeleton, Stack } from '@bank/ui';
import { PATHS } from '@/app/paths';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { fetchKyc } from './api/kyc';
import { KycHeading } from './components/KycHeading';
import { PersonalForm } from './components/PersonalForm';
import { StateNotice } from './components/StateNotice';
import { mayChange } from './documents';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/**
 * /dashboard/corporate_admin_kyc: the administrator's own identity check, part of the company's:
 * their details here, then their documents and selfie on the same screens as an individual's.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const query = useApiQuery(fetchKyc);
  return (
    <Stack gap="xl">
      <KycHeading title={t('corporate.adminHeading')} lead={t('corporate.adminLead')} />
      <LoadState query={query} label={t('loading')} errorTitle={t('loadFailed')} skeleton={<Skeleton lines={8} />}>
        {(kyc) =>
          mayChange(kyc, 'personal_details') ? (
            <PersonalForm kyc={kyc} next={PATHS.verifyKyc} />
          ) : (
            <Stack gap="lg" align="start">
              <StateNotice kyc={kyc} />
              <ButtonLink as={RouterLink} to={kyc.can_edit ? PATHS.verifyKyc : PATHS.corporateKyc} variant="secondary">
                {kyc.can_edit ? t('corporate.adminDocuments') : t('backToOverview')}
              </ButtonLink>
            </Stack>
          )
        }
      </LoadState>
    </Stack>
  );
}
