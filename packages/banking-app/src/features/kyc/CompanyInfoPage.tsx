// Route /dashboard/company_info (PATHS.companyInfo).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Card, DescriptionList, Heading, Link, Stack, Text } from '@bank/ui';
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

type CompanyDetails = NonNullable<Kyc['company_details']>;

/** The fields of the company's record, in the trade licence's order, with how each reads. */
function fieldsOf(d: CompanyDetails) {
  const address = d.address
    ? [d.address.line1, d.address.line2, d.address.city, d.address.region, d.address.postal_code]
        .filter(Boolean)
        .join(', ')
    : null;
  return [
    { label: 'company.legal_name', value: d.legal_name },
    { label: 'company.trade_licence_number', value: d.trade_licence_number, ltr: true },
    {
      label: 'company.trade_licence_expiry',
      value: d.trade_licence_expiry && formatDay(d.trade_licence_expiry),
      ltr: true,
    },
    { label: 'company.registration_authority', value: d.registration_authority },
    { label: 'companyInfo.address', value: address },
    { label: 'company.industry', value: d.industry },
  ] as const;
}

/**
 * What is missing from the company's record, and how it is given: in the company details while the
 * check is open to them (by an administrator), else sent to the bank with the trade licence that
 * shows it (a verified company's record changes only through the bank).
 */
function Missing({ kyc, labels, admin }: { kyc: Kyc; labels: string[] | null; admin: boolean }) {
  const { t, i18n } = useTranslation(ns);
  const open = mayChange(kyc, 'company_details');
  const how = open
    ? admin
      ? t('companyInfo.how.give')
      : t('companyInfo.how.adminGives')
    : admin
      ? t('companyInfo.how.send')
      : t('companyInfo.how.adminSends');
  return (
    <Alert tone="warning" title={labels ? t('companyInfo.missingTitle') : t('companyInfo.none')}>
      <Stack gap="sm" align="start">
        {labels && (
          <Text>
            {t('companyInfo.missingList', {
              list: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(labels),
            })}
          </Text>
        )}
        <Text>{how}</Text>
        {admin && !open && (
          <Link as={RouterLink} to={PATHS.contactUs}>
            {t('companyInfo.contact')}
          </Link>
        )}
      </Stack>
    </Alert>
  );
}

function CompanyInfo({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation(ns);
  const info = useCustomerType();
  const admin = Boolean(info?.can_administer);
  // What the bank holds, field by field; a field it does not hold says so, and the notice below
  // the list says what is missing and how to give it (never "not given yet" under "verified").
  const fields = fieldsOf(kyc.company_details ?? {});
  const held = fields.filter((f) => f.value);
  const missing = fields.filter((f) => !f.value).map((f) => t(f.label));
  const rows = fields.map((f) => ({
    term: t(f.label),
    description: f.value || t('companyInfo.missing'),
    ...('ltr' in f && f.value ? { ltr: true } : {}),
  }));
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
          {held.length > 0 && <DescriptionList items={rows} />}
          {missing.length > 0 && (
            <Missing kyc={kyc} labels={held.length ? missing : null} admin={admin} />
          )}
        </Stack>
      </Card>
      {admin ? <AdminAction kyc={kyc} /> : <Text tone="muted">{t('companyInfo.adminsOnly')}</Text>}
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
