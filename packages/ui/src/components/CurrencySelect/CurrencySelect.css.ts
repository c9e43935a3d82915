import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const code = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  minInlineSize: '3.5ch',
});
export const name = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });
