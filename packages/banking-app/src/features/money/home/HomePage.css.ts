import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
});
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
});
export const tileIcon = style({ color: vars.color.primary });
/** The whole card is the link's target (the link text stays the accessible name). */
export const tileLink = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

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
