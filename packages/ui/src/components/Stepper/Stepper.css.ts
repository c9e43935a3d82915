import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';

const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;
const marker = `calc(${vars.space.xl} + ${vars.space.xs})`;
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

// "Step 2 of 4: Review": shown on phones and in compact mode, read by screen readers everywhere.
export const summary = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: hidden },
});
export const summaryCompact = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

export const step = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  selectors: {
    // The line to the next step, from this marker's edge to the next one's.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${marker} / 2 - 1px)`,
      insetInlineStart: `calc(50% + ${marker} / 2 + ${vars.space.xs})`,
      insetInlineEnd: `calc(-50% + ${marker} / 2 + ${vars.space.xs})`,
      blockSize: 2,
      background: vars.color.borderStrong,
    },
  },
});
export const stepDone = style({
  selectors: { '&:not(:last-child)::after': { background: vars.color.primary } },
});

export const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: marker,
  blockSize: marker,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const markerState = styleVariants({
  completed: {
    background: vars.color.primary,
    borderColor: vars.color.primary,
    color: vars.color.textOnPrimary,
  },
  current: {
    borderColor: vars.color.primary,
    color: vars.color.primary,
    boxShadow: `0 0 0 3px ${vars.color.primarySoft}`,
  },
  upcoming: {},
});

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  paddingInline: vars.space.xs,
  '@media': { [phone]: hidden },
});
export const labelCurrent = style({ color: vars.color.text, fontWeight: vars.font.weight.bold });
export const labelCompact = style(hidden);
