import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
});
export const variant = styleVariants({
  tertiary: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.primary },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
  },
  primary: {
    background: vars.color.primary,
    color: vars.color.textOnPrimary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
});
// 24px is WCAG 2.5.8's minimum target; the default is 44px.
export const size = styleVariants({
  sm: { width: 32, height: 32 },
  md: { width: vars.control.height.md, height: vars.control.height.md },
});
