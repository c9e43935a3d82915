// Route /dashboard/kyc (PATHS.kyc).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { PersonalForm } from './components/PersonalForm';
import { mayChange } from './documents';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/** /dashboard/kyc: the personal details of the identity check (step 1 of 3, PERSON_STEPS). */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  return (
    <KycScreen query={kyc} title={t('personal.heading')} lead={t('personal.lead')} step="details">
      {(kyc) =>
        mayChange(kyc, 'personal_details') ? (
          <PersonalForm kyc={kyc} />
        ) : (
          <Alert tone="info" title={t('personal.locked.title')}>
            <Stack gap="sm" align="start">
              {t('personal.locked.text')}
              <ButtonLink as={RouterLink} to={PATHS.completeKyc} variant="secondary">
                {t('backToOverview')}
              </ButtonLink>
            </Stack>
          </Alert>
        )
      }
    </KycScreen>
  );
}
