import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './IconButton.css';
import { devWarning } from '../../internal/dev';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /** What the button does, for screen readers and voice control (required: the icon alone says nothing). */
  label: string;
  /** The icon, e.g. `<Icon icon={X} />`. */
  icon: ReactNode;
  variant?: keyof typeof styles.variant;
  size?: keyof typeof styles.size;
}

/** A button that shows only an icon. Its `label` is required by its type. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'tertiary', size = 'md', type = 'button', className, ...rest },
  ref,
) {
  devWarning(
    !label || !label.trim(),
    'IconButton',
    'the `label` prop must name the action, e.g. label="Close".',
  );
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={clsx(styles.base, styles.variant[variant], styles.size[size], className)}
      {...rest}
    >
      {icon as ReactNode}
    </button>
  );
});
