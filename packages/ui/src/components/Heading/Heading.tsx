import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Heading.css';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1…h6). */
  level: Level;
  /** The visual size, when it should differ from the level. */
  size?: Level;
  align?: keyof typeof styles.align;
  children: ReactNode;
}

/**
 * A heading. Keep one `level={1}` per page: the app moves focus to it on navigation
 * (pass `tabIndex={-1}` for that), so screen readers hear where they are.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, align, className, ...rest },
  ref,
) {
  return createElement(`h${level}`, {
    ref,
    className: clsx(
      styles.base,
      styles.size[String(size ?? level) as `${Level}`],
      align && styles.align[align],
      className,
    ),
    ...rest,
  });
});
