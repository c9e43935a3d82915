import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Skeleton, Stack } from '@bank/ui';
import { PATHS } from '@/app/paths';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { fetchKyc } from './api/kyc';
import { CompanyForm } from './components/CompanyForm';
import { KycHeading } from './components/KycHeading';
import { StateNotice } from './components/StateNotice';
import { mayChange } from './documents';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/** /dashboard/company_details: the company as its trade licence names it. */
export function Component() {
  const { t } = useTranslation(ns);
  const query = useApiQuery(fetchKyc);
  return (
    <Stack gap="xl">
      <KycHeading title={t('company.heading')} lead={t('company.lead')} />
      <LoadState query={query} label={t('loading')} errorTitle={t('loadFailed')} skeleton={<Skeleton lines={8} />}>
        {(kyc) =>
          mayChange(kyc, 'company_details') ? (
            <CompanyForm kyc={kyc} />
          ) : (
            <Stack gap="lg" align="start">
              <StateNotice kyc={kyc} />
              <ButtonLink as={RouterLink} to={PATHS.corporateKyc} variant="secondary">
                {t('backToOverview')}
              </ButtonLink>
            </Stack>
          )
        }
      </LoadState>
    </Stack>
  );
}
