// Route /dashboard/auth_person_details (PATHS.authPersonDetails).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { type Kyc } from './api/kyc';
import { AuthorisedPersonForm } from './components/AuthorisedPersonForm';
import { DocumentSlot } from './components/DocumentSlot';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { AdministratorsOnly, StateNotice } from './components/StateNotice';
import { mayChange } from './documents';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

function AuthorisedPerson({ initial }: { initial: Kyc }) {
  const { t } = useTranslation(ns);
  const [kyc, setKyc] = useState(initial);
  const editDetails = mayChange(kyc, 'authorised_person');
  const resubmitting = kyc.state === 'rejected' || kyc.state === 'resubmission';
  return (
    <Stack gap="xl">
      {kyc.next_step === 'administrator' ? (
        <AdministratorsOnly />
      ) : (
        (resubmitting || !kyc.can_edit) && <StateNotice kyc={kyc} />
      )}
      {editDetails && <AuthorisedPersonForm kyc={kyc} onSaved={setKyc} />}
      {(mayChange(kyc, 'authorised_person_id') ||
        kyc.documents.some((d) => d.document_type === 'authorised_person_id')) && (
        <DocumentSlot kyc={kyc} type="authorised_person_id" onUploaded={setKyc} />
      )}
      <div>
        <ButtonLink as={RouterLink} to={PATHS.corporateKyc} variant="secondary">
          {t('backToOverview')}
        </ButtonLink>
      </div>
    </Stack>
  );
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/** /dashboard/auth_person_details: who acts for the company (their details and identity document). */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  return (
    <KycScreen query={kyc} title={t('authorised.heading')} lead={t('authorised.lead')}>
      {(kyc) => <AuthorisedPerson initial={kyc} />}
    </KycScreen>
  );
}
