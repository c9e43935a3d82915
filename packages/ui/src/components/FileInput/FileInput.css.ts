import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const zone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-dragging="true"]': {
      borderColor: vars.color.primary,
      borderStyle: 'solid',
      background: vars.color.primarySoft,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

// The real file input lies over the button-like label, transparent: clicks, keys and screen
// readers reach the native control, and the look is ours.
export const pick = style({ position: 'relative', display: 'inline-flex' });
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.control.height.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    [`${input}:hover:not(:disabled) + &`]: { background: vars.color.primarySoft },
    [`${input}:disabled + &`]: {
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
    },
  },
});
export const dropHint = style({ color: vars.color.textMuted });
export const requirements = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: { '&:empty': { display: 'none' } },
});
export const error = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});
export const fileSize = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
