// Route /dashboard/company_info (PATHS.companyInfo).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Card, DescriptionList, Heading, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { formatDay } from '@/i18n/format';
import { useCustomerType } from '@/session/useCustomerType';
import { type Kyc } from './api/kyc';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { KycScreen, kycCalls } from './components/KycScreen';
import { mayChange } from './documents';
import { loadKycNamespace } from './i18n';

const ns = await loadKycNamespace();
const STATUS_TONE = {
  approved: 'success',
  pending: 'info',
  rejected: 'danger',
  not_started: 'warning',
} as const;

/** Where an administrator changes the details: the form while the check is open to it, else the check's overview. */
function AdminAction({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation(ns);
  if (mayChange(kyc, 'company_details')) {
    return (
      <ButtonLink as={RouterLink} to={PATHS.companyDetails} variant="secondary">
        {kyc.company_details ? t('companyInfo.change') : t('companyInfo.give')}
      </ButtonLink>
    );
  }
  return (
    <Stack gap="sm" align="start">
      {kyc.state === 'approved' && <Text tone="muted">{t('companyInfo.changeApproved')}</Text>}
      <ButtonLink as={RouterLink} to={PATHS.corporateKyc} variant="secondary">
        {t('companyInfo.toCheck')}
      </ButtonLink>
    </Stack>
  );
}

function CompanyInfo({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation(ns);
  const info = useCustomerType();
  const d = kyc.company_details;
  const address = d?.address
    ? [d.address.line1, d.address.line2, d.address.city, d.address.region, d.address.postal_code]
        .filter(Boolean)
        .join(', ')
    : null;
  const rows = d
    ? [
        { term: t('company.legal_name'), description: d.legal_name },
        { term: t('company.trade_licence_number'), description: d.trade_licence_number, ltr: true },
        {
          term: t('company.trade_licence_expiry'),
          description: d.trade_licence_expiry && formatDay(d.trade_licence_expiry),
          ltr: true,
        },
        { term: t('company.registration_authority'), description: d.registration_authority },
        { term: t('companyInfo.address'), description: address },
        { term: t('company.industry'), description: d.industry },
      ].map((r) => ({ ...r, description: r.description || t('companyInfo.notGiven') }))
    : [];
  return (
    <Stack gap="xl">
      <Alert
        tone={STATUS_TONE[kyc.kyc_status]}
        title={t(`companyInfo.status.${kyc.kyc_status}.title`)}
      >
        {t(`companyInfo.status.${kyc.kyc_status}.text`)}
        {kyc.decided_at && kyc.kyc_status === 'approved' && (
          <> {t('companyInfo.since', { date: formatDay(kyc.decided_at) })}</>
        )}
      </Alert>
      <Card as="section" padding="lg" aria-labelledby="company-info-details">
        <Stack gap="md">
          <Heading level={2} size={4} id="company-info-details">
            {t('companyInfo.details')}
          </Heading>
          {d ? <DescriptionList items={rows} /> : <Text tone="muted">{t('companyInfo.none')}</Text>}
        </Stack>
      </Card>
      {info?.can_administer ? (
        <AdminAction kyc={kyc} />
      ) : (
        <Text tone="muted">{t('companyInfo.adminsOnly')}</Text>
      )}
    </Stack>
  );
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ ...kycCalls }));

/** /dashboard/company_info: the company as the bank knows it, for every user of the company. */
export function Component() {
  const { t } = useTranslation(ns);
  const { kyc } = useScreenQueries<typeof loader>();
  return (
    <KycScreen
      query={kyc}
      title={t('companyInfo.heading')}
      lead={t('companyInfo.lead')}
      label={t('companyInfo.loading')}
      errorTitle={t('companyInfo.loadFailed')}
    >
      {(kyc) => <CompanyInfo kyc={kyc} />}
    </KycScreen>
  );
}
