import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';

const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minInlineSize: vars.control.height.md,
  minBlockSize: vars.control.height.md,
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.textOnPrimary,
      fontWeight: vars.font.weight.bold,
      textDecoration: 'none',
    },
  },
});
export const number = style({ '@media': { [phone]: { display: 'none' } } });
export const gap = style({
  color: vars.color.textMuted,
  paddingInline: vars.space.xs,
  '@media': { [phone]: { display: 'none' } },
});
// "Page 3 of 20" replaces the numbers on phones.
export const phoneStatus = style({
  display: 'none',
  color: vars.color.text,
  '@media': { [phone]: { display: 'inline' } },
});
export const arrow = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
