// Before a customer whose identity check is not approved starts a transfer to another bank: what
// waits for the check, what they may do now, and the way to the check. The server refuses such a
// transfer (kyc_required); this says so at the first step, before a recipient and an amount are
// typed, instead of at the review. A customer whose check is approved sees the step itself.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Inline, Skeleton, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { mayFollow } from '@/access/roles';
import { getCustomerDetails } from '@/api/calls/getCustomerDetails';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery, QueryData } from '@/lib/data/screenData';
import { useCustomerType } from '@/session/useCustomerType';

/** The steps' call for the identity check's status (with the loader's other calls). */
export const fetchKycDetails = () => getCustomerDetails();

export interface ExternalKycGateProps {
  details: ApiQuery<QueryData<typeof fetchKycDetails>>;
  children: ReactNode;
}

export function ExternalKycGate({ details, children }: ExternalKycGateProps) {
  const { t } = useTranslation('transfers');
  const info = useCustomerType();
  return (
    <LoadState
      query={details}
      label={t('external.kyc.loading')}
      errorTitle={t('external.kyc.failed')}
      skeleton={<Skeleton shape="rect" height="8rem" />}
    >
      {(d) => {
        if (d.kyc_status === 'approved') return <>{children}</>;
        const company = d.user_type === 'corporate';
        const target = company ? PATHS.corporateKyc : PATHS.verifyKyc;
        const status = d.kyc_status === 'pending' ? 'pending' : 'notYet';
        return (
          <Alert tone="info" title={t(`external.kyc.title${company ? 'Company' : ''}`)}>
            <Stack gap="sm" align="start">
              <Text>{t(`external.kyc.${status}${company ? 'Company' : ''}`)}</Text>
              <Text>{t('external.kyc.meanwhile')}</Text>
              <Inline gap="sm" wrap>
                {status === 'notYet' && mayFollow(target, info) && (
                  <ButtonLink as={RouterLink} to={target} size="sm">
                    {t(company ? 'external.kyc.verifyCompany' : 'external.kyc.verify')}
                  </ButtonLink>
                )}
                <ButtonLink as={RouterLink} to={PATHS.internalStep1} size="sm" variant="secondary">
                  {t('external.kyc.internal')}
                </ButtonLink>
              </Inline>
            </Stack>
          </Alert>
        );
      }}
    </LoadState>
  );
}
