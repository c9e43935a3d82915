import { api } from '@/api/api';

/** GET /transaction/list: the newest transactions (of one wallet, when given). */
export function fetchLatestTransactions(limit: number, walletId?: string) {
  return api().call('listTransactions', { searchParams: { limit, wallet_id: walletId } });
}

/** GET /transaction/summary: money in, out and net by day for one currency over a range of days. */
export function fetchDailySummary(currency: string, from: string, to: string) {
  return api().call('transactionSummary', { searchParams: { currency, from, to, period: 'day' } });
}

/** GET /review/list?status=awaiting_approval: the company's transactions waiting for review. */
export function fetchAwaitingReview() {
  return api().call('listReviews', { searchParams: { status: 'awaiting_approval' } });
}
