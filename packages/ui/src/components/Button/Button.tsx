import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Button.css';
import { devWarning } from '../../internal/dev';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the one main action; secondary: alternatives; tertiary: low emphasis; danger: destructive. */
  variant?: 'primary' | 'secondary' | 'tertiary' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container (mobile forms). */
  fullWidth?: boolean;
  /**
   * Shows a spinner and ignores clicks until the work is done; the label stays in place for
   * screen readers and `aria-busy` tells them the action is under way. Prevents double submits.
   */
  loading?: boolean;
  /** An icon before the label (flips side in right-to-left). */
  icon?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
  children: ReactNode;
}

/**
 * A button. Prefer leaving it enabled and explaining what is missing after a submit
 * over disabling it: a disabled button explains nothing.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    icon,
    iconEnd,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  devWarning(
    children == null || children === '',
    'Button',
    'a Button needs a visible label as children. For an icon-only button use IconButton with a label.',
  );
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={clsx(styles.button({ variant, size, fullWidth }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className={clsx(styles.content, loading && styles.contentHidden)}>
        {icon}
        {children}
        {iconEnd}
      </span>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
    </button>
  );
});
