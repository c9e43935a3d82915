import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import clsx from 'clsx';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** The element to render; `div` by default. */
    as?: ElementType;
  };

/** The base layout primitive: any element with sprinkles (logical spacing, colours, display). */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', className, ...rest },
  ref,
) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return createElement(as, {
    ref,
    className: clsx(sprinkles(atoms as Sprinkles), className) || undefined,
    ...native,
  });
});
