import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const flag = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  flexShrink: 0,
  inlineSize: '1.5em',
  blockSize: '1em',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  // A hairline so white flags (JPY, CHF's cross) keep their edge on a white surface.
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

/** The flag's place while its module loads: the same box and edge, a quiet fill. */
export const pending = style({
  backgroundColor: vars.color.surfaceSunken,
});
