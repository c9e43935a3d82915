import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  border: 0,
  padding: 0,
  margin: 0,
});
export const labelRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
});
export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  padding: 0,
  overflowWrap: 'anywhere',
});
export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
  fontWeight: vars.font.weight.bold,
});
export const optionalMark = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
});
export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const error = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.danger,
});
export const errorIcon = style({ flexShrink: 0, marginBlockStart: 1 });
export const reserved = style({
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
});
