import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** The filters' natural width must not widen the dashboard's grid past a phone. */
export const page = style({ contain: 'inline-size' });

export const filters = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
});

/** An arrow that points back in either reading direction. */
export const flipInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

/** The way on from a rejected item (submit it again, or the one that replaced it), on its own line. */
export const resubmit = style({ display: 'block', marginBlockStart: vars.space.sm });
