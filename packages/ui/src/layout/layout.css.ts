import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../theme/tokens';

export const columns = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });

const at = (bp: number, n: number) => ({
  '@media': {
    [`screen and (min-width: ${bp}px)`]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
  },
});

export const columnsFromTablet = styleVariants({
  1: {},
  2: at(breakpoints.tablet, 2),
  3: at(breakpoints.tablet, 3),
  4: at(breakpoints.tablet, 4),
});
export const columnsFromDesktop = styleVariants({
  1: {},
  2: at(breakpoints.desktop, 2),
  3: at(breakpoints.desktop, 3),
  4: at(breakpoints.desktop, 4),
});
