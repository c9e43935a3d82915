import { forwardRef, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import {
  ArrowLeftRight,
  Bitcoin,
  CreditCard,
  Plus,
  Repeat,
  Send,
  type LucideIcon,
} from 'lucide-react';
import type { CurrencyCode, MinorAmount } from '@bank/lookups';
import * as styles from './TransactionList.css';
import { Money } from '../Money';
import { VisuallyHidden } from '../VisuallyHidden';
import { StatusBadge, type BadgeStatus } from '../StatusBadge';
import { Pressable, isPressable, type PressTarget } from '../../internal/Pressable';
import { localDay } from '../../internal/day';
import { useMessages } from '../../i18n/context';
import { transactionRowEn } from './TransactionRow.messages';

/** What moved the money; each kind has its own icon. */
export type TransactionKind = 'top_up' | 'internal' | 'external' | 'conversion' | 'card' | 'crypto';

const icons: Record<TransactionKind, LucideIcon> = {
  top_up: Plus,
  internal: ArrowLeftRight,
  external: Send,
  conversion: Repeat,
  card: CreditCard,
  crypto: Bitcoin,
};

export interface TransactionRowProps extends PressTarget {
  /** What moved the money: top_up, internal, external, conversion, card or crypto. */
  kind: TransactionKind;
  /** The counterparty or description, in the bank's words: "Transfer to Omar H.". */
  title: string;
  /** An optional second detail: a reference, "AED to USD". */
  detail?: string;
  /** The day: a Date (its local day), an ISO date "YYYY-MM-DD" or an ISO timestamp; shown DD-MM-YYYY. */
  date: Date | string;
  /** Minor units, negative for money going out: shown "−AED 250.00" or "+AED 250.00". */
  amount: MinorAmount;
  /** The currency of the amount. */
  currency: CurrencyCode;
  /** The transaction's state; a badge shows every state but `completed`. */
  status?: BadgeStatus;
  /** Hide the amount ("•••• AED") while the customer has hidden their balances. */
  masked?: boolean;
  /**
   * False when, in the end, no money moved (a failed, returned, rejected or expired transaction):
   * the amount shows without a sign, in the text colour, never as money in or out.
   */
  moved?: boolean;
  className?: string;
}

/**
 * One line of activity: an icon for its kind, the counterparty, the day, the signed amount and a
 * badge unless completed. With `href`, `as`+`to` or `onClick` the row is one link or button whose
 * name, its own content, says it all: "Transfer to Omar H., −AED 250.00, 12-11-2026, Pending".
 */
export const TransactionRow = forwardRef<
  HTMLElement,
  TransactionRowProps & { 'data-index'?: number; tabIndex?: number }
>(function TransactionRow(
  {
    kind,
    title,
    detail,
    date,
    amount,
    currency,
    status,
    masked,
    moved = true,
    className,
    'data-index': index,
    tabIndex,
    ...target
  },
  ref,
) {
  const { messages } = useMessages(transactionRowEn);
  const Icon = icons[kind] ?? ArrowLeftRight;
  const day = localDay(date);
  const open = status && status !== 'completed';
  // The name is the content, read in this order: "Transfer to Omar H., −AED 250.00, 12-11-2026,
  // Pending" (the commas are for screen readers); the grid places the parts on screen.
  const comma = <VisuallyHidden>, </VisuallyHidden>;
  const content: ReactNode = (
    <>
      <span className={styles.icon}>
        <Icon size={20} aria-hidden="true" focusable="false" />
      </span>
      <span className={styles.title}>
        {title}
        {comma}
      </span>
      <span className={styles.amount}>
        <Money
          amount={moved ? amount : String(amount).replace(/^-/, '')}
          currency={currency}
          tone={moved ? 'signed' : 'neutral'}
          masked={masked}
          label={masked ? messages.transactionAmount : undefined}
        />
        {comma}
      </span>
      <span className={styles.meta}>
        {detail && <>{detail} · </>}
        {/* Left to right and whole: in Arabic a bare DD-MM-YYYY reorders, and wraps at its dashes. */}
        <time dateTime={day.iso} dir="ltr" className={styles.day}>
          {day.text}
        </time>
        {open && comma}
      </span>
      {open && (
        <span className={styles.badge}>
          <StatusBadge status={status} />
        </span>
      )}
    </>
  );
  if (!isPressable(target)) {
    return (
      <div
        ref={ref as Ref<HTMLDivElement>}
        className={clsx(styles.row, className)}
        data-index={index}
        tabIndex={tabIndex}
      >
        {content}
      </div>
    );
  }
  return (
    <Pressable
      ref={ref}
      {...target}
      data-index={index}
      className={clsx(styles.row, styles.interactive, className)}
    >
      {content}
    </Pressable>
  );
});
