import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** A list read as text: no bullets, no indent (each item lays itself out). */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

/** One decision on what a preparer prepared: set apart from the next by a rule. */
export const decision = style({
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' } },
});

export const decisionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
