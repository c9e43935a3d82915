// Route /dashboard/instant_proxies (PATHS.instantProxies), issue 27: receive instant payments at
// one's own mobile number and e-mail address. Each is linked to an AED wallet with the code the
// bank sends to it, and can be unlinked. Only the profile's own number and address can be linked
// (a change of number is made in settings first); the bank tells when a number is already linked
// to someone else's account only after the code proved it is the customer's.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Proxy, ProxyKind } from '@bank/api-contract';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  FormField,
  Heading,
  OtpInput,
  RadioGroup,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { getCustomerDetails } from '@/api/calls/getCustomerDetails';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from '@/components/FlowFrame.css';
import { fetchFiatWallets, type Wallet } from '@/domain/wallets/wallets';
import { confirmProxyLink, fetchProxies, linkProxy, unlinkProxy } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';

const ns = await loadTransfersNamespace('instant');

export const loader = screenLoader(() => ({
  proxies: fetchProxies,
  wallets: fetchFiatWallets,
  customer: getCustomerDetails,
}));

const KINDS: readonly ProxyKind[] = ['mobile', 'email'];

interface ProxyRowProps {
  kind: ProxyKind;
  /** The profile's number or address (null: none verified). */
  value: string | null;
  linked: Proxy | undefined;
  aed: Wallet[];
  onChanged: () => void;
}

/** One proxy: linked to a wallet, or linkable with a code; unlink. */
function ProxyRow({ kind, value, linked, aed, onChanged }: ProxyRowProps) {
  const { t } = useTranslation(ns);
  const [walletId, setWalletId] = useState<string | null>(
    linked?.wallet_id ?? aed[0]?.wallet_id ?? null,
  );
  const [pending, setPending] = useState<{ id: string; sentTo: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const busy = useSubmit();
  const headingId = `proxy-${kind}`;
  const active = linked?.status === 'active';
  const wallet = aed.find((w) => w.wallet_id === linked?.wallet_id);

  const start = () =>
    busy.run(async () => {
      setProblem(undefined);
      setDone(undefined);
      if (!walletId) return;
      const res = await linkProxy(kind, walletId);
      if (!res.data) {
        setProblem(res.error?.message ?? t('instant.receive.failed'));
        return;
      }
      setCode('');
      setError(undefined);
      setPending({ id: res.data.data.proxy.id, sentTo: res.data.data.code.sent_to });
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void busy.run(async () => {
      if (!pending) return;
      if (!/^\d{6}$/.test(code)) {
        setError(t('instant.receive.codeRequired'));
        return;
      }
      const res = await confirmProxyLink(pending.id, code);
      if (!res.data) {
        if (res.error?.code === 'proxy_taken') {
          setPending(null);
          setProblem(t(`instant.receive.taken.${kind}`));
        } else setError(res.error?.message ?? t('instant.receive.failed'));
        return;
      }
      setPending(null);
      setDone(t('instant.receive.linked', { value }));
      onChanged();
    });
  };

  const unlink = () =>
    busy.run(async () => {
      if (!linked) return;
      const res = await unlinkProxy(linked.id);
      if (!res.data) {
        setProblem(res.error?.message ?? t('instant.receive.failed'));
        return;
      }
      setDone(t('instant.receive.unlinked', { value }));
      onChanged();
    });

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md" align="start">
        <Stack gap="xs">
          <Heading level={2} size={4} id={headingId}>
            {t(`instant.receive.${kind}`)}
          </Heading>
          {value ? (
            <Text>
              <span dir="ltr">{value}</span>
            </Text>
          ) : (
            <Text tone="muted">{t(`instant.receive.none.${kind}`)}</Text>
          )}
          {active && (
            <div>
              <StatusBadge status="completed" label={t('instant.receive.active')} />
            </div>
          )}
          {active && wallet && (
            <Text size="sm" tone="muted">
              {t('instant.receive.into', {
                currency: wallet.currency,
                account: wallet.account_number.slice(-4),
              })}
            </Text>
          )}
        </Stack>
        {done && (
          <Alert tone="success" announce="polite" title={done}>
            {null}
          </Alert>
        )}
        {problem && (
          <Alert tone="danger" announce="assertive" title={t('instant.receive.problemTitle')}>
            {problem}
          </Alert>
        )}
        {value && !active && !pending && aed.length > 1 && (
          <RadioGroup
            label={t('instant.receive.wallet')}
            variant="cards"
            value={walletId}
            onChange={setWalletId}
            options={aed.map((w) => ({
              value: w.wallet_id,
              label: w.currency,
              description: `•••• ${w.account_number.slice(-4)}`,
            }))}
          />
        )}
        {pending ? (
          <form noValidate onSubmit={confirm}>
            <Stack gap="md" align="start">
              <FormField
                label={t('instant.receive.code')}
                hint={t('instant.receive.codeHint', { sentTo: pending.sentTo })}
                error={error}
              >
                <OtpInput name={`code-${kind}`} value={code} onChange={setCode} />
              </FormField>
              <div className={styles.buttons}>
                <Button type="submit" loading={busy.loading}>
                  {t('instant.receive.confirm')}
                </Button>
                <Button variant="tertiary" onClick={() => setPending(null)}>
                  {t('cancel')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          value && (
            <div className={styles.buttons}>
              {!active && aed.length > 0 && (
                <Button onClick={() => void start()} loading={busy.loading}>
                  {t(`instant.receive.link.${kind}`)}
                </Button>
              )}
              {linked && active && (
                <Button variant="secondary" onClick={() => void unlink()} loading={busy.loading}>
                  {t('instant.receive.unlink')}
                </Button>
              )}
            </div>
          )
        )}
      </Stack>
    </Card>
  );
}

function InstantProxies() {
  const { t } = useTranslation(ns);
  const { proxies, wallets, customer } = useScreenQueries<typeof loader>();
  return (
    <Stack gap="xl" style={{ maxInlineSize: 720 }}>
      <Stack gap="sm">
        <Heading level={1}>{t('instant.receive.heading')}</Heading>
        <Text tone="muted">{t('instant.receive.intro')}</Text>
      </Stack>
      <LoadState
        query={proxies}
        label={t('instant.receive.loading')}
        errorTitle={t('instant.receive.loadFailed')}
        skeleton={<Skeleton shape="rect" height="12rem" />}
      >
        {(list) => (
          <LoadState
            query={wallets}
            label={t('instant.receive.loading')}
            errorTitle={t('instant.receive.loadFailed')}
            skeleton={<Skeleton shape="rect" height="12rem" />}
          >
            {(all) => (
              <LoadState
                query={customer}
                label={t('instant.receive.loading')}
                errorTitle={t('instant.receive.loadFailed')}
                skeleton={<Skeleton shape="rect" height="12rem" />}
              >
                {(me) => {
                  const aed = all.filter((w) => w.currency === 'AED');
                  return (
                    <Stack gap="lg">
                      {aed.length === 0 && (
                        <Alert tone="info" title={t('instant.pay.noAedTitle')}>
                          <Stack gap="sm" align="start">
                            <Text>{t('instant.receive.noAed')}</Text>
                            <ButtonLink
                              as={RouterLink}
                              to={PATHS.customerWallet}
                              variant="secondary"
                            >
                              {t('instant.pay.openWallet')}
                            </ButtonLink>
                          </Stack>
                        </Alert>
                      )}
                      {KINDS.map((kind) => {
                        const linked = list.find((p) => p.kind === kind && p.status === 'active');
                        const value =
                          kind === 'mobile'
                            ? me.phone_verified
                              ? me.phone
                              : null
                            : me.email_verified
                              ? me.email
                              : null;
                        return (
                          <ProxyRow
                            key={kind}
                            kind={kind}
                            value={linked?.value ?? value}
                            linked={linked}
                            aed={aed}
                            onChanged={() => void proxies.reload()}
                          />
                        );
                      })}
                      <div>
                        <ButtonLink as={RouterLink} to={PATHS.instantPay} variant="secondary">
                          {t('instant.receive.paySomeone')}
                        </ButtonLink>
                      </div>
                    </Stack>
                  );
                }}
              </LoadState>
            )}
          </LoadState>
        )}
      </LoadState>
    </Stack>
  );
}

// The name react-router loads a lazy route's screen by.
export { InstantProxies as Component };
