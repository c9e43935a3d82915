// Route /dashboard/all_transactions (PATHS.allTransactions).
import { fetchAllWallets } from '@/domain/wallets/wallets';
import { HistoryPage } from './HistoryPage';

/** Asked on a page load before the page mounts (src/lib/data/prefetch.ts). */
export const prefetch = [fetchAllWallets];

/** /dashboard/all_transactions: every wallet's transactions, with every filter. */
export function Component() {
  return <HistoryPage scope="all" />;
}
