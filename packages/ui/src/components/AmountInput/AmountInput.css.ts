import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const currency = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  paddingInlineStart: vars.space.xs,
});
export const input = style({ fontVariantNumeric: 'tabular-nums' });
