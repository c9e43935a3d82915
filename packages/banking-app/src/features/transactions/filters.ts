// The history's filters live in the address (bookmarkable, shared, restored by Back): read from
// and written to URLSearchParams here, checked (the date range), and turned into the list call's
// query. Values the app does not know are dropped, so an edited address never breaks the screen.
import { isCurrencyCode, type CurrencyCode } from '@bank/lookups/currencies';
import type { TransactionStatus } from '@bank/api-contract';
import type { ListQuery } from './api/transactions';
import { TRANSACTION_DETAIL_PARAM } from '@/access/paths';

/** The types as customers choose them; a top-up is one, by card or by bank transfer. */
export const TYPE_GROUPS = {
  topup: ['topup_card', 'topup_bank_transfer'],
  internal_transfer: ['internal_transfer'],
  external_transfer: ['external_transfer'],
  conversion: ['conversion'],
  crypto_conversion: ['crypto_conversion'],
} as const;
export type TypeGroup = keyof typeof TYPE_GROUPS;

/**
 * These screens show the customer's money in currencies: a virtual-asset deposit moves no
 * currency and belongs to the crypto wallet's screens, so it is left out unless a type is chosen.
 */
const MONEY_TYPES = Object.values(TYPE_GROUPS).flat().join(',');

export const STATUSES: readonly TransactionStatus[] = [
  'awaiting_confirmation',
  'awaiting_approval',
  'pending',
  'processing',
  'completed',
  'failed',
  'returned',
  'rejected',
  'expired',
];

/** The search parameter of the transaction whose details are open. */
export const DETAIL_PARAM = TRANSACTION_DETAIL_PARAM;

export interface HistoryFilters {
  /** ISO days, both included. */
  from: string | null;
  to: string | null;
  type: TypeGroup | null;
  status: TransactionStatus | null;
  currency: CurrencyCode | null;
  wallet: string | null;
  q: string;
}

export const NO_FILTERS: HistoryFilters = {
  from: null,
  to: null,
  type: null,
  status: null,
  currency: null,
  wallet: null,
  q: '',
};

const isoDay = (v: string | null) =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : null;
const uuid = (v: string | null) =>
  v && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)
    ? v.toLowerCase()
    : null;

export function readFilters(params: URLSearchParams): HistoryFilters {
  const type = params.get('type');
  const status = params.get('status');
  const currency = params.get('currency')?.toUpperCase() ?? null;
  return {
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    type: type && type in TYPE_GROUPS ? (type as TypeGroup) : null,
    status:
      status && (STATUSES as readonly string[]).includes(status)
        ? (status as TransactionStatus)
        : null,
    currency: isCurrencyCode(currency) ? currency : null,
    wallet: uuid(params.get('wallet')),
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/** The address's search for these filters (empty ones left out, in a stable order). */
export function writeFilters(f: HistoryFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ['from', 'to', 'type', 'status', 'currency', 'wallet'] as const) {
    const v = f[key];
    if (v) out.set(key, v);
  }
  if (f.q.trim()) out.set('q', f.q.trim());
  return out;
}

/** How many filters narrow the list (the wallet of the recent view is its subject, not a filter). */
export function activeCount(f: HistoryFilters, walletIsFilter = true): number {
  return [
    f.from,
    f.to,
    f.type,
    f.status,
    f.currency,
    walletIsFilter ? f.wallet : null,
    f.q.trim() || null,
  ].filter(Boolean).length;
}

/** A range of at most two years, as the bank keeps it online (the server allows up to 800 days). */
const MAX_DAYS = 731;

export type RangeProblem = { kind: 'toBeforeFrom'; from: string } | { kind: 'tooLong' };

/** The rule of the two dates: the second not before the first, at most two years apart. */
export function rangeProblem(
  from: string | null,
  to: string | null,
  today: string,
): RangeProblem | null {
  if (from && to && to < from) return { kind: 'toBeforeFrom', from };
  if (from) {
    const days =
      (Date.parse(`${to ?? today}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (days >= MAX_DAYS) return { kind: 'tooLong' };
  }
  return null;
}

/** The list call's query for these filters; `wallet` overrides the filters' (the recent view's wallet). */
export function queryOf(f: HistoryFilters, wallet: string | null = f.wallet): ListQuery {
  return {
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    type: f.type ? TYPE_GROUPS[f.type].join(',') : MONEY_TYPES,
    ...(f.status ? { status: f.status } : {}),
    ...(f.currency ? { currency: f.currency } : {}),
    ...(wallet ? { wallet_id: wallet } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    limit: 20,
  };
}
