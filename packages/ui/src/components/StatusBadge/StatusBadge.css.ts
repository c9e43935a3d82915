import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});
export const icon = style({ flexShrink: 0 });
export const tone = styleVariants({
  neutral: { color: vars.color.textMuted, background: vars.color.surfaceSunken },
  info: { color: vars.color.info, background: vars.color.infoSoft },
  success: { color: vars.color.success, background: vars.color.successSoft },
  warning: { color: vars.color.warning, background: vars.color.warningSoft },
  danger: { color: vars.color.danger, background: vars.color.dangerSoft },
});
