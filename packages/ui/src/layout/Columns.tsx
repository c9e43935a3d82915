import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import type { Sprinkles } from '../theme/sprinkles.css';
import * as styles from './layout.css';

export interface ColumnsProps extends Omit<BoxProps, 'display'> {
  /** Number of equal columns once the screen is wide enough; one column below that. */
  columns: 1 | 2 | 3 | 4;
  /** From which breakpoint the columns appear (default tablet). */
  collapseBelow?: 'tablet' | 'desktop';
  gap?: Sprinkles['gap'];
  children?: ReactNode;
}

/** A responsive grid of equal columns that stacks into one column on phones. */
export function Columns({
  columns,
  collapseBelow = 'tablet',
  gap = 'lg',
  className,
  ...rest
}: ColumnsProps) {
  const variant = collapseBelow === 'tablet' ? styles.columnsFromTablet : styles.columnsFromDesktop;
  return <Box gap={gap} className={clsx(styles.columns, variant[columns], className)} {...rest} />;
}
