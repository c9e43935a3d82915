import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ position: 'relative', width: '100%' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minInlineSize: vars.control.height.md,
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  marginInline: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});
export const chevronOpen = style({ transform: 'rotate(180deg)' });

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const listbox = style({
  maxBlockSize: `calc(${vars.control.height.md} * 7)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space.xs,
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const group = style({ paddingBlockEnd: vars.space.xs });

export const groupHeading = style({
  position: 'sticky',
  insetBlockStart: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.control.height.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderInlineStart: `${vars.focusRing.width} solid transparent`,
  color: vars.color.text,
  cursor: 'pointer',
  // Lets the browser skip laying out options scrolled out of view (250 countries).
  contentVisibility: 'auto',
  containIntrinsicBlockSize: `auto ${vars.control.height.md}`,
});
export const highlighted = style({
  background: vars.color.primarySoft,
  borderInlineStartColor: vars.color.primary,
});
export const selected = style({ fontWeight: vars.font.weight.bold });
export const optionContent = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
export const check = style({ flexShrink: 0, color: vars.color.primary });

export const empty = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted });

/** Under the stand-in when the combobox's code could not load (offline, or a deploy removed it). */
export const loadFailed = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});
