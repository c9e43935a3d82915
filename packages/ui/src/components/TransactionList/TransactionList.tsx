import { useEffect, useId, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './TransactionList.css';
import { TransactionRow, type TransactionRowProps } from './TransactionRow';
import { Button } from '../Button';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { isPressable } from '../../internal/Pressable';
import { localDay } from '../../internal/day';
import { useMessages } from '../../i18n/context';
import { transactionListEn } from './TransactionList.messages';

export interface TransactionListItem extends TransactionRowProps {
  /** A stable id (the transaction's), used as the React key. */
  id: string;
}

export interface TransactionListProps {
  /** The transactions, newest first. */
  items: readonly TransactionListItem[];
  /** Names the list for screen readers ("Recent activity"). */
  label: string;
  /** Put the rows under a heading per day. */
  groupByDay?: boolean;
  /** The level of the day headings (default 3). */
  dayHeadingLevel?: 2 | 3 | 4;
  /** The words of a day heading, e.g. "Today"; the DD-MM-YYYY date by default. */
  formatDay?: (isoDay: string, ddmmyyyy: string) => ReactNode;
  /** The first load: placeholder rows in place of the list. */
  loading?: boolean;
  /** What to show when there is nothing yet: usually an EmptyState. */
  empty?: ReactNode;
  /** Show the "Load more" button. */
  hasMore?: boolean;
  /** Asked for the next page; when the new rows arrive, focus moves to the first of them. */
  onLoadMore?: () => void;
  /** The next page is on its way: the button shows it and ignores presses. */
  loadingMore?: boolean;
  /** The button's words; "Load more" by default. */
  loadMoreLabel?: string;
  className?: string;
}

/**
 * A feed of activity: rows of TransactionRow, optionally under a heading per day, with
 * placeholders while loading, an empty state, and a "Load more" button that hands focus to the
 * first new row (keyboard and screen reader users go on reading where the new rows start).
 */
export function TransactionList({
  items,
  label,
  groupByDay,
  dayHeadingLevel = 3,
  formatDay,
  loading,
  empty,
  hasMore,
  onLoadMore,
  loadingMore,
  loadMoreLabel,
  className,
}: TransactionListProps) {
  const { messages } = useMessages(transactionListEn);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    root.current?.querySelector<HTMLElement>(`[data-index="${from}"]`)?.focus();
  }, [items.length]);

  if (loading) {
    return (
      <SkeletonGroup label={messages.transactionsLoading} className={className}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={styles.skeletonRow}>
            <Skeleton shape="circle" />
            <Skeleton lines={2} className={styles.skeletonText} />
            <Skeleton width="5rem" />
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (items.length === 0) return <div className={className}>{empty}</div>;

  const groups: {
    day: string;
    text: string;
    rows: { item: TransactionListItem; index: number }[];
  }[] = [];
  items.forEach((item, index) => {
    const day = localDay(item.date);
    const last = groups[groups.length - 1];
    if (groupByDay && last?.day === day.iso) last.rows.push({ item, index });
    else if (groupByDay || !last)
      groups.push({ day: day.iso, text: day.text, rows: [{ item, index }] });
    else last.rows.push({ item, index });
  });
  const Heading = `h${dayHeadingLevel}` as const;

  const list = (
    rows: (typeof groups)[number]['rows'],
    labelling: { 'aria-label'?: string; 'aria-labelledby'?: string },
  ) => (
    <ul className={styles.list} {...labelling}>
      {rows.map(({ item: { id: key, ...row }, index }) => (
        <li key={key} className={styles.item}>
          {/* A row without a target still takes focus after "Load more", from script only. */}
          <TransactionRow
            {...row}
            data-index={index}
            tabIndex={isPressable(row) ? undefined : -1}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div
      ref={root}
      className={clsx(styles.root, className)}
      role={groupByDay ? 'group' : undefined}
      aria-label={groupByDay ? label : undefined}
    >
      {groupByDay
        ? groups.map((g) => (
            <div key={g.day} className={styles.group}>
              <Heading id={`${id}-${g.day}`} className={styles.dayHeading}>
                {formatDay ? formatDay(g.day, g.text) : g.text}
              </Heading>
              {list(g.rows, { 'aria-labelledby': `${id}-${g.day}` })}
            </div>
          ))
        : list(groups[0]!.rows, { 'aria-label': label })}
      {hasMore && (
        <Button
          variant="secondary"
          className={styles.more}
          loading={loadingMore}
          onClick={() => {
            focusFrom.current = items.length;
            onLoadMore?.();
          }}
        >
          {loadMoreLabel ?? messages.loadMore}
        </Button>
      )}
    </div>
  );
}
