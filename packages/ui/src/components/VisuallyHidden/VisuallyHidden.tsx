import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  children: ReactNode;
}

/** Content read by screen readers but not shown on screen. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={clsx(visuallyHidden, className)} {...rest} />;
}
