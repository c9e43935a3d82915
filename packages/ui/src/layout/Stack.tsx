import type { ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between children. */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment (start, center, end or stretch). */
  align?: 'start' | 'center' | 'end' | 'stretch';
  children?: ReactNode;
}

const alignMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const;

/** Children one below the other with even space between them. */
export function Stack({ gap = 'md', align = 'stretch', ...rest }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={gap} alignItems={alignMap[align]} {...rest} />
  );
}
