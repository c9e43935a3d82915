import { HistoryPage } from './HistoryPage';

/** /dashboard/all_transactions: every wallet's transactions, with every filter. */
export function Component() {
  return <HistoryPage scope="all" />;
}
