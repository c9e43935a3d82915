// Route /dashboard/company_details (PATHS.companyDetails).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { CompanyForm } from './components/CompanyForm';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { AdministratorsOnly, StateNotice } from './components/StateNotice';
import { mayChange } from './documents';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/** /dashboard/company_details: the company as its trade licence names it. */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  return (
    <KycScreen query={kyc} title={t('company.heading')} lead={t('company.lead')}>
      {(kyc) =>
        mayChange(kyc, 'company_details') ? (
          <CompanyForm kyc={kyc} />
        ) : (
          <Stack gap="lg" align="start">
            {kyc.next_step === 'administrator' ? <AdministratorsOnly /> : <StateNotice kyc={kyc} />}
            <ButtonLink as={RouterLink} to={PATHS.corporateKyc} variant="secondary">
              {t('backToOverview')}
            </ButtonLink>
          </Stack>
        )
      }
    </KycScreen>
  );
}
