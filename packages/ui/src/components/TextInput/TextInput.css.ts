import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrapper = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.control.height.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:focus-within': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&:has(input[aria-invalid="true"])': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:has(input:disabled)': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 0,
  background: 'transparent',
  paddingInline: vars.space.md,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

// A left-to-right value in a right-to-left form sits on the label's side, as DateInput's does.
export const ltr = style({ selectors: { '[dir="rtl"] &': { textAlign: 'end' } } });

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  flexShrink: 0,
});
