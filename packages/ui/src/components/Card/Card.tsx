import { createElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` or `article` give the card a landmark or a self-contained meaning; `div` by default. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  padding?: keyof typeof styles.padding;
  elevation?: keyof typeof styles.elevation;
  children?: ReactNode;
}

/**
 * A raised panel that groups related content. The return type is named so the published
 * declaration does not spell out this React version's attribute types (React 19.0's types lack
 * some of 19.3's, and a consumer on 19.0 would fail to compile it).
 */
export function Card({
  as = 'div',
  padding = 'md',
  elevation = 'flat',
  className,
  ...rest
}: CardProps): ReactElement {
  return createElement(as, {
    className: clsx(styles.base, styles.padding[padding], styles.elevation[elevation], className),
    ...rest,
  });
}
