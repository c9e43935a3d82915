import { style } from '@vanilla-extract/css';
import { vars } from '@bank/ui';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
export const error = style({ color: vars.color.danger, fontWeight: vars.font.weight.bold });
// The widget's own variables: our tokens, so it follows the theme (light, dark) and the direction.
const widgetVars = {
  '--altcha-color-base': vars.color.surfaceRaised,
  '--altcha-color-base-content': vars.color.text,
  '--altcha-color-neutral': vars.color.borderStrong,
  '--altcha-color-neutral-content': vars.color.textMuted,
  '--altcha-border-color': vars.color.borderStrong,
  '--altcha-checkbox-border-color': vars.color.borderStrong,
  '--altcha-checkbox-outline-color': vars.color.focus,
  '--altcha-color-primary': vars.color.primary,
  '--altcha-color-primary-content': vars.color.textOnPrimary,
  '--altcha-color-error': vars.color.danger,
  '--altcha-color-success': vars.color.success,
  '--altcha-border-radius': vars.radius.md,
  '--altcha-max-width': '100%',
} as const;
export const widget = style({ display: 'block', vars: widgetVars });
export const widgetInvalid = style({
  display: 'block',
  vars: {
    ...widgetVars,
    '--altcha-border-color': vars.color.danger,
    '--altcha-border-width': '2px',
  },
});
// The widget's box before its code loads: same size and colours as the widget, so nothing moves.
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '72px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
});
export const placeholderCheck = style({
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: '4px',
});
