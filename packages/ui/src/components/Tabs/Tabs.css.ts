import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // Many tabs scroll sideways on a phone instead of wrapping.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});
export const fitted = style({});

export const tab = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.control.height.md,
  paddingInline: vars.space.lg,
  border: 0,
  borderBlockEnd: `${vars.focusRing.width} solid transparent`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    [`${fitted} &`]: { flex: 1 },
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': {
      color: vars.color.primary,
      borderBlockEndColor: vars.color.primary,
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

export const panel = style({
  minWidth: 0,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
