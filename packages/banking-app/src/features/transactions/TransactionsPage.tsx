// Route /dashboard/transactions (PATHS.transactions).
import { HistoryPage } from './HistoryPage';
import { historyLoader } from './historyLoader';

/** The wallets, the list for the address's filters and any open details (historyLoader.ts). */
export const loader = historyLoader('recent');

/** /dashboard/transactions: the recent transactions of one wallet. */
export function Component() {
  return <HistoryPage scope="recent" />;
}
