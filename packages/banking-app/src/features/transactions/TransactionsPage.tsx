// Route /dashboard/transactions (PATHS.transactions).
import { fetchAllWallets } from '@/domain/wallets/wallets';
import { HistoryPage } from './HistoryPage';

/** Asked on a page load before the page mounts (src/lib/data/prefetch.ts): the list waits for the wallet. */
export const prefetch = [fetchAllWallets];

/** /dashboard/transactions: the recent transactions of one wallet. */
export function Component() {
  return <HistoryPage scope="recent" />;
}
