// Route /dashboard/corporate_kyc (PATHS.corporateKyc).
import { useTranslation } from 'react-i18next';
import { KycScreen } from './components/KycScreen';
import { KycOverview } from './components/KycOverview';
import { corporateItemPath } from './paths';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/** /dashboard/corporate_kyc: the company's identity check — what is needed, where each part is done, and sending it. */
export function Component() {
  const { t } = useTranslation(ns);
  return (
    <KycScreen title={t('corporate.heading')} lead={t('corporate.lead')}>
      {(kyc, reload) => <KycOverview kyc={kyc} onChanged={reload} itemPath={corporateItemPath} />}
    </KycScreen>
  );
}
