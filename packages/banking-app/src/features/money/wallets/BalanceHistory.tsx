// The last 30 days of one wallet: for each day with money in or out, the amounts and the balance
// when the day ended, as a table (readable by every screen reader, sortable by nobody's guess).
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@bank/lookups/currencies';
import { Money, Skeleton, Table, Text } from '@bank/ui';
import { formatDay } from '@/i18n/format';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery, QueryData } from '@/lib/data/screenData';
import { fetchDailySummary } from '@/features/money/api/transactions';
import { useHiddenBalances } from '@/features/money/preferences';
import { addDays, uaeToday } from '@/features/money/uaeDay';
import { balanceHistory, type DayBalance } from './balanceHistory';

export type DailySummary = QueryData<typeof fetchDailySummary>;

/** The call of a wallet's history: the last 30 days (the UAE's) of its currency. */
export function fetchBalanceHistory(currency: string) {
  const to = uaeToday();
  return fetchDailySummary(currency, addDays(to, -29), to);
}

export interface BalanceHistoryProps {
  currency: CurrencyCode;
  /** The wallet's ledger balance now (minor units): the newest row's closing balance. */
  balance: string;
  /** The screen's answer to fetchBalanceHistory for the wallet (its loader asks it). */
  query: ApiQuery<DailySummary>;
}

export function BalanceHistory({ currency, balance, query }: BalanceHistoryProps) {
  const { t } = useTranslation('money');
  const [hidden] = useHiddenBalances();
  const amount = (minor: bigint, label: string) => (
    <Money amount={minor} currency={currency} masked={hidden} label={hidden ? label : undefined} />
  );
  return (
    <LoadState
      query={query}
      label={t('walletPage.historyLoading')}
      errorTitle={t('walletPage.historyFailed')}
      skeleton={<Skeleton shape="rect" height="10rem" />}
      isEmpty={(data) => data.rows.length === 0}
      empty={<Text tone="muted">{t('walletPage.historyEmpty')}</Text>}
    >
      {(data) => (
        <Table<DayBalance>
          caption={t('walletPage.historyCaption', { currency })}
          hideCaption
          rowKey={(r) => r.day}
          rows={balanceHistory(balance, data.rows)}
          columns={[
            {
              key: 'day',
              header: t('walletPage.day'),
              cell: (r) => formatDay(r.day),
              nowrap: true,
              ltr: true,
            },
            {
              key: 'in',
              header: t('walletPage.moneyIn'),
              cell: (r) => amount(r.moneyIn, t('walletPage.moneyIn')),
              align: 'end',
              nowrap: true,
            },
            {
              key: 'out',
              header: t('walletPage.moneyOut'),
              cell: (r) => amount(r.moneyOut, t('walletPage.moneyOut')),
              align: 'end',
              nowrap: true,
            },
            {
              key: 'closing',
              header: t('walletPage.closing'),
              // The phone layout names each value beside it: the short word fits there.
              label: t('walletPage.closingShort'),
              cell: (r) => amount(r.closing, t('walletPage.closing')),
              align: 'end',
              nowrap: true,
            },
          ]}
        />
      )}
    </LoadState>
  );
}
