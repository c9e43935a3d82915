import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` or `article` give the card a landmark or a self-contained meaning; `div` by default. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  padding?: keyof typeof styles.padding;
  elevation?: keyof typeof styles.elevation;
  children?: ReactNode;
}

/** A raised panel that groups related content. */
export function Card({ as = 'div', padding = 'md', elevation = 'flat', className, ...rest }: CardProps) {
  return createElement(as, { className: clsx(styles.base, styles.padding[padding], styles.elevation[elevation], className), ...rest });
}
