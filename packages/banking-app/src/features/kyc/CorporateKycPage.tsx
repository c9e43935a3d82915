import { useTranslation } from 'react-i18next';
import { Skeleton, Stack } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { fetchKyc } from './api/kyc';
import { KycHeading } from './components/KycHeading';
import { KycOverview } from './components/KycOverview';
import { corporateItemPath } from './paths';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/** /dashboard/corporate_kyc: the company's identity check — what is needed, where each part is done, and sending it. */
export function Component() {
  const { t } = useTranslation(ns);
  const query = useApiQuery(fetchKyc);
  return (
    <Stack gap="xl">
      <KycHeading title={t('corporate.heading')} lead={t('corporate.lead')} />
      <LoadState query={query} label={t('loading')} errorTitle={t('loadFailed')} skeleton={<Skeleton lines={8} />}>
        {(kyc) => <KycOverview kyc={kyc} onChanged={query.reload} itemPath={corporateItemPath} />}
      </LoadState>
    </Stack>
  );
}
