import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Heading, Icon, Link, Send, ShieldCheck, Stack, Text, Wallet } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { PATHS } from '@/app/paths';
import { useAllowedLinks } from '@/app/navigation';
import { fetchDetails } from './api/fetchDetails';
import { resendVerification } from './api/resendVerification';
import { partOfDay } from './greeting';
import * as styles from './HomePage.css';
import { loadHomeNamespace } from './i18n';

const ns = await loadHomeNamespace();

/** /dashboard: greets the customer by name and points to what they came for. */
export function Component() {
  const { t } = useTranslation(ns);
  const query = useApiQuery(fetchDetails);
  const details = query.state.status === 'success' ? query.state.data : null;
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

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
      {/* The details only add notices, often none: no placeholder, so nothing moves when they come. */}
      <LoadState query={query} label={t('loading')} errorTitle={t('detailsFailed')} skeleton={null}>
        {(d) => (
          <>
            {!d.email_verified && (
              <Alert tone="warning" title={t('verify.title')}>
                <Stack gap="sm">
                  <Text>{t('verify.text', { email: d.email })}</Text>
                  <div>
                    <Button variant="secondary" size="sm" loading={resend === 'sending'} onClick={() => void sendAgain()}>
                      {t('verify.resend')}
                    </Button>
                  </div>
                  <Text role="status" size="sm">
                    {resend === 'sent' ? t('verify.sent', { email: d.email }) : resend === 'failed' ? t('verify.failed') : ''}
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
