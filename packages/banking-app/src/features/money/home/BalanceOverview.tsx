// The home's money at a glance: the estimated total in the display currency, the hide/show
// switch, and each currency wallet as a card that leads to its details.
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Wallet } from '@bank/api-contract';
import type { CurrencyCode } from '@bank/lookups/currencies';
import {
  BalanceCard,
  ButtonLink,
  Card,
  CurrencySelect,
  EmptyState,
  FormField,
  Heading,
  Icon,
  Link,
  Money,
  Plus,
  Skeleton,
  Stack,
  Text,
} from '@bank/ui';
import { PATHS, withQuery } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery, Call } from '@/lib/data/screenData';
import { fetchMidRates } from '@/features/money/api/fxRates';
import { answered, once } from '@/features/money/calls';
import { HideBalancesSwitch } from '@/features/money/components/HideBalancesSwitch';
import { estimateTotal } from '@/features/money/convert';
import {
  displayCurrency,
  useDisplayCurrency,
  useHiddenBalances,
} from '@/features/money/preferences';
import * as styles from '@/features/money/money.css';
import { currencyWallets, fetchFiatWallets } from '@/domain/wallets/wallets';

/** The mid rates of the total, with the currency they were asked for (the total's). */
export interface TotalRates {
  currency: CurrencyCode;
  rates: { currency: string; mid_rate: string }[];
}

/** Rates are needed only when a wallet with money is in another currency than the total's. */
const needsRates = (wallets: readonly Wallet[], display: CurrencyCode) =>
  wallets.some((w) => w.currency !== display && w.balance.minor !== '0');

/**
 * The calls of the balances (TotalBalance and WalletCards), for the loader of a screen that shows
 * them: the wallets, and the rates of the total in the currency chosen on this device (read where
 * it is kept; TotalBalance has the loader run again when it changes). The rates wait for the
 * wallets and are asked only when needsRates says so (else none, without a request).
 */
export function balanceCalls() {
  const wallets = once(fetchFiatWallets);
  const display = displayCurrency();
  const rates: Call<TotalRates> = async () => {
    const list = await wallets();
    if (!list.data || !needsRates(list.data.data, display))
      return answered({ currency: display, rates: [] });
    const res = await fetchMidRates(display);
    return res.data
      ? { ...res, data: { data: { currency: display, rates: res.data.data.rates } } }
      : { ...res, data: null };
  };
  return { wallets, rates };
}

/**
 * The figure's place while it loads: a block one line of the figure high (the figure's own font
 * and line height) over the estimate's note itself, which needs no data; so the page below does
 * not move when the figure comes (Lighthouse measured a layout shift of 0.09 on a phone when the
 * loading state was one short block, then of 0.001 when it was drawn lines of about that height).
 */
const figureSkeleton = (note: string) => (
  <Stack gap="xs">
    <Skeleton shape="rect" width="14rem" className={styles.figurePlaceholder} />
    <Text size="sm" tone="muted" aria-hidden="true">
      {note}
    </Text>
  </Stack>
);

function Total({
  wallets,
  rates,
  display,
}: {
  wallets: Wallet[];
  rates: ApiQuery<TotalRates>;
  display: CurrencyCode;
}) {
  const { t } = useTranslation('money');
  const [hidden] = useHiddenBalances();
  const figure = (midRates: { currency: string; mid_rate: string }[]) => {
    const total = estimateTotal(
      wallets.map((w) => w.balance),
      midRates,
      display,
    );
    return (
      <Stack gap="xs">
        <Money
          amount={total.minor}
          currency={display}
          size="xl"
          masked={hidden}
          label={t('balance.heading')}
        />
        <Text size="sm" tone="muted">
          {t('balance.estimate', { currency: display })}
        </Text>
        {total.missing.length > 0 && (
          <Text size="sm" tone="muted">
            {t('balance.missing', { currencies: total.missing.join(', ') })}
          </Text>
        )}
      </Stack>
    );
  };
  if (!needsRates(wallets, display)) return figure([]);
  // Rates still held for the currency chosen before (the loader is asking for the new one) are
  // not this total's: it waits for its own.
  const current: ApiQuery<TotalRates> =
    rates.state.status === 'success' && rates.state.data.currency !== display
      ? { ...rates, state: { status: 'loading' } }
      : rates;
  return (
    <LoadState
      query={current}
      label={t('balance.loading')}
      errorTitle={t('balance.ratesFailed', { currency: display })}
      skeleton={figureSkeleton(t('balance.estimate', { currency: display }))}
    >
      {(data) => figure(data.rates)}
    </LoadState>
  );
}

export interface TotalBalanceProps {
  /** The screen's answers to balanceCalls. */
  wallets: ApiQuery<Wallet[]>;
  rates: ApiQuery<TotalRates>;
}

/** The estimated total of every wallet, with the switch that hides balances and the total's currency. */
export function TotalBalance({ wallets, rates }: TotalBalanceProps) {
  const { t } = useTranslation('money');
  const [display, setDisplay] = useDisplayCurrency();
  // The loader asked the rates in the currency kept on this device when it ran: another choice
  // (here, or in another tab, which the preference follows) has it run again, once per choice.
  const asked = rates.state.status === 'success' ? rates.state.data.currency : null;
  const reloadingFor = useRef<CurrencyCode | null>(null);
  useEffect(() => {
    if (asked === null || asked === display) {
      reloadingFor.current = null;
      return;
    }
    if (reloadingFor.current === display) return;
    reloadingFor.current = display;
    rates.reload();
  });
  return (
    <Card as="section" padding="lg" aria-labelledby="home-total">
      <Stack gap="md">
        <div className={styles.totalRow}>
          <Heading level={2} size={5} id="home-total">
            {t('balance.heading')}
          </Heading>
          <HideBalancesSwitch />
        </div>
        <LoadState
          query={wallets}
          label={t('balance.loading')}
          errorTitle={t('balance.failed')}
          skeleton={figureSkeleton(t('balance.estimate', { currency: display }))}
        >
          {(list) => <Total wallets={list} rates={rates} display={display} />}
        </LoadState>
        {/* The currency of the total is the customer's choice, known without the wallets: drawn at once. */}
        <div className={styles.narrowField}>
          <FormField label={t('balance.displayCurrency')}>
            <CurrencySelect value={display} onChange={(code) => code && setDisplay(code)} />
          </FormField>
        </div>
      </Stack>
    </Card>
  );
}

export interface WalletCardsProps {
  wallets: ApiQuery<Wallet[]>;
  /** The customer may open a wallet (not a viewer). */
  canOpen: boolean;
}

/** Each currency wallet as a card that leads to its details. */
export function WalletCards({ wallets, canOpen }: WalletCardsProps) {
  const { t } = useTranslation('money');
  const [hidden] = useHiddenBalances();
  return (
    <section aria-labelledby="home-wallets">
      <Stack gap="md">
        <div className={styles.sectionHead}>
          <Heading level={2} size={4} id="home-wallets">
            {t('wallets.heading')}
          </Heading>
          <Link as={RouterLink} to={PATHS.customerWallet}>
            {t('wallets.all')}
          </Link>
        </div>
        <LoadState
          query={wallets}
          label={t('balance.loading')}
          errorTitle={t('balance.failed')}
          skeleton={
            <ul className={styles.cardGrid}>
              {[0, 1].map((i) => (
                <li key={i}>
                  <BalanceCard loading currency="AED" balance="0" />
                </li>
              ))}
            </ul>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              art="wallets"
              headingLevel={3}
              title={t('wallets.emptyTitle')}
              text={canOpen ? t('wallets.emptyText') : t('wallets.emptyViewer')}
              action={
                canOpen ? (
                  <ButtonLink
                    as={RouterLink}
                    to={PATHS.customerWallet}
                    icon={<Icon icon={Plus} size={18} />}
                  >
                    {t('wallets.open')}
                  </ButtonLink>
                ) : undefined
              }
            />
          }
        >
          {(list) => (
            <ul className={styles.cardGrid} aria-label={t('wallets.list')}>
              {currencyWallets(list).map((w) => (
                <li key={w.wallet_id}>
                  <BalanceCard
                    as={RouterLink}
                    to={withQuery(PATHS.customerWallet, { wallet: w.wallet_id })}
                    currency={w.currency as CurrencyCode}
                    balance={w.balance.minor}
                    available={w.available.minor}
                    onHold={w.on_hold.minor}
                    accountNumber={w.iban ?? w.account_number}
                    accountLabel={w.iban ? t('wallets.iban') : undefined}
                    masked={hidden}
                  />
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </Stack>
    </section>
  );
}
