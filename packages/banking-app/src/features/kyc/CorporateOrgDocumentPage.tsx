// Route /dashboard/corporate_org_document (PATHS.corporateOrgDocument).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { KycDocumentType } from '@bank/api-contract';
import { ButtonLink, Skeleton, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { type Kyc } from './api/kyc';
import { DocumentSlot } from './components/DocumentSlot';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { AdministratorsOnly, StateNotice } from './components/StateNotice';
import { mayChange } from './documents';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();
const COMPANY_DOCUMENTS: readonly KycDocumentType[] = [
  'trade_licence',
  'memorandum',
  'board_resolution',
];

function Documents({ initial }: { initial: Kyc }) {
  const { t } = useTranslation(ns);
  const [kyc, setKyc] = useState(initial);
  // Another user of the company: the upload would be refused, so they are told who sends the documents.
  if (kyc.next_step === 'administrator') {
    return (
      <Stack gap="lg" align="start">
        <AdministratorsOnly text={t('corporate.adminsOnlyDocuments')} />
        <ButtonLink as={RouterLink} to={PATHS.corporateKyc} variant="secondary">
          {t('backToOverview')}
        </ButtonLink>
      </Stack>
    );
  }
  const resubmitting = kyc.state === 'rejected' || kyc.state === 'resubmission';
  const shown = COMPANY_DOCUMENTS.filter(
    (type) => kyc.can_edit && (!resubmitting || mayChange(kyc, type)),
  );
  return (
    <Stack gap="lg">
      {(resubmitting || !kyc.can_edit) && <StateNotice kyc={kyc} />}
      {shown.map((type) => (
        <DocumentSlot key={type} kyc={kyc} type={type} onUploaded={setKyc} />
      ))}
      <div>
        <ButtonLink
          as={RouterLink}
          to={kyc.can_edit ? PATHS.corporateShareholder : PATHS.corporateKyc}
        >
          {kyc.can_edit ? t('corporate.toShareholders') : t('backToOverview')}
        </ButtonLink>
      </div>
    </Stack>
  );
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/** /dashboard/corporate_org_document: the trade licence, the memorandum of association and the board resolution. */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  return (
    <KycScreen
      query={kyc}
      title={t('corporate.documentsHeading')}
      lead={t('corporate.documentsLead')}
      skeleton={<Skeleton lines={6} />}
    >
      {(kyc) => <Documents initial={kyc} />}
    </KycScreen>
  );
}
