import { useTranslation } from 'react-i18next';
import { Skeleton, Stack } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { fetchKyc } from './api/kyc';
import { KycHeading } from './components/KycHeading';
import { KycOverview } from './components/KycOverview';
import { destinationOf } from './documents';
import { cameraPath, corporateItemPath, destinationPath } from './paths';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

function itemPath(item: string): string {
  return item === 'selfie' ? cameraPath('selfie') : destinationPath(destinationOf(item));
}

/** /dashboard/complete_kyc: the identity check's state, what is still needed, its next step, and sending it for review. */
export function Component() {
  const { t } = useTranslation(ns);
  const query = useApiQuery(fetchKyc);
  return (
    <Stack gap="xl">
      <KycHeading title={t('overview.heading')} lead={t('overview.lead')} />
      <LoadState query={query} label={t('loading')} errorTitle={t('loadFailed')} skeleton={<Skeleton lines={5} />}>
        {(kyc) => <KycOverview kyc={kyc} onChanged={query.reload} itemPath={kyc.kind === 'corporate' ? corporateItemPath : itemPath} />}
      </LoadState>
    </Stack>
  );
}
