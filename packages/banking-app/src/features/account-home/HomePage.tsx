import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomerDetails } from '@bank/api-contract';
import { Alert, Button, Card, Heading, Icon, Link, Send, ShieldCheck, Stack, Text, Wallet } from '@bank/ui';
import { fetchCustomerDetails } from '@/session/customer';
import { PATHS } from '@/app/paths';
import { useAllowedLinks } from '@/app/navigation';
import { resendVerification } from './api/resendVerification';
import { partOfDay } from './greeting';
import * as styles from './HomePage.css';
import { loadHomeNamespace } from './i18n';

const ns = await loadHomeNamespace();

/** /dashboard: greets the customer by name and points to what they came for. */
export function Component() {
  const { t } = useTranslation(ns);
  const [details, setDetails] = useState<CustomerDetails | null | undefined>(undefined);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  useEffect(() => {
    let live = true;
    void fetchCustomerDetails().then((d) => {
      if (live) setDetails(d);
    });
    return () => {
      live = false;
    };
  }, []);

  const name = details?.first_name ?? details?.full_name ?? null;
  const sendAgain = async () => {
    if (resend === 'sending') return;
    setResend('sending');
    const res = await resendVerification();
    setResend(res.data ? 'sent' : 'failed');
  };

  // The tiles follow the navigation's rule: only what the customer's role may open.
  const tiles = useAllowedLinks([
    { to: PATHS.customerWallet, icon: Wallet, title: t('tiles.wallets'), text: t('tiles.walletsText') },
    { to: PATHS.internalStep1, icon: Send, title: t('tiles.transfer'), text: t('tiles.transferText') },
    { to: PATHS.securityPage, icon: ShieldCheck, title: t('tiles.security'), text: t('tiles.securityText') },
  ]);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{name ? t(`greeting.${partOfDay()}`, { name }) : t('greeting.plain')}</Heading>
        {details?.company && <Text tone="muted">{t('company', { company: details.company.name })}</Text>}
      </Stack>
      {details === null && <Alert tone="warning">{t('detailsFailed')}</Alert>}
      {details && !details.email_verified && (
        <Alert tone="warning" title={t('verify.title')}>
          <Stack gap="sm">
            <Text>{t('verify.text', { email: details.email })}</Text>
            <div>
              <Button variant="secondary" size="sm" loading={resend === 'sending'} onClick={() => void sendAgain()}>
                {t('verify.resend')}
              </Button>
            </div>
            <Text role="status" size="sm">
              {resend === 'sent' ? t('verify.sent', { email: details.email }) : resend === 'failed' ? t('verify.failed') : ''}
            </Text>
          </Stack>
        </Alert>
      )}
      {details && !details.mfa.totp_enabled && !details.mfa.otp_channel && (
        <Alert tone="info" title={t('mfa.title')}>
          <Text>
            {t('mfa.text')}{' '}
            <Link as={RouterLink} to={PATHS.securityPage}>
              {t('mfa.link')}
            </Link>
          </Text>
        </Alert>
      )}
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Card padding="lg" className={styles.tile}>
              <span className={styles.tileIcon} aria-hidden="true">
                <Icon icon={tile.icon} size={24} />
              </span>
              <Heading level={2} size={5}>
                <Link as={RouterLink} to={tile.to} className={styles.tileLink}>
                  {tile.title}
                </Link>
              </Heading>
              <Text tone="muted">{tile.text}</Text>
            </Card>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
