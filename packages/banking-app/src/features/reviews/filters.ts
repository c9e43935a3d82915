// The review list's filters, kept in the address (?status=&type=&by=) so Back and a shared link
// show the same list: which decisions (waiting, approved, rejected), which kind of transaction, and
// whose (anyone's or the customer's own). A preparer always sees only what they prepared.
import type { Transaction } from '@bank/api-contract';
import type { ReviewStatus } from './api/reviews';

export const STATUSES = [
  'awaiting_approval',
  'completed',
  'rejected',
] as const satisfies readonly ReviewStatus[];
export type ShownStatus = (typeof STATUSES)[number];

export const KINDS = ['all', 'internal_transfer', 'external_transfer', 'conversion'] as const;
export type KindFilter = (typeof KINDS)[number];

export type Preparer = 'anyone' | 'me';

export interface ReviewFilters {
  status: ShownStatus;
  kind: KindFilter;
  by: Preparer;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function readFilters(params: URLSearchParams): ReviewFilters {
  return {
    status: oneOf(STATUSES, params.get('status'), 'awaiting_approval'),
    kind: oneOf(KINDS, params.get('type'), 'all'),
    by: params.get('by') === 'me' ? 'me' : 'anyone',
  };
}

/** The address's query for filters: defaults are left out, so the plain path is "waiting, all". */
export function filterQuery(f: ReviewFilters): Record<string, string | undefined> {
  return {
    status: f.status === 'awaiting_approval' ? undefined : f.status,
    type: f.kind === 'all' ? undefined : f.kind,
    by: f.by === 'me' ? 'me' : undefined,
  };
}

/**
 * What the list shows. A virtual-asset conversion counts as a conversion. `me` is the customer's
 * id; a preparer's list is always their own (`onlyMine`).
 */
export function applyFilters<T extends Transaction>(
  items: readonly T[],
  f: ReviewFilters,
  me: string | null,
  onlyMine: boolean,
): T[] {
  const kindOk = (tx: Transaction) =>
    f.kind === 'all' ||
    tx.transaction_type === f.kind ||
    (f.kind === 'conversion' && tx.transaction_type === 'crypto_conversion');
  const mine = onlyMine || f.by === 'me';
  return items.filter(
    (tx) => kindOk(tx) && (!mine || (me !== null && tx.created_by?.customer_id === me)),
  );
}
