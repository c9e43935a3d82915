import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The whole card answers to its one link or button: its ::after covers the card.
export const stretched = style({
  color: 'inherit',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const card = style({
  position: 'relative',
  // The balance's size follows the card's width, so a narrow card never clips it.
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`&:has(${stretched}:hover)`]: { borderColor: vars.color.primary },
    // Selected: a thicker edge in the action colour, and a check beside the name (never colour alone).
    '&[data-selected="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});
export const title = style({
  margin: 0,
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const code = style({ fontWeight: vars.font.weight.bold });
export const name = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });
export const check = style({ color: vars.color.primary, flexShrink: 0 });

export const balance = style({
  selectors: {
    '&&': {
      fontSize: `clamp(${vars.font.size.lg}, 10cqi, ${vars.font.size.xxxl})`,
      // The last resort for very long amounts: wrap rather than be cut off.
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});
export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const figureTerm = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const figureValue = style({ margin: 0 });
export const account = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const accountValue = style({
  unicodeBidi: 'isolate',
  direction: 'ltr',
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
});
export const actions = style({
  position: 'relative',
  zIndex: 1,
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.lg,
});
