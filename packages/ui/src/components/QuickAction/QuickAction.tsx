import { Children, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './QuickAction.css';
import { Pressable, type PressTarget } from '../../internal/Pressable';
import { devWarning } from '../../internal/dev';

export interface QuickActionProps extends PressTarget {
  /** The visible words under the icon, which also name the control ("Add money"). */
  label: string;
  /** A decorative icon, e.g. `<Plus size={24} aria-hidden="true" />`. */
  icon: ReactNode;
  /** A button that cannot be used now (prefer hiding an action the customer may never use). */
  disabled?: boolean;
  className?: string;
}

/**
 * A round icon with its label under it, for the few main things to do with a wallet ("Add
 * money", "Move", "Details"). A link with `href` or `as`+`to`, a button with `onClick`.
 */
export function QuickAction({ label, icon, disabled, className, ...target }: QuickActionProps) {
  devWarning(
    !label.trim(),
    'QuickAction',
    'a QuickAction needs a `label`: the icon alone names nothing.',
  );
  const content = (
    <>
      <span className={styles.circle}>{icon}</span>
      <span className={styles.label}>{label}</span>
    </>
  );
  if (disabled) {
    return (
      <button type="button" disabled className={clsx(styles.action, className)}>
        {content}
      </button>
    );
  }
  return (
    <Pressable {...target} className={clsx(styles.action, className)}>
      {content}
    </Pressable>
  );
}

export interface QuickActionsProps {
  /** Names the group for screen readers ("Wallet actions"). */
  label: string;
  /** The QuickAction elements, in order of use. */
  children: ReactNode;
  className?: string;
}

/** A row of QuickActions as a named list; it wraps onto a second line on narrow screens. */
export function QuickActions({ label, children, className }: QuickActionsProps) {
  return (
    <ul className={clsx(styles.list, className)} aria-label={label}>
      {Children.toArray(children).map((child, i) => (
        <li key={i} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
