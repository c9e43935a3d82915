import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.medium,
});
// The amount keeps its left-to-right order ("-$1,234.50") inside Arabic text.
export const amount = style({ unicodeBidi: 'isolate', direction: 'ltr' });
export const size = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold },
  xl: {
    fontSize: vars.font.size.xxxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  },
});
export const tone = styleVariants({
  neutral: { color: 'inherit' },
  positive: { color: vars.color.success },
  negative: { color: vars.color.danger },
});
