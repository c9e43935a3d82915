import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const marker = `calc(${vars.space.xl} + ${vars.space.xs})`;

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});
export const step = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  selectors: {
    // The line down to the next step's marker.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${marker} / 2 - 1px)`,
      insetBlockStart: `calc(${marker} + ${vars.space.xxs})`,
      insetBlockEnd: vars.space.xxs,
      inlineSize: 2,
      background: vars.color.borderStrong,
    },
    '&:last-child': { paddingBlockEnd: 0 },
  },
});
export const stepDone = style({
  selectors: { '&:not(:last-child)::before': { background: vars.color.primary } },
});

export const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: marker,
  blockSize: marker,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});
export const markerState = styleVariants({
  done: {
    background: vars.color.primary,
    borderColor: vars.color.primary,
    color: vars.color.textOnPrimary,
  },
  current: {
    borderColor: vars.color.primary,
    color: vars.color.primary,
    boxShadow: `0 0 0 3px ${vars.color.primarySoft}`,
  },
  completed: {
    background: vars.color.success,
    borderColor: vars.color.success,
    color: vars.color.surface,
  },
  failed: {
    borderColor: vars.color.danger,
    color: vars.color.danger,
    background: vars.color.dangerSoft,
  },
  returned: {
    borderColor: vars.color.warning,
    color: vars.color.warning,
    background: vars.color.warningSoft,
  },
  upcoming: {},
});
export const dot = style({
  inlineSize: vars.space.sm,
  blockSize: vars.space.sm,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  paddingBlockStart: vars.space.xxs,
});
export const label = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const labelReached = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
export const time = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
