import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const clock = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  direction: 'ltr',
  textAlign: 'center',
});
export const urgent = style({ color: vars.color.danger });
