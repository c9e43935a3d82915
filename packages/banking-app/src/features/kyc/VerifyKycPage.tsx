// Route /dashboard/verify_kyc (PATHS.verifyKyc).
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Skeleton, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { type Kyc } from './api/kyc';
import { DocumentSlot } from './components/DocumentSlot';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { StateNotice } from './components/StateNotice';
import { detailsFirst, itemOf, mayChange, uploadSteps } from './documents';
import { cameraPath, detailsPath, overviewPath } from './paths';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

function Documents({ initial }: { initial: Kyc }) {
  const { t } = useTranslation(ns);
  const [kyc, setKyc] = useState(initial);
  const kind = kyc.personal_details?.identity_document_type;
  const resubmitting = kyc.state === 'rejected' || kyc.state === 'resubmission';
  // After a rejection only what was refused is asked for again.
  const steps = uploadSteps(kind).filter((type) => !resubmitting || mayChange(kyc, type));
  const selfieNeeded =
    itemOf(kyc, 'selfie').status === 'missing' || (resubmitting && mayChange(kyc, 'selfie'));
  const next = selfieNeeded ? cameraPath('selfie') : overviewPath(kyc);

  if (!kyc.can_edit) {
    return (
      <Stack gap="lg" align="start">
        <StateNotice kyc={kyc} />
        <ButtonLink as={RouterLink} to={PATHS.completeKyc} variant="secondary">
          {t('backToOverview')}
        </ButtonLink>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {resubmitting && <StateNotice kyc={kyc} />}
      {steps.map((type) => (
        <DocumentSlot key={type} kyc={kyc} type={type} onUploaded={setKyc} />
      ))}
      {resubmitting && steps.length === 0 && <Text>{t('documents.nothingRejected')}</Text>}
      <div>
        <ButtonLink as={RouterLink} to={next}>
          {selfieNeeded ? t('documents.toSelfie') : t('documents.toOverview')}
        </ButtonLink>
      </div>
    </Stack>
  );
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/**
 * /dashboard/verify_kyc: the identity document (Emirates ID front and back, or passport) and proof
 * of address (step 2 of 3, PERSON_STEPS); the check's entry, which sends a customer whose details
 * are not given yet to step 1.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  // Reached before its details (the home's "Verify your identity" for a customer who has given
  // nothing yet): the check starts at step 1, not here with a note to go back to it.
  if (kyc.state.status === 'success' && detailsFirst(kyc.state.data))
    return <Navigate to={detailsPath(kyc.state.data)} replace />;
  return (
    <KycScreen
      query={kyc}
      title={t('documents.heading')}
      lead={t('documents.lead')}
      step="documents"
      skeleton={<Skeleton lines={6} />}
    >
      {(kyc) => <Documents initial={kyc} />}
    </KycScreen>
  );
}
