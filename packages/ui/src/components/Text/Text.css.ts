import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const base = style({ margin: 0, fontFamily: vars.font.family.body });
export const size = styleVariants({
  xs: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal },
  sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal },
  md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal },
  lg: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.relaxed },
});
export const weight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  bold: { fontWeight: vars.font.weight.bold },
});
export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
  inherit: { color: 'inherit' },
});
export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});
export const tabular = style({ fontVariantNumeric: 'tabular-nums' });
export const breakWord = style({ overflowWrap: 'anywhere' });
/** A left-to-right value: isolated so right-to-left text around it cannot reorder it. */
export const ltr = style({ unicodeBidi: 'isolate', direction: 'ltr' });
