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
import { screenLoader, useScreenQueries, type ApiQuery } from '@/lib/data/screenData';
import { fetchAssets, fetchDepositDetails, type CryptoAsset } from './api/crypto';
import { loadCryptoNamespace } from './i18n';
import * as styles from './crypto.css';

const ns = await loadCryptoNamespace();

type Network = CryptoAsset['networks'][number];
type DepositAnswer = Awaited<ReturnType<typeof fetchDepositDetails>>;
type Deposit = NonNullable<DepositAnswer['data']>['data'];

/** The network shown for an asset: the one in the address (?network=), else its first. */
function networkOf(asset: CryptoAsset, wanted: string | null): Network | undefined {
  return asset.networks.find((n) => n.network === wanted) ?? asset.networks[0];
}

/**
 * The deposit details of the asset and network in the address. Which network an asset is
 * deposited on by default (and whether the asset is offered at all) is in the list of assets, so
 * this waits for that list; a failed list is this call's failure too (the screen shows the list's).
 */
async function depositOf(
  assets: () => ReturnType<typeof fetchAssets>,
  chosen: string,
  wanted: string | null,
): Promise<DepositAnswer> {
  const list = await assets();
  if (!list.data) return { ...list, data: null };
  const asset = list.data.data.find((a) => a.asset === chosen);
  const network = asset && networkOf(asset, wanted);
  // An asset not offered: the screen offers the choice of assets and draws no deposit details.
  if (!asset || !network) return { data: null, status: 404, statusText: 'Not Found' };
  return fetchDepositDetails(asset.asset, network.network);
}

/**
 * The screen's calls, made as it is navigated to (src/lib/data/screenData.ts): the assets, and
 * with an asset chosen (?asset=, ?network=) its deposit details. Choosing another asset or
 * network changes the address, and the router asks again.
 */
export const loader = screenLoader(({ request }) => {
  const search = new URL(request.url).searchParams;
  const chosen = search.get('asset')?.toUpperCase();
  // One request for the list, which both calls read.
  let list: ReturnType<typeof fetchAssets> | undefined;
  const assets = () => (list ??= fetchAssets());
  return {
    assets,
    deposit: chosen ? () => depositOf(assets, chosen, search.get('network')) : undefined,
  };
});

function DepositDetails({
  asset,
  network,
  details,
}: {
  asset: CryptoAsset;
  network: Network;
  /** The deposit details the screen's loader asked for this asset and network. */
  details: ApiQuery<Deposit>;
}) {
  const { t } = useTranslation(ns);
  // Another asset or network chosen: the previous address stays (reloading) until the new one
  // comes. It must never be shown under this asset's and network's names (money sent to it would
  // be lost), so the details wait as they did on the first visit.
  const query: ApiQuery<Deposit> =
    details.state.status === 'success' &&
    details.state.reloading &&
    (details.state.data.asset !== asset.asset || details.state.data.network !== network.network)
      ? { ...details, state: { status: 'loading' } }
      : details;
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
  const { assets: query, deposit } = useScreenQueries<typeof loader>();
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
          const network = networkOf(asset, params.get('network'));
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
                details={deposit}
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
