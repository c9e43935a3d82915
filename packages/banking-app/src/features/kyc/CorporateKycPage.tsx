// Route /dashboard/corporate_kyc (PATHS.corporateKyc).
import { useTranslation } from 'react-i18next';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { KycOverview } from './components/KycOverview';
import { corporateItemPath } from './paths';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/** /dashboard/corporate_kyc: the company's identity check — what is needed, where each part is done, and sending it. */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  return (
    <KycScreen query={kyc} title={t('corporate.heading')} lead={t('corporate.lead')}>
      {(kyc, reload) => <KycOverview kyc={kyc} onChanged={reload} itemPath={corporateItemPath} />}
    </KycScreen>
  );
}
