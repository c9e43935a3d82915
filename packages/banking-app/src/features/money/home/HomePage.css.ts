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
