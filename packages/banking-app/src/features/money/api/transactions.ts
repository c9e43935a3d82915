import { api } from '@/api/api';
import { listReviews } from '@/api/calls/listReviews';
import { listTransactions } from '@/api/calls/listTransactions';

/** GET /transaction/list: the newest transactions (of one wallet, when given). */
export function fetchLatestTransactions(limit: number, walletId?: string) {
  return listTransactions({ limit, wallet_id: walletId });
}

/** GET /transaction/summary: money in, out and net by day for one currency over a range of days. */
export function fetchDailySummary(currency: string, from: string, to: string) {
  return api().call('transactionSummary', { searchParams: { currency, from, to, period: 'day' } });
}

/** GET /review/list?status=awaiting_approval: the company's transactions waiting for review. */
export function fetchAwaitingReview() {
  return listReviews({ status: 'awaiting_approval' });
}
