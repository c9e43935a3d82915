// The home's calls for a company's users, and the parts of the home that draw their answers. Those
// parts are their own chunks, loaded together with the calls (no wait after the answer): an
// individual's home neither asks these calls nor downloads their code.
import type { ApiResponse } from '@/api/client';
import { listReviews } from '@/api/calls/listReviews';
import { fetchAwaitingReview } from '@/features/money/api/transactions';
import { onlyFor } from '@/features/money/calls';
import type { Decided } from './PreparedDecisions';

export const loadReviewWaiting = () => import('./ReviewWaiting');
export const loadPreparedDecisions = () => import('./PreparedDecisions');

/** A call whose answer comes once the part of the home that draws it has loaded too. */
const withPart =
  <A>(call: () => Promise<A>, part: () => Promise<unknown>) =>
  async (): Promise<A> =>
    (await Promise.all([call(), part()]))[0];

/** The screen's call for the queue: a company's users have one; anyone else is asked nothing. */
export const fetchReviewQueue = onlyFor(
  (info) => info.user_type === 'corporate',
  withPart(fetchAwaitingReview, loadReviewWaiting),
  [],
);

async function fetchDecided(): Promise<ApiResponse<{ data: Decided }>> {
  const [rejected, approved] = await Promise.all([
    listReviews({ status: 'rejected' }),
    listReviews({ status: 'completed' }),
  ]);
  if (!rejected.data) return { ...rejected, data: null };
  if (!approved.data) return { ...approved, data: null };
  return {
    ...rejected,
    data: { data: { rejected: rejected.data.data, approved: approved.data.data } },
  };
}

/** The screen's call: only a preparer's home shows what was decided on what they prepared. */
export const fetchPreparedDecisions = onlyFor(
  (info) => info.customer_type === 'preparer',
  withPart(fetchDecided, loadPreparedDecisions),
  { rejected: [], approved: [] } as Decided,
);
