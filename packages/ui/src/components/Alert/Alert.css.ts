import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderWidth: 1,
  borderStyle: 'solid',
  borderInlineStartWidth: 6,
  color: vars.color.text,
});
export const tone = styleVariants({
  info: { background: vars.color.infoSoft, borderColor: vars.color.info },
  success: { background: vars.color.successSoft, borderColor: vars.color.success },
  warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
  danger: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
});
export const iconTone = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
});
export const icon = style({ flexShrink: 0, display: 'inline-flex', marginBlockStart: 2 });
export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const dismiss = style({
  marginBlock: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});
