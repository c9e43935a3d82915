import type { ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'wrap'
> {
  gap?: Sprinkles['gap'];
  /** Main-axis placement; `start` follows the reading direction (right in Arabic). */
  justify?: 'start' | 'center' | 'end' | 'space-between';
  align?: 'start' | 'center' | 'end' | 'baseline';
  /** Wrap onto new lines when space runs out (default true). */
  wrap?: boolean;
  children?: ReactNode;
}

const justifyMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
} as const;
const alignMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
} as const;

/** Children side by side in reading order, wrapping on narrow screens. */
export function Inline({
  gap = 'sm',
  justify = 'start',
  align = 'center',
  wrap = true,
  ...rest
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      justifyContent={justifyMap[justify]}
      alignItems={alignMap[align]}
      {...rest}
    />
  );
}
