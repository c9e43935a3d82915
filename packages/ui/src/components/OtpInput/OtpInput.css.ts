import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
export const control = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

// The one real input lies invisibly over the boxes: it takes typing, paste and one-time-code
// autofill, and screen readers meet a single labelled field.
export const boxes = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  direction: 'ltr',
});
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  opacity: 0,
  fontSize: vars.font.size.md,
  color: 'transparent',
  caretColor: 'transparent',
  background: 'transparent',
  cursor: 'text',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.control.height.md,
  blockSize: vars.control.height.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${boxes}:has(input[aria-invalid="true"]) &`]: {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    [`${boxes}:has(input:disabled) &`]: {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
  },
});

/** The box the next digit goes into, while the field has focus. */
export const active = style({
  selectors: {
    [`${boxes}:has(input:focus-visible) &, ${boxes}:has(input:focus) &`]: {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const cancel = style({ alignSelf: 'flex-start' });
