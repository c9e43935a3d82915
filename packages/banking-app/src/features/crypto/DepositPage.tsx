// Route /dashboard/crypto_deposit_detail (PATHS.cryptoDepositDetail).
// /dashboard/crypto_deposit_detail?asset=&network=: where to send a virtual asset — the address as
// a QR code and as text to copy, the memo where the network needs one, and the warning that only
// that asset on that network may be sent. Without an asset chosen, the choice of assets.
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ButtonLink,
  CopyableField,
  DescriptionList,
  Heading,
  Link,
  Ltr,
  QrCode,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
} from '@bank/ui';
import { PATHS, withQuery } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { fetchAssets, fetchDepositDetails, type CryptoAsset } from './api/crypto';
import { loadCryptoNamespace } from './i18n';
import * as styles from './crypto.css';

const ns = await loadCryptoNamespace();

function DepositDetails({
  asset,
  network,
}: {
  asset: CryptoAsset;
  network: CryptoAsset['networks'][number];
}) {
  const { t } = useTranslation(ns);
  const query = useApiQuery(
    () => fetchDepositDetails(asset.asset, network.network),
    [asset.asset, network.network],
  );
  const names = { asset: asset.asset, network: network.name };
  return (
    <LoadState
      query={query}
      label={t('deposit.loading')}
      errorTitle={t('deposit.failed')}
      skeleton={<Skeleton shape="rect" height="20rem" />}
    >
      {(d) => (
        <div className={styles.deposit}>
          <Alert tone="warning" title={t('deposit.warningTitle', names)}>
            {t('deposit.warning', names)}
          </Alert>
          <QrCode value={d.address} label={t('deposit.qr', names)} className={styles.qr} />
          <CopyableField label={t('deposit.address', names)} value={d.address} />
          {d.memo_required && d.memo && (
            <>
              <CopyableField label={t('deposit.memo')} value={d.memo} />
              <Alert tone="warning">{t('deposit.memoWarning')}</Alert>
            </>
          )}
          <DescriptionList
            items={[
              {
                term: t('deposit.minimum'),
                description: <Ltr>{`${d.min_deposit.amount} ${d.min_deposit.currency}`}</Ltr>,
              },
              {
                term: t('deposit.confirmations'),
                description: t('deposit.confirmationsValue', { count: d.confirmations }),
              },
            ]}
          />
        </div>
      )}
    </LoadState>
  );
}

export function Component() {
  const { t } = useTranslation(ns);
  const [params, setParams] = useSearchParams();
  const query = useApiQuery(fetchAssets);
  const chosen = params.get('asset')?.toUpperCase();
  return (
    <Stack gap="xl" className={styles.page}>
      <Link as={RouterLink} to={PATHS.cryptoWallet}>
        {t('deposit.back')}
      </Link>
      <Stack gap="xs">
        <Heading level={1}>{t('deposit.heading')}</Heading>
        <Text tone="muted">{t('deposit.lead')}</Text>
      </Stack>
      <LoadState
        query={query}
        label={t('deposit.loading')}
        errorTitle={t('deposit.assetsFailed')}
        skeleton={<Skeleton shape="rect" height="12rem" />}
      >
        {(assets) => {
          const asset = assets.find((a) => a.asset === chosen);
          if (!asset) {
            return (
              <Stack gap="md" as="section" aria-labelledby="deposit-choose">
                <Heading level={2} size={5} id="deposit-choose">
                  {t('deposit.chooseAsset')}
                </Heading>
                <ul className={styles.assets}>
                  {assets.map((a) => (
                    <li key={a.asset}>
                      <ButtonLink
                        as={RouterLink}
                        to={withQuery(PATHS.cryptoDepositDetail, { asset: a.asset })}
                        variant="secondary"
                        fullWidth
                      >
                        {a.name} <Ltr>({a.asset})</Ltr>
                      </ButtonLink>
                    </li>
                  ))}
                </ul>
              </Stack>
            );
          }
          const network =
            asset.networks.find((n) => n.network === params.get('network')) ?? asset.networks[0];
          if (!network) return null;
          return (
            <Stack gap="lg">
              {asset.networks.length > 1 && (
                <RadioGroup
                  label={t('deposit.chooseNetwork')}
                  hint={t('deposit.networkHint')}
                  variant="horizontal"
                  value={network.network}
                  onChange={(n) =>
                    setParams(
                      { asset: asset.asset, network: n },
                      { replace: true, flushSync: true },
                    )
                  }
                  options={asset.networks.map((n) => ({ value: n.network, label: n.name }))}
                />
              )}
              <DepositDetails
                key={`${asset.asset}-${network.network}`}
                asset={asset}
                network={network}
              />
              <Link as={RouterLink} to={PATHS.cryptoDepositDetail}>
                {t('deposit.otherAsset')}
              </Link>
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}
