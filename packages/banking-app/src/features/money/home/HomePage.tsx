import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Heading, Link, Skeleton, Stack, Text } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { PATHS } from '@/app/paths';
import { withLtrValues } from '@/i18n/ltr';
import { useCustomerType } from '@/session/useCustomerType';
import { fetchDetails } from '@/features/money/api/fetchDetails';
import { resendVerification } from '@/features/money/api/resendVerification';
import { fetchWallets } from '@/features/money/api/wallets';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { TotalBalance, WalletCards } from './BalanceOverview';
import { partOfDay } from './greeting';
import { HomeActions } from './HomeActions';
import { KycStatus } from './KycStatus';
import { fetchLatestActivity, LatestActivity } from './LatestActivity';
import { ReviewWaiting } from './ReviewWaiting';

const ns = await loadMoneyNamespace();

/** Asked on a page load before the page mounts (src/lib/data/prefetch.ts). */
export const prefetch = [fetchDetails, fetchWallets, fetchLatestActivity];

/**
 * /dashboard: the customer's money at a glance (total, wallets, quick actions, latest
 * transactions), the identity check's next step, and what waits for review in a company.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const info = useCustomerType();
  const query = useApiQuery(fetchDetails);
  const wallets = useApiQuery(fetchWallets);
  const details = query.state.status === 'success' ? query.state.data : null;
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const name = details?.first_name ?? details?.full_name ?? null;
  const sendAgain = async () => {
    if (resend === 'sending') return;
    setResend('sending');
    const res = await resendVerification();
    setResend(res.data ? 'sent' : 'failed');
  };
  const corporate = info?.user_type === 'corporate';

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>
          {/* While the details load, the greeting without the name: one line, as with it (a
              two-line "Welcome to Sadu Bank" moved the page up when the name came). */}
          {name
            ? t(`greeting.${partOfDay()}`, { name })
            : query.state.status === 'loading'
              ? t(`greeting.${partOfDay()}Plain`)
              : t('greeting.plain')}
        </Heading>
        {details?.company && (
          <Text tone="muted">{t('company', { company: details.company.name })}</Text>
        )}
      </Stack>
      {/* The details always bring the identity check's status (one line once approved, the common
          case) and sometimes notices: one line is held for them, so the page below does not jump
          when they come (Lighthouse measured a layout shift of 0.138 without it). */}
      <LoadState query={query} label={t('loading')} errorTitle={t('detailsFailed')} skeleton={<Skeleton lines={2} />}>
        {(d) => (
          <>
            <KycStatus status={d.kyc_status} info={info} />
            {!d.email_verified && (
              <Alert tone="warning" title={t('verify.title')}>
                <Stack gap="sm">
                  <Text>{withLtrValues((v) => t('verify.text', v), { email: d.email })}</Text>
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={resend === 'sending'}
                      onClick={() => void sendAgain()}
                    >
                      {t('verify.resend')}
                    </Button>
                  </div>
                  <Text role="status" size="sm">
                    {resend === 'sent'
                      ? withLtrValues((v) => t('verify.sent', v), { email: d.email })
                      : resend === 'failed'
                        ? t('verify.failed')
                        : ''}
                  </Text>
                </Stack>
              </Alert>
            )}
            {!d.mfa.totp_enabled && !d.mfa.otp_channel && (
              <Alert tone="info" title={t('mfa.title')}>
                <Text>
                  {t('mfa.text')}{' '}
                  <Link as={RouterLink} to={PATHS.securityPage}>
                    {t('mfa.link')}
                  </Link>
                </Text>
              </Alert>
            )}
          </>
        )}
      </LoadState>
      {corporate && <ReviewWaiting reviewer={info?.can_approve === true} />}
      <TotalBalance wallets={wallets} />
      <HomeActions preparer={info?.customer_type === 'preparer'} />
      <WalletCards wallets={wallets} canOpen={info !== null && !info.is_viewer} />
      <LatestActivity />
    </Stack>
  );
}
