// The history's pages: the first from the page's loader (historyLoader.ts: skeleton, error and
// retry, empty), the next ones appended by "load more" with their own error and retry: a call the
// customer makes, like a form's, not the page's data. Every page belongs to the query it was
// asked for: new filters start again from the first page.
import { useState } from 'react';
import type { ApiQuery } from '@/lib/data/screenData';
import { fetchTransactions, type ListQuery, type Page, type Transaction } from './api/transactions';

interface More {
  key: string;
  items: Transaction[];
  cursor: string | null;
  state: 'idle' | 'loading' | 'failed';
  text?: string;
}

export interface HistoryPages {
  first: ApiQuery<Page>;
  /** Every row loaded so far (the first page and the ones after it). */
  items: Transaction[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The catalogue's text when the last "load more" failed. */
  moreError: string | null;
  loadMore: () => void;
}

/** `first`: the loader's first page of `query` (null while the wallet it needs is not known). */
export function useHistoryPages(first: ApiQuery<Page>, query: ListQuery | null): HistoryPages {
  const key = JSON.stringify(query);
  const [more, setMore] = useState<More | null>(null);
  const mine = more?.key === key ? more : null;
  const firstPage = first.state.status === 'success' ? first.state.data : null;
  const items = firstPage ? [...firstPage.items, ...(mine?.items ?? [])] : [];
  const cursor = mine && mine.items.length > 0 ? mine.cursor : (firstPage?.next_cursor ?? null);

  const loadMore = () => {
    if (!query || !cursor || mine?.state === 'loading') return;
    const base = mine ?? { key, items: [], cursor, state: 'idle' as const };
    setMore({ ...base, state: 'loading' });
    void fetchTransactions({ ...query, cursor }).then((res) => {
      setMore((now) => {
        // Filters changed while the page was on its way: it belongs to a list no longer shown.
        if (now?.key !== key) return now;
        if (!res.data) return { ...now, state: 'failed', text: res.statusText };
        return {
          key,
          items: [...now.items, ...res.data.data.items],
          cursor: res.data.data.next_cursor,
          state: 'idle',
        };
      });
    });
  };

  return {
    first,
    items,
    hasMore: cursor !== null,
    loadingMore: mine?.state === 'loading',
    moreError: mine?.state === 'failed' ? (mine.text ?? '') : null,
    loadMore,
  };
}
