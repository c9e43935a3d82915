import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});
export const mark = style({ flexShrink: 0, display: 'block' });
export const tile = style({ fill: vars.color.primary });
export const weave = style({ fill: vars.color.textOnPrimary });
export const wordmark = style({
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});
