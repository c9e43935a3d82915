// Route /dashboard/customer_wallet (PATHS.customerWallet).
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@bank/lookups/currencies';
import {
  Alert,
  BalanceCard,
  Card,
  EmptyState,
  Heading,
  Icon,
  Plus,
  QuickAction,
  QuickActions,
  Skeleton,
  Stack,
  Text,
} from '@bank/ui';
import { PATHS, withQuery } from '@/access/paths';
import { mayFollow } from '@/access/roles';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries, type ApiQuery, type Call } from '@/lib/data/screenData';
import { useCustomerType } from '@/session/useCustomerType';
import { currencyWallets, fetchFiatWallets, type Wallet } from '@/domain/wallets/wallets';
import { fetchBankTransferDetails } from '@/features/money/api/topup';
import { fetchWalletCurrencies } from '@/features/money/api/wallets';
import { NOT_ASKED, once, onlyFor } from '@/features/money/calls';
import { AccountDetails, type BankDetails } from '@/features/money/components/AccountDetails';
import { HideBalancesSwitch } from '@/features/money/components/HideBalancesSwitch';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { useHiddenBalances } from '@/features/money/preferences';
import * as styles from '@/features/money/money.css';
import { BalanceHistory, fetchBalanceHistory, type DailySummary } from './BalanceHistory';
import { OpenWallet } from './OpenWallet';

const ns = await loadMoneyNamespace('walletPage');

/** The wallet shown: the one named in `?wallet=`, else the first (virtual assets have their own screen). */
function selectedWallet(list: readonly Wallet[], named: string | null): Wallet | undefined {
  const shown = currencyWallets(list);
  return shown.find((w) => w.wallet_id === named) ?? shown[0];
}

/** A wallet's history, marked with the wallet it is for (see forWallet). */
type WalletHistory = DailySummary & { wallet_id: string };

/**
 * The page's calls, made as it is navigated to (src/lib/data/screenData.ts): the wallets, the
 * currencies that may be opened (not for a viewer, who opens none), and the account details and
 * history of the wallet shown, asked as soon as the wallets say which one that is. Choosing a
 * wallet changes `?wallet=`, and the router runs the loader again.
 */
export const loader = screenLoader(({ request }) => {
  const wallets = once(fetchFiatWallets);
  const named = new URL(request.url).searchParams.get('wallet');
  const selected = async () => {
    const res = await wallets();
    return res.data ? selectedWallet(res.data.data, named) : undefined;
  };
  const account: Call<BankDetails> = async () => {
    const wallet = await selected();
    return wallet ? fetchBankTransferDetails(wallet.wallet_id) : NOT_ASKED;
  };
  const history: Call<WalletHistory> = async () => {
    const wallet = await selected();
    if (!wallet) return NOT_ASKED;
    const res = await fetchBalanceHistory(wallet.currency);
    return res.data
      ? { ...res, data: { data: { ...res.data.data, wallet_id: wallet.wallet_id } } }
      : { ...res, data: null };
  };
  return {
    wallets,
    currencies: onlyFor((info) => !info.is_viewer, fetchWalletCurrencies, []),
    account,
    history,
  };
});

/**
 * `query` as drawn for `walletId`: after another wallet is chosen, the answer for the one before
 * is held (marked reloading) until the new one comes; it is not this wallet's, so it reads as
 * loading (no account number of another wallet to copy, even for a moment).
 */
function forWallet<T extends { wallet_id: string }>(query: ApiQuery<T>, walletId: string) {
  return query.state.status === 'success' && query.state.data.wallet_id !== walletId
    ? { ...query, state: { status: 'loading' as const } }
    : query;
}

function SelectedWallet({
  wallet,
  account,
  history,
}: {
  wallet: Wallet;
  account: ApiQuery<BankDetails>;
  history: ApiQuery<WalletHistory>;
}) {
  const { t } = useTranslation(ns);
  const info = useCustomerType();
  const currency = wallet.currency as CurrencyCode;
  return (
    <Card as="section" padding="lg" aria-labelledby="wallet-selected">
      <Stack gap="lg">
        <Heading level={2} size={4} id="wallet-selected">
          {t('walletPage.walletHeading', { currency })}
        </Heading>
        {mayFollow(PATHS.topup, info) && (
          <QuickActions label={t('walletPage.actions')}>
            <QuickAction
              as={RouterLink}
              to={withQuery(PATHS.topup, { wallet: wallet.wallet_id })}
              icon={<Icon icon={Plus} size={24} />}
              label={t('walletPage.addMoney')}
            />
          </QuickActions>
        )}
        <Stack gap="md">
          <Heading level={3} size={5}>
            {t('walletPage.details')}
          </Heading>
          <AccountDetails query={forWallet(account, wallet.wallet_id)} />
        </Stack>
        <Stack gap="md">
          <Stack gap="xs">
            <Heading level={3} size={5}>
              {t('walletPage.history')}
            </Heading>
            <Text size="sm" tone="muted">
              {t('walletPage.historyLead')}
            </Text>
          </Stack>
          <BalanceHistory
            currency={currency}
            balance={wallet.balance.minor}
            query={forWallet(history, wallet.wallet_id)}
          />
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * /dashboard/customer_wallet: every currency wallet (the one in `?wallet=` chosen), its account
 * details to copy or share, its balance history, and opening a new wallet.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const info = useCustomerType();
  const [hidden] = useHiddenBalances();
  const { wallets, currencies, account, history } = useScreenQueries<typeof loader>();
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<string | null>(null);
  const canOpen = info !== null && !info.is_viewer;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <div className={styles.sectionHead}>
          <Heading level={1}>{t('walletPage.heading')}</Heading>
          <HideBalancesSwitch />
        </div>
        <Text tone="muted">{t('walletPage.lead')}</Text>
      </Stack>
      {opened && (
        <Alert tone="success" announce="polite">
          {t('walletPage.opened', { currency: opened })}
        </Alert>
      )}
      <LoadState
        query={wallets}
        label={t('walletPage.loading')}
        errorTitle={t('walletPage.failed')}
        skeleton={<Skeleton shape="rect" height="10rem" />}
        isEmpty={(list) => currencyWallets(list).length === 0}
        empty={
          <EmptyState
            art="wallets"
            title={t('wallets.emptyTitle')}
            text={canOpen ? t('wallets.emptyText') : t('wallets.emptyViewer')}
          />
        }
      >
        {(list) => {
          const shown = currencyWallets(list);
          const selected = selectedWallet(list, params.get('wallet'))!;
          return (
            <>
              <ul className={styles.cardGrid} aria-label={t('walletPage.choose')}>
                {shown.map((w) => (
                  <li key={w.wallet_id}>
                    <BalanceCard
                      as={RouterLink}
                      to={withQuery(PATHS.customerWallet, { wallet: w.wallet_id })}
                      headingLevel={2}
                      selected={w.wallet_id === selected.wallet_id}
                      currency={w.currency as CurrencyCode}
                      balance={w.balance.minor}
                      available={w.available.minor}
                      onHold={w.on_hold.minor}
                      accountNumber={w.iban ?? w.account_number}
                      accountLabel={w.iban ? t('walletPage.iban') : undefined}
                      masked={hidden}
                    />
                  </li>
                ))}
              </ul>
              <SelectedWallet
                key={selected.wallet_id}
                wallet={selected}
                account={account}
                history={history}
              />
            </>
          );
        }}
      </LoadState>
      <section aria-labelledby="wallet-open">
        <Stack gap="md">
          <Stack gap="xs">
            <Heading level={2} size={4} id="wallet-open">
              {t('walletPage.openHeading')}
            </Heading>
            <Text tone="muted">
              {canOpen ? t('walletPage.openLead') : t('walletPage.viewerNote')}
            </Text>
          </Stack>
          {canOpen && (
            <OpenWallet
              query={currencies}
              onOpened={(walletId, currency) => {
                setOpened(currency);
                // The new wallet in the address: the loader runs again (wallets, currencies, and
                // the new wallet's details and history).
                setParams({ wallet: walletId }, { replace: true });
              }}
            />
          )}
        </Stack>
      </section>
    </Stack>
  );
}
