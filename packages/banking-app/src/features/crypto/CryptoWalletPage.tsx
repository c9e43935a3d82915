// Route /dashboard/crypto_wallet (PATHS.cryptoWallet).
// /dashboard/crypto_wallet: the customer's virtual assets (individuals with an approved identity
// check: the route's guard), each balance with its value in dirhams at the indicative price, the
// estimated total, and the way to deposit each asset.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Heading, Ltr, Money, Skeleton, Stack, Text } from '@bank/ui';
import { PATHS, withQuery } from '@/access/paths';
import { both } from '@/lib/data/both';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchCryptoWallets } from '@/domain/wallets/wallets';
import { fetchAssets, type CryptoAsset } from './api/crypto';
import { fiatMinor } from './value';
import { loadCryptoNamespace } from './i18n';
import * as styles from './crypto.css';

const ns = await loadCryptoNamespace();

const loadHoldings = () =>
  both(fetchAssets, fetchCryptoWallets, (assets, wallets) =>
    assets.map((asset) => ({
      asset,
      balance: wallets.find((w) => w.currency === asset.asset)?.balance ?? null,
    })),
  );

function Holding({ asset, balance }: { asset: CryptoAsset; balance: { amount: string } | null }) {
  const { t } = useTranslation(ns);
  const id = `asset-${asset.asset}`;
  return (
    <Card as="li" padding="lg" aria-labelledby={id}>
      <Stack gap="md">
        <Heading level={2} size={5} id={id}>
          {asset.name} <Ltr>({asset.asset})</Ltr>
        </Heading>
        {balance ? (
          <dl className={styles.figures}>
            <dt className={styles.term}>{t('wallet.balance')}</dt>
            <dd className={styles.value}>
              <Ltr>{`${balance.amount} ${asset.asset}`}</Ltr>
            </dd>
            <dt className={styles.term}>{t('wallet.value')}</dt>
            <dd className={styles.value}>
              <Money
                amount={fiatMinor(balance.amount, asset.price_aed)}
                currency="AED"
                display="code"
              />
            </dd>
          </dl>
        ) : (
          <Text tone="muted">{t('wallet.noWallet', { asset: asset.asset })}</Text>
        )}
        <Text size="sm" tone="muted">
          {t('wallet.price', { asset: asset.asset })}{' '}
          <Money amount={fiatMinor('1', asset.price_aed)} currency="AED" display="code" />
        </Text>
        <ButtonLink
          as={RouterLink}
          to={withQuery(PATHS.cryptoDepositDetail, { asset: asset.asset })}
          variant="secondary"
          size="sm"
        >
          {t('wallet.deposit', { asset: asset.asset })}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

/** The screen's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ holdings: loadHoldings }));

export function Component() {
  const { t } = useTranslation(ns);
  const { holdings: query } = useScreenQueries<typeof loader>();
  return (
    <Stack gap="xl" className={styles.page}>
      <Stack gap="xs">
        <Heading level={1}>{t('wallet.heading')}</Heading>
        <Text tone="muted">{t('wallet.lead')}</Text>
      </Stack>
      <LoadState
        query={query}
        label={t('wallet.loading')}
        errorTitle={t('wallet.failed')}
        skeleton={<Skeleton shape="rect" height="16rem" />}
      >
        {(holdings) => {
          const total = holdings.reduce(
            (sum, h) => sum + (h.balance ? fiatMinor(h.balance.amount, h.asset.price_aed) : 0n),
            0n,
          );
          return (
            <Stack gap="lg">
              <Card as="section" padding="lg" aria-labelledby="crypto-total">
                <Stack gap="xs">
                  <Heading level={2} size={5} id="crypto-total">
                    {t('wallet.total')}
                  </Heading>
                  <Money amount={total} currency="AED" display="code" size="xl" />
                  <Text size="sm" tone="muted">
                    {t('wallet.totalNote')}
                  </Text>
                </Stack>
              </Card>
              <ul className={styles.assets} aria-label={t('wallet.label')}>
                {holdings.map((h) => (
                  <Holding key={h.asset.asset} asset={h.asset} balance={h.balance} />
                ))}
              </ul>
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}
