import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderWidth: 3,
  borderStyle: 'solid',
  borderColor: vars.color.danger,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&:focus': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const icon = style({ flexShrink: 0, color: vars.color.danger });
export const description = style({ margin: 0 });
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const link = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});
