import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});
export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: { display: 'flex', flexWrap: 'wrap', gap: vars.space.lg },
  cards: {
    display: 'grid',
    gap: vars.space.md,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [`screen and (min-width: ${breakpoints.tablet}px)`]: {
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
      },
    },
  },
});
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
});
export const card = style({
  position: 'relative',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  transitionProperty: 'border-color, background-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const radio = style({
  width: 22,
  height: 22,
  margin: 0,
  marginBlockStart: 1,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
});
export const cardRadio = style({ selectors: { '&:focus-visible': { outline: 'none' } } });
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
export const cardIcon = style({
  color: vars.color.primary,
  display: 'inline-flex',
  marginBlockEnd: vars.space.xs,
});
export const optionLabel = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const invalidOptions = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.danger}`,
});
