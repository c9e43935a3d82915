import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@bank/ui';

export const page = style({ contain: 'inline-size' });

export const assets = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: 600 });

export const deposit = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start' });

/** The QR code stays a comfortable size for a phone camera, never wider than the screen. */
export const qr = style({ inlineSize: '100%', maxInlineSize: '14rem' });
