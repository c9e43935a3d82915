/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The table's own roles, spelled out: stacking rows with CSS `display` makes Safari (and older
   Chromium) drop the implicit table semantics; explicit roles keep headers tied to cells. */
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import * as styles from './Table.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { tableEn } from './Table.messages';

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  /** Identifies the column (and its sort). */
  key: string;
  /** The column header. */
  header: ReactNode;
  /** The column name shown beside each value on a phone; defaults to `header` when it is text. */
  label?: string;
  /** The cell's content for a row. */
  cell: (row: Row) => ReactNode;
  /** `end` for amounts, so digits line up (they never wrap). */
  align?: 'start' | 'end';
  /** Keeps values on one line: dates ("05-03-2024" would break at a hyphen), times, codes. */
  nowrap?: boolean;
  /** The value reads left to right even in Arabic (an IP address, IBAN, reference): isolated with `<bdi dir="ltr">`. */
  ltr?: boolean;
  /** The column's width (a CSS length: "30%", "8rem"); with `layout="fixed"` it holds whatever the rows contain. */
  width?: string;
  /** Makes the column sortable; the table sorts rows by this value unless `onSortChange` sorts them. */
  sortValue?: (row: Row) => string | number | bigint;
}

export interface TableProps<Row> {
  /** Names the table for screen readers; visible unless `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row, index: number) => string;
  /** The sort (controlled); pair with `onSortChange`. */
  sort?: TableSort | null;
  defaultSort?: TableSort | null;
  /** Called when a header's sort button is pressed. When given with `sort`, the caller sorts the rows (e.g. on the server). */
  onSortChange?: (sort: TableSort) => void;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** Shows placeholder rows and tells screen readers the table is loading. */
  loading?: boolean;
  loadingRows?: number;
  /**
   * `fixed`: column widths come from `width` (the rest share what is left), not from the rows, so
   * several tables with the same columns line up and a long value wraps instead of widening its column.
   */
  layout?: 'auto' | 'fixed';
  className?: string;
}

const compare = (a: string | number | bigint, b: string | number | bigint) =>
  typeof a === 'string' && typeof b === 'string' ? a.localeCompare(b) : a < b ? -1 : a > b ? 1 : 0;

/**
 * A data table with a caption, optional sortable columns (`aria-sort`, a button in the header),
 * loading and empty states. Narrower than 560px, each row becomes a card that names every value.
 */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  sort,
  defaultSort = null,
  onSortChange,
  empty,
  loading = false,
  loadingRows = 3,
  layout = 'auto',
  className,
}: TableProps<Row>) {
  const { messages } = useMessages(tableEn);
  const [innerSort, setInnerSort] = useState<TableSort | null>(defaultSort);
  const current = sort !== undefined ? sort : innerSort;
  const callerSorts = sort !== undefined && onSortChange !== undefined;

  const sortColumn = current && columns.find((c) => c.key === current.column);
  const shown =
    sortColumn?.sortValue && !callerSorts
      ? [...rows].sort(
          (a, b) =>
            compare(sortColumn.sortValue!(a), sortColumn.sortValue!(b)) *
            (current?.direction === 'descending' ? -1 : 1),
        )
      : rows;

  const toggle = (column: string) => {
    const next: TableSort = {
      column,
      direction:
        current?.column === column && current.direction === 'ascending'
          ? 'descending'
          : 'ascending',
    };
    setInnerSort(next);
    onSortChange?.(next);
  };

  const labelOf = (column: TableColumn<Row>) =>
    column.label ?? (typeof column.header === 'string' ? column.header : undefined);

  return (
    <div className={clsx(styles.wrapper, className)}>
      {loading && <VisuallyHidden role="status">{messages.loading}</VisuallyHidden>}
      <table
        role="table"
        className={clsx(styles.table_, layout === 'fixed' && styles.fixed)}
        aria-busy={loading || undefined}
      >
        <caption className={clsx(styles.caption, hideCaption && styles.hiddenCaption)}>
          {caption}
        </caption>
        {columns.some((column) => column.width) && (
          <colgroup>
            {columns.map((column) => (
              <col
                key={column.key}
                style={column.width ? { inlineSize: column.width } : undefined}
              />
            ))}
          </colgroup>
        )}
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map((column) => {
              const direction = current?.column === column.key ? current.direction : undefined;
              const Arrow =
                direction === 'ascending'
                  ? ArrowUp
                  : direction === 'descending'
                    ? ArrowDown
                    : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sortValue || onSortChange ? (direction ?? 'none') : undefined}
                  className={clsx(styles.headerCell, column.align === 'end' && styles.end)}
                >
                  {column.sortValue || onSortChange ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => toggle(column.key)}
                    >
                      {column.header}
                      <Arrow size={16} aria-hidden="true" focusable="false" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup" className={styles.body}>
          {loading
            ? Array.from({ length: loadingRows }, (_, i) => (
                <tr role="row" key={`loading-${i}`} className={styles.row} aria-hidden="true">
                  {columns.map((column) => (
                    <td role="cell" key={column.key} className={styles.cell}>
                      <span className={styles.skeleton} />
                    </td>
                  ))}
                </tr>
              ))
            : shown.length === 0
              ? empty && (
                  <tr role="row" className={clsx(styles.row, styles.fullRow)}>
                    <td
                      role="cell"
                      colSpan={columns.length}
                      className={clsx(styles.cell, styles.fullRow, styles.empty)}
                    >
                      {empty}
                    </td>
                  </tr>
                )
              : shown.map((row, index) => (
                  <tr role="row" key={rowKey(row, index)} className={styles.row}>
                    {columns.map((column) => (
                      <td
                        role="cell"
                        key={column.key}
                        className={clsx(
                          styles.cell,
                          column.align === 'end' && styles.end,
                          column.nowrap && styles.nowrap,
                        )}
                      >
                        {labelOf(column) && (
                          <span className={styles.cellLabel} aria-hidden="true">
                            {labelOf(column)}
                          </span>
                        )}
                        {column.ltr ? (
                          <bdi dir="ltr" className={styles.ltr}>
                            {column.cell(row)}
                          </bdi>
                        ) : (
                          <span>{column.cell(row)}</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
        </tbody>
      </table>
    </div>
  );
}
