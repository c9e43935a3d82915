import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './Pagination.css';
import { Button } from '../Button';
import { useMessages } from '../../i18n/context';
import { paginationEn } from './Pagination.messages';

interface Common {
  /** Names the landmark; default "Pagination". Give each on a page its own name. */
  label?: string;
  className?: string;
}

export interface PagedPaginationProps extends Common {
  variant?: 'pages';
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange?: (page: number) => void;
  /** Makes every page a link (shareable, works without JavaScript) instead of a button. */
  getHref?: (page: number) => string;
}

export interface LoadMorePaginationProps extends Common {
  /** For cursor pagination (the API gives a "next" cursor, not page numbers). */
  variant: 'load-more';
  /** Whether the API has more; the button disappears when it has not. */
  hasMore: boolean;
  onLoadMore: () => void;
  loading?: boolean;
  /** Shown and announced politely, e.g. "Showing 40 of 143 transactions". */
  status?: ReactNode;
}

export type PaginationProps = PagedPaginationProps | LoadMorePaginationProps;

/** The pages to show: first, last, and the current one with a neighbour on each side. */
export function pageWindow(page: number, count: number): Array<number | 'gap'> {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const pages = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

/**
 * Moves through a long list: page numbers with previous and next, or a "Load more" button for
 * cursor pagination. A `nav` landmark; the current page has `aria-current="page"`.
 */
export function Pagination(props: PaginationProps) {
  const { messages } = useMessages(paginationEn);
  const label = props.label ?? messages.paginationLabel;
  if (props.variant === 'load-more') {
    const { hasMore, onLoadMore, loading, status, className } = props;
    return (
      <nav aria-label={label} className={clsx(styles.nav, className)}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {hasMore && (
          <Button variant="secondary" loading={loading} onClick={onLoadMore}>
            {messages.loadMore}
          </Button>
        )}
      </nav>
    );
  }
  const { onPageChange, getHref, className } = props;
  const count = Math.max(1, Math.trunc(props.pageCount));
  const page = Math.min(Math.max(1, Math.trunc(props.page)), count);
  const control = (
    target: number,
    content: ReactNode,
    extra: { className?: string; current?: boolean; name?: string } = {},
  ) => {
    const common = {
      className: clsx(styles.item, extra.className),
      'aria-current': extra.current ? ('page' as const) : undefined,
      'aria-label': extra.name,
      onClick: () => onPageChange?.(target),
    };
    return getHref ? (
      <a href={getHref(target)} {...common}>
        {content}
      </a>
    ) : (
      <button type="button" {...common}>
        {content}
      </button>
    );
  };
  return (
    <nav aria-label={label} className={clsx(styles.nav, className)}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            {control(
              page - 1,
              <>
                <ChevronLeft size={18} aria-hidden="true" className={styles.arrow} />
                {messages.previousPage}
              </>,
            )}
          </li>
        )}
        {pageWindow(page, count).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p} className={styles.number}>
              {control(p, p, { current: p === page, name: messages.pageNumber(p) })}
            </li>
          ),
        )}
        <li className={styles.phoneStatus}>{messages.pageOf(page, count)}</li>
        {page < count && (
          <li>
            {control(
              page + 1,
              <>
                {messages.nextPage}
                <ChevronRight size={18} aria-hidden="true" className={styles.arrow} />
              </>,
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
