// The newest transactions of every currency wallet, with the way to the whole history.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, Heading, History, Icon, Link, Stack, TransactionList } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery, QueryData } from '@/lib/data/screenData';
import { fetchLatestTransactions } from '@/features/money/api/transactions';
import { useHiddenBalances } from '@/features/money/preferences';
import { activityRows } from '@/features/money/transactionRows';
import * as styles from '@/features/money/money.css';

/** How many rows the home shows (asked for a few more: virtual-asset rows are left out). */
const SHOWN = 5;

/** The home's call for its latest transactions (made by the home's loader as it is navigated to). */
export const fetchLatestActivity = () => fetchLatestTransactions(SHOWN * 2);

/** The newest transactions: `query` is the screen's answer to fetchLatestActivity. */
export function LatestActivity({
  query,
}: {
  query: ApiQuery<QueryData<typeof fetchLatestActivity>>;
}) {
  const { t } = useTranslation('money');
  const [hidden] = useHiddenBalances();
  const empty = (
    <EmptyState
      icon={<Icon icon={History} size={28} />}
      headingLevel={3}
      title={t('activity.emptyTitle')}
      text={t('activity.emptyText')}
    />
  );
  return (
    <section aria-labelledby="home-activity">
      <Stack gap="md">
        <div className={styles.sectionHead}>
          <Heading level={2} size={4} id="home-activity">
            {t('activity.heading')}
          </Heading>
          <Link as={RouterLink} to={PATHS.transactions}>
            {t('activity.seeAll')}
          </Link>
        </div>
        <LoadState
          query={query}
          label={t('activity.loading')}
          errorTitle={t('activity.failed')}
          skeleton={<TransactionList loading items={[]} label={t('activity.list')} />}
        >
          {(page) => (
            <TransactionList
              items={activityRows(page.items, t, hidden).slice(0, SHOWN)}
              label={t('activity.list')}
              empty={empty}
            />
          )}
        </LoadState>
      </Stack>
    </section>
  );
}
