import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@bank/ui';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const wide = `screen and (min-width: ${breakpoints.wide}px)`;

/** The filters' natural width must not widen the dashboard's grid past a phone. */
export const page = style({ contain: 'inline-size' });

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const picker = style({ flex: '1 1 16rem', maxInlineSize: '28rem' });

export const filters = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const filterGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The words field takes a whole row. */
export const wideField = style({ gridColumn: '1 / -1' });

export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
