// The identity check (KYC) with its next step, near the top of the home: a customer who has just
// registered sees what to do next; one whose documents are being checked sees that they wait.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { KycStatus as Status } from '@bank/api-contract';
import { Alert, ButtonLink, CheckCircle2, Icon, Inline, ShieldCheck, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { mayFollow } from '@/access/roles';
import type { CustomerTypeInfo } from '@/session/customer';
import type { ApiQuery, QueryData } from '@/lib/data/screenData';
import type { getLimits } from '@/api/calls/getLimits';
import { formatMoneyValue } from '@/i18n/format';

export interface KycStatusProps {
  status: Status;
  info: CustomerTypeInfo | null;
  /** The limits in force until the check is approved (nothing is said of them when they failed). */
  limits?: ApiQuery<QueryData<typeof getLimits>>;
}

/** What a customer may do until the check is approved, with the day's limits when known. */
function UntilApproved({ limits }: { limits: KycStatusProps['limits'] }) {
  const { t } = useTranslation('money');
  const rules = limits?.state.status === 'success' ? limits.state.data : [];
  const daily = (kind: string) => {
    const rule = rules.find((r) => r.kind === kind);
    return rule && formatMoneyValue(rule.daily);
  };
  const transfer = daily('transfer');
  const topup = daily('topup_card');
  return (
    <Text size="sm">
      {transfer && topup ? t('kyc.until', { transfer, topup }) : t('kyc.untilPlain')}
    </Text>
  );
}

export function KycStatus({ status, info, limits }: KycStatusProps) {
  const { t } = useTranslation('money');
  if (status === 'approved') {
    // Two lines at every width, as the loading state holds them (HomePage): nothing moves when it comes.
    return (
      <Stack gap="none">
        <Inline gap="xs" align="center">
          <Icon icon={CheckCircle2} size={18} color="currentColor" />
          <Text size="sm" weight="medium">
            {t('kyc.approved.title')}
          </Text>
        </Inline>
        <Text size="sm" tone="muted">
          {/* A company's users each have a role (said under the greeting): not every service. */}
          {t(info?.user_type === 'corporate' ? 'kyc.approved.textCompany' : 'kyc.approved.text')}
        </Text>
      </Stack>
    );
  }
  const corporate = info?.user_type === 'corporate';
  // A company's documents are sent by those the corporate KYC screens allow (their guard decides).
  const target = corporate ? PATHS.corporateKyc : PATHS.verifyKyc;
  const may = mayFollow(target, info);
  const key = status === 'not_started' && corporate ? 'not_started_company' : status;
  const action =
    status === 'pending' ? null : may ? (
      <div>
        <ButtonLink as={RouterLink} to={target} icon={<Icon icon={ShieldCheck} size={18} />}>
          {t(`kyc.${key}.action`)}
        </ButtonLink>
      </div>
    ) : corporate ? (
      <Text size="sm">{t('kyc.not_started_company.noAction')}</Text>
    ) : null;
  return (
    <Alert
      tone={status === 'rejected' ? 'danger' : status === 'pending' ? 'info' : 'warning'}
      title={t(`kyc.${key}.title`)}
    >
      <Stack gap="sm" align="start">
        <Text>{t(`kyc.${key}.text`)}</Text>
        <UntilApproved limits={limits} />
        {action}
      </Stack>
    </Alert>
  );
}
