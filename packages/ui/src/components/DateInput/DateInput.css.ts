import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  inlineSize: '100%',
  maxInlineSize: '16rem',
  minHeight: vars.control.height.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:has(input:focus-visible)': {
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
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  // DD-MM-YYYY reads left to right in Arabic too.
  direction: 'ltr',
  textAlign: 'start',
  selectors: {
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    '[dir="rtl"] &': { textAlign: 'end' },
  },
});

export const trigger = style({ marginInlineEnd: vars.space.xxs });

export const popover = style({
  zIndex: vars.zIndex.dropdown,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}` },
  },
});

/** Where the calendar will open (under the field, at its start), while its code loads. */
export const placeholder = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 6px)',
  insetInlineStart: 0,
});

/** The calendar's place while its code loads: about its size, so the popover does not jump. */
export const calendarStatus = style({
  margin: 0,
  padding: vars.space.lg,
  minInlineSize: '17rem',
  minBlockSize: '6rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
