// Route /dashboard/camera (PATHS.camera).
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { KYC_MAX_FILE_BYTES } from '@bank/api-contract/constants';
import { Alert, ButtonLink, CameraCapture, DocumentTile, Skeleton, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { uploadDocument, type Kyc } from './api/kyc';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import {
  cameraDocument,
  cameraStep,
  detailsFirst,
  itemOf,
  mayChange,
  type CameraDocument,
} from './documents';
import { detailsPath, overviewPath } from './paths';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

type Sending = { file: File; progress: number } | { error: string };

function Capture({ kyc, document }: { kyc: Kyc; document: CameraDocument }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [sending, setSending] = useState<Sending | null>(null);
  const { reason } = itemOf(kyc, document);

  if (!mayChange(kyc, document)) {
    return (
      <Alert tone="info" title={t('camera.notNow.title')}>
        <Stack gap="sm" align="start">
          {t('camera.notNow.text')}
          <ButtonLink as={RouterLink} to={PATHS.completeKyc} variant="secondary">
            {t('backToOverview')}
          </ButtonLink>
        </Stack>
      </Alert>
    );
  }

  const send = async (file: File) => {
    setSending({ file, progress: 0 });
    const res = await uploadDocument(document, file, (fraction) =>
      setSending((s) =>
        s && 'file' in s ? { file: s.file, progress: Math.round(fraction * 100) } : s,
      ),
    );
    if (!res.data) {
      setSending({ error: res.statusText });
      return;
    }
    // The selfie is the last photo: then the overview, where the check is sent.
    navigate(document === 'selfie' ? overviewPath(kyc) : PATHS.verifyKyc);
  };

  if (sending && 'file' in sending) {
    return (
      <DocumentTile
        name={sending.file.name}
        size={sending.file.size}
        status="uploading"
        progress={sending.progress}
      />
    );
  }
  return (
    <Stack gap="lg">
      {reason && <Alert tone="danger">{t('status.rejectedBecause', { reason })}</Alert>}
      {sending && (
        <Alert tone="danger" title={t('camera.failed')}>
          {sending.error}
        </Alert>
      )}
      <CameraCapture
        mode={document === 'selfie' ? 'selfie' : 'document'}
        label={t(`items.${document}`)}
        instructions={t(`camera.instructions.${document}`)}
        maxSize={KYC_MAX_FILE_BYTES}
        fileName={`${document}.jpg`}
        onCapture={(photo) => void send(photo)}
      />
    </Stack>
  );
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/** /dashboard/camera?document=selfie|identity_front|identity_back|passport: a photo taken with the camera (or a file when there is none). */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  const [params] = useSearchParams();
  const document = cameraDocument(params.get('document'));
  // Opened before the details (a bookmark, a link): the check starts at step 1, as the documents'
  // step does, not with a photo numbered after steps not taken.
  if (kyc.state.status === 'success' && detailsFirst(kyc.state.data))
    return <Navigate to={detailsPath(kyc.state.data)} replace />;
  return (
    <KycScreen
      query={kyc}
      title={t(`camera.heading.${document}`)}
      lead={t('camera.lead')}
      step={cameraStep(document)}
      skeleton={<Skeleton shape="rect" height="20rem" />}
    >
      {(kyc) => <Capture key={document} kyc={kyc} document={document} />}
    </KycScreen>
  );
}
