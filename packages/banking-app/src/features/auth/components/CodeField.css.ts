import { style } from '@vanilla-extract/css';

export const recovery = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.1em',
  maxWidth: '20ch',
  textTransform: 'uppercase',
});
