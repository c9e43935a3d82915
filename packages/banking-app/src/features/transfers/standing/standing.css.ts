import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** The list's natural width must not widen the dashboard's grid past a phone. */
export const page = style({ contain: 'inline-size', maxInlineSize: 860 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  overflowWrap: 'anywhere',
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const amountForm = style({ display: 'grid', gap: vars.space.md, maxInlineSize: 360 });

/** A date kept on one line. */
export const date = style({ whiteSpace: 'nowrap' });
