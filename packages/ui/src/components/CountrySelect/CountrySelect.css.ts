import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const name = style({ flex: 1, minWidth: 0 });
export const code = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
