import type { ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './EmptyState.css';
import { Heading } from '../Heading';

export interface EmptyStateProps {
  /** A decorative icon, e.g. `<Inbox size={28} aria-hidden="true" />`. */
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
export function EmptyState({ icon, title, text, action, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <div className={clsx(styles.root, className)}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading level={headingLevel} size={4} className={styles.title}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
