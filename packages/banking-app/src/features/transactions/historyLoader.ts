// The history's loader (/dashboard/transactions and /dashboard/all_transactions): the wallets, the
// first page of the list for the filters in the address, and the transaction whose details are
// open (`?transaction=`). Later pages are asked by "load more" (useHistoryPages.ts).
import type { ApiResponse } from '@/api/client';
import { fetchAllWallets, fiatWallets } from '@/domain/wallets/wallets';
import { screenLoader } from '@/lib/data/screenData';
import { fetchWithFacts } from './components/TransactionDetails';
import { fetchTransactions, type Page } from './api/transactions';
import { DETAIL_PARAM, queryOf, readFilters, type HistoryFilters } from './filters';

export type HistoryScope = 'recent' | 'all';

type WalletsAnswer = ReturnType<typeof fetchAllWallets>;

/** The wallet whose transactions `recent` shows: the one in the address, else the first. */
export function shownWalletId(
  scope: HistoryScope,
  filters: HistoryFilters,
  wallets: Parameters<typeof fiatWallets>[0],
): string | null {
  if (scope === 'all') return filters.wallet;
  const fiat = fiatWallets(wallets);
  return (fiat.find((w) => w.wallet_id === filters.wallet) ?? fiat[0])?.wallet_id ?? null;
}

async function firstPage(
  scope: HistoryScope,
  filters: HistoryFilters,
  wallets: () => WalletsAnswer,
): Promise<ApiResponse<{ data: Page }>> {
  const res = await wallets();
  // The wallets' failure is the page's (shown once, by the wallets' own state).
  if (!res.data) return { ...res, data: null };
  const walletId = shownWalletId(scope, filters, res.data.data);
  // Without a wallet, `recent` has nothing to list (the page offers to open one).
  if (scope === 'recent' && !walletId)
    return { data: { data: { items: [], next_cursor: null } }, status: 200, statusText: 'OK' };
  return fetchTransactions(queryOf(filters, walletId));
}

interface Asked {
  /** The address without the details' parameter. */
  list: string;
  detail: string | null;
  wallets?: WalletsAnswer;
  first?: Promise<ApiResponse<{ data: Page }>>;
}

/**
 * The loader of one scope. Opening or closing a transaction's details changes only the details'
 * parameter: the list's answers already asked are kept (not asked again). A revalidation (retry,
 * reload) comes with the same address as the run before it, and asks everything again.
 */
export function historyLoader(scope: HistoryScope) {
  let last: Asked | undefined;
  return screenLoader(({ request }) => {
    const url = new URL(request.url);
    const detail = url.searchParams.get(DETAIL_PARAM);
    const rest = new URLSearchParams(url.search);
    rest.delete(DETAIL_PARAM);
    rest.sort();
    const list = `${url.pathname}?${rest}`;
    const asked: Asked =
      last && last.list === list && last.detail !== detail ? { ...last, detail } : { list, detail };
    last = asked;
    const filters = readFilters(rest);
    const wallets = () => (asked.wallets ??= fetchAllWallets());
    return {
      wallets,
      first: () => (asked.first ??= firstPage(scope, filters, wallets)),
      detail: detail ? () => fetchWithFacts(detail) : undefined,
    };
  });
}
