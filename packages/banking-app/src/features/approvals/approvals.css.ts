import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** Lists whose items are cards or numbered by their own words: no bullets, no indent. */
export const plainList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A rule's approvals in order: the numbers are the list's own. */
export const orderedSteps = style({ margin: 0, paddingInlineStart: vars.space.xl });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The editor's groups (a rule, an approval, the kinds): a titled box, as the filters are. */
export const group = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 600 });

export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const narrow = style({ inlineSize: '100%', maxInlineSize: 280, minInlineSize: 0 });

export const details = style({ display: 'grid', gap: vars.space.md });

export const summaryToggle = style({ cursor: 'pointer', fontWeight: 600 });
