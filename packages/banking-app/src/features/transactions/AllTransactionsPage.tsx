// Route /dashboard/all_transactions (PATHS.allTransactions).
import { HistoryPage } from './HistoryPage';
import { historyLoader } from './historyLoader';

/** The wallets, the list for the address's filters and any open details (historyLoader.ts). */
export const loader = historyLoader('all');

/** /dashboard/all_transactions: every wallet's transactions, with every filter. */
export function Component() {
  return <HistoryPage scope="all" />;
}
