import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** The box "Who will approve" on a money flow's review: set apart, never wider than the step. */
export const box = style({
  display: 'grid',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

/** The approvals in order: numbered by their own words ("Approval 1"), so no list marker. */
export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
});

/** The step waiting now: its edge in the primary colour (its badge says it in words too). */
export const current = style({ borderInlineStartColor: vars.color.primary });

export const stepHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.medium,
});
