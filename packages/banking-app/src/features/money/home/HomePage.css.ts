import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

/** The page's placeholder until its details and wallets have come: taller than a phone's screen, so
 * nothing below it (the footer) is seen to move when the page replaces it. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minBlockSize: '100vh',
});

/** The room the wallets and the latest transactions take while they are drawn, a frame after the
 * rest: a screen high, so the footer below stays out of sight instead of showing for a frame. */
export const belowReserve = style({ minBlockSize: '100vh' });

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
