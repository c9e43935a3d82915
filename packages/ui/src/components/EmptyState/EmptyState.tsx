import type { ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './EmptyState.css';
import { Heading } from '../Heading';
import { EmptyStatePicture } from './EmptyStatePicture';

/** The pictures drawn for the bank's empty states, one per kind of emptiness. */
export type EmptyStateArt = 'transactions' | 'wallets' | 'beneficiaries' | 'review' | 'search';

export interface EmptyStateProps {
  /**
   * A picture drawn for the bank, in the theme's colours (inline SVG, a few hundred bytes of script
   * in the pages that draw it): `transactions` (no activity yet), `wallets` (no wallet or account), `beneficiaries`
   * (nobody to pay yet), `review` (nothing waiting for review), `search` (nothing matches).
   * Decorative, hidden from screen readers. Takes the icon's place: give one or the other.
   */
  art?: EmptyStateArt;
  /** A decorative icon, e.g. `<Inbox size={28} aria-hidden="true" />`, where no `art` fits. */
  icon?: ReactNode;
  /** What is empty, in the customer's words ("No transactions yet"). */
  title: ReactNode;
  /** Why, or what to do next. */
  text?: ReactNode;
  /** The next step, usually one Button or Link ("Add money"). */
  action?: ReactNode;
  /** The heading level in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or page shows when it has nothing yet, and the one thing to do about it. */
export function EmptyState({
  art,
  icon,
  title,
  text,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <div className={clsx(styles.root, className)}>
      {art ? <EmptyStatePicture art={art} /> : icon && <span className={styles.icon}>{icon}</span>}
      <Heading level={headingLevel} size={4} className={styles.title}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
