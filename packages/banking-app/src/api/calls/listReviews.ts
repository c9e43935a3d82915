// The one wrapper of the contract's `listReviews` (money and reviews use it).
import { api } from '@/api/api';
import type { CallOptions } from '@/api/client';

/** GET /review/list?status=: the company's transactions waiting for review (or those decided, by status). */
export function listReviews(searchParams?: CallOptions<'listReviews'>['searchParams']) {
  return api().call('listReviews', searchParams ? { searchParams } : {});
}
