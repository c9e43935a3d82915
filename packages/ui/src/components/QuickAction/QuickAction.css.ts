import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({ display: 'flex' });

export const action = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  // Four short labels fit in a row at 360 px; longer ones widen their action, then hyphenate.
  minInlineSize: `calc(${vars.control.height.lg} + ${vars.space.xl})`,
  maxInlineSize: `calc(${vars.control.height.lg} * 2)`,
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
export const circle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.control.height.lg,
  blockSize: vars.control.height.lg,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  // Keeps the circle's edge where the fill meets a surface of the same colour (high contrast).
  border: `2px solid ${vars.color.primary}`,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${action}:hover &`]: {
      background: vars.color.primaryHover,
      borderColor: vars.color.primaryHover,
    },
    [`${action}:disabled &`]: {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.borderStrong,
      color: vars.color.textMuted,
    },
  },
});
export const label = style({
  selectors: { [`${action}:hover &`]: { textDecoration: 'underline' } },
});
