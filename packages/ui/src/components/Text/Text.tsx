import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element; `p` by default. Use `span` inside other text. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'dd' | 'dt' | 'li';
  size?: keyof typeof styles.size;
  weight?: keyof typeof styles.weight;
  tone?: keyof typeof styles.tone;
  align?: keyof typeof styles.align;
  /** Digits of equal width, for amounts and codes in columns. */
  tabularNumbers?: boolean;
  children?: ReactNode;
}

/** Body text in the theme's type scale and colour roles. */
export function Text({
  as = 'p',
  size = 'md',
  weight = 'regular',
  tone = 'neutral',
  align,
  tabularNumbers,
  className,
  ...rest
}: TextProps) {
  return createElement(as as ElementType, {
    className: clsx(
      styles.base,
      styles.size[size],
      styles.weight[weight],
      styles.tone[tone],
      align && styles.align[align],
      tabularNumbers && styles.tabular,
      styles.breakWord,
      className,
    ),
    ...rest,
  });
}
