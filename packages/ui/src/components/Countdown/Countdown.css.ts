import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const ring = style({
  flexShrink: 0,
  inlineSize: vars.control.height.md,
  blockSize: vars.control.height.md,
  transform: 'rotate(-90deg)',
});
export const track = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 4 });
export const progress = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 4,
  strokeLinecap: 'round',
  transitionProperty: 'stroke-dashoffset, stroke',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: 'linear',
  selectors: { '[data-urgent="true"] &': { stroke: vars.color.warning } },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const time = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
});
export const expired = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });
