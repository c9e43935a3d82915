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
import { useApiQuery } from '@/lib/data/useApiQuery';
import { useCustomerType } from '@/session/useCustomerType';
import { currencyWallets, fetchFiatWallets, type Wallet } from '@/domain/wallets/wallets';
import { AccountDetails } from '@/features/money/components/AccountDetails';
import { HideBalancesSwitch } from '@/features/money/components/HideBalancesSwitch';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { useHiddenBalances } from '@/features/money/preferences';
import * as styles from '@/features/money/money.css';
import { BalanceHistory } from './BalanceHistory';
import { OpenWallet } from './OpenWallet';

const ns = await loadMoneyNamespace('walletPage');

/** Wallets in the currencies the app can show (virtual assets have their own screen). */

function SelectedWallet({ wallet }: { wallet: Wallet }) {
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
          <AccountDetails walletId={wallet.wallet_id} />
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
          <BalanceHistory currency={currency} balance={wallet.balance.minor} />
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
  const wallets = useApiQuery(fetchFiatWallets);
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
          const selected = shown.find((w) => w.wallet_id === params.get('wallet')) ?? shown[0]!;
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
              <SelectedWallet key={selected.wallet_id} wallet={selected} />
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
              onOpened={(walletId, currency) => {
                setOpened(currency);
                wallets.reload();
                setParams({ wallet: walletId }, { replace: true });
              }}
            />
          )}
        </Stack>
      </section>
    </Stack>
  );
}
