// Route /dashboard/complete_kyc (PATHS.completeKyc).
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@bank/ui';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { KycOverview } from './components/KycOverview';
import { destinationOf } from './documents';
import { cameraPath, corporateItemPath, destinationPath } from './paths';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

function itemPath(item: string): string {
  return item === 'selfie' ? cameraPath('selfie') : destinationPath(destinationOf(item));
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/** /dashboard/complete_kyc: the identity check's state, what is still needed, its next step, and sending it for review. */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  return (
    <KycScreen
      query={kyc}
      title={t('overview.heading')}
      lead={t('overview.lead')}
      skeleton={<Skeleton lines={5} />}
    >
      {(kyc, reload) => (
        <KycOverview
          kyc={kyc}
          onChanged={reload}
          itemPath={kyc.kind === 'corporate' ? corporateItemPath : itemPath}
        />
      )}
    </KycScreen>
  );
}
