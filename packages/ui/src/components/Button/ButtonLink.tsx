import { forwardRef, type AnchorHTMLAttributes, type ElementType, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Button.css';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The element to render, e.g. the router's Link (with `to`); `<a>` by default. */
  as?: ElementType;
  to?: string;
  variant?: 'primary' | 'secondary' | 'tertiary' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  icon?: ReactNode;
  iconEnd?: ReactNode;
  children: ReactNode;
}

/**
 * A link that looks like a button, for calls to action that navigate ("Open an account").
 * It stays a link for assistive technology: it goes somewhere, it does not do something.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { as: As, variant, size, fullWidth, icon, iconEnd, className, children, ...rest },
  ref,
) {
  const props = {
    ref,
    className: clsx(styles.button({ variant, size, fullWidth }), className),
    ...rest,
  };
  const content = (
    <span className={styles.content}>
      {icon}
      {children}
      {iconEnd}
    </span>
  );
  return As ? <As {...props}>{content}</As> : <a {...props}>{content}</a>;
});
