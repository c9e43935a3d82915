import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@bank/ui';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

/** The search field's natural width must not widen the dashboard's grid past a phone (see BeneficiaryFormPage.css.ts). */
export const page = style({ contain: 'inline-size' });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const tools = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const cardBody = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Long IBANs wrap between their groups rather than overflow a phone's width. */
export const number = style({ overflowWrap: 'anywhere' });
