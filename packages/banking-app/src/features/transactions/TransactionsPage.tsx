import { HistoryPage } from './HistoryPage';

/** /dashboard/transactions: the recent transactions of one wallet. */
export function Component() {
  return <HistoryPage scope="recent" />;
}
